import { execFile, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from './app';
import { parseConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { adminAuditLog, user } from './db/schema';
import { CLI_TOKEN_HEADER } from './admin/cli-channel';
import { readServerFile, serverFilePath, writeServerFile } from './admin/server-file';
import { cookieHeader, TEST_ORIGIN } from './testing/test-app';
import { dataDirFromTemplate } from './testing/data-dir';
import { confirmEmailFromOutbox } from './testing/email-verification';
import { startFakeS3 } from './testing/fake-s3';
import { createS3FileBackend } from './files/s3-backend';
import { createFileStore } from './files/store';

const run = promisify(execFile);
const projectRoot = path.resolve(import.meta.dirname, '../..');

/**
 * The command line as a separate process, as a person runs it beside the server: bundled as the build bundles
 * `dist/server/cli.js`, which starts in a fraction of the time tsx takes to compile the sources on each call.
 */
async function cli(dataDir: string, ...args: string[]) {
  return cliWithEnv({ DATA_DIR: dataDir }, ...args);
}

async function cliWithEnv(env: Record<string, string>, ...args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, [inject('cliBundle'), ...args], {
      cwd: projectRoot,
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

function testConfig(dataDir: string, env: Record<string, string> = {}): Config {
  return parseConfig({
    ...env,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_ORIGIN,
    DEMO_DATA: 'false',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_ENABLED: 'false',
  });
}

/** Starts the app on an on-disk PGlite in `dataDir`, listening on loopback, as main.ts does. */
async function startServer(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<{ app: FastifyInstance; port: number }> {
  const app = await buildApp({ config: testConfig(dataDir, env), logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  app.cliChannel.announce(port);
  return { app, port };
}

async function signUpOn(app: FastifyInstance, email: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: TEST_ORIGIN },
    payload: { name: 'Futura Admin', email, password: 'senha-segura-1' },
  });
  expect(response.statusCode).toBe(200);
  return cookieHeader(response);
}

/** The account's owner follows the link of the confirmation e-mail in this app's outbox. */
async function confirmOn(app: FastifyInstance, email: string): Promise<void> {
  await confirmEmailFromOutbox({ app, config: app.config }, email);
}

async function rolesOf(app: FastifyInstance, cookie: string): Promise<string[]> {
  return (await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json().roles;
}

async function signInOn(app: FastifyInstance, email: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: TEST_ORIGIN },
    payload: { email, password: 'senha-segura-1' },
  });
  expect(response.statusCode).toBe(200);
  return cookieHeader(response);
}

async function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 1));
    });
  });
}

/**
 * These cases open PGlite folders and local uploads whatever database the suite runs on, so the PostgreSQL run of
 * this file keeps only its PostgreSQL case: running them again there would repeat the same thing.
 */
const secondRunOnPostgres = process.env.TEST_DB === 'postgres';

// Each case spawns a Node process that may open an embedded database: slow on a busy two-core machine.
describe.skipIf(secondRunOnPostgres)(
  'grant-admin while the server runs on PGlite',
  { timeout: 60_000 },
  () => {
    let dataDir: string;
    let app: FastifyInstance;
    let port: number;
    let cookie: string;
    const email = 'futura-admin@example.com';

    beforeAll(async () => {
      dataDir = await dataDirFromTemplate('aria-cli-');
      ({ app, port } = await startServer(dataDir));
      cookie = await signUpOn(app, email);
    }, 60_000);
    afterAll(async () => {
      await app?.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('announces itself in DATA_DIR/server.json, readable by its owner only', () => {
      const file = readServerFile(dataDir);
      expect(file).toMatchObject({ pid: process.pid, port });
      expect(file?.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(statSync(serverFilePath(dataDir)).mode & 0o777).toBe(0o600);
    });

    it('refuses a stale token with a pt-BR message, exit 1 and nothing written', async () => {
      const real = readServerFile(dataDir)!;
      writeServerFile(dataDir, { ...real, token: 'token-antigo' });
      try {
        const result = await cli(dataDir, 'grant-admin', email);
        expect(result.code).toBe(1);
        expect(result.stderr).toContain('está desatualizado. Nada foi alterado.');
      } finally {
        writeServerFile(dataDir, real);
      }
      expect(await rolesOf(app, cookie)).toEqual(['user']);
    });

    it('refuses when the named live process does not answer, without opening the database', async () => {
      const real = readServerFile(dataDir)!;
      writeServerFile(dataDir, { ...real, port: await closedPort() });
      try {
        const result = await cli(dataDir, 'grant-admin', email);
        expect(result.code).toBe(1);
        expect(result.stderr).toContain('Não foi possível falar com o servidor em execução');
        expect(result.stderr).toContain('Nada foi alterado.');
      } finally {
        writeServerFile(dataDir, real);
      }
      // Had the command opened the folder itself, this server's database would have been written behind its back.
      expect(await rolesOf(app, cookie)).toEqual(['user']);
      expect(await app.db.select().from(adminAuditLog)).toHaveLength(0);
    });

    it('refuses while the server is still starting (port 0), without opening the database', async () => {
      const real = readServerFile(dataDir)!;
      writeServerFile(dataDir, { ...real, port: 0 });
      try {
        const result = await cli(dataDir, 'grant-admin', email);
        expect(result.code).toBe(1);
        expect(result.stderr).toContain('O servidor está iniciando. Nada foi alterado');
      } finally {
        writeServerFile(dataDir, real);
      }
      expect(await rolesOf(app, cookie)).toEqual(['user']);
    });

    it('says so when no account has the e-mail', async () => {
      const result = await cli(dataDir, 'grant-admin', 'ninguem@example.com');
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('Nenhuma conta com o e-mail ninguem@example.com');
    });

    it('refuses an account whose e-mail is not confirmed, saying why, with nothing written', async () => {
      const result = await cli(dataDir, 'grant-admin', email);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`O e-mail ${email} ainda não foi confirmado. Nada foi alterado.`);
      expect(await rolesOf(app, cookie)).toEqual(['user']);
      expect(await app.db.select().from(adminAuditLog)).toHaveLength(0);
    });

    it('grants through the server; the session from before ends, the next sign-in is an admin one', async () => {
      await confirmOn(app, email);
      const result = await cli(dataDir, 'grant-admin', 'Futura-Admin@Example.com');
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      expect(result.stdout).toContain(
        `Papel de administrador concedido a ${email}. (pelo servidor em execução)`,
      );
      // A session opened as a plain user never carries the new role (ADR 018).
      expect(await rolesOf(app, cookie)).toEqual([]);
      const summary = await app.inject({ method: 'GET', url: '/api/admin/summary', headers: { cookie } });
      expect(summary.statusCode).toBe(401);
      expect(await rolesOf(app, await signInOn(app, email))).toEqual(['user', 'admin']);
      const audit = await app.db.select().from(adminAuditLog);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ action: 'admin.grant', actorEmail: 'cli', actorUserId: null });
    });

    it('the channel answers only loopback callers with the exact token, and no browser', async () => {
      const { token } = readServerFile(dataDir)!;
      const call = (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
        app.inject({
          method: 'POST',
          url: '/api/internal/cli/grant-admin',
          headers,
          remoteAddress,
          payload: { email },
        });
      expect((await call({})).statusCode).toBe(403);
      expect((await call({ [CLI_TOKEN_HEADER]: `${token}x` })).statusCode).toBe(403);
      expect((await call({ [CLI_TOKEN_HEADER]: token }, '10.0.0.7')).statusCode).toBe(403);
      expect((await call({ [CLI_TOKEN_HEADER]: token, 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(
        403,
      );
      expect((await call({ [CLI_TOKEN_HEADER]: token })).statusCode).toBe(200);
    });

    it('removes server.json when it closes', async () => {
      await app.close();
      expect(existsSync(serverFilePath(dataDir))).toBe(false);
    });
  },
);

describe.skipIf(secondRunOnPostgres)('grant-admin with no server running', { timeout: 60_000 }, () => {
  it('writes to the PGlite folder directly, also past a file left by a dead server', async () => {
    const dataDir = await dataDirFromTemplate('aria-cli-');
    try {
      const { app } = await startServer(dataDir);
      await signUpOn(app, 'direta@example.com');
      await confirmOn(app, 'direta@example.com');
      await app.close();

      // A server killed without closing leaves its file behind, naming a process that no longer exists.
      const gone = spawnSync(process.execPath, ['-e', '']).pid;
      writeServerFile(dataDir, { pid: gone, port: await closedPort(), token: 'de-um-servidor-morto' });

      const result = await cli(dataDir, 'grant-admin', 'direta@example.com');
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      expect(result.stdout).toContain('Papel de administrador concedido a direta@example.com.');
      expect(result.stdout).not.toContain('pelo servidor');

      const database = await openDatabase(testConfig(dataDir).database);
      try {
        const [row] = await database.db.select().from(user).where(eq(user.email, 'direta@example.com'));
        expect(row?.role).toBe('admin');
        expect(await database.db.select().from(adminAuditLog)).toHaveLength(1);
      } finally {
        await database.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('prints its usage and exits 2 without a command', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'aria-cli-'));
    try {
      const result = await cli(dataDir, 'grant-admin');
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('Uso: npm run cli -- grant-admin <email>');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

const postgresUrl = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;

describe.skipIf(!postgresUrl)('grant-admin on PostgreSQL', { timeout: 60_000 }, () => {
  it('writes directly even while a server runs: PostgreSQL takes writes from many processes', async () => {
    const name = `aria_cli_${Date.now()}_${process.pid}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    const url = new URL(postgresUrl!);
    url.pathname = `/${name}`;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'aria-cli-'));
    const { app } = await startServer(dataDir, { DATABASE_URL: url.toString() });
    try {
      const cookie = await signUpOn(app, 'postgres-admin@example.com');
      await confirmOn(app, 'postgres-admin@example.com');
      // No server.json is written for PostgreSQL; even a leftover one naming a live process is not consulted.
      expect(readServerFile(dataDir)).toBeNull();
      writeServerFile(dataDir, { pid: process.pid, port: await closedPort(), token: 'irrelevante' });
      const result = await cliWithEnv(
        { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
        'grant-admin',
        'postgres-admin@example.com',
      );
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      expect(result.stdout).not.toContain('pelo servidor');
      expect(await rolesOf(app, cookie)).toEqual([]);
      expect(await rolesOf(app, await signInOn(app, 'postgres-admin@example.com'))).toEqual([
        'user',
        'admin',
      ]);
    } finally {
      await app.close();
      // pg's pool.end() resolves before its sockets are gone; a forced drop would then kill them mid-close.
      for (let attempt = 0; attempt < 50; attempt += 1) {
        const { rows } = await admin.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(secondRunOnPostgres)('move-uploads', { timeout: 60_000 }, () => {
  const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(5000)]);
  const PNG = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    randomBytes(700),
  ]);

  it('moves an old DATA_DIR/uploads into an S3 bucket, says how many, and moves nothing the second time', async () => {
    const fake = await startFakeS3();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'aria-cli-'));
    try {
      const uploads = path.join(dataDir, 'uploads');
      mkdirSync(uploads);
      const names = [randomBytes(16).toString('hex'), randomBytes(16).toString('hex')];
      writeFileSync(path.join(uploads, names[0]!), PDF);
      writeFileSync(path.join(uploads, names[1]!), PNG);
      const env = { DATA_DIR: dataDir, ...fake.env };

      const first = await cliWithEnv(env, 'move-uploads');
      expect(first.stderr).toBe('');
      expect(first.code).toBe(0);
      expect(first.stdout).toContain(`Arquivos enviados: 2 movido(s) de ${uploads} para o armazenamento S3.`);
      expect(readdirSync(uploads)).toEqual([]);
      const bucket = createFileStore(createS3FileBackend(fake.settings));
      const opened = await bucket.open(names[0]!);
      expect(opened).toMatchObject({ size: PDF.length, mimeType: 'application/pdf' });
      opened!.stream.destroy();
      expect(await bucket.exists(names[1]!)).toBe(true);

      const again = await cliWithEnv(env, 'move-uploads');
      expect(again.code).toBe(0);
      expect(again.stdout).toContain('Arquivos enviados: 0 movido(s)');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      await fake.close();
    }
  });

  it('says there is nothing to move where files stay in the folder', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'aria-cli-'));
    try {
      const result = await cli(dataDir, 'move-uploads');
      expect(result.code).toBe(0);
      expect(result.stdout).toContain('(FILE_STORAGE=local): nada a mover');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

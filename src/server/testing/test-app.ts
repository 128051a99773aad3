import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { parseConfig, type Config, type DatabasePoolSettings } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import type { Clock } from '../clock';
import { pgliteTemplate } from './data-dir';
import { waitUntilNoneConnected } from './postgres-connections';

export const TEST_ORIGIN = 'http://localhost:3000';

export interface TestDatabase extends DatabaseHandle {
  /** The throwaway database's name on PostgreSQL, for tests that cut its connections; absent on PGlite. */
  postgresName?: string;
}

/**
 * A fresh database per test app: in-memory PGlite by default; when the suite runs in its `postgres` project, a
 * throwaway database on TEST_DATABASE_URL that is dropped when the app closes, so runs never see each other's rows.
 * Both start as a copy of the run's migrated template (testing/database-template.ts) when the project has one.
 */
export async function openTestDatabase(pool?: DatabasePoolSettings): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres' || !url) {
    return openDatabase({ kind: 'pglite', dataDir: 'memory://', from: pgliteTemplate() });
  }

  const name = `aria_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const template = inject('postgresTemplate');
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: target.toString(), pool });
  return {
    ...handle,
    postgresName: name,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      // A forced drop would kill the sockets still closing, and pg would report an unhandled 57P01.
      await waitUntilNoneConnected(dropper, name, 50);
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}

export interface TestAppOptions {
  env?: Record<string, string>;
  clock?: Clock;
  /** Extra routes for a test (e.g. to exercise guards), registered before the app is ready. */
  register?: (app: FastifyInstance) => void | Promise<void>;
  /** A folder shaped like dist/client, to test how the built pages are served. */
  clientDir?: string;
  /** Receives the app's log lines (at LOG_LEVEL, `silent` unless the test's env says otherwise). */
  logStream?: { write(line: string): void };
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: TestDatabase;
  /** inject with our Origin, as the browser sends it. */
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  // Each app writes its mail outbox and uploads to its own folder, removed on close.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'aria-test-'));
  const config = parseConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_ORIGIN,
    DEMO_DATA: 'false',
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const database = await openTestDatabase(config.databasePool);
  const app = await buildApp({
    config,
    database,
    clock: options.clock,
    logger: options.logStream !== undefined,
    logStream: options.logStream,
    clientDir: options.clientDir,
  });
  await options.register?.(app);
  await app.ready();
  return {
    app,
    config,
    database,
    request: (injectOptions) =>
      app.inject({
        ...injectOptions,
        headers: { origin: TEST_ORIGIN, ...(injectOptions.headers ?? {}) },
      } as InjectOptions),
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let addressCounter = 0;
/** A different client address per call, so auth rate limits per IP do not couple unrelated tests. */
export function nextClientAddress(): string {
  addressCounter += 1;
  return `10.9.${Math.floor(addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`;
}

export function cookieHeader(response: LightMyRequestResponse): string {
  const raw = response.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list.map((cookie) => cookie.split(';')[0]).join('; ');
}

export interface TestUser {
  id: string;
  email: string;
  cookie: string;
}

export async function signUp(
  testApp: TestApp,
  input: { name?: string; email?: string; password?: string } = {},
): Promise<TestUser> {
  const email = input.email ?? `pessoa-${randomBytes(4).toString('hex')}@example.com`;
  const response = await testApp.request({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { name: input.name ?? 'Pessoa Teste', email, password: input.password ?? 'senha-segura-1' },
    remoteAddress: nextClientAddress(),
  });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  const body = response.json() as { user: { id: string } };
  return { id: body.user.id, email, cookie: cookieHeader(response) };
}

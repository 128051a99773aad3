import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { startServerProcess, stopServerProcess, type ServerProcess } from '../testing/server-process';
import { cutDatabase, databaseUrl, restoreDatabase } from '../testing/database-outage';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../http/database-unavailable';

/**
 * Issue 27 with real server processes, one and then two on one database: PostgreSQL cut off (every backend of the
 * test's own database ended, new connections refused) while the public list and sign-ups run, then given back.
 */
const adminUrl = process.env.TEST_DATABASE_URL as string;
const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(adminUrl);
const PUBLIC_URL = 'http://aria.test';
const PASSWORD = 'senha-segura-1';

interface Outcome {
  server: number;
  route: 'list' | 'sign-up';
  startedAt: number;
  /** 0 when no answer came within 10 s. */
  status: number;
  retryAfter: string | null;
  body: string;
  email?: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function call(server: ServerProcess, url: string, body?: unknown) {
  return fetch(`${server.url}${url}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { origin: PUBLIC_URL, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
}

async function record(
  outcomes: Outcome[],
  server: number,
  route: Outcome['route'],
  send: () => Promise<Response>,
  email?: string,
) {
  const startedAt = Date.now();
  try {
    const response = await send();
    outcomes.push({
      server,
      route,
      startedAt,
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      body: await response.text(),
      email,
    });
  } catch {
    outcomes.push({ server, route, startedAt, status: 0, retryAfter: null, body: '', email });
  }
}

/** Polls every server's /api/ready until each answers `status`; the time it took, or null after `withinMs`. */
async function untilReady(
  servers: ServerProcess[],
  status: number,
  withinMs: number,
): Promise<number | null> {
  const started = Date.now();
  const pending = new Set(servers);
  while (Date.now() - started < withinMs) {
    for (const server of [...pending]) {
      const answer = await call(server, '/api/ready').catch(() => null);
      if (answer?.status === status) pending.delete(server);
    }
    if (pending.size === 0) return Date.now() - started;
    await sleep(50);
  }
  return null;
}

function countLines(output: string, message: string): number {
  return output.split('\n').filter((line) => line.includes(`"msg":"${message}"`)).length;
}

async function outageWithProcesses(count: number) {
  const name = `aria_outage_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'aria-outage-'));
  const servers: ServerProcess[] = [];
  const outcomes: Outcome[] = [];
  let stop = false;
  try {
    const env = {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl(adminUrl, name),
      PUBLIC_URL,
      LOG_LEVEL: 'info',
      DEMO_DATA: 'true',
      RATE_LIMIT_ENABLED: 'false',
      // The reminders tick runs through the outage too, and must neither crash nor log a stack per tick.
      BACKGROUND_JOBS_ENABLED: 'true',
      BACKGROUND_TICK_MS: '200',
      DATABASE_CONNECT_TIMEOUT_MS: '2000',
    };
    // One after the other: the first migrates and seeds, so the second starts on a ready database.
    for (let i = 0; i < count; i += 1) servers.push(await startServerProcess(env));
    expect(await untilReady(servers, 200, 5_000)).not.toBeNull();

    let next = 0;
    const load = servers.map(async (server, index) => {
      while (!stop) {
        const email = `pessoa-${index}-${(next += 1)}@example.com`;
        await Promise.all([
          record(outcomes, index, 'list', () => call(server, '/api/psychologists')),
          record(
            outcomes,
            index,
            'sign-up',
            () => call(server, '/api/auth/sign-up/email', { name: 'Pessoa', email, password: PASSWORD }),
            email,
          ),
        ]);
        await sleep(20);
      }
    });

    await sleep(1_000);
    const offsets = servers.map((server) => server.output().length);
    const cutAt = Date.now();
    await cutDatabase(adminUrl, name);
    const tookToRefuse = await untilReady(servers, 503, 5_000);
    await sleep(1_000);
    await restoreDatabase(adminUrl, name);
    const restoredAt = Date.now();
    const tookToRecover = await untilReady(servers, 200, 10_000);
    const readyAt = Date.now();
    // Load goes on past five seconds after the database is back.
    await sleep(Math.max(0, restoredAt + 6_500 - Date.now()));
    stop = true;
    await Promise.all(load);

    for (const server of servers) {
      expect(server.child.exitCode).toBeNull();
      expect(server.child.signalCode).toBeNull();
    }
    expect(tookToRefuse).not.toBeNull();
    expect(tookToRecover).not.toBeNull();
    expect(tookToRecover as number).toBeLessThan(5_000);

    // During the cut a request gets 503 or succeeds; no other status, and none hangs (status 0).
    const statuses = new Set(outcomes.map((outcome) => outcome.status));
    expect([...statuses].sort()).toEqual(expect.arrayContaining([200]));
    for (const outcome of outcomes) expect([200, 503], JSON.stringify(outcome)).toContain(outcome.status);
    const refused = outcomes.filter((outcome) => outcome.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const outcome of refused) {
      expect(outcome.retryAfter).toBe('5');
      expect(JSON.parse(outcome.body)).toEqual({
        code: 'database_unavailable',
        message: DATABASE_UNAVAILABLE_MESSAGE,
      });
      expect(outcome.startedAt).toBeGreaterThanOrEqual(cutAt - 1_000);
    }
    // After the database is back: everything sent five seconds later, or once every process was ready, succeeds.
    const after = outcomes.filter((o) => o.startedAt >= Math.min(readyAt, restoredAt + 5_000));
    expect(after.length).toBeGreaterThan(0);
    expect(after.filter((o) => o.status !== 200)).toEqual([]);
    console.log(
      `${count} process(es): ${outcomes.length} requests, ${refused.length} answered 503; ready 503 after ${tookToRefuse} ms, 200 ${tookToRecover} ms after the database came back`,
    );
    for (let index = 0; index < servers.length; index += 1) {
      expect(outcomes.some((o) => o.server === index && o.status === 200 && o.startedAt > restoredAt)).toBe(
        true,
      );
    }

    // Nothing acknowledged is lost, and no refused sign-up left half an account behind.
    const reader = new pg.Client({ connectionString: databaseUrl(adminUrl, name) });
    await reader.connect();
    const { rows } = await reader.query<{ email: string; complete: boolean }>(
      `select u.email,
              exists (select 1 from account a where a.user_id = u.id and a.provider_id = 'credential')
                and exists (select 1 from profiles p where p.user_id = u.id) as complete
         from "user" u`,
    );
    await reader.end();
    const accounts = new Map(rows.map((row) => [row.email, row.complete]));
    for (const outcome of outcomes.filter((o) => o.route === 'sign-up')) {
      if (outcome.status === 200) expect(accounts.get(outcome.email as string), outcome.email).toBe(true);
      else expect(accounts.get(outcome.email as string) ?? true, outcome.email).toBe(true);
    }

    // Each process says once that the database went away and once that it came back, and logs no stack.
    for (const [index, server] of servers.entries()) {
      const output = server.output().slice(offsets[index]);
      const wentAway = countLines(output, 'database unavailable');
      expect(wentAway, output.slice(0, 4_000)).toBeGreaterThanOrEqual(1);
      expect(wentAway).toBeLessThanOrEqual(2);
      expect(countLines(output, 'database available again')).toBe(wentAway);
      for (const line of output.split('\n').filter((l) => l.includes('"msg":"database unavailable"'))) {
        expect(line).toMatch(/"code":"[0-9A-Za-z_]+"/);
      }
      expect(output).not.toContain('"level":50');
      expect(output).not.toMatch(/\n\s+at /);
    }
  } finally {
    stop = true;
    await restoreDatabase(adminUrl, name).catch(() => undefined);
    await Promise.all(servers.map((server) => stopServerProcess(server, 'SIGTERM')));
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

describe.skipIf(!onPostgres)('a PostgreSQL outage under traffic (issue 27)', () => {
  it('one process stays up, answers 503 or succeeds during the cut, and serves again within 5 s', async () => {
    await outageWithProcesses(1);
  }, 60_000);

  it('two processes on one database do the same', async () => {
    await outageWithProcesses(2);
  }, 60_000);
});

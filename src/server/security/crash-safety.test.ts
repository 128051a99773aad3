import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { account, appointments, checkoutSessions, paymentFulfilments, profiles, user } from '../db/schema';
import { BOOKING_PSYCHOLOGIST_ID, seedBookingPsychologists } from '../testing/booking';
import { dataDirFromTemplate } from '../testing/data-dir';
import { nextBookableStart } from '../testing/security';
import { startServerProcess, stopServerProcess, type ServerProcess } from '../testing/server-process';
import type { TestApp } from '../testing/test-app';

/**
 * Issue 15: kill -9 the server in the middle of sign-ups, checkouts and payments, restart it on the same data, and
 * find every paid checkout fulfilled exactly once, no slot held twice, no half-written account; then SIGTERM it
 * with a request in flight and see that request finish. PGlite on disk in the unit project, PostgreSQL in the
 * postgres project.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(adminUrl);
const PASSWORD = 'senha-segura-1';

let dataDir: string;
let databaseName: string | null = null;
let env: Record<string, string>;

function openData(): Promise<DatabaseHandle> {
  return openDatabase(parseConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...env }).database);
}

beforeAll(async () => {
  dataDir = onPostgres
    ? mkdtempSync(path.join(tmpdir(), 'aria-crash-'))
    : await dataDirFromTemplate('aria-crash-');
  env = {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    RATE_LIMIT_ENABLED: 'false',
    LOG_LEVEL: 'info',
    DEMO_DATA: 'false',
  };
  if (onPostgres) {
    databaseName = `aria_crash_${Date.now()}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${databaseName}"`);
    await admin.end();
    const target = new URL(adminUrl as string);
    target.pathname = `/${databaseName}`;
    env.DATABASE_URL = target.toString();
  }
  const handle = await openData();
  await seedBookingPsychologists({ database: handle } as unknown as TestApp);
  await handle.close();
});
afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  if (databaseName) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists "${databaseName}" with (force)`);
    await admin.end();
  }
});

interface Person {
  email: string;
  cookie: string;
}

function api(
  server: ServerProcess,
  url: string,
  init: { method?: string; cookie?: string; body?: unknown } = {},
) {
  return fetch(`${server.url}${url}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      origin: server.url,
      'content-type': 'application/json',
      ...(init.cookie ? { cookie: init.cookie } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

function cookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function signUp(server: ServerProcess, email: string): Promise<Person> {
  const response = await api(server, '/api/auth/sign-up/email', {
    body: { name: 'Pessoa', email, password: PASSWORD },
  });
  if (!response.ok) throw new Error(`sign-up ${response.status} ${await response.text()}`);
  return { email, cookie: cookieOf(response) };
}

function paySandbox(server: ServerProcess, sessionId: string) {
  return fetch(`${server.url}/checkout/sandbox/${sessionId}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin: server.url, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }).toString(),
  });
}

describe(`kill -9 and restart on the same data (${onPostgres ? 'PostgreSQL' : 'PGlite on disk'})`, () => {
  const buyers: Array<Person & { sessionId: string }> = [];
  const slot = nextBookableStart(new Date(), 4).toISOString();
  const newcomers = Array.from({ length: 8 }, (_, i) => `novo-${i}@example.com`);

  it('dies in the middle of sign-ups, payments and bookings', async () => {
    const server = await startServerProcess(env);
    try {
      for (let i = 0; i < 6; i += 1) {
        const person = await signUp(server, `comprador-${i}@example.com`);
        const checkout = await api(server, '/api/plans/checkout', {
          cookie: person.cookie,
          body: { planType: 'mensal' },
        });
        const { url } = (await checkout.json()) as { url: string };
        buyers.push({ ...person, sessionId: new URL(url).pathname.split('/').pop()! });
      }
      const inFlight: Array<Promise<unknown>> = [];
      // Sign-ups first: each writes user, credential, session, profile and consents in one transaction (ADR 018).
      for (const email of newcomers) {
        inFlight.push(
          api(server, '/api/auth/sign-up/email', {
            body: { name: 'Pessoa Nova', email, password: PASSWORD },
          }),
        );
      }
      for (const buyer of buyers) inFlight.push(paySandbox(server, buyer.sessionId));
      for (let i = 0; i < 8; i += 1) {
        inFlight.push(
          api(server, '/api/consultations/checkout', {
            body: {
              appointment_data: {
                name: 'Maria Silva',
                email: `paciente-${i}@example.com`,
                phone: '(11) 98765-4321',
                appointment_date: slot,
                psychologist_id: BOOKING_PSYCHOLOGIST_ID,
                is_adult: true,
              },
            },
          }),
        );
      }
      // Die as soon as the first answer is out: the rest are mid-way through their transactions.
      await Promise.race(inFlight.map((request) => request.catch(() => undefined)));
      await stopServerProcess(server, 'SIGKILL');
      await Promise.allSettled(inFlight);
    } finally {
      await stopServerProcess(server, 'SIGKILL');
    }
    expect(server.child.signalCode).toBe('SIGKILL');
  }, 60_000);

  it('restarts on the same data; every paid checkout is fulfilled exactly once, the rest can still be paid', async () => {
    const server = await startServerProcess(env);
    try {
      for (const buyer of buyers) {
        // The success page calls verify after the redirect; after a crash it is what completes the fulfilment.
        let verified = await api(server, '/api/plans/verify', {
          cookie: buyer.cookie,
          body: { sessionId: buyer.sessionId },
        });
        if (verified.status !== 200) {
          const paid = await paySandbox(server, buyer.sessionId);
          expect([303, 409]).toContain(paid.status);
          verified = await api(server, '/api/plans/verify', {
            cookie: buyer.cookie,
            body: { sessionId: buyer.sessionId },
          });
        }
        expect(verified.status, await verified.clone().text()).toBe(200);
        // Twice more, as a reloaded success page would: nothing changes.
        await api(server, '/api/plans/verify', {
          cookie: buyer.cookie,
          body: { sessionId: buyer.sessionId },
        });
      }
      // Whatever moment the kill caught a sign-up in, its e-mail is usable: it signs in, or it signs up afresh.
      for (const email of newcomers) {
        const signIn = await api(server, '/api/auth/sign-in/email', { body: { email, password: PASSWORD } });
        if (signIn.status === 200) continue;
        const again = await api(server, '/api/auth/sign-up/email', {
          body: { name: 'Pessoa Nova', email, password: PASSWORD },
        });
        expect(
          again.status,
          `${email}: sign-in ${signIn.status}, sign-up ${await again.clone().text()}`,
        ).toBe(200);
      }
      // SIGTERM with a request in flight: the request finishes, then the process exits cleanly.
      const offset = server.output().length;
      const pending = api(server, '/api/auth/sign-up/email', {
        body: { name: 'Última', email: 'ultima@example.com', password: PASSWORD },
      });
      // Pino logs "incoming request" as the request arrives; only then is it "in flight".
      await server.waitForOutput('/api/auth/sign-up/email', { after: offset, timeoutMs: 10_000 });
      const exit = stopServerProcess(server, 'SIGTERM');
      const response = await pending;
      expect(response.status).toBe(200);
      expect(await exit).toBe(0);
    } finally {
      await stopServerProcess(server, 'SIGKILL');
    }
  }, 60_000);

  it('leaves consistent rows behind', async () => {
    const handle = await openData();
    try {
      const db = handle.db;
      const sessionIds = buyers.map((buyer) => buyer.sessionId);
      const sessions = await db
        .select()
        .from(checkoutSessions)
        .where(inArray(checkoutSessions.id, sessionIds));
      expect(sessions.map((s) => s.status)).toEqual(sessionIds.map(() => 'paid'));
      const fulfilments = await db
        .select()
        .from(paymentFulfilments)
        .where(inArray(paymentFulfilments.checkoutSessionId, sessionIds));
      expect(fulfilments).toHaveLength(sessionIds.length);
      // Exactly once: one monthly period from the fulfilment, not two stacked.
      for (const buyer of buyers) {
        const [row] = await db
          .select({
            active: profiles.planActive,
            expiresAt: profiles.planExpiresAt,
            fulfilledAt: paymentFulfilments.fulfilledAt,
          })
          .from(profiles)
          .innerJoin(user, eq(user.id, profiles.userId))
          .innerJoin(paymentFulfilments, eq(paymentFulfilments.checkoutSessionId, buyer.sessionId))
          .where(eq(user.email, buyer.email));
        expect(row?.active).toBe(true);
        const days = (row!.expiresAt!.getTime() - row!.fulfilledAt.getTime()) / 86_400_000;
        expect(days).toBeGreaterThan(27);
        expect(days).toBeLessThan(32);
      }
      // Every paid session anywhere has its fulfilment.
      const unfulfilled = await db.execute<{ id: string }>(
        sql`select cs.id from checkout_sessions cs left join payment_fulfilments f on f.checkout_session_id = cs.id where cs.status = 'paid' and cs.purpose = 'plan' and f.checkout_session_id is null`,
      );
      expect(unfulfilled.rows).toEqual([]);
      // One slot, eight people racing across a crash: at most one hold or booking.
      const holders = await db
        .select({ id: appointments.id })
        .from(appointments)
        .where(
          and(
            eq(appointments.startsAt, new Date(slot)),
            inArray(appointments.status, ['reservado', 'agendado']),
          ),
        );
      expect(holders.length).toBeLessThanOrEqual(1);
      // No half-written account: every user has a credential, a profile and the terms and privacy acceptance.
      const orphans = await db.execute<{ email: string }>(
        sql`select u.email from "user" u where not exists (select 1 from account a where a.user_id = u.id)
            or not exists (select 1 from profiles p where p.user_id = u.id)
            or (select count(distinct c.kind) from consents c where c.user_id = u.id and c.kind in ('terms', 'privacy')) < 2`,
      );
      expect(orphans.rows).toEqual([]);
      const newcomerRows = await db.select().from(user).where(inArray(user.email, newcomers));
      expect(newcomerRows).toHaveLength(newcomers.length);
      const last = await db.select().from(user).where(eq(user.email, 'ultima@example.com'));
      expect(last).toHaveLength(1);
      void account;
    } finally {
      await handle.close();
    }
  }, 30_000);
});

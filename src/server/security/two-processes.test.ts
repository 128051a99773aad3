import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { paymentFulfilments, profiles, user } from '../db/schema';
import { BOOKING_PSYCHOLOGIST_ID, seedBookingPsychologists } from '../testing/booking';
import { readOutbox } from '../testing/outbox';
import { nextBookableStart } from '../testing/security';
import {
  freePort,
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from '../testing/server-process';
import type { TestApp } from '../testing/test-app';
import { CHAT_CONSENT_VERSION } from '../../shared/consent';

/**
 * Issue 15, DESIGN §1: two server processes behind a round-robin proxy on one PostgreSQL behave as one — sessions,
 * holds, rate limits, fulfilment and its e-mail. An API-level check; the browser journeys through such a proxy are
 * e2e/two-processes.test.ts.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(adminUrl);
const PASSWORD = 'senha-segura-1';

describe.runIf(onPostgres)('two processes behind a round-robin proxy on one PostgreSQL', () => {
  const databaseName = `aria_two_${Date.now()}_${randomBytes(4).toString('hex')}`;
  let dataDir: string;
  let databaseUrl: string;
  let proxy: Server;
  let base: string;
  const servers: ServerProcess[] = [];
  const served: number[] = [];

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${databaseName}"`);
    await admin.end();
    const target = new URL(adminUrl as string);
    target.pathname = `/${databaseName}`;
    databaseUrl = target.toString();
    const handle = await openDatabase({ kind: 'postgres', url: databaseUrl });
    await seedBookingPsychologists({ database: handle } as unknown as TestApp);
    await handle.close();

    const proxyPort = await freePort();
    base = `http://127.0.0.1:${proxyPort}`;
    // One DATA_DIR for both, as one mounted volume would be: one outbox to count e-mails in.
    dataDir = mkdtempSync(path.join(tmpdir(), 'aria-two-'));
    const env = {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      PUBLIC_URL: base,
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'false',
      RATE_LIMIT_ENABLED: 'true',
    };
    servers.push(...(await Promise.all([startServerProcess(env), startServerProcess(env)])));

    let next = 0;
    proxy = createServer((incoming, outgoing) => {
      const index = next++ % servers.length;
      served.push(index);
      const upstream = httpRequest(
        {
          host: '127.0.0.1',
          port: servers[index]!.port,
          path: incoming.url,
          method: incoming.method,
          headers: incoming.headers,
        },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      upstream.on('error', () => outgoing.destroy());
      incoming.pipe(upstream);
    });
    await new Promise<void>((resolve) => proxy.listen(proxyPort, '127.0.0.1', resolve));
  }, 60_000);

  afterAll(async () => {
    await new Promise((resolve) => proxy?.close(resolve));
    await Promise.all(servers.map((server) => stopServerProcess(server, 'SIGTERM')));
    rmSync(dataDir, { recursive: true, force: true });
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists "${databaseName}" with (force)`);
    await admin.end();
  });

  function call(url: string, init: { cookie?: string; body?: unknown; form?: Record<string, string> } = {}) {
    const body = init.form
      ? new URLSearchParams(init.form).toString()
      : init.body === undefined
        ? undefined
        : JSON.stringify(init.body);
    return fetch(`${base}${url}`, {
      method: body === undefined ? 'GET' : 'POST',
      redirect: 'manual',
      headers: {
        origin: base,
        'content-type': init.form ? 'application/x-www-form-urlencoded' : 'application/json',
        ...(init.cookie ? { cookie: init.cookie } : {}),
      },
      body,
    });
  }

  const cookieOf = (response: Response) =>
    response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');

  it('a session made on one process is known to the other; a plan bought through both is fulfilled once', async () => {
    const email = `dois-${randomBytes(3).toString('hex')}@example.com`;
    const signUp = await call('/api/auth/sign-up/email', {
      body: { name: 'Pessoa', email, password: PASSWORD },
    });
    expect(signUp.status).toBe(200);
    const cookie = cookieOf(signUp);
    for (let i = 0; i < 4; i += 1) {
      const me = await call('/api/me', { cookie });
      expect(((await me.json()) as { user: { email: string } | null }).user?.email).toBe(email);
    }
    const checkout = await call('/api/plans/checkout', { cookie, body: { planType: 'mensal' } });
    const sessionId = new URL(((await checkout.json()) as { url: string }).url).pathname.split('/').pop()!;
    const paid = await call(`/checkout/sandbox/${sessionId}`, {
      form: { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' },
    });
    expect(paid.status).toBe(303);
    const verifies = await Promise.all(
      Array.from({ length: 10 }, () => call('/api/plans/verify', { cookie, body: { sessionId } })),
    );
    expect(verifies.map((response) => response.status)).toEqual(verifies.map(() => 200));

    const handle = await openDatabase({ kind: 'postgres', url: databaseUrl });
    try {
      const rows = await handle.db
        .select()
        .from(paymentFulfilments)
        .where(eq(paymentFulfilments.checkoutSessionId, sessionId));
      expect(rows).toHaveLength(1);
      const [profile] = await handle.db
        .select({ expiresAt: profiles.planExpiresAt })
        .from(profiles)
        .innerJoin(user, eq(user.id, profiles.userId))
        .where(eq(user.email, email));
      const days = (profile!.expiresAt!.getTime() - rows[0]!.fulfilledAt.getTime()) / 86_400_000;
      expect(days).toBeLessThan(32);
    } finally {
      await handle.close();
    }
    // The scripted chat answers on both processes once the consent is given.
    await call('/api/account/consents/chat', { cookie, body: { version: CHAT_CONSENT_VERSION } });
    for (let i = 0; i < 2; i += 1) {
      const chat = await call('/api/aria/chat', { cookie, body: { message: 'Estou cansada hoje.' } });
      expect(chat.status).toBe(200);
    }
    expect(new Set(served)).toEqual(new Set([0, 1]));
  }, 60_000);

  it('holds one slot for one person across both processes, and sends one confirmation', async () => {
    const slot = nextBookableStart(new Date(), 6).toISOString();
    const attempts = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call('/api/consultations/checkout', {
          body: {
            appointment_data: {
              name: 'Maria Silva',
              email: `corrida-${i}@example.com`,
              phone: '(11) 98765-4321',
              appointment_date: slot,
              psychologist_id: BOOKING_PSYCHOLOGIST_ID,
            },
          },
        }),
      ),
    );
    const statuses = attempts.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 200).every((status) => status === 409)).toBe(true);
    const winner = attempts[statuses.indexOf(200)]!;
    const { sessionId, url } = (await winner.json()) as { sessionId: string; url: string };
    const paid = await call(new URL(url).pathname, {
      form: { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' },
    });
    expect(paid.status).toBe(303);
    await Promise.all(
      Array.from({ length: 6 }, () => call('/api/consultations/verify', { body: { sessionId } })),
    );
    const winnerEmail = `corrida-${statuses.indexOf(200)}@example.com`;
    const mails = (await readOutbox(path.join(dataDir, 'outbox'))).filter((mail) =>
      mail.to.includes(winnerEmail),
    );
    expect(mails.map((mail) => mail.subject)).toHaveLength(1);
  }, 60_000);

  it('counts sign-in attempts in the database, so alternating processes does not reset the limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const response = await call('/api/auth/sign-in/email', {
        body: { email: 'ninguem-aqui@example.com', password: 'senha-errada-1' },
      });
      statuses.push(response.status);
    }
    expect(statuses).toContain(429);
  }, 30_000);
});

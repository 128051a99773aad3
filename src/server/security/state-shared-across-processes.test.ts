import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';
import {
  account,
  appointments,
  paymentEvents,
  paymentFulfilments,
  profiles,
  psychologistAvailability,
  psychologists,
  user,
} from '../db/schema';
import { DEMO_PSYCHOLOGISTS } from '../db/seed';
import { addPlanPeriod } from '../plans/plan-period';
import { DEMO_PSYCHOLOGIST_LOGIN } from '../psychologists/demo-account';
import { BOOKING_PSYCHOLOGIST_ID, seedBookingPsychologists } from '../testing/booking';
import { signedWebhook, startFakeStripe, stripeEvent, type FakeStripe } from '../testing/fake-stripe';
import { readOutbox } from '../testing/outbox';
import { STRIPE_TEST_WEBHOOK_SECRET, stripeTestEnv } from '../testing/payments';
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
 * Issue 15, docs/product.md, System shape: two server processes behind a round-robin proxy on one PostgreSQL behave
 * as one — sessions, holds, rate limits, fulfilment and its e-mail, a Stripe webhook delivered to both, and a start
 * together on a new database with the demo seed. An API-level check; the browser journeys through such a proxy are
 * e2e/journeys-across-two-processes.test.ts.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(adminUrl);
const PASSWORD = 'senha-segura-1';

interface CallInit {
  cookie?: string;
  body?: unknown;
  form?: Record<string, string>;
}

interface TwoProcesses {
  servers: ServerProcess[];
  /** Which process the proxy sent each request to. */
  served: number[];
  /** The one DATA_DIR both use, as one mounted volume would be: one outbox to count e-mails in. */
  dataDir: string;
  databaseUrl: string;
  /** A request through the round-robin proxy, from a browser on PUBLIC_URL. */
  call(url: string, init?: CallInit): Promise<Response>;
}

/**
 * Registers the hooks that give a describe two server processes on a throwaway PostgreSQL database behind a
 * round-robin proxy. `prepare` runs on the database first; without it both processes start at the same moment on
 * an empty database, migrations and demo seed included.
 */
function twoProcessesBehindAProxy(options: {
  env?: () => Record<string, string>;
  prepare?: (databaseUrl: string) => Promise<void>;
}): TwoProcesses {
  const databaseName = `aria_two_${Date.now()}_${randomBytes(4).toString('hex')}`;
  let proxy: Server | undefined;
  let base = '';
  const pair: TwoProcesses = {
    servers: [],
    served: [],
    dataDir: '',
    databaseUrl: '',
    call(url, init = {}) {
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
    },
  };

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${databaseName}"`);
    await admin.end();
    const target = new URL(adminUrl as string);
    target.pathname = `/${databaseName}`;
    pair.databaseUrl = target.toString();
    await options.prepare?.(pair.databaseUrl);

    const proxyPort = await freePort();
    base = `http://127.0.0.1:${proxyPort}`;
    pair.dataDir = mkdtempSync(path.join(tmpdir(), 'aria-two-'));
    const env = {
      NODE_ENV: 'test',
      DATA_DIR: pair.dataDir,
      DATABASE_URL: pair.databaseUrl,
      PUBLIC_URL: base,
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'false',
      ...options.env?.(),
    };
    pair.servers.push(...(await Promise.all([startServerProcess(env), startServerProcess(env)])));

    let next = 0;
    proxy = createServer((incoming, outgoing) => {
      const index = next++ % pair.servers.length;
      pair.served.push(index);
      const upstream = httpRequest(
        {
          host: '127.0.0.1',
          port: pair.servers[index]!.port,
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
    await new Promise<void>((resolve) => proxy!.listen(proxyPort, '127.0.0.1', resolve));
  }, 60_000);

  afterAll(async () => {
    await new Promise((resolve) => (proxy ? proxy.close(resolve) : resolve(undefined)));
    await Promise.all(pair.servers.map((server) => stopServerProcess(server, 'SIGTERM')));
    if (pair.dataDir) rmSync(pair.dataDir, { recursive: true, force: true });
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists "${databaseName}" with (force)`);
    await admin.end();
  });

  return pair;
}

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

describe.runIf(onPostgres)('two processes behind a round-robin proxy on one PostgreSQL', () => {
  const pair = twoProcessesBehindAProxy({
    env: () => ({ RATE_LIMIT_ENABLED: 'true' }),
    prepare: async (databaseUrl) => {
      const handle = await openDatabase({ kind: 'postgres', url: databaseUrl });
      await seedBookingPsychologists({ database: handle } as unknown as TestApp);
      await handle.close();
    },
  });
  const { call, served } = pair;

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

    const handle = await openDatabase({ kind: 'postgres', url: pair.databaseUrl });
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
              is_adult: true,
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
    const mails = (await readOutbox(path.join(pair.dataDir, 'outbox'))).filter((mail) =>
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

describe.runIf(onPostgres)(
  'two processes started together on a new database, demo data on, paid through Stripe',
  () => {
    let fake: FakeStripe | undefined;
    let handle: DatabaseHandle | undefined;
    // Registered before the pair, so the fake outlives the processes' keep-alive connections to it.
    beforeAll(async () => {
      fake = await startFakeStripe();
    });
    afterAll(async () => {
      await fake?.close();
    });
    const pair = twoProcessesBehindAProxy({
      env: () => ({ ...stripeTestEnv(fake!.url), DEMO_DATA: 'true' }),
    });
    const { call } = pair;
    beforeAll(async () => {
      handle = await openDatabase({ kind: 'postgres', url: pair.databaseUrl });
    });
    afterAll(async () => {
      await handle?.close();
    });
    const DEMO = DEMO_PSYCHOLOGISTS[0]!;

    it('both come up, and the demo data exists once: one psychologist account, one set of windows', async () => {
      const db = handle!.db;
      expect(pair.servers.map((server) => server.child.exitCode)).toEqual([null, null]);
      const accounts = await db
        .select({ id: user.id })
        .from(user)
        .where(eq(user.email, DEMO_PSYCHOLOGIST_LOGIN.email));
      expect(accounts).toHaveLength(1);
      const userId = accounts[0]!.id;
      const credentials = await db.select().from(account).where(eq(account.userId, userId));
      expect(credentials.map((row) => row.providerId)).toEqual(['credential']);
      expect(await db.select().from(profiles).where(eq(profiles.userId, userId))).toHaveLength(1);
      const rows = await db
        .select({ id: psychologists.id, userId: psychologists.userId })
        .from(psychologists);
      expect(rows.map((row) => row.id).sort()).toEqual(DEMO_PSYCHOLOGISTS.map((p) => p.id).sort());
      expect(rows.find((row) => row.id === DEMO.id)?.userId).toBe(userId);
      const windows = await db.select().from(psychologistAvailability);
      expect(windows).toHaveLength(DEMO_PSYCHOLOGISTS.reduce((sum, p) => sum + p.windows.length, 0));
      for (const server of pair.servers) {
        const listed = await fetch(`${server.url}/api/psychologists`);
        expect(((await listed.json()) as { psychologists: unknown[] }).psychologists).toHaveLength(
          DEMO_PSYCHOLOGISTS.length,
        );
      }
    });

    it('fulfils a plan and a consultation once when the same Stripe event reaches both processes at once', async () => {
      const db = handle!.db;
      const buyer = `webhook-${randomBytes(3).toString('hex')}@example.com`;
      const signUp = await call('/api/auth/sign-up/email', {
        body: { name: 'Pessoa', email: buyer, password: PASSWORD },
      });
      expect(signUp.status).toBe(200);
      const cookie = cookieOf(signUp);
      const planCheckout = await call('/api/plans/checkout', { cookie, body: { planType: 'avulso' } });
      expect(planCheckout.status).toBe(200);
      const planSessionId = fake!.lastSession().id as string;

      const patient = `paciente-${randomBytes(3).toString('hex')}@example.com`;
      const startsAt = nextBookableStart(new Date(), 7);
      const booking = await call('/api/consultations/checkout', {
        body: {
          appointment_data: {
            name: 'Maria Silva',
            email: patient,
            phone: '(11) 98765-4321',
            appointment_date: startsAt.toISOString(),
            psychologist_id: DEMO.id,
            is_adult: true,
          },
        },
      });
      expect(booking.status).toBe(200);
      const { sessionId: consultationSessionId } = (await booking.json()) as { sessionId: string };

      const sessionIds = [planSessionId, consultationSessionId];
      const events = sessionIds.map((id) =>
        stripeEvent('checkout.session.completed', fake!.complete(id, { payment_intent: `pi_${id}` })),
      );
      const deliver = (server: ServerProcess, event: Record<string, unknown>) => {
        // Straight to the process, as Stripe's retry after a timeout may land on the other one behind a balancer.
        const { payload, signature } = signedWebhook(event, STRIPE_TEST_WEBHOOK_SECRET);
        return fetch(`${server.url}/api/payments/webhook/stripe`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          body: payload,
        });
      };
      const COPIES = 2;
      // Every delivery has found the event unrecorded and the session unfulfilled before any of them writes: only
      // the database's keys can now keep the effect to one.
      const gates = sessionIds.map((id) => fake!.gateRetrievals(id, COPIES * pair.servers.length));
      const raced = await Promise.all(
        events.flatMap((event) =>
          pair.servers.flatMap((server) => Array.from({ length: COPIES }, () => deliver(server, event))),
        ),
      );
      expect(await Promise.all(gates)).toEqual([true, true]);
      const again = await Promise.all(
        events.flatMap((event) => pair.servers.map((server) => deliver(server, event))),
      );
      for (const response of [...raced, ...again]) {
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual({ received: true });
      }

      for (const [index, sessionId] of sessionIds.entries()) {
        const eventId = events[index]!.id as string;
        expect(await db.select().from(paymentEvents).where(eq(paymentEvents.eventId, eventId))).toHaveLength(
          1,
        );
        expect(
          await db
            .select()
            .from(paymentFulfilments)
            .where(eq(paymentFulfilments.checkoutSessionId, sessionId)),
        ).toHaveLength(1);
      }
      // One period: applied twice, the second would start at the first's expiry (60 days).
      const [fulfilment] = await db
        .select()
        .from(paymentFulfilments)
        .where(eq(paymentFulfilments.checkoutSessionId, planSessionId));
      const [plan] = await db
        .select({
          planType: profiles.planType,
          active: profiles.planActive,
          expiresAt: profiles.planExpiresAt,
        })
        .from(profiles)
        .innerJoin(user, eq(user.id, profiles.userId))
        .where(eq(user.email, buyer));
      expect(plan).toMatchObject({ planType: 'avulso', active: true });
      const onePeriod = addPlanPeriod('avulso', fulfilment!.fulfilledAt).getTime();
      expect(Math.abs(plan!.expiresAt!.getTime() - onePeriod)).toBeLessThan(60_000);

      const booked = await db.select().from(appointments).where(eq(appointments.startsAt, startsAt));
      expect(booked.map((row) => [row.status, row.checkoutSessionId])).toEqual([
        ['agendado', consultationSessionId],
      ]);
      // The confirmation (with its invitation) to the patient and the notice to the psychologist, once each.
      const outbox = await readOutbox(path.join(pair.dataDir, 'outbox'));
      expect(outbox.filter((mail) => mail.to.includes(patient))).toHaveLength(1);
      expect(outbox.filter((mail) => mail.to.includes(DEMO.email))).toHaveLength(1);

      // The redirect finds both already fulfilled; consecutive requests go to alternate processes.
      for (let i = 0; i < pair.servers.length; i += 1) {
        const verified = await call('/api/plans/verify', { cookie, body: { sessionId: planSessionId } });
        expect(verified.status).toBe(200);
      }
      for (let i = 0; i < pair.servers.length; i += 1) {
        const verified = await call('/api/consultations/verify', {
          body: { sessionId: consultationSessionId },
        });
        expect(verified.status).toBe(200);
      }
      expect(await db.select().from(paymentFulfilments)).toHaveLength(2);
    }, 30_000);
  },
);

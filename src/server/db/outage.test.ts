import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, signUp, type TestApp } from '../testing/test-app';
import { startFakeStripe, stripeEvent, type FakeStripe } from '../testing/fake-stripe';
import { sendStripeWebhook, startPlanCheckout, stripeTestEnv } from '../testing/payments';
import {
  cutDatabase,
  databaseUrl,
  lockTable,
  restoreDatabase,
  terminateBackends,
} from '../testing/database-outage';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../http/database-unavailable';
import { paymentFulfilments, profiles } from './schema';

/**
 * Issue 27 inside one process: timeouts, the 503 and its Retry-After, readiness and a webhook during an outage.
 * The same with real server processes, one and two on one database, is outage-processes.test.ts.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(adminUrl);

let testApp: TestApp | undefined;
let fake: FakeStripe | undefined;
let restore: (() => Promise<void>) | undefined;

afterEach(async () => {
  await restore?.();
  restore = undefined;
  await testApp?.close();
  testApp = undefined;
  await fake?.close();
  fake = undefined;
});

function nameOf(app: TestApp): string {
  return app.database.postgresName as string;
}

async function cut(app: TestApp) {
  await cutDatabase(adminUrl as string, nameOf(app));
  restore = () => restoreDatabase(adminUrl as string, nameOf(app));
}

function expectUnavailable(response: {
  statusCode: number;
  headers: Record<string, unknown>;
  json(): unknown;
}) {
  expect(response.statusCode).toBe(503);
  expect(response.headers['retry-after']).toBe('5');
  expect(response.json()).toEqual({ code: 'database_unavailable', message: DATABASE_UNAVAILABLE_MESSAGE });
}

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = Date.now();
  const result = await work();
  return { result, ms: Date.now() - started };
}

describe('PGlite', () => {
  it.skipIf(onPostgres)('answers /api/ready with 200: an embedded database has no outage', async () => {
    testApp = await buildTestApp();
    const ready = await testApp.request({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });
});

describe.skipIf(!onPostgres)('PostgreSQL outages, in one process (issue 27)', () => {
  it('answers 503 at the statement timeout while a long-held lock blocks the query, not hanging', async () => {
    testApp = await buildTestApp({ env: { DATABASE_STATEMENT_TIMEOUT_MS: '500' } });
    const lock = await lockTable(databaseUrl(adminUrl as string, nameOf(testApp)), 'psychologists');
    restore = () => lock.release();
    const { result, ms } = await timed(() => testApp!.request({ method: 'GET', url: '/api/psychologists' }));
    expectUnavailable(result);
    expect(result.headers['cache-control']).toBe('no-store');
    expect(ms).toBeGreaterThanOrEqual(450);
    expect(ms).toBeLessThan(3_000);
    // A slow statement is not an outage: the process stays ready.
    expect(testApp.app.databaseAvailability.available).toBe(true);
    expect((await testApp.request({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);

    await lock.release();
    restore = undefined;
    expect((await testApp.request({ method: 'GET', url: '/api/psychologists' })).statusCode).toBe(200);
  });

  it('answers 503 after the connect timeout when every connection of the pool is taken (DATABASE_POOL_MAX)', async () => {
    testApp = await buildTestApp({
      env: {
        DATABASE_POOL_MAX: '1',
        DATABASE_CONNECT_TIMEOUT_MS: '300',
        DATABASE_STATEMENT_TIMEOUT_MS: '3000',
      },
    });
    const lock = await lockTable(databaseUrl(adminUrl as string, nameOf(testApp)), 'psychologists');
    restore = () => lock.release();
    // The first request holds the pool's only connection while it waits for the lock.
    const holder = testApp.request({ method: 'GET', url: '/api/psychologists' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const { result, ms } = await timed(() => testApp!.request({ method: 'GET', url: '/api/ready' }));
    expectUnavailable(result);
    expect(ms).toBeLessThan(2_000);
    const waiting = await timed(() => testApp!.request({ method: 'GET', url: '/api/psychologists' }));
    expectUnavailable(waiting.result);
    expect(waiting.ms).toBeLessThan(2_000);
    await lock.release();
    restore = undefined;
    expect((await holder).statusCode).toBe(200);
  });

  it('answers 503 with Retry-After during an outage, /api/ready 503 then 200, and serves again within 5 s', async () => {
    testApp = await buildTestApp();
    const before = await signUp(testApp);
    await cut(testApp);

    const list = await timed(() => testApp!.request({ method: 'GET', url: '/api/psychologists' }));
    expectUnavailable(list.result);
    expect(list.ms).toBeLessThan(2_000);
    expectUnavailable(await testApp.request({ method: 'GET', url: '/api/ready' }));
    expect(testApp.app.databaseAvailability.available).toBe(false);
    expectUnavailable(
      await testApp.request({ method: 'GET', url: '/api/me', headers: { cookie: before.cookie } }),
    );
    const signUpDuring = await testApp.request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Durante', email: 'durante@example.com', password: 'senha-segura-1' },
    });
    expectUnavailable(signUpDuring);
    expect((await testApp.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    await restore?.();
    restore = undefined;
    const restoredAt = Date.now();
    let ready = 0;
    while (Date.now() - restoredAt < 5_000) {
      ready = (await testApp.request({ method: 'GET', url: '/api/ready' })).statusCode;
      if (ready === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(ready).toBe(200);
    expect(Date.now() - restoredAt).toBeLessThan(5_000);
    expect(testApp.app.databaseAvailability.available).toBe(true);
    // What was acknowledged before the outage is there; the refused sign-up wrote nothing.
    const me = await testApp.request({ method: 'GET', url: '/api/me', headers: { cookie: before.cookie } });
    expect(me.statusCode).toBe(200);
    const [profile] = await testApp.database.db.select().from(profiles).where(eq(profiles.userId, before.id));
    expect(profile).toBeDefined();
    const again = await testApp.request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Durante', email: 'durante@example.com', password: 'senha-segura-1' },
    });
    expect(again.statusCode).toBe(200);
  });

  it('survives every backend being ended while idle: the next requests succeed', async () => {
    testApp = await buildTestApp();
    // Fill the pool with idle connections, then end them all as a restart does.
    await Promise.all(
      Array.from({ length: 5 }, () => testApp!.request({ method: 'GET', url: '/api/psychologists' })),
    );
    expect(await terminateBackends(adminUrl as string, nameOf(testApp))).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const statuses = await Promise.all(
      Array.from(
        { length: 5 },
        async () => (await testApp!.request({ method: 'GET', url: '/api/psychologists' })).statusCode,
      ),
    );
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
  });

  it('answers a payment webhook during an outage with 503 so the provider retries, and fulfils the retry once', async () => {
    fake = await startFakeStripe();
    testApp = await buildTestApp({ env: stripeTestEnv(fake.url) });
    const user = await signUp(testApp);
    expect((await startPlanCheckout(testApp, user, 'avulso')).statusCode).toBe(200);
    const sessionId = fake.lastSession().id as string;
    const event = stripeEvent(
      'checkout.session.completed',
      fake.complete(sessionId, { payment_intent: 'pi_outage' }),
    );

    await cut(testApp);
    const during = await sendStripeWebhook(testApp, event);
    expect(during.statusCode).toBe(503);
    expect(during.headers['retry-after']).toBe('5');
    await restore?.();
    restore = undefined;

    expect((await sendStripeWebhook(testApp, event)).statusCode).toBe(200);
    const fulfilments = await testApp.database.db
      .select()
      .from(paymentFulfilments)
      .where(eq(paymentFulfilments.checkoutSessionId, sessionId));
    expect(fulfilments).toHaveLength(1);
  });

  it('skips the background tick while the database is away and resumes it after', async () => {
    testApp = await buildTestApp({ env: { BACKGROUND_JOBS_ENABLED: 'true', BACKGROUND_TICK_MS: '100' } });
    const booking = testApp.app.services.booking;
    const runTick = booking.runBackgroundTick.bind(booking);
    let ran = 0;
    booking.runBackgroundTick = async () => {
      ran += 1;
      return runTick();
    };
    const waitFor = async (check: () => boolean) => {
      const started = Date.now();
      while (!check() && Date.now() - started < 5_000)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(check()).toBe(true);
    };
    await waitFor(() => ran >= 2);

    await cut(testApp);
    // The first tick after the cut fails and records the outage; the later ones stop at the probe.
    await waitFor(() => !testApp!.app.databaseAvailability.available);
    const ranWhileAway = ran;
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(ran).toBe(ranWhileAway);

    await restore?.();
    restore = undefined;
    await waitFor(() => ran >= ranWhileAway + 2);
    expect(testApp.app.databaseAvailability.available).toBe(true);
  });
});

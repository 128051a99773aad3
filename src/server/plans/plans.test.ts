import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, nextClientAddress, signUp, type TestApp, type TestUser } from '../testing/test-app';
import {
  paySandbox,
  planOf as planOfUser,
  sandboxSessionId,
  startPlanCheckout,
  verifyPlan,
} from '../testing/payments';
import { checkoutSessions, profiles, session } from '../db/schema';

let testApp: TestApp;
let now = new Date('2026-05-04T15:00:00Z');

beforeAll(async () => {
  testApp = await buildTestApp({ clock: { now: () => now } });
});
beforeEach(() => {
  now = new Date('2026-05-04T15:00:00Z');
});
afterAll(async () => {
  await testApp.close();
});

const startCheckout = (user: TestUser, planType: string) => startPlanCheckout(testApp, user, planType);
const pay = (sessionId: string, cardNumber: string) => paySandbox(testApp, sessionId, cardNumber);
const verify = (user: TestUser | null, sessionId: string) => verifyPlan(testApp, user, sessionId);
const planOf = (user: TestUser) => planOfUser(testApp, user);

async function sessionIdFor(user: TestUser, planType: string): Promise<string> {
  const response = await startCheckout(user, planType);
  expect(response.statusCode).toBe(200);
  return sandboxSessionId(response);
}

describe('POST /api/plans/checkout', () => {
  it('answers a sandbox checkout URL for a signed-in user, stored with the catalog price', async () => {
    const user = await signUp(testApp);
    const response = await startCheckout(user, 'mensal');
    expect(response.statusCode).toBe(200);
    const url = new URL(response.json().url as string);
    expect(url.origin).toBe('http://localhost:3000');
    expect(url.pathname).toMatch(/^\/checkout\/sandbox\/cs_sandbox_[A-Za-z0-9_-]{32}$/);

    const id = url.pathname.split('/').pop() as string;
    const [row] = await testApp.database.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, id));
    expect(row).toMatchObject({
      provider: 'sandbox',
      purpose: 'plan',
      userId: user.id,
      planType: 'mensal',
      amountCents: 2990,
      currency: 'brl',
      status: 'open',
      successUrl: 'http://localhost:3000/payment-success?session_id={CHECKOUT_SESSION_ID}&plan_type=mensal',
      cancelUrl: 'http://localhost:3000/plans?plan=mensal',
    });
  });

  it('refuses an unknown plan with a pt-BR 400', async () => {
    const user = await signUp(testApp);
    for (const payload of [{ planType: 'vitalicio' }, {}, { planType: 2990 }]) {
      const response = await testApp.request({
        method: 'POST',
        url: '/api/plans/checkout',
        headers: { cookie: user.cookie },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'validation',
        message: 'Plano inválido. Escolha avulso, mensal ou anual.',
      });
    }
  });

  it('ignores a price sent by the browser', async () => {
    const user = await signUp(testApp);
    const response = await testApp.request({
      method: 'POST',
      url: '/api/plans/checkout',
      headers: { cookie: user.cookie },
      payload: { planType: 'anual', amountCents: 1, price: 1 },
    });
    const id = new URL(response.json().url as string).pathname.split('/').pop() as string;
    const [row] = await testApp.database.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, id));
    expect(row?.amountCents).toBe(29990);
  });

  it('answers a visitor with 401', async () => {
    const response = await testApp.request({
      method: 'POST',
      url: '/api/plans/checkout',
      payload: { planType: 'mensal' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Faça login para continuar.');
  });

  it('refuses a cross-site request', async () => {
    const user = await signUp(testApp);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/plans/checkout',
      headers: { cookie: user.cookie, origin: 'https://evil.example' },
      payload: { planType: 'mensal' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('limits checkouts per user', async () => {
    const user = await signUp(testApp);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const response = await testApp.request({
        method: 'POST',
        url: '/api/plans/checkout',
        headers: { cookie: user.cookie },
        payload: { planType: 'avulso' },
        remoteAddress: nextClientAddress(),
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('checkout round trips (ADR 028)', () => {
  /** Every statement the app sends, counted where both drivers (pg's pool, PGlite) receive it. */
  async function statementsOf(work: () => Promise<unknown>): Promise<string[]> {
    const client = (testApp.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
      .$client;
    const spy = vi.spyOn(client, 'query');
    try {
      await work();
      return spy.mock.calls.map(([query]) =>
        typeof query === 'string' ? query : String((query as { text?: string }).text),
      );
    } finally {
      spy.mockRestore();
    }
  }

  it('reads session and user in one query, then the plan, then writes the session: three queries', async () => {
    const user = await signUp(testApp);
    const statements = await statementsOf(async () =>
      expect((await startCheckout(user, 'mensal')).statusCode).toBe(200),
    );
    // better-auth's own path reads the session and the user apart; the rate limit's counter is the fourth.
    expect(statements.filter((text) => !text.includes('rate_limit_counters'))).toEqual([
      expect.stringMatching(/^select .* from "session" inner join "user" .* where "session"\."token" = \$1/),
      expect.stringMatching(/^select .* from "profiles" where "profiles"\."user_id" = \$1/),
      expect.stringMatching(/^insert into "checkout_sessions"/),
    ]);
  });

  it('leaves an expired session to better-auth (401, session deleted) and renews one that is due', async () => {
    const expired = await signUp(testApp);
    await testApp.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.userId, expired.id));
    expect((await startCheckout(expired, 'mensal')).statusCode).toBe(401);
    expect(await testApp.database.db.select().from(session).where(eq(session.userId, expired.id))).toEqual(
      [],
    );

    const due = await signUp(testApp);
    await testApp.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() + 2 * 86_400_000) })
      .where(eq(session.userId, due.id));
    expect((await startCheckout(due, 'mensal')).statusCode).toBe(200);
    const [renewed] = await testApp.database.db.select().from(session).where(eq(session.userId, due.id));
    expect(renewed!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);
  });

  it('answers 401 to a session revoked, and to a cookie whose signature was altered', async () => {
    const revoked = await signUp(testApp);
    expect((await startCheckout(revoked, 'mensal')).statusCode).toBe(200);
    await testApp.database.db.delete(session).where(eq(session.userId, revoked.id));
    expect((await startCheckout(revoked, 'mensal')).statusCode).toBe(401);

    const forged = await signUp(testApp);
    const [name, value] = forged.cookie.split(';')[0]!.split('=') as [string, string];
    const decoded = decodeURIComponent(value);
    const dot = decoded.lastIndexOf('.');
    const flipped = `${decoded.slice(0, dot + 1)}${decoded[dot + 1] === 'A' ? 'B' : 'A'}${decoded.slice(dot + 2)}`;
    const response = await startCheckout(
      { ...forged, cookie: `${name}=${encodeURIComponent(flipped)}` },
      'mensal',
    );
    expect(response.statusCode).toBe(401);
  });
});

describe('sandbox payment, then verify', () => {
  it('pays with 4242, activates the plan for 30 days and shows it in /api/me', async () => {
    const user = await signUp(testApp);
    const sessionId = await sessionIdFor(user, 'avulso');
    expect((await planOf(user)).active).toBe(false);

    const paid = await pay(sessionId, '4242 4242 4242 4242');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(
      `http://localhost:3000/payment-success?session_id=${sessionId}&plan_type=avulso`,
    );

    const verified = await verify(user, sessionId);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ success: true, planType: 'avulso' });
    expect(await planOf(user)).toEqual({
      active: true,
      planType: 'avulso',
      expiresAt: '2026-06-03T15:00:00.000Z',
    });
    const [profile] = await testApp.database.db.select().from(profiles).where(eq(profiles.userId, user.id));
    expect(profile?.stripeSessionId).toBe(sessionId);

    // Verifying again (a reload of /payment-success) answers the same and changes nothing.
    now = new Date('2026-05-10T15:00:00Z');
    const again = await verify(user, sessionId);
    expect(again.json()).toEqual({ success: true, planType: 'avulso' });
    expect((await planOf(user)).expiresAt).toBe('2026-06-03T15:00:00.000Z');
  });

  it('activates mensal for one calendar month', async () => {
    const user = await signUp(testApp);
    const sessionId = await sessionIdFor(user, 'mensal');
    await pay(sessionId, '4242424242424242');
    expect((await verify(user, sessionId)).statusCode).toBe(200);
    expect(await planOf(user)).toEqual({
      active: true,
      planType: 'mensal',
      expiresAt: '2026-06-04T15:00:00.000Z',
    });
  });

  it('keeps the plan inactive after a declined card, and verify says the payment is not confirmed', async () => {
    const user = await signUp(testApp);
    const sessionId = await sessionIdFor(user, 'anual');
    const declined = await pay(sessionId, '4000 0000 0000 0002');
    expect(declined.statusCode).toBe(402);
    expect(declined.body).toContain('Pagamento recusado pelo banco emissor. Tente outro cartão.');

    const verified = await verify(user, sessionId);
    expect(verified.statusCode).toBe(409);
    expect(verified.json()).toEqual({ code: 'payment_not_paid', message: 'Erro ao verificar o pagamento' });
    expect((await planOf(user)).active).toBe(false);
  });

  it('extends a running plan from its current expiry instead of from now', async () => {
    const user = await signUp(testApp);
    const first = await sessionIdFor(user, 'avulso');
    await pay(first, '4242424242424242');
    now = new Date('2026-05-24T15:00:00Z');
    const second = await sessionIdFor(user, 'avulso');
    await pay(second, '4242424242424242');
    expect((await verify(user, second)).statusCode).toBe(200);
    expect((await planOf(user)).expiresAt).toBe('2026-07-03T15:00:00.000Z');
  });
});

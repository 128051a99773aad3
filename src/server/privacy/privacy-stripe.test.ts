import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { profiles } from '../db/schema';
import { startFakeStripe, stripeEvent, type FakeStripe } from '../testing/fake-stripe';
import { planOf, sendStripeWebhook, startPlanCheckout, stripeTestEnv } from '../testing/payments';
import { buildTestApp, signUp, type TestApp, type TestUser } from '../testing/test-app';

/** The 7-day refund and the end of renewals against Stripe's API (a local fake of it). */
let fake: FakeStripe;
let testApp: TestApp;

beforeAll(async () => {
  fake = await startFakeStripe();
  testApp = await buildTestApp({ env: stripeTestEnv(fake.url) });
});
afterAll(async () => {
  await testApp.close();
  await fake.close();
});

/** A paid mensal subscription, confirmed by Stripe's webhook. */
async function subscribe(user: TestUser, tag: string): Promise<string> {
  expect((await startPlanCheckout(testApp, user, 'mensal')).statusCode).toBe(200);
  const sessionId = fake.lastSession().id as string;
  fake.invoicePayments.set(`in_${tag}`, `pi_${tag}`);
  const completed = fake.complete(sessionId, { subscription: `sub_${tag}`, invoice: `in_${tag}` });
  expect(
    (await sendStripeWebhook(testApp, stripeEvent('checkout.session.completed', completed))).statusCode,
  ).toBe(200);
  return sessionId;
}

const post = (user: TestUser, url: string) =>
  testApp.request({ method: 'POST', url, headers: { cookie: user.cookie }, payload: {} });

describe('account plan with Stripe', () => {
  it('cancels the renewal at Stripe and keeps access until the expiry', async () => {
    const user = await signUp(testApp);
    await subscribe(user, 'cancel');
    const overview = await testApp.request({
      method: 'GET',
      url: '/api/account/overview',
      headers: { cookie: user.cookie },
    });
    expect(overview.json().plan).toMatchObject({ active: true, renews: true });

    const cancelled = await post(user, '/api/account/plan/cancel');
    expect(cancelled.statusCode).toBe(200);
    expect(
      fake.requests.some(
        (entry) => entry.method === 'DELETE' && entry.path === '/v1/subscriptions/sub_cancel',
      ),
    ).toBe(true);
    expect((await planOf(testApp, user)).active).toBe(true);
    const again = await post(user, '/api/account/plan/cancel');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'not_renewing' });
  });

  it('refunds the subscription payment in full, stops the renewal and ends the plan', async () => {
    const user = await signUp(testApp);
    const sessionId = await subscribe(user, 'refund');
    const refunded = await post(user, '/api/account/plan/refund');
    expect(refunded.statusCode).toBe(200);
    const refund = fake.requests.filter((entry) => entry.path === '/v1/refunds').at(-1);
    expect(refund?.params.payment_intent).toBe('pi_refund');
    expect(refund?.idempotencyKey).toBe(`refund-${sessionId}`);
    expect(
      fake.requests.some(
        (entry) => entry.method === 'DELETE' && entry.path === '/v1/subscriptions/sub_refund',
      ),
    ).toBe(true);
    expect((await planOf(testApp, user)).active).toBe(false);
    const [profile] = await testApp.database.db.select().from(profiles).where(eq(profiles.userId, user.id));
    expect(profile?.stripeSubscriptionId).toBeNull();
    expect((await post(user, '/api/account/plan/refund')).statusCode).toBe(409);
  });
});

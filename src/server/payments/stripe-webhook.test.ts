import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, signUp, type TestApp, type TestUser } from '../testing/test-app';
import { signedWebhook, startFakeStripe, stripeEvent, type FakeStripe } from '../testing/fake-stripe';
import {
  sendStripeWebhook,
  startPlanCheckout,
  STRIPE_TEST_WEBHOOK_SECRET as WEBHOOK_SECRET,
  stripeTestEnv,
  verifyPlan,
} from '../testing/payments';
import { checkoutSessions, paymentEvents, paymentFulfilments, profiles } from '../db/schema';

let fake: FakeStripe;
let testApp: TestApp;
let now = new Date('2026-05-04T15:00:00Z');

beforeAll(async () => {
  fake = await startFakeStripe();
  testApp = await buildTestApp({ clock: { now: () => now }, env: stripeTestEnv(fake.url) });
});
beforeEach(() => {
  now = new Date('2026-05-04T15:00:00Z');
});
afterAll(async () => {
  await testApp.close();
  await fake.close();
});

async function checkout(user: TestUser, planType: string): Promise<string> {
  const response = await startPlanCheckout(testApp, user, planType);
  expect(response.statusCode).toBe(200);
  const session = fake.lastSession();
  expect(response.json()).toEqual({ url: session.url });
  return session.id as string;
}

const webhook = (event: Record<string, unknown>, secret?: string) =>
  sendStripeWebhook(testApp, event, secret);
const verify = (user: TestUser, sessionId: string) => verifyPlan(testApp, user, sessionId);

async function profileOf(user: TestUser) {
  const [profile] = await testApp.database.db.select().from(profiles).where(eq(profiles.userId, user.id));
  return profile;
}

async function fulfilmentsOf(sessionId: string) {
  return testApp.database.db
    .select()
    .from(paymentFulfilments)
    .where(eq(paymentFulfilments.checkoutSessionId, sessionId));
}

function invoice(subscription: string, billingReason: string, overrides: Record<string, unknown> = {}) {
  return {
    id: `in_${Math.random().toString(36).slice(2)}`,
    object: 'invoice',
    billing_reason: billingReason,
    amount_paid: 2990,
    currency: 'brl',
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription, metadata: { plan_type: 'mensal' } },
    },
    ...overrides,
  };
}

describe('Stripe webhook', () => {
  it('rejects a bad, missing or tampered signature with 400 and activates nothing', async () => {
    const user = await signUp(testApp);
    const sessionId = await checkout(user, 'avulso');
    const session = fake.complete(sessionId, { payment_intent: 'pi_bad_sig' });
    const event = stripeEvent('checkout.session.completed', session);

    expect((await webhook(event, 'whsec_wrong')).statusCode).toBe(400);
    const missing = await testApp.app.inject({
      method: 'POST',
      url: '/api/payments/webhook/stripe',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    expect(missing.statusCode).toBe(400);
    const { signature } = signedWebhook(event, WEBHOOK_SECRET);
    const tampered = await testApp.app.inject({
      method: 'POST',
      url: '/api/payments/webhook/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: JSON.stringify({ ...event, id: 'evt_other' }),
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json()).toEqual({ code: 'bad_signature', message: 'Assinatura do webhook inválida.' });
    expect((await profileOf(user))?.planActive).toBe(false);
  });

  it('activates once when the same event arrives twice', async () => {
    const user = await signUp(testApp);
    const sessionId = await checkout(user, 'avulso');
    const event = stripeEvent(
      'checkout.session.completed',
      fake.complete(sessionId, { payment_intent: 'pi_twice' }),
    );
    const first = await webhook(event);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true });
    now = new Date('2026-05-05T15:00:00Z');
    expect((await webhook(event)).statusCode).toBe(200);

    const profile = await profileOf(user);
    expect(profile).toMatchObject({ planType: 'avulso', planActive: true, stripeSessionId: sessionId });
    expect(profile?.planExpiresAt?.toISOString()).toBe('2026-06-03T15:00:00.000Z');
    expect(await fulfilmentsOf(sessionId)).toHaveLength(1);
    const [row] = await testApp.database.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, sessionId));
    expect(row).toMatchObject({ status: 'paid', providerPaymentId: 'pi_twice' });
    const events = await testApp.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, event.id as string));
    expect(events).toHaveLength(1);
  });

  it('activates once when the webhook races the redirect ten times each', async () => {
    const user = await signUp(testApp);
    const sessionId = await checkout(user, 'mensal');
    const session = fake.complete(sessionId, { subscription: 'sub_race', customer: 'cus_race' });
    const calls = Array.from({ length: 10 }, (_, index) => [
      webhook(stripeEvent('checkout.session.completed', session, `evt_race_${index % 2}`)),
      verify(user, sessionId),
    ]).flat();
    const responses = await Promise.all(calls);
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));

    expect(await fulfilmentsOf(sessionId)).toHaveLength(1);
    const profile = await profileOf(user);
    // Computed twice, the second period would start at the first expiry: 2026-07-04.
    expect(profile?.planExpiresAt?.toISOString()).toBe('2026-06-04T15:00:00.000Z');
    expect(profile).toMatchObject({
      planType: 'mensal',
      stripeSubscriptionId: 'sub_race',
      stripeCustomerId: 'cus_race',
    });
  });

  it('waits for a Pix payment: an unpaid completed session activates nothing until async_payment_succeeded', async () => {
    const user = await signUp(testApp);
    const sessionId = await checkout(user, 'avulso');
    const pending = fake.complete(sessionId, { payment_status: 'unpaid', payment_intent: 'pi_pix' });
    expect((await webhook(stripeEvent('checkout.session.completed', pending))).statusCode).toBe(200);
    expect((await profileOf(user))?.planActive).toBe(false);
    const early = await verify(user, sessionId);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('payment_pending');
    expect((await profileOf(user))?.planActive).toBe(false);

    const paid = fake.complete(sessionId, { payment_status: 'paid' });
    expect((await webhook(stripeEvent('checkout.session.async_payment_succeeded', paid))).statusCode).toBe(
      200,
    );
    expect((await profileOf(user))?.planActive).toBe(true);
    expect((await verify(user, sessionId)).json()).toEqual({ success: true, planType: 'avulso' });
  });

  it('asks Stripe to retry (503) when async_payment_succeeded arrives before Stripe reports the session paid', async () => {
    const user = await signUp(testApp);
    const sessionId = await checkout(user, 'avulso');
    const pending = fake.complete(sessionId, { payment_status: 'unpaid' });
    const event = stripeEvent('checkout.session.async_payment_succeeded', pending);
    expect((await webhook(event)).statusCode).toBe(503);
    fake.complete(sessionId, { payment_status: 'paid' });
    expect((await webhook(event)).statusCode).toBe(200);
    expect((await profileOf(user))?.planActive).toBe(true);
  });

  it('closes a session whose Pix failed or that expired, without activating', async () => {
    const user = await signUp(testApp);
    const failed = await checkout(user, 'avulso');
    const failedSession = fake.complete(failed, { payment_status: 'unpaid' });
    expect(
      (await webhook(stripeEvent('checkout.session.async_payment_failed', failedSession))).statusCode,
    ).toBe(200);
    const expired = await checkout(user, 'avulso');
    const expiredSession = { ...fake.sessions.get(expired), status: 'expired' };
    expect((await webhook(stripeEvent('checkout.session.expired', expiredSession))).statusCode).toBe(200);

    const rows = await testApp.database.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.userId, user.id));
    expect(rows.map((row) => row.status).sort()).toEqual(['expired', 'expired']);
    expect((await profileOf(user))?.planActive).toBe(false);
    const afterFailure = await verify(user, failed);
    expect(afterFailure.statusCode).toBe(409);
    expect(afterFailure.json().code).toBe('payment_not_paid');
  });

  it('does not fulfil a session whose amount at Stripe differs from ours, and acknowledges the webhook', async () => {
    const user = await signUp(testApp);
    const sessionId = await checkout(user, 'anual');
    const session = fake.complete(sessionId, { amount_total: 100 });
    expect((await webhook(stripeEvent('checkout.session.completed', session))).statusCode).toBe(200);
    const response = await verify(user, sessionId);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('payment_mismatch');
    expect((await profileOf(user))?.planActive).toBe(false);
    expect(await fulfilmentsOf(sessionId)).toHaveLength(0);
  });

  it("answers 404 for someone else's session without asking Stripe", async () => {
    const owner = await signUp(testApp);
    const intruder = await signUp(testApp);
    const sessionId = await checkout(owner, 'avulso');
    fake.complete(sessionId);
    const before = fake.requests.length;
    expect((await verify(intruder, sessionId)).statusCode).toBe(404);
    expect(fake.requests.length).toBe(before);
    expect((await profileOf(intruder))?.planActive).toBe(false);
    expect((await verify(intruder, 'cs_test_forged')).statusCode).toBe(404);
  });

  it('acknowledges event types it does not handle', async () => {
    const response = await webhook(stripeEvent('customer.created', { id: 'cus_1', object: 'customer' }));
    expect(response.statusCode).toBe(200);
  });
});

describe('subscriptions', () => {
  async function subscribe(user: TestUser, subscription: string) {
    const sessionId = await checkout(user, 'mensal');
    const session = fake.complete(sessionId, {
      subscription,
      customer: `cus_${subscription}`,
      invoice: `in_first_${subscription}`,
    });
    expect((await webhook(stripeEvent('checkout.session.completed', session))).statusCode).toBe(200);
    return sessionId;
  }

  it('does not count the first invoice twice, and extends by one month per renewal', async () => {
    const user = await signUp(testApp);
    await subscribe(user, 'sub_renew');
    expect((await profileOf(user))?.planExpiresAt?.toISOString()).toBe('2026-06-04T15:00:00.000Z');

    expect(
      (await webhook(stripeEvent('invoice.paid', invoice('sub_renew', 'subscription_create')))).statusCode,
    ).toBe(200);
    expect((await profileOf(user))?.planExpiresAt?.toISOString()).toBe('2026-06-04T15:00:00.000Z');
    // A mid-period update (proration) is not a new period.
    const update = invoice('sub_renew', 'subscription_update');
    expect((await webhook(stripeEvent('invoice.paid', update))).statusCode).toBe(200);
    expect((await profileOf(user))?.planExpiresAt?.toISOString()).toBe('2026-06-04T15:00:00.000Z');

    now = new Date('2026-06-04T15:01:00Z');
    const renewal = stripeEvent('invoice.paid', invoice('sub_renew', 'subscription_cycle'));
    expect((await webhook(renewal)).statusCode).toBe(200);
    expect((await webhook(renewal)).statusCode).toBe(200);
    expect((await profileOf(user))?.planExpiresAt?.toISOString()).toBe('2026-07-04T15:01:00.000Z');

    // Paid a little before the period ends: the new month starts at the current expiry.
    now = new Date('2026-07-03T15:00:00Z');
    expect(
      (await webhook(stripeEvent('invoice.paid', invoice('sub_renew', 'subscription_cycle')))).statusCode,
    ).toBe(200);
    const profile = await profileOf(user);
    expect(profile?.planExpiresAt?.toISOString()).toBe('2026-08-04T15:01:00.000Z');
    expect(profile?.planActive).toBe(true);
  });

  it('stops renewing after the subscription is deleted, and the plan lapses at its expiry', async () => {
    const user = await signUp(testApp);
    await subscribe(user, 'sub_cancel');
    const deleted = stripeEvent('customer.subscription.deleted', {
      id: 'sub_cancel',
      object: 'subscription',
      status: 'canceled',
    });
    expect((await webhook(deleted)).statusCode).toBe(200);
    expect((await profileOf(user))?.stripeSubscriptionId).toBeNull();

    expect(
      (await webhook(stripeEvent('invoice.paid', invoice('sub_cancel', 'subscription_cycle')))).statusCode,
    ).toBe(200);
    expect((await profileOf(user))?.planExpiresAt?.toISOString()).toBe('2026-06-04T15:00:00.000Z');

    now = new Date('2026-06-01T12:00:00Z');
    const during = await testApp.request({ method: 'GET', url: '/api/me', headers: { cookie: user.cookie } });
    expect(during.json().plan.active).toBe(true);
    now = new Date('2026-06-04T15:00:01Z');
    const after = await testApp.request({ method: 'GET', url: '/api/me', headers: { cookie: user.cookie } });
    expect(after.json().plan.active).toBe(false);
  });

  it('refuses a second subscription while one is active, but allows an avulso purchase', async () => {
    const user = await signUp(testApp);
    await subscribe(user, 'sub_active');
    const again = await testApp.request({
      method: 'POST',
      url: '/api/plans/checkout',
      headers: { cookie: user.cookie },
      payload: { planType: 'anual' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('subscription_active');
    await checkout(user, 'avulso');
  });
});

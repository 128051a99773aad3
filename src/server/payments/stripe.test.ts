import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, signUp, type TestApp, type TestUser } from '../testing/test-app';
import { startFakeStripe, stripeEvent, type FakeStripe } from '../testing/fake-stripe';
import {
  sendStripeWebhook,
  startPlanCheckout,
  STRIPE_TEST_WEBHOOK_SECRET as WEBHOOK_SECRET,
  stripeTestEnv,
} from '../testing/payments';
import { checkoutSessions } from '../db/schema';
import { createPaymentsRepository } from './repository';
import { createStripeProvider } from './stripe';

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

describe('Stripe checkout', () => {
  it('creates a BRL one-time session for avulso with server-side amounts, metadata and expiry', async () => {
    const user = await signUp(testApp);
    const sessionId = await checkout(user, 'avulso');
    const request = fake.requests.filter((entry) => entry.path === '/v1/checkout/sessions').at(-1);
    const params = request?.params ?? {};
    expect(params).toMatchObject({
      mode: 'payment',
      locale: 'pt-BR',
      customer_email: user.email,
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'brl',
      'line_items[0][price_data][unit_amount]': '3990',
      'line_items[0][price_data][product_data][name]': 'Aria — Plano Avulso (30 dias de acesso)',
      'allowed_payment_method_types[0]': 'card',
      'metadata[purpose]': 'plan',
      'metadata[user_id]': user.id,
      'metadata[plan_type]': 'avulso',
      'payment_intent_data[metadata][plan_type]': 'avulso',
      success_url: 'http://localhost:3000/payment-success?session_id={CHECKOUT_SESSION_ID}&plan_type=avulso',
      cancel_url: 'http://localhost:3000/plans?plan=avulso',
      expires_at: String(Math.floor(now.getTime() / 1000) + 2 * 60 * 60),
    });
    expect(params['line_items[0][price_data][recurring][interval]']).toBeUndefined();
    expect(params['allowed_payment_method_types[1]']).toBeUndefined();
    expect(params['metadata[checkout_ref]']).toBe(params.client_reference_id);
    expect(request?.idempotencyKey).toBe(`checkout-${params.client_reference_id}`);

    const [row] = await testApp.database.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, sessionId));
    expect(row).toMatchObject({
      provider: 'stripe',
      purpose: 'plan',
      userId: user.id,
      planType: 'avulso',
      amountCents: 3990,
    });
    expect(row?.metadata.checkout_ref).toBe(params.client_reference_id);
  });

  it('creates subscriptions for mensal (monthly) and anual (yearly), carrying metadata to the subscription', async () => {
    const user = await signUp(testApp);
    await checkout(user, 'mensal');
    const monthly =
      fake.requests.filter((entry) => entry.path === '/v1/checkout/sessions').at(-1)?.params ?? {};
    expect(monthly).toMatchObject({
      mode: 'subscription',
      'line_items[0][price_data][unit_amount]': '2990',
      'line_items[0][price_data][recurring][interval]': 'month',
      'subscription_data[metadata][plan_type]': 'mensal',
      'subscription_data[metadata][user_id]': user.id,
    });
    expect(monthly['payment_intent_data[metadata][plan_type]']).toBeUndefined();

    await checkout(user, 'anual');
    const yearly =
      fake.requests.filter((entry) => entry.path === '/v1/checkout/sessions').at(-1)?.params ?? {};
    expect(yearly).toMatchObject({
      mode: 'subscription',
      'line_items[0][price_data][unit_amount]': '29990',
      'line_items[0][price_data][recurring][interval]': 'year',
    });
  });

  it('answers 502 in Portuguese when Stripe fails', async () => {
    const user = await signUp(testApp);
    fake.failNextCreate = 400;
    const response = await testApp.request({
      method: 'POST',
      url: '/api/plans/checkout',
      headers: { cookie: user.cookie },
      payload: { planType: 'avulso' },
    });
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe(
      'Não foi possível iniciar o pagamento. Tente novamente em alguns instantes.',
    );
  });
});

describe('Stripe provider options', () => {
  it('offers Pix for one-time payments within the session expiry, never for subscriptions, and clamps expiry', async () => {
    const user = await signUp(testApp);
    const provider = createStripeProvider({
      settings: { secretKey: 'sk_test_aria', webhookSecret: WEBHOOK_SECRET, apiBaseUrl: fake.url, pix: true },
      repository: createPaymentsRepository(testApp.database.db),
      clock: { now: () => now },
    });
    const base = {
      userId: user.id,
      description: 'Teste',
      successUrl: 'http://localhost:3000/payment-success?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'http://localhost:3000/plans',
    };
    // A 30-minute hold built a moment ago would reach Stripe under its 30-minute minimum.
    const created = await provider.createCheckout({
      ...base,
      purpose: 'plan',
      planType: 'avulso',
      amountCents: 3990,
      expiresAt: new Date(now.getTime() + 30 * 60 * 1000),
    });
    expect(created.expiresAt.getTime()).toBe(now.getTime() + 31 * 60 * 1000);
    const oneTime =
      fake.requests.filter((entry) => entry.path === '/v1/checkout/sessions').at(-1)?.params ?? {};
    expect(oneTime['allowed_payment_method_types[1]']).toBe('pix');
    expect(oneTime['payment_method_options[pix][expires_after_seconds]']).toBe(String(31 * 60));
    expect(oneTime.expires_at).toBe(String(Math.floor(created.expiresAt.getTime() / 1000)));

    const longer = await provider.createCheckout({
      ...base,
      purpose: 'plan',
      planType: 'mensal',
      amountCents: 2990,
      mode: 'subscription',
      interval: 'month',
      expiresAt: new Date(now.getTime() + 48 * 60 * 60 * 1000),
    });
    expect(longer.expiresAt.getTime()).toBeLessThan(now.getTime() + 24 * 60 * 60 * 1000);
    const subscription =
      fake.requests.filter((entry) => entry.path === '/v1/checkout/sessions').at(-1)?.params ?? {};
    expect(subscription['allowed_payment_method_types[1]']).toBeUndefined();
    expect(subscription['payment_method_options[pix][expires_after_seconds]']).toBeUndefined();
  });
});

describe('refund and expire', () => {
  it('refunds the payment intent of a paid one-time session, once', async () => {
    const user = await signUp(testApp);
    const sessionId = await checkout(user, 'avulso');
    await webhook(
      stripeEvent('checkout.session.completed', fake.complete(sessionId, { payment_intent: 'pi_refund_me' })),
    );
    const refund = await testApp.app.services.payments.refund(sessionId);
    expect(refund.amountCents).toBe(3990);
    const request = fake.requests.filter((entry) => entry.path === '/v1/refunds').at(-1);
    expect(request?.params.payment_intent).toBe('pi_refund_me');
    expect(request?.idempotencyKey).toBe(`refund-${sessionId}`);
    const [row] = await testApp.database.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, sessionId));
    expect(row?.status).toBe('refunded');
    await expect(testApp.app.services.payments.refund(sessionId)).rejects.toMatchObject({
      code: 'not_refundable',
    });
  });

  it("refunds a subscription's first payment through its invoice", async () => {
    const user = await signUp(testApp);
    const sessionId = await checkout(user, 'mensal');
    fake.invoicePayments.set('in_sub_refund', 'pi_sub_refund');
    await webhook(
      stripeEvent(
        'checkout.session.completed',
        fake.complete(sessionId, { subscription: 'sub_refund', invoice: 'in_sub_refund' }),
      ),
    );
    await testApp.app.services.payments.refund(sessionId);
    expect(fake.requests.filter((entry) => entry.path === '/v1/refunds').at(-1)?.params.payment_intent).toBe(
      'pi_sub_refund',
    );
  });

  it('does not refund an unpaid session', async () => {
    const user = await signUp(testApp);
    const sessionId = await checkout(user, 'avulso');
    await expect(testApp.app.services.payments.refund(sessionId)).rejects.toMatchObject({
      code: 'not_refundable',
    });
    expect(
      fake.requests.filter((entry) => entry.path === '/v1/refunds' && entry.params.metadata === sessionId),
    ).toHaveLength(0);
  });

  it('expires an open session at Stripe and in our records', async () => {
    const user = await signUp(testApp);
    const sessionId = await checkout(user, 'avulso');
    await testApp.app.services.payments.expireSession(sessionId);
    expect(fake.requests.at(-1)?.path).toBe(`/v1/checkout/sessions/${sessionId}/expire`);
    expect(fake.sessions.get(sessionId)?.status).toBe('expired');
    const [row] = await testApp.database.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, sessionId));
    expect(row?.status).toBe('expired');
  });
});

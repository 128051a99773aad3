import type { LightMyRequestResponse } from 'fastify';
import { signedWebhook } from './fake-stripe';
import type { TestApp, TestUser } from './test-app';

export const STRIPE_TEST_WEBHOOK_SECRET = 'whsec_test_secret_for_aria';

/** Settings that point the app's Stripe provider at a fake of Stripe's API. */
export function stripeTestEnv(fakeUrl: string): Record<string, string> {
  return {
    PAYMENTS_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_aria',
    STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET,
    STRIPE_API_BASE_URL: fakeUrl,
  };
}

export function startPlanCheckout(testApp: TestApp, user: TestUser, planType: string) {
  return testApp.request({
    method: 'POST',
    url: '/api/plans/checkout',
    headers: { cookie: user.cookie },
    payload: { planType },
  });
}

export function verifyPlan(testApp: TestApp, user: TestUser | null, sessionId: string) {
  return testApp.request({
    method: 'POST',
    url: '/api/plans/verify',
    headers: user ? { cookie: user.cookie } : {},
    payload: { sessionId },
  });
}

/** The session id at the end of a sandbox checkout URL. */
export function sandboxSessionId(response: LightMyRequestResponse): string {
  return new URL(response.json<{ url: string }>().url).pathname.split('/').pop() as string;
}

/** Submits the sandbox's payment form the way a browser on our page does. */
export function paySandbox(testApp: TestApp, sessionId: string, cardNumber = '4242 4242 4242 4242') {
  return testApp.request({
    method: 'POST',
    url: `/checkout/sandbox/${sessionId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ cardNumber, expiry: '12/30', cvc: '123' }).toString(),
  });
}

export async function planOf(testApp: TestApp, user: TestUser) {
  const me = await testApp.request({ method: 'GET', url: '/api/me', headers: { cookie: user.cookie } });
  return me.json<{ plan: { active: boolean; planType: string | null; expiresAt: string | null } }>().plan;
}

export function sendStripeWebhook(
  testApp: TestApp,
  event: Record<string, unknown>,
  secret = STRIPE_TEST_WEBHOOK_SECRET,
) {
  const { payload, signature } = signedWebhook(event, secret);
  return testApp.app.inject({
    method: 'POST',
    url: '/api/payments/webhook/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

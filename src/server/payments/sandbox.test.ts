import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, signUp, type TestApp, type TestUser } from '../testing/test-app';
import { checkoutSessions, paymentFulfilments, profiles } from '../db/schema';
import { createPaymentsRepository } from './repository';
import { checkSandboxCard, resolveSuccessUrl } from './sandbox';

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

async function newSession(user: TestUser, planType = 'avulso'): Promise<string> {
  const response = await testApp.request({
    method: 'POST',
    url: '/api/plans/checkout',
    headers: { cookie: user.cookie },
    payload: { planType },
  });
  return new URL(response.json().url as string).pathname.split('/').pop() as string;
}

function page(sessionId: string) {
  return testApp.request({ method: 'GET', url: `/checkout/sandbox/${sessionId}` });
}

function submit(sessionId: string, form: Record<string, string>, headers: Record<string, string> = {}) {
  return testApp.request({
    method: 'POST',
    url: `/checkout/sandbox/${sessionId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(form).toString(),
  });
}

const goodCard = { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };

describe('GET /checkout/sandbox/:id', () => {
  it('renders a pt-BR payment form with the amount and no scripts', async () => {
    const user = await signUp(testApp);
    const response = await page(await newSession(user, 'avulso'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    const html = response.body;
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain('name="viewport"');
    expect(html).toContain('R$ 39,90');
    expect(html).toContain('Aria — Plano Avulso (30 dias de acesso)');
    expect(html).toContain('Número do cartão');
    expect(html).toContain('Validade');
    expect(html).toContain('MM/AA');
    expect(html).toContain('CVC');
    expect(html).toContain('>Pagar</button>');
    expect(html).not.toMatch(/<script|https?:\/\/(?!localhost:3000)/);
  });

  it('answers 404 for an unknown session', async () => {
    const response = await page('cs_sandbox_nao-existe');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Sessão de pagamento não encontrada.');
  });
});

describe('POST /checkout/sandbox/:id', () => {
  it('asks for a test card when another number is used, and keeps the session open', async () => {
    const user = await signUp(testApp);
    const sessionId = await newSession(user);
    const response = await submit(sessionId, { ...goodCard, cardNumber: '5555 5555 5555 4444' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Cartão não aceito no ambiente de testes.');
    // The card number is never echoed back into the page.
    expect(response.body).not.toContain('5555 5555 5555 4444');
    const [row] = await testApp.database.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, sessionId));
    expect(row?.status).toBe('open');
  });

  it('checks expiry and CVC in Portuguese', async () => {
    const user = await signUp(testApp);
    const sessionId = await newSession(user);
    const cases: Array<[Record<string, string>, string]> = [
      [{ ...goodCard, cardNumber: '1234' }, 'Informe um número de cartão válido.'],
      [{ ...goodCard, expiry: '13/30' }, 'Informe a validade no formato MM/AA.'],
      [{ ...goodCard, expiry: '04/26' }, 'Cartão vencido. Verifique a validade.'],
      [{ ...goodCard, cvc: '12' }, 'Informe o código de segurança (CVC) com 3 ou 4 dígitos.'],
    ];
    for (const [form, message] of cases) {
      const response = await submit(sessionId, form);
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(message);
    }
  });

  it('says a paid session is already paid, on the page and on a second submit', async () => {
    const user = await signUp(testApp);
    const sessionId = await newSession(user);
    expect((await submit(sessionId, goodCard)).statusCode).toBe(303);
    expect((await page(sessionId)).body).toContain('Este pagamento já foi concluído.');
    const again = await submit(sessionId, goodCard);
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('Este pagamento já foi concluído.');
    const fulfilments = await testApp.database.db
      .select()
      .from(paymentFulfilments)
      .where(eq(paymentFulfilments.checkoutSessionId, sessionId));
    expect(fulfilments).toHaveLength(1);
  });

  it('says an expired session has expired and cannot be paid', async () => {
    const user = await signUp(testApp);
    const sessionId = await newSession(user);
    now = new Date('2026-05-04T17:00:01Z');
    expect((await page(sessionId)).body).toContain('Esta sessão de pagamento expirou.');
    const response = await submit(sessionId, goodCard);
    expect(response.statusCode).toBe(410);
    expect(response.body).toContain('Esta sessão de pagamento expirou.');
    const [row] = await testApp.database.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, sessionId));
    expect(row?.status).toBe('expired');
    const [profile] = await testApp.database.db.select().from(profiles).where(eq(profiles.userId, user.id));
    expect(profile?.planActive).toBe(false);
  });

  it('refuses a cross-site form post and one without any origin information', async () => {
    const user = await signUp(testApp);
    const sessionId = await newSession(user);
    const body = new URLSearchParams(goodCard).toString();
    const crossSite = await testApp.app.inject({
      method: 'POST',
      url: `/checkout/sandbox/${sessionId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      payload: body,
    });
    expect(crossSite.statusCode).toBe(403);
    const anonymous = await testApp.app.inject({
      method: 'POST',
      url: `/checkout/sandbox/${sessionId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: body,
    });
    expect(anonymous.statusCode).toBe(403);
    const [row] = await testApp.database.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, sessionId));
    expect(row?.status).toBe('open');

    const sameOrigin = await testApp.app.inject({
      method: 'POST',
      url: `/checkout/sandbox/${sessionId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
      payload: body,
    });
    expect(sameOrigin.statusCode).toBe(303);
  });
});

describe('sandbox provider operations', () => {
  it('refunds a paid session once, and a refunded session no longer verifies', async () => {
    const user = await signUp(testApp);
    const sessionId = await newSession(user);
    const payments = testApp.app.services.payments;
    await expect(payments.refund(sessionId)).rejects.toMatchObject({ code: 'not_refundable' });
    await submit(sessionId, goodCard);
    const refund = await payments.refund(sessionId);
    expect(refund).toMatchObject({ amountCents: 3990 });
    expect(refund.refundId).toMatch(/^re_sandbox_/);
    await expect(payments.refund(sessionId)).rejects.toMatchObject({ code: 'not_refundable' });
    const verify = await testApp.request({
      method: 'POST',
      url: '/api/plans/verify',
      headers: { cookie: user.cookie },
      payload: { sessionId },
    });
    expect(verify.statusCode).toBe(409);
    expect(verify.json().code).toBe('payment_refunded');
  });

  it('expires an open session so it can no longer be paid', async () => {
    const user = await signUp(testApp);
    const sessionId = await newSession(user);
    await testApp.app.services.payments.expireSession(sessionId);
    expect((await submit(sessionId, goodCard)).statusCode).toBe(410);
  });
});

describe('fulfilment under concurrency', () => {
  it('activates once when verify and the provider event race 10 times each', async () => {
    const user = await signUp(testApp);
    const sessionId = await newSession(user, 'mensal');
    // Paid at the provider without its event, so the racing calls below are the first to fulfil.
    await createPaymentsRepository(testApp.database.db).markOpenCheckoutSessionPaid(sessionId, {
      paidAt: now,
      providerPaymentId: 'pi_sandbox_race',
    });
    const payments = testApp.app.services.payments;
    const calls = Array.from({ length: 10 }, (_, index) => [
      testApp.request({
        method: 'POST',
        url: '/api/plans/verify',
        headers: { cookie: user.cookie },
        payload: { sessionId },
      }),
      payments.processEvent({
        id: `evt_race_${index % 3}`,
        type: 'checkout.completed',
        sessionId,
        paymentStatus: 'paid',
      }),
    ]).flat();
    const results = await Promise.all(calls);
    const statuses = results
      .filter((result) => typeof result !== 'string')
      .map((result) => result.statusCode);
    expect(statuses).toEqual(Array(10).fill(200));
    const outcomes = results.filter((result): result is string => typeof result === 'string');
    expect(outcomes.filter((outcome) => outcome === 'fulfilled').length).toBeLessThanOrEqual(1);

    const fulfilments = await testApp.database.db
      .select()
      .from(paymentFulfilments)
      .where(eq(paymentFulfilments.checkoutSessionId, sessionId));
    expect(fulfilments).toHaveLength(1);
    // Applied twice, the period would have been counted from the first expiry: 2026-07-04.
    const [profile] = await testApp.database.db.select().from(profiles).where(eq(profiles.userId, user.id));
    expect(profile?.planExpiresAt?.toISOString()).toBe('2026-06-04T15:00:00.000Z');
  });
});

describe('resolveSuccessUrl', () => {
  it("fills Stripe's placeholder with the session id", () => {
    expect(
      resolveSuccessUrl(
        'https://aria.test/payment-success?session_id={CHECKOUT_SESSION_ID}&plan_type=anual',
        'cs_1',
      ),
    ).toBe('https://aria.test/payment-success?session_id=cs_1&plan_type=anual');
  });

  it('appends session_id when the URL has no placeholder', () => {
    expect(resolveSuccessUrl('https://aria.test/consultas-sucesso?x=1', 'cs_2')).toBe(
      'https://aria.test/consultas-sucesso?x=1&session_id=cs_2',
    );
  });
});

describe('checkSandboxCard', () => {
  const today = new Date('2026-05-04T15:00:00Z');

  it('approves 4242 and declines 0002, with or without spaces and dashes', () => {
    expect(
      checkSandboxCard({ cardNumber: '4242-4242-4242-4242', expiry: '05/26', cvc: '1234' }, today),
    ).toEqual({
      ok: true,
      card: 'approve',
    });
    expect(checkSandboxCard({ cardNumber: '4000000000000002', expiry: '01/30', cvc: '123' }, today)).toEqual({
      ok: true,
      card: 'decline',
    });
  });

  it('accepts a card through the last day of its month in São Paulo', () => {
    // 23:30 on 31 May in São Paulo is already June in UTC.
    expect(
      checkSandboxCard(
        { cardNumber: '4242424242424242', expiry: '05/26', cvc: '123' },
        new Date('2026-06-01T02:30:00Z'),
      ),
    ).toEqual({ ok: true, card: 'approve' });
    expect(
      checkSandboxCard(
        { cardNumber: '4242424242424242', expiry: '05/26', cvc: '123' },
        new Date('2026-06-01T03:30:00Z'),
      ),
    ).toMatchObject({ ok: false });
  });

  it('refuses missing fields', () => {
    expect(checkSandboxCard({}, today)).toMatchObject({ ok: false });
  });
});

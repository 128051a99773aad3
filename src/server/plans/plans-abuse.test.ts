import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  buildTestApp,
  cookieHeader,
  nextClientAddress,
  signUp,
  type TestApp,
  type TestUser,
} from '../testing/test-app';
import {
  paySandbox,
  planOf as planOfUser,
  sandboxSessionId,
  startPlanCheckout,
  verifyPlan,
} from '../testing/payments';
import { appointments, paymentFulfilments, psychologists } from '../db/schema';

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

describe('POST /api/plans/verify abuse', () => {
  it('answers 404 for a forged session id', async () => {
    const user = await signUp(testApp);
    for (const sessionId of ['cs_sandbox_forged', 'cs_test_a1b2c3', "' or 1=1 --"]) {
      const response = await verify(user, sessionId);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Sessão de pagamento não encontrada.');
    }
  });

  it('answers 400 for an empty or oversized session id', async () => {
    const user = await signUp(testApp);
    const empty = await verify(user, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('ID de sessão não encontrado');
    expect((await verify(user, 'x'.repeat(300))).statusCode).toBe(400);
  });

  it("does not let someone verify another person's paid session", async () => {
    const owner = await signUp(testApp);
    const intruder = await signUp(testApp);
    const sessionId = await sessionIdFor(owner, 'anual');
    const response = await verify(intruder, sessionId);
    expect(response.statusCode).toBe(404);
    expect((await planOf(intruder)).active).toBe(false);

    // Paid by the owner: the intruder still gets nothing, the owner gets the plan.
    await pay(sessionId, '4242424242424242');
    expect((await verify(intruder, sessionId)).statusCode).toBe(404);
    expect((await planOf(intruder)).active).toBe(false);
    expect((await planOf(owner)).planType).toBe('anual');
  });

  it('answers a visitor with 401', async () => {
    expect((await verify(null, 'cs_sandbox_whatever')).statusCode).toBe(401);
  });

  it('does not fulfil a plan session whose amount differs from the plan price', async () => {
    const user = await signUp(testApp);
    const created = await testApp.app.services.payments.createCheckout({
      purpose: 'plan',
      userId: user.id,
      planType: 'anual',
      amountCents: 100,
      description: 'Plano Anual com desconto indevido',
      successUrl: 'http://localhost:3000/payment-success?session_id={CHECKOUT_SESSION_ID}&plan_type=anual',
      cancelUrl: 'http://localhost:3000/plans?plan=anual',
      expiresAt: new Date(now.getTime() + 3_600_000),
    });
    const paid = await pay(created.sessionId, '4242424242424242');
    expect(paid.statusCode).toBe(303);
    const response = await verify(user, created.sessionId);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('payment_mismatch');
    expect((await planOf(user)).active).toBe(false);
    const fulfilments = await testApp.database.db
      .select()
      .from(paymentFulfilments)
      .where(eq(paymentFulfilments.checkoutSessionId, created.sessionId));
    expect(fulfilments).toHaveLength(0);
  });

  it('refuses a paid consultation session on the plans endpoint', async () => {
    const user = await signUp(testApp);
    const [psychologist] = await testApp.database.db
      .insert(psychologists)
      .values({ name: 'Dra. Ana', email: 'ana@example.com', specialization: 'Ansiedade', biography: 'Bio' })
      .returning();
    const [appointment] = await testApp.database.db
      .insert(appointments)
      .values({
        psychologistId: psychologist!.id,
        psychologistName: 'Dra. Ana',
        startsAt: new Date('2026-05-11T13:00:00Z'),
        endsAt: new Date('2026-05-11T13:50:00Z'),
        priceCents: 9990,
        patientName: 'Pessoa',
        patientEmail: user.email,
        patientPhone: '11999990000',
      })
      .returning();
    const created = await testApp.app.services.payments.createCheckout({
      purpose: 'consultation',
      appointmentId: appointment!.id,
      userId: user.id,
      amountCents: 9990,
      description: 'Consulta com Dra. Ana',
      successUrl: 'http://localhost:3000/consultas-sucesso?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'http://localhost:3000/consultas-agendamento',
      expiresAt: new Date(now.getTime() + 1_800_000),
    });
    // Paying fulfils it as what it is, a consultation (booking's handler), never as a plan.
    const paid = await pay(created.sessionId, '4242424242424242');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(
      `http://localhost:3000/consultas-sucesso?session_id=${created.sessionId}`,
    );

    const response = await verify(user, created.sessionId);
    expect(response.statusCode).toBe(404);
    expect((await planOf(user)).active).toBe(false);
    const result = await testApp.app.services.payments.fulfilCheckout(created.sessionId);
    expect(result).toMatchObject({ purpose: 'consultation', planType: null, alreadyFulfilled: true });
    const [booked] = await testApp.database.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, appointment!.id));
    expect(booked?.status).toBe('agendado');
  });
});

describe('sign-up cannot grant a plan', () => {
  it('ignores plan and role fields in the sign-up body', async () => {
    const email = `plano-${Date.now()}@example.com`;
    const response = await testApp.request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: {
        name: 'Esperta',
        email,
        password: 'senha-segura-1',
        role: 'admin',
        planType: 'anual',
        plan_type: 'anual',
        planActive: true,
        plan_active: true,
      },
      remoteAddress: nextClientAddress(),
    });
    expect(response.statusCode).toBeLessThan(500);
    if (response.statusCode === 200) {
      const me = await testApp.request({
        method: 'GET',
        url: '/api/me',
        headers: { cookie: cookieHeader(response) },
      });
      expect(me.json().plan).toEqual({ active: false, planType: null, expiresAt: null });
      expect(me.json().roles).toEqual(['user']);
    }
  });
});

describe('free activation while the free test is off', () => {
  it('answers 403 with a pt-BR message and grants nothing', async () => {
    const user = await signUp(testApp);
    const response = await testApp.request({
      method: 'POST',
      url: '/api/plans/free-activation',
      headers: { cookie: user.cookie },
      payload: { planType: 'anual' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 'free_test_disabled',
      message: 'O teste gratuito dos planos não está disponível no momento. Escolha um plano para assinar.',
    });
    expect((await planOf(user)).active).toBe(false);
  });

  it('answers a visitor with 401', async () => {
    const response = await testApp.request({
      method: 'POST',
      url: '/api/plans/free-activation',
      payload: { planType: 'anual' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('reports the free test as off', async () => {
    const response = await testApp.request({ method: 'GET', url: '/api/plans/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ freeTest: false });
  });
});

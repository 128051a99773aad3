import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/test-app';
import { startFakeStripe, stripeEvent, type FakeStripe } from '../testing/fake-stripe';
import { sendStripeWebhook, stripeTestEnv } from '../testing/payments';
import { readOutbox } from '../testing/outbox';
import {
  appointmentOfSession,
  appointmentsAt,
  availabilityAt,
  bookingRowCounts,
  checkoutSessionId,
  checkoutSessionRow,
  seedBookingPsychologists,
  startConsultationCheckout,
  verifyConsultation,
} from '../testing/booking';
import { CONSULTATION_MESSAGES } from '../../shared/contracts/consultations';
import { createManageToken } from './manage-token';

// Monday 2026-05-04, 09:00 in São Paulo.
const START = new Date('2026-05-04T12:00:00Z');
let now = START;
let fake: FakeStripe;
let testApp: TestApp;

beforeAll(async () => {
  fake = await startFakeStripe();
  testApp = await buildTestApp({ clock: { now: () => now }, env: stripeTestEnv(fake.url) });
  await seedBookingPsychologists(testApp);
});
beforeEach(() => {
  now = START;
});
afterAll(async () => {
  await testApp.close();
  await fake.close();
});

describe('consultations through Stripe', () => {
  it('holds the slot until the expiry Stripe really has (at least 31 minutes), and the webhook confirms', async () => {
    const startsAt = '2026-05-05T13:00:00.000Z';
    const checkout = await startConsultationCheckout(testApp, startsAt, {
      data: { email: 'stripe@example.com' },
    });
    expect(checkout.statusCode).toBe(200);
    const sessionId = checkoutSessionId(checkout);
    const session = fake.sessions.get(sessionId);
    expect(checkout.json<{ url: string }>().url).toBe(session?.url);
    expect(session?.mode).toBe('payment');
    expect(session?.metadata).toMatchObject({ purpose: 'consultation' });
    const held = await appointmentOfSession(testApp, sessionId);
    expect(held.holdExpiresAt?.getTime()).toBe(Number(session?.expires_at) * 1000);
    expect(held.holdExpiresAt?.getTime()).toBe(START.getTime() + 31 * 60_000);

    const completed = fake.complete(sessionId, { payment_intent: 'pi_consulta_1' });
    const delivered = await sendStripeWebhook(testApp, stripeEvent('checkout.session.completed', completed));
    expect(delivered.statusCode).toBe(200);
    const confirmed = await appointmentOfSession(testApp, sessionId);
    expect(confirmed.status).toBe('agendado');
    expect(confirmed.videoLink).toBe(`/consultas/sala/${confirmed.id}`);
    const mail = (await readOutbox(testApp.config.mail.outboxDir)).find((m) =>
      m.to.includes('stripe@example.com'),
    );
    expect(mail?.attachments[0]?.content).toContain('DTSTART;TZID=America/Sao_Paulo:20260505T100000');
    // The redirect finds it already fulfilled.
    const verified = await verifyConsultation(testApp, sessionId);
    expect(verified.statusCode).toBe(200);
    expect(verified.json<{ appointment: { videoLink: string } }>().appointment.videoLink).toMatch(
      `${testApp.config.publicUrl}${confirmed.videoLink}?token=`,
    );
  });

  it('answers 502 and holds nothing when the provider fails', async () => {
    const startsAt = '2026-05-05T14:00:00.000Z';
    const before = await bookingRowCounts(testApp);
    fake.failNextCreate = 400;
    const response = await startConsultationCheckout(testApp, startsAt);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      code: 'upstream_failed',
      message: CONSULTATION_MESSAGES.checkoutFailed,
    });
    expect(await bookingRowCounts(testApp)).toEqual(before);
    expect(await availabilityAt(testApp, '2026-05-05', startsAt)).toBe(true);
    expect((await startConsultationCheckout(testApp, startsAt)).statusCode).toBe(200);
  });

  it('refunds a payment that arrives after its hold lapsed and the slot went to someone else', async () => {
    const startsAt = '2026-05-05T15:00:00.000Z';
    const first = await startConsultationCheckout(testApp, startsAt, {
      data: { email: 'atrasada@example.com' },
    });
    const lateSessionId = checkoutSessionId(first);

    now = new Date(START.getTime() + 32 * 60_000);
    const second = await startConsultationCheckout(testApp, startsAt, {
      data: { email: 'pontual@example.com' },
    });
    expect(second.statusCode).toBe(200);
    // The lapsed session was closed at Stripe when its hold was given up.
    expect(fake.requests.some((r) => r.path === `/v1/checkout/sessions/${lateSessionId}/expire`)).toBe(true);

    // A delayed method (Pix) still settles the first session.
    const completed = fake.complete(lateSessionId, { payment_intent: 'pi_atrasado' });
    const delivered = await sendStripeWebhook(testApp, stripeEvent('checkout.session.completed', completed));
    expect(delivered.statusCode).toBe(200);

    const late = await appointmentOfSession(testApp, lateSessionId);
    expect(late.status).toBe('expirado');
    expect(late.refundRequestedAt).not.toBeNull();
    expect(late.refundedAt).not.toBeNull();
    expect((await checkoutSessionRow(testApp, lateSessionId))?.status).toBe('refunded');
    expect(
      fake.requests.filter((r) => r.path === '/v1/refunds' && r.params.payment_intent === 'pi_atrasado'),
    ).toHaveLength(1);
    const holders = (await appointmentsAt(testApp, startsAt)).filter((row) =>
      ['reservado', 'agendado'].includes(row.status),
    );
    expect(holders).toHaveLength(1);
    expect(holders[0]?.patientEmail).toBe('pontual@example.com');

    const verified = await verifyConsultation(testApp, lateSessionId);
    expect(verified.statusCode).toBe(409);
    expect(verified.json()).toEqual({
      code: 'slot_lost_refunded',
      message: CONSULTATION_MESSAGES.slotLostRefunded,
    });
    const mail = (await readOutbox(testApp.config.mail.outboxDir)).find((m) =>
      m.to.includes('atrasada@example.com'),
    );
    expect(mail?.subject).toBe('Horário indisponível — pagamento estornado');
  });

  it('confirms a late payment when its slot is still free', async () => {
    const startsAt = '2026-05-05T16:00:00.000Z';
    const checkout = await startConsultationCheckout(testApp, startsAt);
    const sessionId = checkoutSessionId(checkout);
    now = new Date(START.getTime() + 40 * 60_000);
    // Stripe reports the session expired: the hold ends.
    const expired = { ...fake.sessions.get(sessionId), status: 'expired' };
    expect(
      (await sendStripeWebhook(testApp, stripeEvent('checkout.session.expired', expired))).statusCode,
    ).toBe(200);
    expect((await appointmentOfSession(testApp, sessionId)).status).toBe('expirado');

    const completed = fake.complete(sessionId, { payment_intent: 'pi_ainda_livre' });
    await sendStripeWebhook(testApp, stripeEvent('checkout.session.async_payment_succeeded', completed));
    const row = await appointmentOfSession(testApp, sessionId);
    expect(row.status).toBe('agendado');
    expect(row.refundRequestedAt).toBeNull();
    expect((await verifyConsultation(testApp, sessionId)).statusCode).toBe(200);
  });

  it('retries a refund the provider could not make yet, from the background tick', async () => {
    const startsAt = '2026-05-07T13:00:00.000Z';
    const checkout = await startConsultationCheckout(testApp, startsAt, {
      data: { email: 'retry@example.com' },
    });
    const sessionId = checkoutSessionId(checkout);
    // Paid, but Stripe has not exposed the payment intent yet: a refund cannot be made now.
    const completed = fake.complete(sessionId, { payment_intent: null });
    await sendStripeWebhook(testApp, stripeEvent('checkout.session.completed', completed));
    const booked = await appointmentOfSession(testApp, sessionId);
    expect(booked.status).toBe('agendado');

    const token = createManageToken(testApp.config.authSecret, booked.id, booked.startsAt);
    const cancelled = await testApp.request({
      method: 'POST',
      url: `/api/consultations/${booked.id}/cancel`,
      payload: { token },
    });
    expect(cancelled.statusCode).toBe(200);
    const pending = await appointmentOfSession(testApp, sessionId);
    expect(pending.status).toBe('cancelado');
    expect(pending.refundRequestedAt).not.toBeNull();
    expect(pending.refundedAt).toBeNull();
    expect(await availabilityAt(testApp, '2026-05-07', startsAt)).toBe(true);

    const service = testApp.app.services.booking;
    // A refund just asked for belongs to the request that asked; the tick leaves it alone for two minutes.
    expect(await service.runBackgroundTick()).toMatchObject({ refunds: 0 });
    fake.complete(sessionId, { payment_intent: 'pi_retry' });
    now = new Date(START.getTime() + 3 * 60_000);
    expect(await service.runBackgroundTick()).toMatchObject({ refunds: 1 });
    expect((await appointmentOfSession(testApp, sessionId)).refundedAt).not.toBeNull();
    expect((await checkoutSessionRow(testApp, sessionId))?.status).toBe('refunded');
    expect(await service.runBackgroundTick()).toMatchObject({ refunds: 0 });
  });
});

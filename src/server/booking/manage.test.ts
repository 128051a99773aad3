import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, signUp, type TestApp } from '../testing/test-app';
import { paySandbox } from '../testing/payments';
import { readOutbox } from '../testing/outbox';
import { confirmEmailFromOutbox } from '../testing/email-verification';
import {
  appointmentOfSession,
  availabilityAt,
  checkoutSessionId,
  checkoutSessionRow,
  seedBookingPsychologists,
  startConsultationCheckout,
} from '../testing/booking';
import { appointments } from '../db/schema';
import { CONSULTATION_MESSAGES, type PatientAppointment } from '../../shared/contracts/consultations';
import { createManageToken } from './manage-token';

// Monday 2026-05-04, 09:00 in São Paulo.
const START = new Date('2026-05-04T12:00:00Z');
let now = START;
let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ clock: { now: () => now } });
  await seedBookingPsychologists(testApp);
});
beforeEach(() => {
  now = START;
});
afterAll(async () => {
  await testApp.close();
});

/** A paid appointment through the sandbox, as a visitor or a signed-in person. */
async function bookPaid(startsAt: string, options: { email?: string; cookie?: string } = {}) {
  const checkout = await startConsultationCheckout(testApp, startsAt, {
    cookie: options.cookie,
    data: { email: options.email ?? 'paciente@example.com' },
  });
  expect(checkout.statusCode).toBe(200);
  const sessionId = checkoutSessionId(checkout);
  expect((await paySandbox(testApp, sessionId)).statusCode).toBe(303);
  const appointment = await appointmentOfSession(testApp, sessionId);
  expect(appointment.status).toBe('agendado');
  return {
    appointment,
    sessionId,
    token: createManageToken(testApp.config.authSecret, appointment.id, appointment.startsAt),
  };
}

function cancel(id: string, body: { token?: string } = {}, cookie?: string) {
  return testApp.request({
    method: 'POST',
    url: `/api/consultations/${id}/cancel`,
    headers: cookie ? { cookie } : {},
    payload: body,
  });
}

function reschedule(id: string, body: { startsAt: string; token?: string }, cookie?: string) {
  return testApp.request({
    method: 'POST',
    url: `/api/consultations/${id}/reschedule`,
    headers: cookie ? { cookie } : {},
    payload: body,
  });
}

function byLink(token: string) {
  return testApp.request({
    method: 'GET',
    url: `/api/consultations/by-link?token=${encodeURIComponent(token)}`,
  });
}

async function rowOf(id: string) {
  const [row] = await testApp.database.db.select().from(appointments).where(eq(appointments.id, id));
  return row;
}

describe('the signed link', () => {
  it('is the one in the confirmation e-mail, and shows that appointment without an account', async () => {
    const { appointment } = await bookPaid('2026-05-06T13:00:00Z', { email: 'link@example.com' });
    const mail = (await readOutbox(testApp.config.mail.outboxDir)).find((m) =>
      m.to.includes('link@example.com'),
    );
    const link = /\/consultas-gerenciar\?token=([^\s]+)/.exec(mail?.text ?? '')?.[1];
    expect(link).toBeDefined();
    const response = await byLink(decodeURIComponent(link as string));
    expect(response.statusCode).toBe(200);
    expect(response.json<{ appointment: PatientAppointment }>().appointment).toMatchObject({
      id: appointment.id,
      status: 'agendado',
      canChange: true,
    });
  });

  it('answers 404 for a forged, altered, expired or other appointment token', async () => {
    const a = await bookPaid('2026-05-06T14:00:00Z');
    const b = await bookPaid('2026-05-06T15:00:00Z');
    expect((await byLink('not-a-token-at-all')).statusCode).toBe(404);
    const forged = createManageToken(
      'another-secret-another-secret-another-secret',
      a.appointment.id,
      a.appointment.startsAt,
    );
    expect((await byLink(forged)).statusCode).toBe(404);
    const altered = a.token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await byLink(altered)).statusCode).toBe(404);
    const expired = createManageToken(
      testApp.config.authSecret,
      a.appointment.id,
      new Date(START.getTime() - 1000),
    );
    expect((await byLink(expired)).statusCode).toBe(404);
    expect((await cancel(a.appointment.id, { token: expired })).statusCode).toBe(404);

    // B's token does not open A.
    const crossed = await cancel(a.appointment.id, { token: b.token });
    expect(crossed.statusCode).toBe(404);
    expect(
      (await reschedule(a.appointment.id, { startsAt: '2026-05-07T13:00:00Z', token: b.token })).statusCode,
    ).toBe(404);
    expect((await rowOf(a.appointment.id))?.status).toBe('agendado');
    // Without a session or a token, the change is refused as unauthenticated.
    expect((await cancel(a.appointment.id)).statusCode).toBe(401);
  });
});

describe('cancel', () => {
  it('in time: cancels, refunds in full through the provider, frees the slot and e-mails', async () => {
    const startsAt = '2026-05-07T16:00:00.000Z';
    const { appointment, sessionId, token } = await bookPaid(startsAt, { email: 'cancela@example.com' });
    expect(await availabilityAt(testApp, '2026-05-07', startsAt)).toBe(false);

    const response = await cancel(appointment.id, { token });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ appointment: PatientAppointment }>().appointment).toMatchObject({
      status: 'cancelado',
      canChange: false,
      videoLink: null,
    });
    expect((await checkoutSessionRow(testApp, sessionId))?.status).toBe('refunded');
    const row = await rowOf(appointment.id);
    expect(row?.cancelledAt?.toISOString()).toBe(START.toISOString());
    expect(row?.refundRequestedAt).not.toBeNull();
    expect(row?.refundedAt).not.toBeNull();
    expect(await availabilityAt(testApp, '2026-05-07', startsAt)).toBe(true);
    const mail = (await readOutbox(testApp.config.mail.outboxDir)).filter((m) =>
      m.to.includes('cancela@example.com'),
    );
    expect(mail.map((m) => m.subject)).toContain('Consulta cancelada — reembolso integral');

    // A second cancel changes nothing.
    const again = await cancel(appointment.id, { token });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ code: string }>().code).toBe('not_changeable');
  });

  it('inside 24 hours: refused with the Terms reason, nothing changed', async () => {
    const { appointment, sessionId, token } = await bookPaid('2026-05-05T13:00:00Z');
    now = new Date(START.getTime() + 2 * 60 * 60_000); // 23 hours before the start
    const response = await cancel(appointment.id, { token });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'too_late', message: CONSULTATION_MESSAGES.tooLate });
    expect((await reschedule(appointment.id, { startsAt: '2026-05-07T17:00:00Z', token })).json()).toEqual({
      code: 'too_late',
      message: CONSULTATION_MESSAGES.tooLate,
    });
    expect((await rowOf(appointment.id))?.status).toBe('agendado');
    expect((await checkoutSessionRow(testApp, sessionId))?.status).toBe('paid');
  });
});

describe('reschedule', () => {
  it('moves the appointment to a free slot of the same psychologist, and refuses taken or invalid slots', async () => {
    const from = '2026-05-08T13:00:00.000Z';
    const to = '2026-05-08T15:00:00.000Z';
    const { appointment, token } = await bookPaid(from, { email: 'remarca@example.com' });
    const other = await bookPaid('2026-05-08T16:00:00.000Z');

    const taken = await reschedule(appointment.id, {
      startsAt: other.appointment.startsAt.toISOString(),
      token,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ code: 'slot_taken', message: CONSULTATION_MESSAGES.slotTaken });
    for (const invalid of ['2026-05-09T13:00:00Z', '2026-05-08T13:30:00Z', '2026-05-01T13:00:00Z']) {
      const response = await reschedule(appointment.id, { startsAt: invalid, token });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ code: string }>().code).toBe('slot_invalid');
    }
    expect((await rowOf(appointment.id))?.startsAt.toISOString()).toBe(from);

    const moved = await reschedule(appointment.id, { startsAt: to, token });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<{ appointment: PatientAppointment }>().appointment).toMatchObject({
      id: appointment.id,
      startsAt: to,
      endsAt: '2026-05-08T15:50:00.000Z',
      status: 'agendado',
    });
    expect(await availabilityAt(testApp, '2026-05-08', from)).toBe(true);
    expect(await availabilityAt(testApp, '2026-05-08', to)).toBe(false);
    const mail = (await readOutbox(testApp.config.mail.outboxDir)).find(
      (m) => m.to.includes('remarca@example.com') && m.subject.startsWith('Consulta remarcada'),
    );
    expect(mail?.text).toContain('12:00');
    expect(mail?.attachments[0]?.content).toContain('DTSTART;TZID=America/Sao_Paulo:20260508T120000');
  });
});

describe('signed-in patients', () => {
  it('see and change only their own appointments, and a visitor booking made with their e-mail once confirmed', async () => {
    const owner = await signUp(testApp, { email: 'dona@example.com' });
    const stranger = await signUp(testApp);
    const signedIn = await bookPaid('2026-05-11T13:00:00Z', {
      cookie: owner.cookie,
      email: 'outro-contato@example.com',
    });
    const asVisitor = await bookPaid('2026-05-11T14:00:00Z', { email: 'Dona@Example.com' });
    const mineOf = async (cookie: string) => {
      const response = await testApp.request({
        method: 'GET',
        url: '/api/consultations/mine',
        headers: { cookie },
      });
      expect(response.statusCode).toBe(200);
      return response.json<{ appointments: PatientAppointment[] }>().appointments.map((a) => a.id);
    };

    // Anyone may sign up with an address they do not own: unconfirmed, it unlocks no visitor's consultation.
    expect(await mineOf(owner.cookie)).toEqual([signedIn.appointment.id]);
    expect((await cancel(asVisitor.appointment.id, {}, owner.cookie)).statusCode).toBe(404);
    expect(
      (await reschedule(asVisitor.appointment.id, { startsAt: '2026-05-11T16:00:00Z' }, owner.cookie))
        .statusCode,
    ).toBe(404);
    expect((await rowOf(asVisitor.appointment.id))?.status).toBe('agendado');

    expect((await confirmEmailFromOutbox(testApp, 'dona@example.com')).statusCode).toBeLessThan(400);
    expect(await mineOf(owner.cookie)).toEqual([signedIn.appointment.id, asVisitor.appointment.id]);
    expect(await mineOf(stranger.cookie)).toEqual([]);
    expect((await testApp.request({ method: 'GET', url: '/api/consultations/mine' })).statusCode).toBe(401);

    expect((await cancel(signedIn.appointment.id, {}, stranger.cookie)).statusCode).toBe(404);
    expect(
      (await reschedule(asVisitor.appointment.id, { startsAt: '2026-05-11T16:00:00Z' }, stranger.cookie))
        .statusCode,
    ).toBe(404);
    const cancelled = await cancel(asVisitor.appointment.id, {}, owner.cookie);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<{ appointment: PatientAppointment }>().appointment.status).toBe('cancelado');
  });
});

describe('reminders', () => {
  it('sends each 24-hour reminder once, after the confirmation, and not for bookings made inside 24 hours', async () => {
    const service = testApp.app.services.booking;
    const ahead = await bookPaid('2026-05-12T17:00:00Z', { email: 'lembrete@example.com' });
    now = new Date('2026-05-11T16:00:00Z'); // 25 hours before
    await service.sendDueReminders();
    const reminders = async (email: string) =>
      (await readOutbox(testApp.config.mail.outboxDir)).filter(
        (m) => m.to.includes(email) && m.subject.startsWith('Lembrete'),
      );
    expect(await reminders('lembrete@example.com')).toHaveLength(0);

    now = new Date('2026-05-11T17:30:00Z'); // 23.5 hours before
    await service.sendDueReminders();
    await service.sendDueReminders();
    const sent = await reminders('lembrete@example.com');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.text).toContain(
      String(ahead.appointment.videoLink ?? (await rowOf(ahead.appointment.id))?.videoLink),
    );
    expect((await rowOf(ahead.appointment.id))?.reminderSentAt?.toISOString()).toBe(now.toISOString());

    // Booked 20 hours ahead: the confirmation is the reminder.
    now = new Date('2026-05-12T15:00:00Z');
    await bookPaid('2026-05-13T14:00:00Z', { email: 'em-cima-da-hora@example.com' });
    await service.sendDueReminders();
    expect(await reminders('em-cima-da-hora@example.com')).toHaveLength(0);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, signUp, type TestApp } from '../testing/test-app';
import { paySandbox } from '../testing/payments';
import { readOutbox } from '../testing/outbox';
import {
  appointmentOfSession,
  appointmentsAt,
  availabilityAt,
  BOOKING_PSYCHOLOGIST_EMAIL,
  BOOKING_PSYCHOLOGIST_ID,
  bookingRowCounts,
  checkoutSessionId,
  checkoutSessionRow,
  givePlan,
  INACTIVE_PSYCHOLOGIST_ID,
  seedBookingPsychologists,
  slotsOf,
  startConsultationCheckout,
  UNKNOWN_PSYCHOLOGIST_ID,
  verifyConsultation,
} from '../testing/booking';
import { CONSULTATION_MESSAGES, type SlotsResponse } from '../../shared/contracts/consultations';
import { psychologistAvailability, psychologists } from '../db/schema';
import { createBookingRepository } from './repository';

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

describe('GET /api/psychologists/:id/slots', () => {
  it("lists a weekday's 60-minute slots in São Paulo time, all free", async () => {
    const response = await slotsOf(testApp, '2026-05-06');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json<SlotsResponse>();
    expect(body.date).toBe('2026-05-06');
    expect(body.timeZone).toBe('America/Sao_Paulo');
    expect(body.slots.map((s) => s.time)).toEqual([
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
    ]);
    expect(body.slots[0]).toEqual({ startsAt: '2026-05-06T12:00:00.000Z', time: '09:00', available: true });
  });

  it("never lists today's past hours", async () => {
    now = new Date('2026-05-04T15:30:00Z'); // 12:30 in São Paulo
    const body = (await slotsOf(testApp, '2026-05-04')).json<SlotsResponse>();
    expect(body.slots.map((s) => s.time)).toEqual(['13:00', '14:00', '15:00', '16:00']);
  });

  it('answers an empty list for weekends and past dates', async () => {
    for (const date of ['2026-05-09', '2026-05-10', '2026-05-01', '2025-05-05']) {
      const response = await slotsOf(testApp, date);
      expect(response.statusCode).toBe(200);
      expect(response.json<SlotsResponse>().slots).toEqual([]);
    }
  });

  it('answers 404 for an unknown or inactive psychologist and 400 for a bad date', async () => {
    expect((await slotsOf(testApp, '2026-05-06', UNKNOWN_PSYCHOLOGIST_ID)).statusCode).toBe(404);
    const inactive = await slotsOf(testApp, '2026-05-06', INACTIVE_PSYCHOLOGIST_ID);
    expect(inactive.statusCode).toBe(404);
    expect(inactive.json()).toEqual({ code: 'not_found', message: 'Psicólogo não encontrado.' });
    for (const date of ['2026-13-01', '2026-02-30', '06/05/2026', '']) {
      const response = await slotsOf(testApp, date);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ code: string }>().code).toBe('validation');
    }
    expect((await slotsOf(testApp, '2026-05-06', 'not-a-uuid')).statusCode).toBe(400);
  });

  it("cuts the windows in the psychologist's own zone and labels them on the São Paulo clock", async () => {
    const manausId = '5e1f0a00-0000-4000-8000-000000000003';
    await testApp.database.db.insert(psychologists).values({
      id: manausId,
      name: 'Dr. Manaus',
      email: 'manaus@example.com',
      specialization: 'Luto',
      biography: 'Atende de Manaus.',
      timeZone: 'America/Manaus',
      isActive: true,
    });
    await testApp.database.db
      .insert(psychologistAvailability)
      .values({ psychologistId: manausId, dayOfWeek: 3, startTime: '09:00', endTime: '11:00' });
    const body = (await slotsOf(testApp, '2026-05-06', manausId)).json<SlotsResponse>();
    expect(body.slots).toEqual([
      { startsAt: '2026-05-06T13:00:00.000Z', time: '10:00', available: true },
      { startsAt: '2026-05-06T14:00:00.000Z', time: '11:00', available: true },
    ]);
    const wrongZone = await startConsultationCheckout(testApp, '2026-05-06T12:00:00Z', {
      psychologistId: manausId,
    });
    expect(wrongZone.json<{ code: string }>().code).toBe('slot_invalid');
    const right = await startConsultationCheckout(testApp, '2026-05-06T13:00:00Z', {
      psychologistId: manausId,
    });
    expect(right.statusCode).toBe(200);
  });

  it("reads each call's bounds through the prepared day query, and the same inside a transaction", async () => {
    // Friday 2026-05-08, 11:00 in São Paulo: held for 30 minutes from START.
    expect((await startConsultationCheckout(testApp, '2026-05-08T14:00:00Z')).statusCode).toBe(200);
    const repository = createBookingRepository(testApp.database.db);
    const day = { from: new Date('2026-05-07T10:00:00Z'), to: new Date('2026-05-09T12:00:00Z'), now: START };
    const starts = async (bounds: typeof day) =>
      (await repository.readDay(BOOKING_PSYCHOLOGIST_ID, bounds))?.taken.map((start) => start.toISOString());
    expect(await starts(day)).toEqual(['2026-05-08T14:00:00.000Z']);
    // The end bound is exclusive, and a hold past its expiry no longer takes the slot.
    expect(await starts({ ...day, to: new Date('2026-05-08T14:00:00Z') })).toEqual([]);
    expect(await starts({ ...day, now: new Date(START.getTime() + 31 * 60_000) })).toEqual([]);
    expect(await starts(day)).toEqual(['2026-05-08T14:00:00.000Z']);
    const outside = await repository.readDay(BOOKING_PSYCHOLOGIST_ID, day);
    const inside = await repository.transaction((tx) => repository.readDay(BOOKING_PSYCHOLOGIST_ID, day, tx));
    expect(inside).toEqual(outside);
    expect(await repository.readDay(UNKNOWN_PSYCHOLOGIST_ID, day)).toBeNull();
  });

  it('reads the day in one database round trip', async () => {
    const client = (testApp.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
      .$client;
    const query = vi.spyOn(client, 'query');
    try {
      expect((await slotsOf(testApp, '2026-05-07')).statusCode).toBe(200);
      expect(query).toHaveBeenCalledTimes(1);
      query.mockClear();
      expect((await slotsOf(testApp, '2026-05-07', UNKNOWN_PSYCHOLOGIST_ID)).statusCode).toBe(404);
      expect(query).toHaveBeenCalledTimes(1);
    } finally {
      query.mockRestore();
    }
  });
});

describe('POST /api/consultations/checkout refusals', () => {
  const cases: Array<{
    name: string;
    startsAt: string;
    psychologistId?: string;
    status: number;
    code: string;
  }> = [
    { name: 'a weekend', startsAt: '2026-05-09T13:00:00Z', status: 400, code: 'slot_invalid' },
    { name: 'the past', startsAt: '2026-05-01T13:00:00Z', status: 400, code: 'slot_invalid' },
    { name: "today's past hour", startsAt: '2026-05-04T11:00:00Z', status: 400, code: 'slot_invalid' },
    { name: 'outside the windows', startsAt: '2026-05-05T23:00:00Z', status: 400, code: 'slot_invalid' },
    { name: 'not on a slot start', startsAt: '2026-05-05T13:30:00Z', status: 400, code: 'slot_invalid' },
    {
      name: 'an inactive psychologist',
      startsAt: '2026-05-05T13:00:00Z',
      psychologistId: INACTIVE_PSYCHOLOGIST_ID,
      status: 404,
      code: 'not_found',
    },
    {
      name: 'an unknown psychologist',
      startsAt: '2026-05-05T13:00:00Z',
      psychologistId: UNKNOWN_PSYCHOLOGIST_ID,
      status: 404,
      code: 'not_found',
    },
    { name: 'a date that is not ISO', startsAt: '05/05/2026 10:00', status: 400, code: 'validation' },
  ];

  for (const testCase of cases) {
    it(`refuses ${testCase.name} with ${testCase.status} and writes nothing`, async () => {
      const before = await bookingRowCounts(testApp);
      const response = await startConsultationCheckout(testApp, testCase.startsAt, {
        psychologistId: testCase.psychologistId,
      });
      expect(response.statusCode).toBe(testCase.status);
      expect(response.json<{ code: string }>().code).toBe(testCase.code);
      if (testCase.code === 'slot_invalid') {
        expect(response.json<{ message: string }>().message).toBe(CONSULTATION_MESSAGES.slotInvalid);
      }
      expect(await bookingRowCounts(testApp)).toEqual(before);
    });
  }

  it('refuses a form without phone or with a bad e-mail, in Portuguese, writing nothing', async () => {
    const before = await bookingRowCounts(testApp);
    const noPhone = await startConsultationCheckout(testApp, '2026-05-05T13:00:00Z', {
      data: { phone: '123' },
    });
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json()).toEqual({ code: 'validation', message: 'Por favor, digite um telefone com DDD.' });
    const badEmail = await startConsultationCheckout(testApp, '2026-05-05T13:00:00Z', {
      data: { email: 'x' },
    });
    expect(badEmail.json()).toEqual({ code: 'validation', message: 'Por favor, digite um e-mail válido.' });
    expect(await bookingRowCounts(testApp)).toEqual(before);
  });
});

describe('checkout rate limit', () => {
  it('answers 429 after 10 checkouts a minute from one address', async () => {
    const address = '10.77.0.1';
    for (let i = 0; i < 10; i += 1) {
      const response = await startConsultationCheckout(testApp, '2026-05-09T13:00:00Z', { address });
      expect(response.statusCode).toBe(400);
    }
    const limited = await startConsultationCheckout(testApp, '2026-05-09T13:00:00Z', { address });
    expect(limited.statusCode).toBe(429);
    expect(limited.json<{ code: string }>().code).toBe('too_many_requests');
  });

  it('caps an address at 30 a minute even across accounts, and each account at 10', async () => {
    const address = '10.77.0.2';
    const accounts = [
      await signUp(testApp),
      await signUp(testApp),
      await signUp(testApp),
      await signUp(testApp),
    ];
    for (const account of accounts.slice(0, 3)) {
      for (let i = 0; i < 10; i += 1) {
        const response = await startConsultationCheckout(testApp, '2026-05-09T13:00:00Z', {
          address,
          cookie: account.cookie,
        });
        expect(response.statusCode).toBe(400);
      }
    }
    const overAccount = await startConsultationCheckout(testApp, '2026-05-09T13:00:00Z', {
      address: '10.77.0.3',
      cookie: accounts[0]!.cookie,
    });
    expect(overAccount.statusCode).toBe(429);
    const overAddress = await startConsultationCheckout(testApp, '2026-05-09T13:00:00Z', {
      address,
      cookie: accounts[3]!.cookie,
    });
    expect(overAddress.statusCode).toBe(429);
  });
});

describe('consultation prices', () => {
  it('charges a visitor 99,90 whatever price and subscriber flag the browser sent', async () => {
    const response = await startConsultationCheckout(testApp, '2026-05-05T14:00:00Z', {
      data: { price: 1.0, is_subscriber: true },
    });
    expect(response.statusCode).toBe(200);
    const sessionId = checkoutSessionId(response);
    expect((await checkoutSessionRow(testApp, sessionId))?.amountCents).toBe(9990);
    expect(await appointmentOfSession(testApp, sessionId)).toMatchObject({
      priceCents: 9990,
      isSubscriber: false,
      discountApplied: false,
      discountPercent: 0,
      status: 'reservado',
    });
  });

  it('charges an active monthly subscriber 69,90 (30%) and an annual one 49,95 (50%)', async () => {
    const monthly = await signUp(testApp);
    await givePlan(testApp, monthly, 'mensal');
    const first = await startConsultationCheckout(testApp, '2026-05-05T15:00:00Z', {
      cookie: monthly.cookie,
      data: { price: 1, is_subscriber: false },
    });
    expect(first.statusCode).toBe(200);
    expect((await checkoutSessionRow(testApp, checkoutSessionId(first)))?.amountCents).toBe(6990);
    expect(await appointmentOfSession(testApp, checkoutSessionId(first))).toMatchObject({
      priceCents: 6990,
      isSubscriber: true,
      discountApplied: true,
      discountPercent: 30,
      userId: monthly.id,
    });

    const annual = await signUp(testApp);
    await givePlan(testApp, annual, 'anual');
    const second = await startConsultationCheckout(testApp, '2026-05-05T16:00:00Z', {
      cookie: annual.cookie,
    });
    expect((await checkoutSessionRow(testApp, checkoutSessionId(second)))?.amountCents).toBe(4995);
    expect(await appointmentOfSession(testApp, checkoutSessionId(second))).toMatchObject({
      priceCents: 4995,
      discountPercent: 50,
    });

    const signedInWithoutPlan = await signUp(testApp);
    const third = await startConsultationCheckout(testApp, '2026-05-06T13:00:00Z', {
      cookie: signedInWithoutPlan.cookie,
    });
    expect((await checkoutSessionRow(testApp, checkoutSessionId(third)))?.amountCents).toBe(9990);
  });
});

describe('the visitor journey', () => {
  it('slots → checkout → pay → verify: agendado, video link, slot taken, e-mails with an .ics in São Paulo time', async () => {
    const startsAt = '2026-05-05T13:00:00.000Z'; // Tuesday 10:00 in São Paulo
    expect(await availabilityAt(testApp, '2026-05-05', startsAt)).toBe(true);

    const checkout = await startConsultationCheckout(testApp, startsAt, {
      data: { name: 'Joana Visitante', email: 'joana.visitante@example.com' },
    });
    expect(checkout.statusCode).toBe(200);
    const { url, sessionId } = checkout.json<{ url: string; sessionId: string }>();
    expect(url).toBe(`${testApp.config.publicUrl}/checkout/sandbox/${sessionId}`);
    const session = await checkoutSessionRow(testApp, sessionId);
    expect(session?.successUrl).toBe(
      `${testApp.config.publicUrl}/consultas-sucesso?session_id={CHECKOUT_SESSION_ID}`,
    );
    expect(session?.cancelUrl).toBe(
      `${testApp.config.publicUrl}/consultas-agendamento?psicologo=${BOOKING_PSYCHOLOGIST_ID}`,
    );
    const held = await appointmentOfSession(testApp, sessionId);
    expect(held.status).toBe('reservado');
    // The hold lasts exactly as long as the payment session.
    expect(held.holdExpiresAt?.toISOString()).toBe(session?.expiresAt.toISOString());
    expect(held.holdExpiresAt?.toISOString()).toBe('2026-05-04T12:30:00.000Z');
    expect(await availabilityAt(testApp, '2026-05-05', startsAt)).toBe(false);

    const paid = await paySandbox(testApp, sessionId);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(
      `${testApp.config.publicUrl}/consultas-sucesso?session_id=${sessionId}`,
    );

    const verified = await verifyConsultation(testApp, sessionId);
    expect(verified.statusCode).toBe(200);
    const { appointment } = verified.json<{ appointment: Record<string, unknown> }>();
    expect(appointment).toMatchObject({
      psychologistId: BOOKING_PSYCHOLOGIST_ID,
      psychologistName: 'Dra. Helena Prado',
      startsAt,
      endsAt: '2026-05-05T13:50:00.000Z',
      priceCents: 9990,
      discountPercent: 0,
      isSubscriber: false,
      status: 'agendado',
      canChange: true,
    });
    // The built-in room (ADR 025); a visitor enters with the signed room link, valid until the room closes.
    const roomLink = `${testApp.config.publicUrl}/consultas/sala/${String(appointment.id)}`;
    expect(appointment.videoLink).toMatch(
      new RegExp(`^${roomLink.replace(/[.?]/g, '\\$&')}\\?token=[0-9a-f-]{36}\\.\\d+\\.[A-Za-z0-9_-]{43}$`),
    );
    // Verifying again answers the same appointment: fulfilment ran once.
    const again = await verifyConsultation(testApp, sessionId);
    expect(again.json<{ appointment: { videoLink: string } }>().appointment.videoLink).toBe(
      appointment.videoLink,
    );

    expect(await availabilityAt(testApp, '2026-05-05', startsAt)).toBe(false);
    const late = await startConsultationCheckout(testApp, startsAt);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ code: 'slot_taken', message: CONSULTATION_MESSAGES.slotTaken });

    const outbox = await readOutbox(testApp.config.mail.outboxDir);
    const patientMail = outbox.find((m) => m.to.includes('joana.visitante@example.com'));
    expect(patientMail?.subject).toContain('Consulta agendada');
    expect(patientMail?.text).toContain(String(appointment.videoLink));
    expect(patientMail?.text).toContain('terça-feira, 5 de maio de 2026');
    expect(patientMail?.text).toContain('10:00');
    expect(patientMail?.text).toContain('R$ 99,90');
    expect(patientMail?.text).toMatch(/\/consultas-gerenciar\?token=[^\s]+/);
    const invite = patientMail?.attachments.find((a) => a.filename.endsWith('.ics'));
    expect(invite?.contentType).toBe('text/calendar');
    expect(invite?.content).toContain('DTSTART;TZID=America/Sao_Paulo:20260505T100000');
    expect(invite?.content).toContain('TZID:America/Sao_Paulo');
    expect(invite?.content).toContain('DURATION:PT50M');
    expect(invite?.content).not.toMatch(/DTSTART:\d{8}T\d{6}Z/);
    // Calendar clients fold long lines at 75 octets; unfolded, the invite carries the same room link.
    expect(invite?.content.replace(/\r\n[ \t]/g, '')).toContain(`LOCATION:${String(appointment.videoLink)}`);
    const psychologistMail = outbox.find((m) => m.to.includes(BOOKING_PSYCHOLOGIST_EMAIL));
    expect(psychologistMail?.text).toContain('Joana Visitante');
    // The psychologist enters with their own session: the patient's key is not theirs to hold.
    expect(psychologistMail?.text).toContain(`Sala da consulta: ${roomLink}\n`);
    expect(psychologistMail?.text).not.toContain('token=');
    for (const mail of outbox) {
      expect(mail.text).not.toContain('meet.jit.si');
      for (const attachment of mail.attachments) expect(attachment.content).not.toContain('meet.jit.si');
    }
  });

  it('keeps the slot held after a declined card, and frees it once the hold lapses', async () => {
    const startsAt = '2026-05-05T18:00:00.000Z';
    const checkout = await startConsultationCheckout(testApp, startsAt);
    const sessionId = checkoutSessionId(checkout);
    const declined = await paySandbox(testApp, sessionId, '4000 0000 0000 0002');
    expect(declined.statusCode).toBe(402);
    expect(await availabilityAt(testApp, '2026-05-05', startsAt)).toBe(false);
    expect((await startConsultationCheckout(testApp, startsAt)).statusCode).toBe(409);
    expect((await verifyConsultation(testApp, sessionId)).json<{ code: string }>().code).toBe(
      'payment_not_paid',
    );

    now = new Date(START.getTime() + 31 * 60_000);
    expect(await availabilityAt(testApp, '2026-05-05', startsAt)).toBe(true);
    const next = await startConsultationCheckout(testApp, startsAt, { data: { email: 'outra@example.com' } });
    expect(next.statusCode).toBe(200);
    expect((await appointmentOfSession(testApp, sessionId)).status).toBe('expirado');
    expect((await checkoutSessionRow(testApp, sessionId))?.status).toBe('expired');
    const rows = await appointmentsAt(testApp, startsAt);
    expect(rows.filter((row) => row.status === 'reservado')).toHaveLength(1);
  });
});

describe('starting over', () => {
  it("lets a signed-in person replace their own unpaid hold, never someone else's", async () => {
    const startsAt = '2026-05-06T15:00:00.000Z';
    const person = await signUp(testApp);
    const first = await startConsultationCheckout(testApp, startsAt, { cookie: person.cookie });
    expect(first.statusCode).toBe(200);
    const other = await signUp(testApp);
    expect((await startConsultationCheckout(testApp, startsAt, { cookie: other.cookie })).statusCode).toBe(
      409,
    );
    expect((await startConsultationCheckout(testApp, startsAt)).statusCode).toBe(409);

    const second = await startConsultationCheckout(testApp, startsAt, { cookie: person.cookie });
    expect(second.statusCode).toBe(200);
    expect((await appointmentOfSession(testApp, checkoutSessionId(first))).status).toBe('expirado');
    expect((await checkoutSessionRow(testApp, checkoutSessionId(first)))?.status).toBe('expired');
    const holders = (await appointmentsAt(testApp, startsAt)).filter((row) => row.status === 'reservado');
    expect(holders.map((row) => row.checkoutSessionId)).toEqual([checkoutSessionId(second)]);
  });
});

describe('POST /api/consultations/verify access', () => {
  it('answers 404 for an unknown session, and for a signed-in booking to anyone but its account', async () => {
    const unknown = await verifyConsultation(testApp, 'cs_sandbox_does_not_exist');
    expect(unknown.statusCode).toBe(404);

    const owner = await signUp(testApp);
    const stranger = await signUp(testApp);
    const checkout = await startConsultationCheckout(testApp, '2026-05-05T17:00:00Z', {
      cookie: owner.cookie,
    });
    const sessionId = checkoutSessionId(checkout);
    await paySandbox(testApp, sessionId);
    const before = await bookingRowCounts(testApp);

    expect((await verifyConsultation(testApp, sessionId, stranger.cookie)).statusCode).toBe(404);
    expect((await verifyConsultation(testApp, sessionId)).statusCode).toBe(404);
    expect(await bookingRowCounts(testApp)).toEqual(before);
    const mine = await verifyConsultation(testApp, sessionId, owner.cookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.json<{ appointment: { status: string } }>().appointment.status).toBe('agendado');
  });

  it('answers 404 to a plan session id', async () => {
    const user = await signUp(testApp);
    const plan = await testApp.request({
      method: 'POST',
      url: '/api/plans/checkout',
      headers: { cookie: user.cookie },
      payload: { planType: 'avulso' },
    });
    const planSessionId = new URL(plan.json<{ url: string }>().url).pathname.split('/').pop() as string;
    expect((await verifyConsultation(testApp, planSessionId, user.cookie)).statusCode).toBe(404);
  });
});

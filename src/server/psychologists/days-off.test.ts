import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { readOutbox } from '../testing/outbox';
import { buildTestApp, signUp, type TestApp, type TestUser } from '../testing/test-app';
import { appointmentValues, insertAppointments } from '../testing/admin-fixtures';
import { signUpWorkingPsychologist, type WorkingPsychologist } from '../testing/practice';
import { slotsOf, startConsultationCheckout } from '../testing/booking';
import { appointments, psychologistDaysOff } from '../db/schema';
import type { DaysOffBlock, DaysOffResponse } from '../../shared/contracts/days-off';

// Tuesday 24 Nov 2026, 12:00 in São Paulo.
const now = new Date('2026-11-24T15:00:00Z');
let testApp: TestApp;
let clara: WorkingPsychologist;
let other: WorkingPsychologist;
let patient: TestUser;

beforeAll(async () => {
  testApp = await buildTestApp({ clock: { now: () => now } });
  clara = await signUpWorkingPsychologist(testApp);
  other = await signUpWorkingPsychologist(testApp, 'Dr. Outro');
  patient = await signUp(testApp);
});

afterAll(async () => {
  await testApp.close();
});

const block = (who: TestUser, payload: Record<string, unknown>) =>
  testApp.request({
    method: 'POST',
    url: '/api/psychologist/days-off',
    headers: { cookie: who.cookie },
    payload,
  });

const blockCount = async () => {
  const [row] = await testApp.database.db
    .select({ n: count() })
    .from(psychologistDaysOff)
    .where(eq(psychologistDaysOff.psychologistId, clara.psychologistId));
  return Number(row?.n ?? 0);
};

const availableSlots = async (date: string, psychologistId = clara.psychologistId) =>
  (await slotsOf(testApp, date, psychologistId)).json<{ slots: unknown[] }>().slots.length;

describe('days off', () => {
  it('a blocked day offers no slots, at once, and the other days keep theirs', async () => {
    expect(await availableSlots('2026-12-02')).toBeGreaterThan(0);
    const response = await block(clara, { startsOn: '2026-12-01', endsOn: '2026-12-03', note: 'Férias' });
    expect(response.statusCode).toBe(201);
    const created = response.json<DaysOffBlock>();
    expect(created).toMatchObject({ startsOn: '2026-12-01', endsOn: '2026-12-03', note: 'Férias' });
    for (const day of ['2026-12-01', '2026-12-02', '2026-12-03']) expect(await availableSlots(day)).toBe(0);
    expect(await availableSlots('2026-12-04')).toBeGreaterThan(0);
    expect(await availableSlots('2026-12-02', other.psychologistId)).toBeGreaterThan(0);

    const list = await testApp.request({
      method: 'GET',
      url: '/api/psychologist/days-off',
      headers: { cookie: clara.cookie },
    });
    expect(list.json<DaysOffResponse>().daysOff.map((b) => b.id)).toContain(created.id);
  });

  it('a checkout inside a block is refused, even for a slot start the windows offer', async () => {
    await block(clara, { startsOn: '2026-12-08', endsOn: '2026-12-08' });
    const response = await startConsultationCheckout(testApp, '2026-12-08T13:00:00.000Z', {
      psychologistId: clara.psychologistId,
    });
    expect(response.statusCode).toBe(400);
  });

  it('a block over booked consultations is refused with their list, and nothing is written', async () => {
    await insertAppointments(testApp, [
      appointmentValues(clara.psychologistId, {
        startsAt: new Date('2026-12-15T13:00:00Z'),
        patientName: 'Joana Prado Lima',
      }),
      appointmentValues(clara.psychologistId, {
        startsAt: new Date('2026-12-16T17:00:00Z'),
        status: 'cancelado',
      }),
    ]);
    const before = await blockCount();
    const response = await block(clara, { startsOn: '2026-12-14', endsOn: '2026-12-18' });
    expect(response.statusCode).toBe(409);
    const body = response.json<{ code: string; message: string }>();
    expect(body.code).toBe('days_off_booked');
    expect(body.message).toContain('15/12/2026 às 10:00 (Joana)');
    expect(body.message).not.toContain('16/12/2026');
    expect(await blockCount()).toBe(before);
    expect(await availableSlots('2026-12-17')).toBeGreaterThan(0);

    // Cancelled first (refunded, the patient e-mailed), the same block goes through.
    const [booked] = await testApp.database.db
      .select({ id: appointments.id })
      .from(appointments)
      .where(and(eq(appointments.psychologistId, clara.psychologistId), eq(appointments.status, 'agendado')));
    const cancelUrl = `/api/psychologist/appointments/${booked!.id}/cancel`;
    const foreign = await testApp.request({
      method: 'POST',
      url: cancelUrl,
      headers: { cookie: other.cookie },
      payload: {},
    });
    expect(foreign.statusCode).toBe(404);
    const cancelled = await testApp.request({
      method: 'POST',
      url: cancelUrl,
      headers: { cookie: clara.cookie },
      payload: {},
    });
    expect(cancelled.statusCode).toBe(204);
    const [row] = await testApp.database.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, booked!.id));
    expect(row).toMatchObject({ status: 'cancelado' });
    expect(row!.refundRequestedAt).not.toBeNull();
    const mail = (await readOutbox(testApp.config.mail.outboxDir)).filter((m) =>
      m.subject.startsWith('Consulta cancelada'),
    );
    expect(mail.length).toBe(1);
    expect((await block(clara, { startsOn: '2026-12-14', endsOn: '2026-12-18' })).statusCode).toBe(201);
  });

  it('refuses bad ranges in pt-BR and writes nothing', async () => {
    const before = await blockCount();
    for (const payload of [
      { startsOn: '2026-12-10', endsOn: '2026-12-09' },
      { startsOn: '2026-02-30', endsOn: '2026-03-01' },
      { startsOn: '2026-11-01', endsOn: '2026-11-20' },
      { startsOn: '2027-01-01', endsOn: '2028-06-01' },
    ]) {
      const response = await block(clara, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/data|ano/i);
    }
    expect(await blockCount()).toBe(before);
  });

  it('only the psychologist may see or remove their blocks', async () => {
    const created = (
      await block(clara, { startsOn: '2027-01-04', endsOn: '2027-01-04' })
    ).json<DaysOffBlock>();
    const foreign = await testApp.request({
      method: 'DELETE',
      url: `/api/psychologist/days-off/${created.id}`,
      headers: { cookie: other.cookie },
    });
    expect(foreign.statusCode).toBe(404);
    const otherList = await testApp.request({
      method: 'GET',
      url: '/api/psychologist/days-off',
      headers: { cookie: other.cookie },
    });
    expect(otherList.json<DaysOffResponse>().daysOff).toEqual([]);
    expect((await block(patient, { startsOn: '2027-01-05', endsOn: '2027-01-05' })).statusCode).toBe(403);
    const anonymous = await testApp.request({ method: 'GET', url: '/api/psychologist/days-off' });
    expect(anonymous.statusCode).toBe(401);

    expect(await availableSlots('2027-01-04')).toBe(0);
    const own = await testApp.request({
      method: 'DELETE',
      url: `/api/psychologist/days-off/${created.id}`,
      headers: { cookie: clara.cookie },
    });
    expect(own.statusCode).toBe(204);
    expect(await availableSlots('2027-01-04')).toBeGreaterThan(0);
  });
});

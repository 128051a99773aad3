import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, signUp, type TestApp, type TestUser } from '../testing/test-app';
import { signUpWorkingPsychologist, type WorkingPsychologist } from '../testing/practice';
import {
  bookingRowCounts,
  checkoutSessionId,
  startConsultationCheckout,
  verifyConsultation,
} from '../testing/booking';
import { paySandbox } from '../testing/payments';
import { appointments, profiles } from '../db/schema';
import type { Receipt, ReceiptsMonth } from '../../shared/contracts/receipts';

// Tuesday 24 Nov 2026, 12:00 in São Paulo.
const now = new Date('2026-11-24T15:00:00Z');
let testApp: TestApp;
let clara: WorkingPsychologist;
let other: WorkingPsychologist;
let patient: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  testApp = await buildTestApp({ clock: { now: () => now }, env: { RATE_LIMIT_ENABLED: 'false' } });
  clara = await signUpWorkingPsychologist(testApp);
  other = await signUpWorkingPsychologist(testApp, 'Dr. Outro');
  patient = await signUp(testApp, { name: 'Joana Prado' });
  stranger = await signUp(testApp);
});

afterAll(async () => {
  await testApp.close();
});

async function bookAndPay(startsAt: string, data: Record<string, unknown>, who: TestUser = patient) {
  const checkout = await startConsultationCheckout(testApp, startsAt, {
    cookie: who.cookie,
    psychologistId: clara.psychologistId,
    data: { name: 'Joana Prado Lima', email: who.email, ...data },
  });
  expect(checkout.statusCode, checkout.body).toBe(200);
  const sessionId = checkoutSessionId(checkout);
  await paySandbox(testApp, sessionId);
  const verified = await verifyConsultation(testApp, sessionId, who.cookie);
  expect(verified.statusCode, verified.body).toBe(200);
  return verified.json<{ appointment: { id: string } }>().appointment.id;
}

const receiptOf = (id: string, who: TestUser = patient) =>
  testApp.request({
    method: 'GET',
    url: `/api/consultations/${id}/receipt`,
    headers: { cookie: who.cookie },
  });

const month = (who: TestUser, value = '2026-11', suffix = '') =>
  testApp.request({
    method: 'GET',
    url: `/api/psychologist/receipts${suffix}?month=${value}`,
    headers: { cookie: who.cookie },
  });

describe('Receita Saúde receipts', () => {
  let ownPaid: string;
  let paidByMother: string;

  beforeAll(async () => {
    ownPaid = await bookAndPay('2026-11-26T13:00:00.000Z', { cpf: '529.982.247-25' });
    paidByMother = await bookAndPay('2026-11-27T13:00:00.000Z', {
      cpf: '',
      payer_is_patient: false,
      payer_name: '=Rita Prado',
    });
  });

  it('an invalid CPF at booking gets a pt-BR 400 and holds nothing', async () => {
    const before = await bookingRowCounts(testApp);
    for (const data of [
      { cpf: '529.982.247-24' },
      { cpf: '111.111.111-11' },
      { payer_is_patient: false, payer_name: 'Rita', payer_cpf: '123' },
      { payer_is_patient: false },
    ]) {
      const response = await startConsultationCheckout(testApp, '2026-11-30T13:00:00.000Z', {
        psychologistId: clara.psychologistId,
        data,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/CPF inválido|nome completo de quem paga/);
    }
    expect(await bookingRowCounts(testApp)).toEqual(before);
  });

  it('the receipt names payer, patient, CPF, psychologist and CRP, amount and date', async () => {
    const response = await receiptOf(ownPaid);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json<Receipt>()).toMatchObject({
      patientName: 'Joana Prado Lima',
      patientCpf: '52998224725',
      payerName: 'Joana Prado Lima',
      payerCpf: '52998224725',
      psychologistName: 'Dra. Clara Nunes',
      psychologistCrp: '06/123456',
      amountCents: 9990,
      consultationStartsAt: '2026-11-26T13:00:00.000Z',
    });
    const mother = (await receiptOf(paidByMother)).json<Receipt>();
    expect(mother).toMatchObject({ payerName: '=Rita Prado', payerIsPatient: false, payerCpf: null });
  });

  it('the booking CPF became the account CPF', async () => {
    const [row] = await testApp.database.db.select().from(profiles).where(eq(profiles.userId, patient.id));
    expect(row?.cpf).toBe('52998224725');
  });

  it("another person's receipt is a 404, a visitor's request a 401, an unpaid consultation a 409", async () => {
    expect((await receiptOf(ownPaid, stranger)).statusCode).toBe(404);
    expect(
      (await testApp.request({ method: 'GET', url: `/api/consultations/${ownPaid}/receipt` })).statusCode,
    ).toBe(401);
    const held = await startConsultationCheckout(testApp, '2026-12-01T13:00:00.000Z', {
      cookie: patient.cookie,
      psychologistId: clara.psychologistId,
      data: { email: patient.email },
    });
    const [hold] = await testApp.database.db
      .select({ id: appointments.id })
      .from(appointments)
      .where(eq(appointments.checkoutSessionId, checkoutSessionId(held)));
    const unpaid = await receiptOf(hold!.id);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json<{ message: string }>().message).toMatch(/não tem recibo/);
  });

  it("the psychologist's month lists both, flags the missing CPF, and the CSV is Excel-ready and safe", async () => {
    const response = await month(clara);
    expect(response.statusCode).toBe(200);
    const body = response.json<ReceiptsMonth>();
    expect(body.items.map((item) => item.appointmentId)).toEqual([ownPaid, paidByMother]);
    expect(body.items[0]).toMatchObject({ patientCpf: '52998224725', cpfMissing: false });
    expect(body.items[1]).toMatchObject({ cpfMissing: true, payerName: '=Rita Prado' });
    expect(body.totalCents).toBe(19980);

    const csv = await month(clara, '2026-11', '.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('receita-saude-2026-11.csv');
    expect(csv.body.startsWith('\uFEFF')).toBe(true);
    const lines = csv.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe(
      'Data do pagamento;Data da consulta;Valor;Pagador;CPF do pagador;Paciente (beneficiário);CPF do paciente;Serviço;Pendência',
    );
    expect(lines[1]).toContain(
      '26/11/2026 10:00;99,90;Joana Prado Lima;529.982.247-25;Joana Prado Lima;529.982.247-25',
    );
    expect(lines[2]).toContain(";'=Rita Prado;");
    expect(lines[2]).toContain('CPF não informado');

    expect((await month(clara, '2026-12')).json<ReceiptsMonth>().items).toEqual([]);
    expect((await month(other)).json<ReceiptsMonth>().items).toEqual([]);
  });

  it('the month list refuses a bad month and every role but psychologists', async () => {
    const bad = await month(clara, '2026-13');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/mês/);
    expect((await month(patient)).statusCode).toBe(403);
    expect((await month(patient, '2026-11', '.csv')).statusCode).toBe(403);
  });

  it('/conta corrects the CPF, on the account and on its receipts; an invalid one changes nothing', async () => {
    const put = (cpf: string) =>
      testApp.request({
        method: 'PUT',
        url: '/api/account/cpf',
        headers: { cookie: patient.cookie },
        payload: { cpf },
      });
    const bad = await put('111.444.777-36');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toBe('CPF inválido. Confira os 11 dígitos.');
    const get = await testApp.request({
      method: 'GET',
      url: '/api/account/cpf',
      headers: { cookie: patient.cookie },
    });
    expect(get.json()).toEqual({ cpf: '52998224725' });

    expect((await put('111.444.777-35')).json()).toEqual({ cpf: '11144477735' });
    expect((await receiptOf(paidByMother)).json<Receipt>().patientCpf).toBe('11144477735');
    const list = (await month(clara)).json<ReceiptsMonth>();
    expect(list.items[0]?.payerCpf).toBe('11144477735');
  });

  // Shares this suite's paid bookings (issue 24 keeps the suite's set-up count down).
  it('the .ics of a booked consultation goes to its account or to the checkout session that paid it', async () => {
    const mine = await testApp.request({
      method: 'GET',
      url: `/api/consultations/${ownPaid}/calendar.ics`,
      headers: { cookie: patient.cookie },
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toContain('text/calendar');
    expect(mine.body).toContain('DTSTART;TZID=America/Sao_Paulo:20261126T100000');
    expect(mine.body).toContain('Consulta com Dra. Clara Nunes');

    const [row] = await testApp.database.db
      .select({ sessionId: appointments.checkoutSessionId })
      .from(appointments)
      .where(eq(appointments.id, ownPaid));
    // The checkout was started by an account: its session id alone does not open it to a visitor.
    const visitor = await testApp.request({
      method: 'GET',
      url: `/api/consultations/${ownPaid}/calendar.ics?session_id=${row!.sessionId}`,
    });
    expect(visitor.statusCode).toBe(404);
    const stranger = await testApp.request({
      method: 'GET',
      url: `/api/consultations/${ownPaid}/calendar.ics`,
      headers: { cookie: other.cookie },
    });
    expect(stranger.statusCode).toBe(404);

    const visitorBooking = await startConsultationCheckout(testApp, '2026-11-30T14:00:00.000Z', {
      psychologistId: clara.psychologistId,
    });
    const sessionId = checkoutSessionId(visitorBooking);
    await paySandbox(testApp, sessionId);
    const verified = await verifyConsultation(testApp, sessionId);
    const visitorId = verified.json<{ appointment: { id: string } }>().appointment.id;
    const bySession = await testApp.request({
      method: 'GET',
      url: `/api/consultations/${visitorId}/calendar.ics?session_id=${sessionId}`,
    });
    expect(bySession.statusCode).toBe(200);
    expect(bySession.body).toContain('BEGIN:VCALENDAR');
    const wrongSession = await testApp.request({
      method: 'GET',
      url: `/api/consultations/${visitorId}/calendar.ics?session_id=${row!.sessionId}`,
    });
    expect(wrongSession.statusCode).toBe(404);
  });
});

import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { appointments } from '../db/schema';
import { buildTestApp, type TestApp } from '../testing/test-app';
import { signUpWorkingPsychologist, type WorkingPsychologist } from '../testing/practice';
import { bookingRowCounts, startConsultationCheckout } from '../testing/booking';
import { MINOR_NEEDS_GUARDIAN_MESSAGE } from '../../shared/contracts/consultations';
import type { PsychologistAppointmentsResponse } from '../../shared/contracts/psychologist-area';

const now = new Date('2026-11-24T15:00:00Z');
let testApp: TestApp;
let clara: WorkingPsychologist;
let other: WorkingPsychologist;
const PDF = Buffer.from('%PDF-1.4\nAutorizo meu filho Pedro a fazer a consulta.\n%%EOF');

beforeAll(async () => {
  testApp = await buildTestApp({ clock: { now: () => now }, env: { RATE_LIMIT_ENABLED: 'false' } });
  clara = await signUpWorkingPsychologist(testApp);
  other = await signUpWorkingPsychologist(testApp, 'Dr. Outro');
});

afterAll(async () => {
  await testApp.close();
});

function upload(content: Buffer, filename = 'autorizacao.pdf') {
  const boundary = `----aria${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="authorization"; filename="${filename}"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return testApp.request({
    method: 'POST',
    url: '/api/consultations/guardian-authorizations',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

const book = (startsAt: string, data: Record<string, unknown>) =>
  startConsultationCheckout(testApp, startsAt, { psychologistId: clara.psychologistId, data });

describe('adults only, unless a guardian agrees (CFP Res. 13/2022)', () => {
  it('a booking without the age confirmation or an authorisation does not proceed', async () => {
    const before = await bookingRowCounts(testApp);
    const response = await book('2026-11-26T13:00:00.000Z', { is_adult: false });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(MINOR_NEEDS_GUARDIAN_MESSAGE);
    const omitted = await book('2026-11-26T13:00:00.000Z', { is_adult: undefined });
    expect(omitted.statusCode).toBe(400);
    expect(await bookingRowCounts(testApp)).toEqual(before);
  });

  it('refuses an upload that is not a PDF, JPG or PNG', async () => {
    const response = await upload(Buffer.from('MZ not a document'), 'autorizacao.pdf');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/PDF, JPG ou PNG/);
  });

  it('with the authorisation the booking proceeds, and only its psychologist sees the document', async () => {
    const uploaded = await upload(PDF);
    expect(uploaded.statusCode).toBe(201);
    const { id } = uploaded.json<{ id: string }>();
    const checkout = await book('2026-11-26T14:00:00.000Z', {
      is_adult: false,
      guardian_authorization_id: id,
    });
    expect(checkout.statusCode, checkout.body).toBe(200);

    const reused = await book('2026-11-26T15:00:00.000Z', { is_adult: false, guardian_authorization_id: id });
    expect(reused.statusCode).toBe(400);
    expect(reused.json<{ code: string }>().code).toBe('guardian_authorization_invalid');

    const [appointment] = await testApp.database.db
      .select({ id: appointments.id })
      .from(appointments)
      .where(eq(appointments.psychologistId, clara.psychologistId));
    const own = await testApp.request({
      method: 'GET',
      url: `/api/psychologist/appointments/${appointment!.id}/guardian-authorization`,
      headers: { cookie: clara.cookie },
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.rawPayload.equals(PDF)).toBe(true);
    const foreign = await testApp.request({
      method: 'GET',
      url: `/api/psychologist/appointments/${appointment!.id}/guardian-authorization`,
      headers: { cookie: other.cookie },
    });
    expect(foreign.statusCode).toBe(404);

    // As the payment would: the dashboard lists paid consultations.
    await testApp.database.db
      .update(appointments)
      .set({ status: 'agendado' })
      .where(eq(appointments.id, appointment!.id));
    const list = await testApp.request({
      method: 'GET',
      url: '/api/psychologist/appointments',
      headers: { cookie: clara.cookie },
    });
    const listed = list
      .json<PsychologistAppointmentsResponse>()
      .upcoming.find((a) => a.id === appointment!.id);
    expect(listed?.hasGuardianAuthorization).toBe(true);
  });
});

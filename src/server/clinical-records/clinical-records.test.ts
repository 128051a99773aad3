import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, signUp, type TestApp, type TestUser } from '../testing/test-app';
import { signUpWorkingPsychologist, type WorkingPsychologist } from '../testing/practice';
import { signUpAdmin } from '../testing/admin-fixtures';
import { checkoutSessionId, startConsultationCheckout, verifyConsultation } from '../testing/booking';
import { paySandbox } from '../testing/payments';
import { appointments, clinicalRecordAccessLog, clinicalRecordEntries, clinicalRecords } from '../db/schema';
import type {
  AccountRecordCopies,
  ClinicalRecord,
  PsychologistCopyRequests,
} from '../../shared/contracts/clinical-records';

// Tuesday 24 Nov 2026, 12:00 in São Paulo; moved past the session to sign.
let current = new Date('2026-11-24T15:00:00Z');
let testApp: TestApp;
let clara: WorkingPsychologist;
let other: WorkingPsychologist;
let patient: TestUser;
let admin: TestUser;
let appointmentId: string;

const EVOLUTION = 'Paciente relata ansiedade no trabalho; exploramos gatilhos.';

beforeAll(async () => {
  testApp = await buildTestApp({ clock: { now: () => current }, env: { RATE_LIMIT_ENABLED: 'false' } });
  clara = await signUpWorkingPsychologist(testApp);
  other = await signUpWorkingPsychologist(testApp, 'Dr. Outro');
  patient = await signUp(testApp, { name: 'Joana Prado' });
  admin = await signUpAdmin(testApp);
  const checkout = await startConsultationCheckout(testApp, '2026-11-25T13:00:00.000Z', {
    cookie: patient.cookie,
    psychologistId: clara.psychologistId,
    data: { name: 'Joana Prado Lima', email: patient.email },
  });
  const sessionId = checkoutSessionId(checkout);
  await paySandbox(testApp, sessionId);
  const verified = await verifyConsultation(testApp, sessionId, patient.cookie);
  appointmentId = verified.json<{ appointment: { id: string } }>().appointment.id;
});

afterAll(async () => {
  await testApp.close();
});

const recordUrl = (suffix = '') => `/api/psychologist/appointments/${appointmentId}/record${suffix}`;
const call = (
  who: TestUser,
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  payload?: Record<string, unknown>,
) =>
  testApp.request({
    method,
    url,
    headers: { cookie: who.cookie },
    ...(payload === undefined ? {} : { payload }),
  });
const draft = {
  demand: 'Ansiedade no trabalho',
  goals: 'Reduzir crises',
  evolution: EVOLUTION,
  procedures: 'Escuta, psicoeducação',
  referral: '',
};

describe('clinical records', () => {
  it('the psychologist autosaves a draft, stored encrypted, and reads it back; each read is audited', async () => {
    const empty = await call(clara, 'GET', recordUrl());
    expect(empty.statusCode).toBe(200);
    expect(empty.json<ClinicalRecord>()).toMatchObject({
      patientFirstName: 'Joana',
      evolution: '',
      signedAt: null,
    });

    const saved = await call(clara, 'PUT', recordUrl(), draft);
    expect(saved.statusCode).toBe(200);
    expect(saved.headers['cache-control']).toBe('no-store');
    expect(saved.json<ClinicalRecord>()).toMatchObject({ ...draft, signedAt: null });

    const [entry] = await testApp.database.db.select().from(clinicalRecordEntries);
    const [record] = await testApp.database.db.select().from(clinicalRecords);
    expect(entry!.contentEncrypted).toMatch(/^v1\./);
    expect(entry!.contentEncrypted).not.toContain('ansiedade');
    expect(record!.intakeEncrypted).not.toContain('Ansiedade');

    const read = await call(clara, 'GET', recordUrl());
    expect(read.json<ClinicalRecord>().evolution).toBe(EVOLUTION);
    const reads = await testApp.database.db
      .select()
      .from(clinicalRecordAccessLog)
      .where(eq(clinicalRecordAccessLog.action, 'read'));
    expect(reads.length).toBe(2);
    expect(reads.every((row) => row.actorUserId === clara.id && row.appointmentId === appointmentId)).toBe(
      true,
    );
  });

  it('another psychologist cannot read or write it, and an admin cannot read any', async () => {
    for (const [who, status] of [
      [other, 404],
      [admin, 403],
      [patient, 403],
    ] as const) {
      const read = await call(who, 'GET', recordUrl());
      expect(read.statusCode).toBe(status);
      expect(read.body).not.toContain('ansiedade');
      expect((await call(who, 'PUT', recordUrl(), { ...draft, evolution: 'x' })).statusCode).toBe(status);
    }
    expect((await call(clara, 'GET', recordUrl())).json<ClinicalRecord>().evolution).toBe(EVOLUTION);
  });

  it('cannot be signed before the session, nor empty', async () => {
    const early = await call(clara, 'POST', recordUrl('/sign'));
    expect(early.statusCode).toBe(409);
    expect(early.json<{ code: string }>().code).toBe('not_started');
  });

  it('a signed record cannot be edited, only given a dated addendum', async () => {
    current = new Date('2026-11-25T14:00:00Z');
    const addendumBefore = await call(clara, 'POST', recordUrl('/addenda'), { text: 'cedo demais' });
    expect(addendumBefore.statusCode).toBe(409);

    const signed = await call(clara, 'POST', recordUrl('/sign'));
    expect(signed.statusCode).toBe(200);
    expect(signed.json<ClinicalRecord>()).toMatchObject({
      signedAt: '2026-11-25T14:00:00.000Z',
      intakeSigned: true,
    });

    const edit = await call(clara, 'PUT', recordUrl(), { ...draft, evolution: 'reescrito' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json<{ code: string; message: string }>()).toMatchObject({ code: 'record_signed' });
    expect(edit.json<{ message: string }>().message).toMatch(/adendo/);
    expect((await call(clara, 'POST', recordUrl('/sign'))).statusCode).toBe(409);

    current = new Date('2026-11-26T12:00:00Z');
    const addendum = await call(clara, 'POST', recordUrl('/addenda'), { text: 'Correção: crises semanais.' });
    expect(addendum.statusCode).toBe(201);
    const after = (await call(clara, 'GET', recordUrl())).json<ClinicalRecord>();
    expect(after.evolution).toBe(EVOLUTION);
    expect(after.addenda).toEqual([
      expect.objectContaining({ text: 'Correção: crises semanais.', createdAt: '2026-11-26T12:00:00.000Z' }),
    ]);
    expect((await call(clara, 'POST', recordUrl('/addenda'), { text: '   ' })).statusCode).toBe(400);
  });

  it('the patient requests a copy, the psychologist releases it, the patient downloads it', async () => {
    const overview = (await call(patient, 'GET', '/api/account/record-copies')).json<AccountRecordCopies>();
    expect(overview.psychologists).toEqual([{ id: clara.psychologistId, name: 'Dra. Clara Nunes' }]);
    expect(
      (await call(patient, 'POST', '/api/account/record-copies', { psychologistId: other.psychologistId }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(patient, 'POST', '/api/account/record-copies', { psychologistId: clara.psychologistId }))
        .statusCode,
    ).toBe(201);
    const again = await call(patient, 'POST', '/api/account/record-copies', {
      psychologistId: clara.psychologistId,
    });
    expect(again.statusCode).toBe(409);

    const [request] = (await call(patient, 'GET', '/api/account/record-copies')).json<AccountRecordCopies>()
      .requests;
    expect(request).toMatchObject({ status: 'pendente', psychologistName: 'Dra. Clara Nunes' });
    const early = await call(patient, 'GET', `/api/account/record-copies/${request!.id}/download`);
    expect(early.statusCode).toBe(409);

    expect(
      (await call(other, 'GET', '/api/psychologist/record-copies')).json<PsychologistCopyRequests>().requests,
    ).toEqual([]);
    expect(
      (await call(other, 'POST', `/api/psychologist/record-copies/${request!.id}/release`)).statusCode,
    ).toBe(404);
    const pending = (
      await call(clara, 'GET', '/api/psychologist/record-copies')
    ).json<PsychologistCopyRequests>();
    expect(pending.requests).toEqual([
      expect.objectContaining({ id: request!.id, patientName: 'Joana Prado' }),
    ]);
    expect(
      (await call(clara, 'POST', `/api/psychologist/record-copies/${request!.id}/release`)).statusCode,
    ).toBe(204);

    const download = await call(patient, 'GET', `/api/account/record-copies/${request!.id}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(download.body).toContain('Psicólogo(a): Dra. Clara Nunes — CRP 06/123456');
    expect(download.body).toContain('Ansiedade no trabalho');
    expect(download.body).toContain(`Evolução: ${EVOLUTION}`);
    expect(download.body).toContain('Adendo de 26/11/2026 às 09:00: Correção: crises semanais.');
    const stranger = await signUp(testApp);
    expect(
      (await call(stranger, 'GET', `/api/account/record-copies/${request!.id}/download`)).statusCode,
    ).toBe(404);
    const downloads = await testApp.database.db
      .select()
      .from(clinicalRecordAccessLog)
      .where(eq(clinicalRecordAccessLog.action, 'copy.download'));
    expect(downloads).toHaveLength(1);
  });

  it("the patient's account deletion keeps the record, readable by its psychologist only, and anonymises the rest", async () => {
    const response = await call(patient, 'POST', '/api/account/delete', { password: 'senha-segura-1' });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ kept: string[] }>().kept.join(' ')).toMatch(/prontuário.*5 anos/);
    const [appointment] = await testApp.database.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, appointmentId));
    expect(appointment).toMatchObject({ userId: null, patientName: 'Titular excluído', patientCpf: null });
    expect(await testApp.database.db.select().from(clinicalRecordEntries)).toHaveLength(1);
    const read = await call(clara, 'GET', recordUrl());
    expect(read.statusCode).toBe(200);
    expect(read.json<ClinicalRecord>().evolution).toBe(EVOLUTION);
  });
});

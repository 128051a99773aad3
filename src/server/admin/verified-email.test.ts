import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminApplication, AdminPsychologist } from '../../shared/contracts/admin';
import { adminAuditLog, psychologists } from '../db/schema';
import { insertApplication, signUpAdmin } from '../testing/admin-fixtures';
import { confirmEmailFromOutbox } from '../testing/email-verification';
import { buildTestApp, nextClientAddress, signUp, type TestApp, type TestUser } from '../testing/test-app';

let testApp: TestApp;
let admin: TestUser;

beforeAll(async () => {
  testApp = await buildTestApp();
  admin = await signUpAdmin(testApp);
});

afterAll(async () => {
  await testApp?.close();
});

const NOT_VERIFIED = {
  code: 'email_not_verified',
  message:
    'O e-mail deste psicólogo ainda não foi confirmado. Peça que ele abra o link de confirmação enviado no ' +
    'cadastro (ou o reenvie em "Minha conta") e tente de novo.',
};

const asAdmin = (method: 'GET' | 'PATCH' | 'POST', url: string, payload?: unknown) =>
  testApp.request({ method, url, headers: { cookie: admin.cookie }, payload: payload as object });

async function register(): Promise<{ id: string; email: string }> {
  const email = `psi-${randomBytes(4).toString('hex')}@example.com`;
  const response = await testApp.request({
    method: 'POST',
    url: '/api/psychologist/register',
    payload: {
      name: 'Dra. Registrada',
      specialization: 'Ansiedade',
      biography: 'Atendo adultos.',
      crp: '06/123456',
      email,
      password: 'senha-psi-123',
    },
    remoteAddress: nextClientAddress(),
  });
  expect(response.statusCode).toBe(201);
  return { id: response.json<{ psychologistId: string }>().psychologistId, email };
}

const listed = async (id: string) =>
  (await asAdmin('GET', '/api/admin/psychologists'))
    .json<{ psychologists: AdminPsychologist[] }>()
    .psychologists.find((row) => row.id === id);

const isActive = async (id: string) =>
  (await testApp.database.db.select().from(psychologists).where(eq(psychologists.id, id)))[0]!.isActive;

describe('a psychologist is approved only with a confirmed e-mail (issue 14)', () => {
  it('refuses to activate a registered psychologist before the link is followed, and allows it after', async () => {
    const psychologist = await register();
    expect(await listed(psychologist.id)).toMatchObject({ isActive: false, emailVerified: false });
    const auditBefore = (await testApp.database.db.select().from(adminAuditLog)).length;

    const refused = await asAdmin('PATCH', `/api/admin/psychologists/${psychologist.id}`, { isActive: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(NOT_VERIFIED);
    expect(await isActive(psychologist.id)).toBe(false);
    expect(await testApp.database.db.select().from(adminAuditLog)).toHaveLength(auditBefore);

    await confirmEmailFromOutbox(testApp, psychologist.email);
    const approved = await asAdmin('PATCH', `/api/admin/psychologists/${psychologist.id}`, {
      isActive: true,
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ isActive: true, emailVerified: true });
    expect(await isActive(psychologist.id)).toBe(true);
  });

  it('refuses Aprovar until the applicant follows the link e-mailed with the application', async () => {
    const application = await insertApplication(testApp, { emailConfirmed: false });
    const listed = async () =>
      (await asAdmin('GET', '/api/admin/applications'))
        .json<{ applications: AdminApplication[] }>()
        .applications.find((row) => row.id === application.id);
    expect(await listed()).toMatchObject({ status: 'pendente', emailVerified: false });

    const refused = await asAdmin('POST', `/api/admin/applications/${application.id}/approve`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(NOT_VERIFIED);
    expect(await isActive(application.psychologistId)).toBe(false);

    // The fixture sent no e-mail (as if it were lost): the admin sends the link again, and it is followed.
    const resend = () => asAdmin('POST', `/api/admin/applications/${application.id}/resend-confirmation`, {});
    const resent = await resend();
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({ emailSent: true });
    const audit = await testApp.database.db.select().from(adminAuditLog);
    expect(audit.filter((row) => row.targetId === application.id).map((row) => row.action)).toEqual([
      'application.resend_confirmation',
    ]);
    await confirmEmailFromOutbox(testApp, application.email);
    expect(await listed()).toMatchObject({ emailVerified: true });
    const notNeeded = await resend();
    expect(notNeeded.statusCode).toBe(409);
    expect(notNeeded.json()).toEqual({
      code: 'confirmation_not_needed',
      message: 'Só é possível reenviar a confirmação de um cadastro pendente com e-mail não confirmado.',
    });

    const approved = await asAdmin('POST', `/api/admin/applications/${application.id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(await isActive(application.psychologistId)).toBe(true);
  });

  it("checks the account's address when the application's psychologist already has an account", async () => {
    const application = await insertApplication(testApp);
    const person = await signUp(testApp, { name: 'Dra. Com Conta' });
    // The state once a psychologists row points at an account (the link between rows, not the e-mail flag).
    await testApp.database.db
      .update(psychologists)
      .set({ userId: person.id, email: person.email })
      .where(eq(psychologists.id, application.psychologistId));
    const refused = await asAdmin('POST', `/api/admin/applications/${application.id}/approve`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(NOT_VERIFIED);

    await confirmEmailFromOutbox(testApp, person.email);
    expect((await asAdmin('POST', `/api/admin/applications/${application.id}/approve`)).statusCode).toBe(200);
  });
});

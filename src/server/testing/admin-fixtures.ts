import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { appointments, profiles, psychologistApplications, psychologists, user } from '../db/schema';
import { encryptBankDetails } from '../psychologists/bank-details';
import { signUp, type TestApp, type TestUser } from './test-app';
import { giveChatConsent } from './consent';
import { confirmEmailFromOutbox } from './email-verification';
import { enableTwoFactor, type TwoFactorUser } from './two-factor';

/** Test data for the admin suites, written straight into the tables as the other domains would leave them. */

/** An admin as the admin area requires one: role granted, then 2FA turned on through better-auth's endpoints. */
export async function signUpAdmin(testApp: TestApp): Promise<TwoFactorUser> {
  return enableTwoFactor(testApp, await signUpAdminWithoutTwoFactor(testApp));
}

/** Granted the role but never enabled 2FA: the admin routes refuse this one (ADR 017). */
export async function signUpAdminWithoutTwoFactor(testApp: TestApp): Promise<TestUser> {
  const admin = await signUp(testApp, { name: 'Admin Teste' });
  await testApp.database.db.update(user).set({ role: 'admin' }).where(eq(user.id, admin.id));
  return admin;
}

export async function signUpSubscriber(testApp: TestApp): Promise<TestUser> {
  const subscriber = await signUp(testApp, { name: 'Assinante Teste' });
  await testApp.database.db
    .update(profiles)
    .set({ planActive: true, planType: 'mensal' })
    .where(eq(profiles.userId, subscriber.id));
  await giveChatConsent(testApp, subscriber);
  return subscriber;
}

export async function insertPsychologist(
  testApp: TestApp,
  values: Partial<typeof psychologists.$inferInsert> = {},
): Promise<string> {
  const [row] = await testApp.database.db
    .insert(psychologists)
    .values({
      name: 'Dra. Teste',
      email: `psi-${randomBytes(4).toString('hex')}@example.com`,
      crp: '06/123456',
      specialization: 'Ansiedade',
      biography: 'Atende adultos.',
      isActive: true,
      ...values,
    })
    .returning({ id: psychologists.id });
  return row!.id;
}

/** An active psychologist with an account, which an admin could only have activated after the e-mail link. */
export async function signUpPsychologist(testApp: TestApp): Promise<TestUser> {
  const person = await signUp(testApp, { name: 'Psicóloga Teste' });
  await confirmEmailFromOutbox(testApp, person.email);
  await insertPsychologist(testApp, { userId: person.id, email: person.email });
  return person;
}

type AppointmentInsert = typeof appointments.$inferInsert;

let minuteCounter = 0;
/** A distinct start per call, so the unique (psychologist, start) index of held/paid rows never collides. */
export function uniqueStart(base = Date.UTC(2026, 10, 10, 13)): Date {
  minuteCounter += 1;
  return new Date(base + minuteCounter * 60 * 60 * 1000);
}

export function appointmentValues(
  psychologistId: string,
  values: Partial<AppointmentInsert> = {},
): AppointmentInsert {
  const startsAt = values.startsAt ?? uniqueStart();
  return {
    psychologistId,
    psychologistName: 'Dra. Teste',
    startsAt,
    endsAt: new Date(startsAt.getTime() + 50 * 60 * 1000),
    priceCents: 9990,
    status: 'agendado',
    patientName: 'Paciente Teste',
    patientEmail: 'paciente@example.com',
    patientPhone: '11999990000',
    ...values,
  };
}

export async function insertAppointments(testApp: TestApp, rows: AppointmentInsert[]): Promise<void> {
  for (let index = 0; index < rows.length; index += 500) {
    await testApp.database.db.insert(appointments).values(rows.slice(index, index + 500));
  }
}

/**
 * A pending partner application with its document (and picture) really written under uploadsDir, named as the
 * psychologists domain names uploads (32 random hex digits).
 */
export async function insertApplication(
  testApp: TestApp,
  options: {
    name?: string;
    email?: string;
    documentFile?: string;
    withPicture?: boolean;
    /** Default true: the applicant followed the link e-mailed with the application, so Aprovar is allowed. */
    emailConfirmed?: boolean;
    /** False: the applicant left the bank details for the dashboard (issue 24). */
    withBankDetails?: boolean;
  } = {},
) {
  const email = options.email ?? `candidata-${randomBytes(4).toString('hex')}@example.com`;
  const psychologistId = await insertPsychologist(testApp, {
    name: options.name ?? 'Dra. Candidata',
    email,
    phone: '11988887777',
    isActive: false,
  });
  mkdirSync(testApp.config.uploadsDir, { recursive: true });
  const documentFile = options.documentFile ?? randomBytes(16).toString('hex');
  const documentBytes = Buffer.from(`%PDF-1.4 documento ${documentFile}`);
  // A name given by the test (a missing file, a path traversal) is stored as is, and nothing is written for it.
  if (options.documentFile === undefined)
    writeFileSync(path.join(testApp.config.uploadsDir, documentFile), documentBytes);
  const pictureFile = options.withPicture ? randomBytes(16).toString('hex') : null;
  const pictureBytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
  if (pictureFile) writeFileSync(path.join(testApp.config.uploadsDir, pictureFile), pictureBytes);
  const [row] = await testApp.database.db
    .insert(psychologistApplications)
    .values({
      psychologistId,
      documentFile,
      documentMimeType: 'application/pdf',
      pictureFile,
      pictureMimeType: pictureFile ? 'image/png' : null,
      bankDetailsEncrypted:
        options.withBankDetails === false
          ? null
          : encryptBankDetails(
              { bankName: 'Banco Teste', agency: '1234', account: '987654-3', holder: 'Dra. Candidata' },
              testApp.config.bankDetailsKey,
            ),
    })
    .returning({ id: psychologistApplications.id });
  if (options.emailConfirmed !== false) {
    await testApp.app.services.psychologists.applications.sendEmailConfirmation(row!.id);
    await confirmEmailFromOutbox(testApp, email);
  }
  return { id: row!.id, psychologistId, email, documentBytes, pictureBytes };
}

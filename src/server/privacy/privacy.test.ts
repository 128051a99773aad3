import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHAT_CONSENT_VERSION } from '../../shared/consent';
import type { AccountExport } from '../../shared/contracts/account';
import { parseConfig } from '../config';
import {
  account,
  appointments,
  checkoutSessions,
  companyContacts,
  consents,
  paymentRefunds,
  profiles,
  psychologistApplications,
  psychologists,
  session,
  user,
} from '../db/schema';
import {
  appointmentValues,
  insertApplication,
  insertAppointments,
  insertPsychologist,
} from '../testing/admin-fixtures';
import { confirmEmailFromOutbox } from '../testing/email-verification';
import { readOutbox } from '../testing/outbox';
import { paySandbox, planOf, sandboxSessionId, startPlanCheckout, verifyPlan } from '../testing/payments';
import { buildTestApp, nextClientAddress, signUp, type TestApp, type TestUser } from '../testing/test-app';
import { PRODUCTION_TEST_ENV } from '../testing/production-env';

const DAY = 24 * 60 * 60 * 1000;
let testApp: TestApp;
// Real time plus an offset: better-auth dates its sessions with the real clock, our rules with this one.
let offsetMs = 0;

beforeAll(async () => {
  testApp = await buildTestApp({ clock: { now: () => new Date(Date.now() + offsetMs) } });
});
beforeEach(() => {
  offsetMs = 0;
});
afterAll(async () => {
  await testApp.close();
});

function call(method: 'GET' | 'POST' | 'DELETE', url: string, person: TestUser | null, payload?: unknown) {
  return testApp.request({
    method,
    url,
    headers: person ? { cookie: person.cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

function chat(person: TestUser) {
  return call('POST', '/api/aria/chat', person, { message: 'Oi, tudo bem?' });
}

async function subscriberWithoutConsent(): Promise<TestUser> {
  const person = await signUp(testApp);
  await testApp.database.db
    .update(profiles)
    .set({ planType: 'mensal', planActive: true })
    .where(eq(profiles.userId, person.id));
  return person;
}

async function exportOf(person: TestUser): Promise<AccountExport> {
  const response = await call('GET', '/api/account/export', person);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-disposition']).toContain('attachment');
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json<AccountExport>();
}

/** A paid avulso plan through the sandbox, as a browser would buy it. */
async function buyPlan(person: TestUser): Promise<string> {
  const sessionId = sandboxSessionId(await startPlanCheckout(testApp, person, 'avulso'));
  expect((await paySandbox(testApp, sessionId)).statusCode).toBe(303);
  expect((await verifyPlan(testApp, person, sessionId)).statusCode).toBe(200);
  return sessionId;
}

function signIn(email: string, password: string) {
  return testApp.request({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password },
    remoteAddress: nextClientAddress(),
  });
}

describe('every account route refuses a visitor', () => {
  it.each([
    ['GET', '/api/account/overview'],
    ['GET', '/api/account/consents'],
    ['POST', '/api/account/consents/chat'],
    ['DELETE', '/api/account/consents/chat'],
    ['GET', '/api/account/export'],
    ['POST', '/api/account/plan/refund'],
    ['POST', '/api/account/delete'],
  ] as const)('%s %s → 401', async (method, url) => {
    const payload =
      url === '/api/account/delete'
        ? { password: 'qualquer' }
        : url.endsWith('/chat') && method === 'POST'
          ? { version: CHAT_CONSENT_VERSION }
          : undefined;
    const response = await call(method, url, null, payload);
    expect(response.statusCode).toBe(401);
  });
});

describe('chat consent (LGPD art. 11)', () => {
  it('locks the chat until consent, records version and time, and locks it again when revoked', async () => {
    const person = await subscriberWithoutConsent();
    const refused = await chat(person);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'consent_required' });
    expect(refused.json().message).toMatch(/consentimento/);

    expect((await call('GET', '/api/account/consents', person)).json()).toEqual({
      chat: null,
      currentChatVersion: CHAT_CONSENT_VERSION,
      aiProvider: null,
    });
    const given = await call('POST', '/api/account/consents/chat', person, { version: CHAT_CONSENT_VERSION });
    expect(given.statusCode).toBe(200);
    const stored = (await call('GET', '/api/account/consents', person)).json();
    expect(stored.chat.version).toBe(CHAT_CONSENT_VERSION);
    expect(Date.now() - new Date(stored.chat.acceptedAt).getTime()).toBeLessThan(60_000);
    expect((await chat(person)).statusCode).toBe(200);

    expect((await call('DELETE', '/api/account/consents/chat', person)).statusCode).toBe(200);
    expect((await chat(person)).statusCode).toBe(403);
    const rows = await testApp.database.db.select().from(consents).where(eq(consents.userId, person.id));
    const chatRows = rows.filter((row) => row.kind === 'chat');
    expect(chatRows).toHaveLength(1);
    expect(chatRows[0]!.revokedAt).not.toBeNull();
  });

  it('refuses a consent to an outdated text, writing nothing', async () => {
    const person = await subscriberWithoutConsent();
    const response = await call('POST', '/api/account/consents/chat', person, { version: 'chat-2020-01-01' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/atualizado/);
    expect((await chat(person)).statusCode).toBe(403);
  });

  it("one person's revocation never touches another's consent", async () => {
    const first = await subscriberWithoutConsent();
    const second = await subscriberWithoutConsent();
    await call('POST', '/api/account/consents/chat', first, { version: CHAT_CONSENT_VERSION });
    await call('POST', '/api/account/consents/chat', second, { version: CHAT_CONSENT_VERSION });
    await call('DELETE', '/api/account/consents/chat', second);
    expect((await chat(first)).statusCode).toBe(200);
    expect((await chat(second)).statusCode).toBe(403);
  });
});

describe('export (LGPD art. 18 V)', () => {
  it("holds the person's account, consents, plan, payments, appointments and proposals, and nobody else's", async () => {
    const person = await signUp(testApp, { name: 'Clara Exporta' });
    const other = await signUp(testApp, { name: 'Outra Pessoa' });
    await confirmEmailFromOutbox(testApp, person.email);
    const sessionId = await buyPlan(person);
    await buyPlan(other);
    const psychologistId = await insertPsychologist(testApp);
    await insertAppointments(testApp, [
      appointmentValues(psychologistId, { userId: person.id, patientEmail: person.email }),
      // A visitor booking with the person's (verified) e-mail belongs to them too
      // (docs/security.md, Confirmed e-mail).
      appointmentValues(psychologistId, { userId: null, patientEmail: person.email.toUpperCase() }),
      appointmentValues(psychologistId, {
        userId: other.id,
        patientEmail: other.email,
        patientName: 'Outro',
      }),
    ]);
    await testApp.database.db.insert(companyContacts).values([
      { companyName: 'Empresa da Clara', employeeCount: 30, email: person.email },
      { companyName: 'Empresa Alheia', employeeCount: 30, email: other.email },
    ]);

    const data = await exportOf(person);
    expect(data.account).toMatchObject({ id: person.id, name: 'Clara Exporta', email: person.email });
    expect(data.account.signInMethods).toEqual(['credential']);
    expect(data.profile).toMatchObject({ planType: 'avulso', planActive: true });
    expect(data.consents.map((row) => row.kind).sort()).toEqual(['privacy', 'terms']);
    expect(data.payments.map((row) => row.id)).toEqual([sessionId]);
    expect(data.appointments).toHaveLength(2);
    expect(data.companyProposals.map((row) => row.companyName)).toEqual(['Empresa da Clara']);
    expect(data.sessions.length).toBeGreaterThan(0);

    const text = JSON.stringify(data);
    expect(text).not.toContain(other.id);
    expect(text).not.toContain(other.email);
    expect(text).not.toContain('Empresa Alheia');
    // Secrets are not personal data: no session token, no password hash.
    const [hash] = await testApp.database.db.select().from(account).where(eq(account.userId, person.id));
    expect(text).not.toContain(hash!.password!);
    const [token] = await testApp.database.db.select().from(session).where(eq(session.userId, person.id));
    expect(text).not.toContain(token!.token);
  });

  it('an unverified e-mail does not reach visitor bookings made with it', async () => {
    const person = await signUp(testApp);
    const psychologistId = await insertPsychologist(testApp);
    await insertAppointments(testApp, [appointmentValues(psychologistId, { patientEmail: person.email })]);
    expect((await exportOf(person)).appointments).toEqual([]);
  });
});

describe('refund within 7 days (CDC art. 49)', () => {
  it('refunds the plan payment in full, ends the plan now, and refuses a second refund', async () => {
    const person = await signUp(testApp);
    const sessionId = await buyPlan(person);
    const overview = (await call('GET', '/api/account/overview', person)).json();
    expect(overview.refundable).toMatchObject({ sessionId, amountCents: expect.any(Number) });

    const refunded = await call('POST', '/api/account/plan/refund', person);
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json().amountCents).toBe(overview.refundable.amountCents);
    expect((await planOf(testApp, person)).active).toBe(false);
    const [row] = await testApp.database.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, sessionId));
    expect(row!.status).toBe('refunded');

    const again = await call('POST', '/api/account/plan/refund', person);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'already_refunded' });
    expect(
      await testApp.database.db
        .select()
        .from(paymentRefunds)
        .where(eq(paymentRefunds.checkoutSessionId, sessionId)),
    ).toHaveLength(1);
    expect((await call('GET', '/api/account/overview', person)).json().refundable).toBeNull();
  });

  it('gives one refund when two requests race', async () => {
    const person = await signUp(testApp);
    await buyPlan(person);
    const answers = await Promise.all([
      call('POST', '/api/account/plan/refund', person),
      call('POST', '/api/account/plan/refund', person),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });

  it('refuses after 7 days and does not offer it', async () => {
    const person = await signUp(testApp);
    await buyPlan(person);
    offsetMs = 7 * DAY + 60_000;
    const response = await call('POST', '/api/account/plan/refund', person);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'refund_window_closed' });
    expect(response.json().message).toMatch(/7 dias/);
    expect((await call('GET', '/api/account/overview', person)).json().refundable).toBeNull();
  });

  it('answers 404 to someone who never paid', async () => {
    const person = await signUp(testApp);
    expect((await call('POST', '/api/account/plan/refund', person)).statusCode).toBe(404);
  });
});

describe('deletion (LGPD art. 18 VI)', () => {
  it('refuses a wrong password and changes nothing', async () => {
    const person = await signUp(testApp);
    const response = await call('POST', '/api/account/delete', person, { password: 'errada-000' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Senha incorreta.');
    expect((await testApp.database.db.select().from(user).where(eq(user.id, person.id))).length).toBe(1);
  });

  it('erases the account and keeps payments and appointments anonymised; the person cannot sign in again', async () => {
    const person = await signUp(testApp, { name: 'Bruna Apaga', password: 'senha-da-bruna' });
    const other = await signUp(testApp);
    await confirmEmailFromOutbox(testApp, person.email);
    const sessionId = await buyPlan(person);
    await call('POST', '/api/account/consents/chat', person, { version: CHAT_CONSENT_VERSION });
    const psychologistId = await insertPsychologist(testApp);
    await insertAppointments(testApp, [
      appointmentValues(psychologistId, {
        userId: person.id,
        patientEmail: person.email,
        patientName: 'Bruna',
      }),
      appointmentValues(psychologistId, {
        userId: other.id,
        patientEmail: other.email,
        patientName: 'Mantida',
      }),
    ]);

    const response = await call('POST', '/api/account/delete', person, { password: 'senha-da-bruna' });
    expect(response.statusCode).toBe(200);
    expect(response.json().kept).toHaveLength(2);
    expect(String(response.headers['set-cookie'])).toContain('Max-Age=0');

    const db = testApp.database.db;
    expect(await db.select().from(user).where(eq(user.id, person.id))).toEqual([]);
    expect(await db.select().from(session).where(eq(session.userId, person.id))).toEqual([]);
    expect(await db.select().from(profiles).where(eq(profiles.userId, person.id))).toEqual([]);
    expect(await db.select().from(consents).where(eq(consents.userId, person.id))).toEqual([]);

    const [payment] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId));
    expect(payment).toMatchObject({ userId: null, status: 'paid' });
    expect(payment!.anonymizedAt).not.toBeNull();
    const kept = await db.select().from(appointments).where(eq(appointments.psychologistId, psychologistId));
    const mine = kept.find((row) => row.patientName !== 'Mantida')!;
    expect(mine).toMatchObject({ userId: null, patientName: 'Titular excluído', patientPhone: '' });
    expect(mine.patientEmail).toMatch(/@anonimo\.invalid$/);
    expect(mine.anonymizedAt).not.toBeNull();
    expect(kept.find((row) => row.patientName === 'Mantida')).toMatchObject({ userId: other.id });

    expect((await signIn(person.email, 'senha-da-bruna')).statusCode).toBe(401);
    const me = await call('GET', '/api/me', person);
    expect(me.json().user).toBeNull();
    // The other person is untouched.
    expect((await call('GET', '/api/me', other)).json().user.id).toBe(other.id);
  });

  it("removes a psychologist's application document and picture from the file store with the account", async () => {
    const person = await signUp(testApp, { password: 'senha-da-psi' });
    const application = await insertApplication(testApp, { withPicture: true });
    const db = testApp.database.db;
    await db
      .update(psychologists)
      .set({ userId: person.id, isActive: true })
      .where(eq(psychologists.id, application.psychologistId));
    const [before] = await db
      .select()
      .from(psychologistApplications)
      .where(eq(psychologistApplications.id, application.id));
    const files = testApp.app.services.files;
    expect(await files.exists(before!.documentFile!)).toBe(true);

    const response = await call('POST', '/api/account/delete', person, { password: 'senha-da-psi' });
    expect(response.statusCode).toBe(200);
    expect(await files.exists(before!.documentFile!)).toBe(false);
    expect(await files.exists(before!.pictureFile!)).toBe(false);
    const [after] = await db
      .select()
      .from(psychologistApplications)
      .where(eq(psychologistApplications.id, application.id));
    expect(after).toMatchObject({ documentFile: null, pictureFile: null });
  });

  it('asks a psychologist with future appointments to cancel them first', async () => {
    const person = await signUp(testApp, { password: 'senha-da-psi' });
    const psychologistId = await insertPsychologist(testApp, { userId: person.id, email: person.email });
    await insertAppointments(testApp, [
      appointmentValues(psychologistId, { startsAt: new Date(Date.now() + 3 * DAY) }),
    ]);
    const response = await call('POST', '/api/account/delete', person, { password: 'senha-da-psi' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'future_appointments' });
    expect((await testApp.database.db.select().from(user).where(eq(user.id, person.id))).length).toBe(1);
  });
});

describe('password reset', () => {
  it('mails a one-time link, answers the same for an unknown e-mail, and the new password works', async () => {
    const person = await signUp(testApp, { password: 'senha-antiga-1' });
    const ask = (email: string) =>
      testApp.request({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        payload: { email },
        remoteAddress: nextClientAddress(),
      });
    const unknown = await ask('ninguem-aqui@example.com');
    const known = await ask(person.email);
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);

    // Sign-up sent its confirmation e-mail to the same address first.
    const mail = (await readOutbox(testApp.config.mail.outboxDir)).find(
      (message) => message.to.includes(person.email) && message.subject !== 'Confirme seu e-mail na Aria',
    );
    expect(mail?.subject).toBe('Redefinição de senha da Aria');
    const link = /https?:\/\/\S+\/redefinir-senha\?token=(\S+)/.exec(mail!.text)!;
    const token = decodeURIComponent(link[1]!);

    const reset = (newPassword: string) =>
      testApp.request({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, newPassword },
        remoteAddress: nextClientAddress(),
      });
    expect((await reset('senha-nova-22')).statusCode).toBe(200);
    expect((await signIn(person.email, 'senha-nova-22')).statusCode).toBe(200);
    expect((await signIn(person.email, 'senha-antiga-1')).statusCode).toBe(401);
    // The old session ended with the reset, and the link works once.
    expect((await call('GET', '/api/me', person)).json().user).toBeNull();
    const reused = await reset('outra-senha-33');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toMatch(/inválido ou expirou/);
  });
});

describe('opening the app by another loopback name', () => {
  it('trusts localhost and 127.0.0.1 on the server port in development, not in production', () => {
    const dev = parseConfig({ NODE_ENV: 'development', PORT: '3000', DATA_DIR: '/tmp/aria-config-test' });
    expect(dev.trustedOrigins).toEqual(
      expect.arrayContaining(['http://localhost:3000', 'http://127.0.0.1:3000']),
    );
    const production = parseConfig({
      ...PRODUCTION_TEST_ENV,
      PORT: '3000',
      PUBLIC_URL: 'https://aria.example.com',
      DATA_DIR: '/tmp/aria-config-test',
    });
    expect(production.trustedOrigins).toEqual(['https://aria.example.com']);
  });

  it('signs up from http://127.0.0.1:<port> and says which address to use for an unknown origin', async () => {
    const port = testApp.config.port;
    const ok = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: `http://127.0.0.1:${port}` },
      payload: { name: 'Nova', email: `nova-${Date.now()}@example.com`, password: 'segredo-123' },
      remoteAddress: nextClientAddress(),
    });
    expect(ok.statusCode).toBe(200);
    const refused = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: 'http://outro-endereco.example:3000' },
      payload: { name: 'Nova', email: `nova2-${Date.now()}@example.com`, password: 'segredo-123' },
      remoteAddress: nextClientAddress(),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain(testApp.config.publicUrl);
  });
});

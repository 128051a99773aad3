import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readOutbox } from '../testing/outbox';
import {
  confirmEmailFromOutbox,
  latestConfirmationPagePath,
  latestVerificationPath,
} from '../testing/email-verification';
import { buildTestApp, nextClientAddress, signUp, type TestApp, type TestUser } from '../testing/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

afterEach(() => {
  vi.useRealTimers();
});

const confirmationMails = async (email: string) =>
  (await readOutbox(testApp.config.mail.outboxDir)).filter(
    (message) => message.to.includes(email) && message.subject === 'Confirme seu e-mail na Aria',
  );

const emailVerified = async (person: TestUser) =>
  (
    await testApp.request({ method: 'GET', url: '/api/account/overview', headers: { cookie: person.cookie } })
  ).json<{ user: { emailVerified: boolean } }>().user.emailVerified;

const resend = (person: TestUser | null, email: string, remoteAddress = nextClientAddress()) =>
  testApp.request({
    method: 'POST',
    url: '/api/auth/send-verification-email',
    headers: person ? { cookie: person.cookie } : {},
    payload: { email },
    remoteAddress,
  });

describe('e-mail confirmation at sign-up', () => {
  it('sends one confirmation e-mail whose link lands on /email-confirmado and confirms the address', async () => {
    const person = await signUp(testApp, { name: 'Clara Nova' });
    const mails = await confirmationMails(person.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Olá, Clara Nova!');
    // The e-mail links to a page that confirms on a press, never to the API: mail scanners open links.
    expect(mails[0]!.text).toMatch(/http:\/\/localhost:3000\/confirmar-email\?token=[\w.-]+\n/);
    expect(mails[0]!.text).not.toContain('/api/');
    // Opening the page (what a scanner does) confirms nothing.
    const opened = await testApp.app.inject({
      method: 'GET',
      url: await latestConfirmationPagePath(testApp, person.email),
    });
    expect(opened.statusCode).toBeLessThan(500);
    expect(await emailVerified(person)).toBe(false);
    // The account works before the confirmation (issue 14).
    expect(await emailVerified(person)).toBe(false);

    const followed = await confirmEmailFromOutbox(testApp, person.email);
    expect(followed.headers.location).toBe('/email-confirmado');
    expect(await emailVerified(person)).toBe(true);

    // A second click finds the address confirmed and lands on the same page, not on an error or JSON.
    const again = await testApp.app.inject({
      method: 'GET',
      url: await latestVerificationPath(testApp, person.email),
    });
    expect(again.statusCode).toBe(302);
    expect(again.headers.location).toBe('/email-confirmado');
  });

  it('sends a registering psychologist exactly one confirmation e-mail', async () => {
    const email = `psi-unica-${Date.now()}@example.com`;
    const response = await testApp.request({
      method: 'POST',
      url: '/api/psychologist/register',
      payload: {
        name: 'Dra. Única',
        specialization: 'Ansiedade',
        biography: 'Atendo adultos.',
        crp: '06/123456',
        email,
        password: 'senha-psi-123',
      },
      remoteAddress: nextClientAddress(),
    });
    expect(response.statusCode).toBe(201);
    expect(await confirmationMails(email)).toHaveLength(1);
  });

  it('sends an altered or expired link to the page with the reason, and confirms nothing', async () => {
    const person = await signUp(testApp);
    const path = await latestVerificationPath(testApp, person.email);

    const altered = await testApp.app.inject({ method: 'GET', url: path.replace('token=', 'token=x') });
    expect(altered.statusCode).toBe(302);
    expect(altered.headers.location).toBe('/email-confirmado?error=INVALID_TOKEN');

    // The link is valid for 24 hours.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 25 * 60 * 60 * 1000 });
    const expired = await testApp.app.inject({ method: 'GET', url: path });
    vi.useRealTimers();
    expect(expired.statusCode).toBe(302);
    expect(expired.headers.location).toBe('/email-confirmado?error=TOKEN_EXPIRED');
    expect(await emailVerified(person)).toBe(false);
  });
});

describe('POST /api/auth/send-verification-email (Reenviar e-mail de confirmação)', () => {
  it('sends a new link to the signed-in person, and that link confirms the address', async () => {
    const person = await signUp(testApp);
    const response = await resend(person, person.email);
    expect(response.statusCode).toBe(200);
    expect(await confirmationMails(person.email)).toHaveLength(2);
    await confirmEmailFromOutbox(testApp, person.email);
    expect(await emailVerified(person)).toBe(true);

    const confirmed = await resend(person, person.email);
    expect(confirmed.statusCode).toBe(400);
    expect(confirmed.json()).toEqual({
      code: 'EMAIL_ALREADY_VERIFIED',
      message: 'Seu e-mail já está confirmado.',
    });
    expect(await confirmationMails(person.email)).toHaveLength(2);
  });

  it('refuses a visitor, even for an unconfirmed address, and sends nothing', async () => {
    const person = await signUp(testApp);
    const response = await resend(null, person.email);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      code: 'unauthorized',
      message: 'Entre na sua conta para reenviar o e-mail de confirmação.',
    });
    expect(await confirmationMails(person.email)).toHaveLength(1);
  });

  it("refuses another person's address", async () => {
    const person = await signUp(testApp);
    const other = await signUp(testApp);
    const response = await resend(person, other.email);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Só enviamos a confirmação para o e-mail da sua própria conta.');
    expect(await confirmationMails(other.email)).toHaveLength(1);
  });

  it('is rate-limited per address: three a minute', async () => {
    const person = await signUp(testApp);
    const address = nextClientAddress();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await resend(person, person.email, address)).statusCode).toBe(200);
    }
    const limited = await resend(person, person.email, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Muitas tentativas. Aguarde alguns segundos e tente novamente.');
  });
});

describe('origin refusal', () => {
  // Production trusts PUBLIC_URL alone (config test in privacy.test.ts); the refusal must name it either way.
  const expected =
    'Origem da requisição não permitida. Abra a Aria em http://localhost:3000 (o endereço configurado em PUBLIC_URL).';

  it("better-auth's check names PUBLIC_URL", async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: 'http://aria.outro-nome.example:3000' },
      payload: { name: 'Nova', email: `origem-${Date.now()}@example.com`, password: 'segredo-123' },
      remoteAddress: nextClientAddress(),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'INVALID_ORIGIN', message: expected });
  });

  it('our own check on our routes says the same', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/account/plan/cancel',
      headers: { origin: 'http://aria.outro-nome.example:3000' },
      payload: {},
      remoteAddress: nextClientAddress(),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'bad_origin', message: expected });
  });
});

describe('a mail outage at sign-up', () => {
  let noMail: TestApp;

  beforeAll(async () => {
    // Nothing listens on port 1: every send fails at once.
    noMail = await buildTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
  });

  afterAll(async () => {
    await noMail?.close();
  });

  it('still creates the account and the psychologist registration; the person can ask again from /conta', async () => {
    const signedUp = await signUp(noMail);
    expect(signedUp.cookie).toContain('session_token');
    const registered = await noMail.request({
      method: 'POST',
      url: '/api/psychologist/register',
      payload: {
        name: 'Dra. Sem Correio',
        specialization: 'Ansiedade',
        biography: 'Atendo adultos.',
        crp: '06/123456',
        email: `sem-correio-${Date.now()}@example.com`,
        password: 'senha-psi-123',
      },
      remoteAddress: nextClientAddress(),
    });
    expect(registered.statusCode).toBe(201);
  });
});

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { session, user } from '../db/schema';
import { signUpAdmin, signUpAdminWithoutTwoFactor } from '../testing/admin-fixtures';
import { cookieHeader, buildTestApp, nextClientAddress, signUp, type TestApp } from '../testing/test-app';
import { enableTwoFactor, signInFirstStep } from '../testing/two-factor';
import { totpCode } from '../testing/totp';
import { TWO_FACTOR_REQUIRED_MESSAGE } from './guards';

let testApp: TestApp;

beforeAll(async () => {
  // Google configured for the provider sign-in test at the end; the other tests sign in with a password.
  testApp = await buildTestApp({
    env: { GOOGLE_CLIENT_ID: 'google-id', GOOGLE_CLIENT_SECRET: 'google-secret' },
  });
});
afterAll(async () => {
  await testApp.close();
});

async function adminSummary(cookie: string) {
  return testApp.request({ method: 'GET', url: '/api/admin/summary', headers: { cookie } });
}

async function sessionUserId(cookie: string): Promise<string | null> {
  const response = await testApp.request({
    method: 'GET',
    url: '/api/auth/get-session',
    headers: { cookie },
  });
  return (response.json() as { user?: { id: string } } | null)?.user?.id ?? null;
}

function verify(kind: 'totp' | 'backup-code', cookie: string, code: string) {
  return testApp.request({
    method: 'POST',
    url: `/api/auth/two-factor/verify-${kind}`,
    headers: { cookie },
    payload: { code },
    remoteAddress: nextClientAddress(),
  });
}

describe('two-factor sign-in (ASVS 6.3.3)', () => {
  it('asks for the code after the password, refuses a wrong one and opens a session with the right one', async () => {
    const admin = await signUpAdmin(testApp);
    expect((await adminSummary(admin.cookie)).statusCode).toBe(200);

    const first = await signInFirstStep(testApp, admin.email);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    const challenge = cookieHeader(first);
    // The password alone opens no session.
    expect(await sessionUserId(challenge)).toBeNull();
    expect((await adminSummary(challenge)).statusCode).toBe(401);

    const right = totpCode(admin.totpSecret);
    const wrong = String((Number(right) + 500_000) % 1_000_000).padStart(6, '0');
    const refused = await verify('totp', challenge, wrong);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({
      code: 'INVALID_CODE',
      message: 'Código incorreto. Confira o aplicativo autenticador e tente de novo.',
    });
    expect(cookieHeader(refused)).not.toMatch(/session_token=[^;]+/);

    const accepted = await verify('totp', challenge, right);
    expect(accepted.statusCode).toBe(200);
    const session = cookieHeader(accepted);
    expect(await sessionUserId(session)).toBe(admin.id);
    expect((await adminSummary(session)).statusCode).toBe(200);
  });

  it('accepts each backup code once', async () => {
    const admin = await signUpAdmin(testApp);
    expect(admin.backupCodes).toHaveLength(10);
    const [code] = admin.backupCodes;

    const first = cookieHeader(await signInFirstStep(testApp, admin.email));
    const used = await verify('backup-code', first, code!);
    expect(used.statusCode).toBe(200);
    expect(await sessionUserId(cookieHeader(used))).toBe(admin.id);

    const second = cookieHeader(await signInFirstStep(testApp, admin.email));
    const again = await verify('backup-code', second, code!);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe('Código de backup incorreto ou já usado.');
  });

  it('trusts no device: a code sent with trustDevice still leaves the next sign-in asking for one', async () => {
    const admin = await signUpAdmin(testApp);
    const first = cookieHeader(await signInFirstStep(testApp, admin.email));
    const trusted = await testApp.request({
      method: 'POST',
      url: '/api/auth/two-factor/verify-totp',
      headers: { cookie: first },
      payload: { code: totpCode(admin.totpSecret), trustDevice: true },
      remoteAddress: nextClientAddress(),
    });
    expect(trusted.statusCode).toBe(200);
    expect(cookieHeader(trusted)).not.toMatch(/trust_device/);

    // The same browser, with every cookie it was given, signs in again: the code is asked for again.
    const again = await testApp.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { cookie: cookieHeader(trusted) },
      payload: { email: admin.email, password: 'senha-segura-1' },
      remoteAddress: nextClientAddress(),
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ twoFactorRedirect: true });
  });

  it('signs a person without 2FA straight in, as before', async () => {
    const person = await signUp(testApp);
    const response = await signInFirstStep(testApp, person.email);
    expect(response.statusCode).toBe(200);
    expect(response.json().twoFactorRedirect).toBeUndefined();
    expect(await sessionUserId(cookieHeader(response))).toBe(person.id);
  });
});

describe('admin routes require 2FA', () => {
  it('refuses an admin without 2FA with a 403 that points to Minha conta', async () => {
    const admin = await signUpAdminWithoutTwoFactor(testApp);
    const response = await adminSummary(admin.cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'two_factor_required', message: TWO_FACTOR_REQUIRED_MESSAGE });
    expect(TWO_FACTOR_REQUIRED_MESSAGE).toContain('Minha conta');
  });

  it('on enabling, keeps only the session that proved the code: one opened before does not count', async () => {
    const admin = await signUpAdminWithoutTwoFactor(testApp);
    // Another device, signed in before 2FA existed.
    const older = cookieHeader(await signInFirstStep(testApp, admin.email));
    expect(await sessionUserId(older)).toBe(admin.id);

    const enabled = await enableTwoFactor(testApp, admin);
    expect((await adminSummary(enabled.cookie)).statusCode).toBe(200);
    expect(await sessionUserId(older)).toBeNull();
    expect((await adminSummary(older)).statusCode).toBe(401);
    // better-auth replaced the enabling session itself.
    expect(await sessionUserId(admin.cookie)).toBeNull();
  });

  it('a started but unconfirmed setup does not turn 2FA on', async () => {
    const admin = await signUpAdminWithoutTwoFactor(testApp);
    const started = await testApp.request({
      method: 'POST',
      url: '/api/auth/two-factor/enable',
      headers: { cookie: admin.cookie },
      payload: { password: 'senha-segura-1' },
      remoteAddress: nextClientAddress(),
    });
    expect(started.statusCode).toBe(200);
    expect(started.json().totpURI).toMatch(/^otpauth:\/\/totp\/Aria:.+issuer=Aria/);
    expect((await adminSummary(admin.cookie)).statusCode).toBe(403);
    const signIn = await signInFirstStep(testApp, admin.email);
    expect(signIn.json().twoFactorRedirect).toBeUndefined();
  });

  it('enabling and disabling need the password; disabling shuts the admin area again', async () => {
    const admin = await signUpAdminWithoutTwoFactor(testApp);
    const wrongPassword = await testApp.request({
      method: 'POST',
      url: '/api/auth/two-factor/enable',
      headers: { cookie: admin.cookie },
      payload: { password: 'nao-e-a-senha' },
      remoteAddress: nextClientAddress(),
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().message).toBe('Senha incorreta.');

    const enabled = await enableTwoFactor(testApp, admin);
    const disable = (password: string, cookie: string) =>
      testApp.request({
        method: 'POST',
        url: '/api/auth/two-factor/disable',
        headers: { cookie },
        payload: { password },
        remoteAddress: nextClientAddress(),
      });
    expect((await disable('nao-e-a-senha', enabled.cookie)).statusCode).toBe(400);
    expect((await adminSummary(enabled.cookie)).statusCode).toBe(200);
    const disabled = await disable('senha-segura-1', enabled.cookie);
    expect(disabled.statusCode).toBe(200);
    const response = await adminSummary(cookieHeader(disabled));
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('two_factor_required');
  });
});

describe('a provider sign-in cannot skip the code', () => {
  /** Google's token answer for the callback; its id_token is only decoded (not verified) on this path. */
  function answerGoogleToken(email: string) {
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const idToken = `${encode({ alg: 'none' })}.${encode({ sub: `g-${email}`, email, email_verified: true, name: 'Pessoa' })}.`;
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input instanceof Request ? input.url : input).startsWith('https://oauth2.googleapis.com/token')
        ? Promise.resolve(
            Response.json({ access_token: 'at', id_token: idToken, token_type: 'Bearer', expires_in: 3600 }),
          )
        : realFetch(input, init),
    );
  }

  async function googleCallback(app: TestApp, email: string) {
    // better-auth links a provider to an existing account only when that account's e-mail is confirmed.
    await app.database.db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
    const start = await app.request({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      payload: { provider: 'google', callbackURL: '/aria-chat' },
    });
    const state = new URL(start.json<{ url: string }>().url).searchParams.get('state');
    answerGoogleToken(email);
    try {
      return await app.request({
        method: 'GET',
        url: `/api/auth/callback/google?code=codigo&state=${state}`,
        headers: { cookie: cookieHeader(start) },
      });
    } finally {
      vi.unstubAllGlobals();
    }
  }

  it('Google opens a session for an account without 2FA, and none for an admin with it', async () => {
    const person = await signUp(testApp);
    const plain = await googleCallback(testApp, person.email);
    expect(plain.statusCode).toBe(302);
    expect(plain.headers.location).toBe('/aria-chat');
    const plainSession = await testApp.request({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: cookieHeader(plain) },
    });
    expect(plainSession.json().user.id).toBe(person.id);

    const admin = await signUpAdmin(testApp);
    const refused = await googleCallback(testApp, admin.email);
    expect(refused.statusCode).toBe(302);
    expect(refused.headers.location).toBe('http://localhost:3000/login?erro=2fa-social');
    const adminSession = await testApp.request({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: cookieHeader(refused) },
    });
    expect(adminSession.json()).toBeNull();
    const [row] = await testApp.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(session)
      .where(eq(session.userId, admin.id));
    // Only the session that confirmed 2FA in the fixture.
    expect(row?.count).toBe(1);
  });
});

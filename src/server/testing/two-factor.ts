import type { LightMyRequestResponse } from 'fastify';
import { cookieHeader, nextClientAddress, type TestApp, type TestUser } from './test-app';
import { secretOf, totpCode } from './totp';

export interface TwoFactorUser extends TestUser {
  totpSecret: string;
  backupCodes: string[];
}

async function expectOk(response: LightMyRequestResponse, step: string): Promise<LightMyRequestResponse> {
  if (response.statusCode !== 200) throw new Error(`${step} failed: ${response.statusCode} ${response.body}`);
  return response;
}

/**
 * Turns on 2FA through better-auth's real endpoints, as /conta does: enable with the password, then confirm a code.
 * The cookie returned is the session better-auth opened on confirmation (the old one is gone).
 */
export async function enableTwoFactor(
  testApp: TestApp,
  person: TestUser,
  password = 'senha-segura-1',
): Promise<TwoFactorUser> {
  // Each person from its own address: better-auth allows 3 calls per 10 s per address on /two-factor/*.
  const remoteAddress = nextClientAddress();
  const enabled = await expectOk(
    await testApp.request({
      method: 'POST',
      url: '/api/auth/two-factor/enable',
      headers: { cookie: person.cookie },
      payload: { password },
      remoteAddress,
    }),
    'two-factor/enable',
  );
  const { totpURI, backupCodes } = enabled.json() as { totpURI: string; backupCodes: string[] };
  const totpSecret = secretOf(totpURI);
  const verified = await expectOk(
    await testApp.request({
      method: 'POST',
      url: '/api/auth/two-factor/verify-totp',
      headers: { cookie: person.cookie },
      payload: { code: totpCode(totpSecret) },
      remoteAddress,
    }),
    'two-factor/verify-totp',
  );
  return { ...person, cookie: cookieHeader(verified), totpSecret, backupCodes };
}

/** The password step of a 2FA sign-in: better-auth answers `twoFactorRedirect` and a short-lived challenge cookie. */
export async function signInFirstStep(
  testApp: TestApp,
  email: string,
  password = 'senha-segura-1',
  remoteAddress = nextClientAddress(),
): Promise<LightMyRequestResponse> {
  return testApp.request({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password },
    remoteAddress,
  });
}

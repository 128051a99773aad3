import { createHmac } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { cookieHeader, nextClientAddress, type TestApp, type TestUser } from './test-app';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Decode(text: string): Buffer {
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** RFC 6238 with the authenticator-app defaults (SHA-1, 30 s, 6 digits), computed apart from better-auth's code. */
export function totpCode(base32Secret: string, at = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const digest = createHmac('sha1', base32Decode(base32Secret)).update(counter).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  const number = (digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return number.toString().padStart(6, '0');
}

export function secretOf(totpURI: string): string {
  const secret = new URL(totpURI).searchParams.get('secret');
  if (!secret) throw new Error(`no secret in ${totpURI}`);
  return secret;
}

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

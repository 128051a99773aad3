import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The link e-mailed with a partner application: `<application id>.<HMAC-SHA256>`, keyed with the server secret and
 * bound to the address it was sent to, so it proves only that someone reads that inbox. It has no expiry: an
 * applicant has no account from which to ask for another link, and following it late harms nothing.
 */
const PURPOSE = 'aria.application-email.v1';

function signature(secret: string, applicationId: string, email: string): string {
  return createHmac('sha256', secret)
    .update(`${PURPOSE}:${applicationId}:${email.toLowerCase()}`)
    .digest('base64url');
}

export function createApplicationEmailToken(secret: string, applicationId: string, email: string): string {
  return `${applicationId}.${signature(secret, applicationId, email)}`;
}

/** The application id the token names (to be checked against that application's e-mail), or null if malformed. */
export function applicationIdOfEmailToken(token: string): string | null {
  return /^([0-9a-f-]{36})\.[A-Za-z0-9_-]{43}$/.exec(token)?.[1] ?? null;
}

export function isApplicationEmailToken(secret: string, token: string, email: string): boolean {
  const applicationId = applicationIdOfEmailToken(token);
  if (!applicationId) return false;
  // Compared as text (see manage-token.ts): decoding base64url would accept several spellings of one signature.
  const expected = Buffer.from(createApplicationEmailToken(secret, applicationId, email));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

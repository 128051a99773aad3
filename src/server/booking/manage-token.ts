import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signed link in every booking e-mail (ADR 009): `<appointment id>.<expiry, epoch seconds>.<HMAC-SHA256>`,
 * keyed with the server secret. It names one appointment, expires at the appointment's start, and is checked in
 * constant time; no database row is needed to issue or verify it.
 */
const PURPOSE = 'aria.consultation-manage.v1';

function signature(secret: string, appointmentId: string, expiresAtSeconds: number): Buffer {
  return createHmac('sha256', secret).update(`${PURPOSE}:${appointmentId}:${expiresAtSeconds}`).digest();
}

export function createManageToken(secret: string, appointmentId: string, expiresAt: Date): string {
  const expiresAtSeconds = Math.floor(expiresAt.getTime() / 1000);
  const mac = signature(secret, appointmentId, expiresAtSeconds).toString('base64url');
  return `${appointmentId}.${expiresAtSeconds}.${mac}`;
}

/** The appointment id the token names, or null when it is malformed, forged or expired. */
export function readManageToken(secret: string, token: string, now: Date): string | null {
  const match = /^([0-9a-f-]{36})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, appointmentId, expiry, mac] = match as unknown as [string, string, string, string];
  const expected = signature(secret, appointmentId, Number(expiry));
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (Number(expiry) * 1000 <= now.getTime()) return null;
  return appointmentId;
}

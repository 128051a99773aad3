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
  // Compared as text, not as decoded bytes: the last base64url character carries two unused bits, so decoding
  // would accept four spellings of one signature and a link altered there would still open the appointment.
  const expected = Buffer.from(signature(secret, appointmentId, Number(expiry)).toString('base64url'));
  if (!timingSafeEqual(Buffer.from(mac), expected)) return null;
  if (Number(expiry) * 1000 <= now.getTime()) return null;
  return appointmentId;
}

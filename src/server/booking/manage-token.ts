import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signed links in booking e-mails (ADR 009, ADR 025): `<appointment id>.<expiry, epoch seconds>.<HMAC-SHA256>`,
 * keyed with the server secret over a purpose label. The manage link expires at the appointment's start; the room
 * link when the room closes. A token of one purpose never opens the other. Checked in constant time; no database
 * row is needed to issue or verify it.
 */
const MANAGE_PURPOSE = 'aria.consultation-manage.v1';
const ROOM_PURPOSE = 'aria.consultation-room.v1';

function signature(secret: string, purpose: string, appointmentId: string, expiresAtSeconds: number): Buffer {
  return createHmac('sha256', secret).update(`${purpose}:${appointmentId}:${expiresAtSeconds}`).digest();
}

function createToken(secret: string, purpose: string, appointmentId: string, expiresAt: Date): string {
  const expiresAtSeconds = Math.floor(expiresAt.getTime() / 1000);
  const mac = signature(secret, purpose, appointmentId, expiresAtSeconds).toString('base64url');
  return `${appointmentId}.${expiresAtSeconds}.${mac}`;
}

function readToken(secret: string, purpose: string, token: string, now: Date): string | null {
  const match = /^([0-9a-f-]{36})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, appointmentId, expiry, mac] = match as unknown as [string, string, string, string];
  // Compared as text, not as decoded bytes: the last base64url character carries two unused bits, so decoding
  // would accept four spellings of one signature and a link altered there would still open the appointment.
  const expected = Buffer.from(
    signature(secret, purpose, appointmentId, Number(expiry)).toString('base64url'),
  );
  if (!timingSafeEqual(Buffer.from(mac), expected)) return null;
  if (Number(expiry) * 1000 <= now.getTime()) return null;
  return appointmentId;
}

export function createManageToken(secret: string, appointmentId: string, expiresAt: Date): string {
  return createToken(secret, MANAGE_PURPOSE, appointmentId, expiresAt);
}

/** The appointment id the token names, or null when it is malformed, forged or expired. */
export function readManageToken(secret: string, token: string, now: Date): string | null {
  return readToken(secret, MANAGE_PURPOSE, token, now);
}

/** The patient's key to the consultation room, valid until the room closes. */
export function createRoomToken(secret: string, appointmentId: string, expiresAt: Date): string {
  return createToken(secret, ROOM_PURPOSE, appointmentId, expiresAt);
}

export function readRoomToken(secret: string, token: string, now: Date): string | null {
  return readToken(secret, ROOM_PURPOSE, token, now);
}

import { createHmac, timingSafeEqual } from 'node:crypto';
import type { BetterAuthOptions } from 'better-auth';
import type { FastifyRequest } from 'fastify';
import type { Auth } from './auth';
import type { SessionUser } from './guards';
import type { SessionUserRow } from './session-repository';

/** A session row as read by a route's own query (the chat's, ADR 018), beside the data that route needs. */
export interface SessionTimes {
  expiresAt: Date;
  createdAt: Date;
}

/**
 * Lets a hot route read the session in its own query instead of better-auth's `getSession` (two queries, a Web
 * Crypto HMAC and an endpoint context per call). It only ever answers what `getSession` would answer without
 * writing: a session that is expired (better-auth deletes it) or due for renewal (better-auth extends it) is not
 * "current", and the caller then takes better-auth's path, so expiry, renewal and revocation stay better-auth's.
 * None of our better-auth plugins hooks `/get-session` today (two-factor and session rotation act on sign-ins); one
 * that does (customSession, a ban check) must be mirrored here or switch the shortcut off.
 */
export interface SessionShortcut {
  /**
   * The session token of the request's signed cookie when its signature holds; null when there is none or
   * better-auth should judge it (the caller then asks better-auth).
   */
  token(request: FastifyRequest): Promise<string | null>;
  /** True when `getSession` would return this session unchanged and our own age cap still holds. */
  isCurrent(session: SessionTimes, nowMs: number): Promise<boolean>;
}

interface Settings {
  enabled: boolean;
  cookieName: string;
  secret: string;
  expiresInMs: number;
  updateAgeMs: number;
}

/** better-call's cookie parsing: the first cookie of that name, trimmed, unquoted and URI-decoded. */
function readCookie(header: string, name: string): string | null {
  let index = 0;
  while (index < header.length) {
    const eq = header.indexOf('=', index);
    if (eq === -1) return null;
    let end = header.indexOf(';', index);
    if (end === -1) end = header.length;
    else if (end < eq) {
      index = header.lastIndexOf(';', eq - 1) + 1;
      continue;
    }
    if (header.slice(index, eq).trim() === name) {
      let value = header.slice(eq + 1, end).trim();
      if (value.codePointAt(0) === 34) value = value.slice(1, -1);
      try {
        return value.includes('%') ? decodeURIComponent(value) : value;
      } catch {
        return value;
      }
    }
    index = end + 1;
  }
  return null;
}

/** Cookie values whose signature held, kept so each is checked once: see `token`. */
const VERIFIED_LIMIT = 10_000;

export function createSessionShortcut(auth: Auth, maxSessionAgeMs: number): SessionShortcut {
  let settings: Promise<Settings> | undefined;
  /**
   * Each signed cookie value whose signature held, with its token. A person sends many messages on one cookie,
   * and under load the HMAC through OpenSSL was a twentieth of a chat request (issue 15). Only values that
   * verified are kept, so forged cookies cannot fill it, and a value is kept whole, so any other signature is
   * checked afresh; whether the session still exists is the caller's query, every time.
   */
  const verified = new Map<string, string>();
  const load = () =>
    (settings ??= auth.$context.then((context) => {
      const options: BetterAuthOptions = context.options;
      return {
        // A cookie cache or a secondary store would make better-auth answer from elsewhere than the session table.
        enabled: !options.session?.cookieCache?.enabled && !options.secondaryStorage,
        cookieName: context.authCookies.sessionToken.name,
        secret: context.secret,
        expiresInMs: context.sessionConfig.expiresIn * 1000,
        updateAgeMs: context.sessionConfig.updateAge * 1000,
      };
    }));

  return {
    async token(request) {
      const header = request.headers.cookie;
      if (!header) return null;
      const { enabled, cookieName, secret } = await load();
      if (!enabled) return null;
      const value = readCookie(header, cookieName);
      if (!value) return null;
      const known = verified.get(value);
      if (known !== undefined) return known;
      const dot = value.lastIndexOf('.');
      if (dot < 1) return null;
      const token = value.slice(0, dot);
      const signature = value.slice(dot + 1);
      if (signature.length !== 44 || !signature.endsWith('=')) return null;
      // The same HMAC-SHA256 better-call checks with Web Crypto, synchronously: it was 4 % of a chat request.
      // Compared as canonical base64 text: a variant spelling of the signature is left to better-auth (null).
      const expected = Buffer.from(createHmac('sha256', secret).update(token).digest('base64'));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      if (verified.size >= VERIFIED_LIMIT) verified.delete(verified.keys().next().value!);
      verified.set(value, token);
      return token;
    },

    async isCurrent(session, nowMs) {
      const { enabled, expiresInMs, updateAgeMs } = await load();
      const expiresAt = session.expiresAt.getTime();
      return (
        enabled &&
        // better-auth: `expiresAt < now` is expired (and deleted) ...
        expiresAt >= nowMs &&
        // ... and `expiresAt - expiresIn + updateAge <= now` is renewed (written).
        expiresAt - expiresInMs + updateAgeMs > nowMs &&
        nowMs - session.createdAt.getTime() <= maxSessionAgeMs
      );
    },
  };
}

/** The user of a session row read by a shortcut query (here, or a route's own: the chat's). */
export function sessionUserOf(row: SessionUserRow): SessionUser {
  return {
    id: row.userId,
    name: row.name,
    email: row.email,
    emailVerified: row.emailVerified,
    image: row.image ?? null,
    role: typeof row.role === 'string' ? row.role : 'user',
    twoFactorEnabled: row.twoFactorEnabled === true,
  };
}

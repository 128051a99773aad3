import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Auth } from './auth';
import { CLIENT_IP_HEADER } from './auth';
import type { SessionUser } from './guards';
import { RATE_LIMITED_MESSAGE, RESEND_NEEDS_SESSION_MESSAGE, translateAuthError } from './messages';
import { originRefusalMessage } from '../http/origin-check';
import { countHit } from '../http/rate-limit-store';
import { createSessionShortcut, sessionUserOf, type SessionShortcut } from './session-shortcut';
import { createSessionUserReader, type SessionUserRow } from './session-repository';
import { hasUnsafeUrlCharacters, isSameSitePath } from '../../shared/same-site-path';
import { clientAddress } from '../http/client-address';

/** ASVS 6.3.1: besides the per-IP limit, attempts on one account are capped, so rotating addresses does not help. */
const ACCOUNT_ATTEMPTS = { max: 10, windowMs: 15 * 60 * 1000 };
/** Sliding renewal has no end of its own; a session older than this must sign in again (ASVS 7.3.2). */
const MAX_SESSION_AGE_MS = 30 * 24 * 60 * 60 * 1000;

const REDIRECT_FIELDS = ['callbackURL', 'errorCallbackURL', 'newUserCallbackURL', 'redirectTo'];

/**
 * Open-redirect guard (ASVS 3.7.2). better-auth has shipped bypasses of its own check (CVE-2025-27143:
 * `//evil.com`), so every redirect target is checked here first: a same-site path, or one of our origins.
 */
export function isSafeRedirect(target: string, trustedOrigins: string[]): boolean {
  if (hasUnsafeUrlCharacters(target)) return false;
  if (target.startsWith('/')) return isSameSitePath(target);
  try {
    return trustedOrigins.includes(new URL(target).origin);
  } catch {
    return false;
  }
}

function redirectTargets(url: URL, body: Buffer | undefined): string[] {
  const targets = REDIRECT_FIELDS.flatMap((field) => url.searchParams.getAll(field));
  if (body && body.length > 0 && body.length <= 10_000) {
    try {
      const parsed = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
      for (const field of REDIRECT_FIELDS) {
        const value = parsed[field];
        if (value !== undefined) targets.push(typeof value === 'string' ? value : '//invalid');
      }
    } catch {
      // Not JSON: better-auth rejects it itself.
    }
  }
  return targets;
}

function emailFromBody(body: Buffer | undefined): string | null {
  if (!body || body.length === 0 || body.length > 10_000) return null;
  try {
    const parsed = JSON.parse(body.toString('utf8')) as { email?: unknown };
    return typeof parsed.email === 'string' ? parsed.email.trim().toLowerCase() : null;
  } catch {
    return null;
  }
}

function translatedErrorBody(status: number, text: string): { code: string; message: string } {
  let code: string | undefined;
  try {
    const parsed = JSON.parse(text) as { code?: unknown };
    if (typeof parsed.code === 'string') code = parsed.code;
  } catch {
    // Not JSON (the rate limiter answers in plain text): the status alone decides.
  }
  return {
    code: code ?? (status === 429 ? 'too_many_requests' : 'auth_error'),
    message: translateAuthError(status, code),
  };
}

export function toWebHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === CLIENT_IP_HEADER) continue;
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else headers.set(name, String(value));
  }
  // request.ip honours TRUST_PROXY: without a trusted proxy a client cannot pick its own rate-limit key.
  headers.set(CLIENT_IP_HEADER, clientAddress(request));
  return headers;
}

const sessionCache = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

async function loadSessionUser(
  auth: Auth,
  shortcut: SessionShortcut,
  readSessionUser: (token: string) => Promise<SessionUserRow | null>,
  request: FastifyRequest,
): Promise<SessionUser | null> {
  if (!request.headers.cookie) return null;
  // One query instead of better-auth's two plus its Web Crypto HMAC and endpoint context, for a session
  // better-auth would return unchanged (checkout's profile, ADR 028); anything else is better-auth's to answer.
  const token = await shortcut.token(request);
  if (token) {
    const row = await readSessionUser(token);
    if (
      row &&
      (await shortcut.isCurrent(
        { expiresAt: row.sessionExpiresAt, createdAt: row.sessionCreatedAt },
        Date.now(),
      ))
    )
      return sessionUserOf(row);
  }
  const session = await auth.api.getSession({ headers: toWebHeaders(request) });
  if (!session) return null;
  if (Date.now() - new Date(session.session.createdAt).getTime() > MAX_SESSION_AGE_MS) return null;
  const { user } = session;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    emailVerified: user.emailVerified === true,
    image: user.image ?? null,
    role: typeof user.role === 'string' ? user.role : 'user',
    twoFactorEnabled: user.twoFactorEnabled === true,
  };
}

/**
 * Bridges better-auth into Fastify: its handler serves /api/auth/*, and `authSession.getUser` resolves the session
 * once per request for the guards.
 */
export const authPlugin = fp(async (app: FastifyInstance, options: { auth: Auth }) => {
  const { auth } = options;
  const shortcut = createSessionShortcut(auth, MAX_SESSION_AGE_MS);
  const readSessionUser = createSessionUserReader(app.db);

  app.decorate('authSession', {
    getUser(request: FastifyRequest) {
      let pending = sessionCache.get(request);
      if (!pending) {
        pending = loadSessionUser(auth, shortcut, readSessionUser, request);
        sessionCache.set(request, pending);
      }
      return pending;
    },
    shortcut,
    /** A route that read the session through the shortcut hands the user over, so guards need no query. */
    provideUser(request: FastifyRequest, user: SessionUser) {
      sessionCache.set(request, Promise.resolve(user));
    },
  });

  await app.register(async (scope) => {
    // better-auth reads the raw body itself; a buffer parser keeps Fastify from consuming it as JSON.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    scope.route({
      method: ['GET', 'POST'],
      url: '/api/auth/*',
      async handler(request, reply) {
        const url = new URL(request.url, app.config.publicUrl);
        const rawBody =
          request.method === 'GET' || request.method === 'HEAD' ? undefined : (request.body as Buffer);
        if (
          !redirectTargets(url, rawBody).every((target) => isSafeRedirect(target, app.config.trustedOrigins))
        ) {
          return reply
            .status(403)
            .send({ code: 'unsafe_redirect', message: 'Endereço de retorno não permitido.' });
        }
        if (
          app.config.rateLimitEnabled &&
          request.method === 'POST' &&
          url.pathname === '/api/auth/sign-in/email'
        ) {
          const email = emailFromBody(rawBody);
          if (email) {
            const { count } = await countHit(app.db, `sign-in-account|${email}`, ACCOUNT_ATTEMPTS.windowMs);
            if (count > ACCOUNT_ATTEMPTS.max) {
              return reply.status(429).send({ code: 'too_many_requests', message: RATE_LIMITED_MESSAGE });
            }
          }
        }
        if (
          request.method === 'POST' &&
          url.pathname === '/api/auth/send-verification-email' &&
          !(await app.authSession.getUser(request))
        ) {
          // Without a session better-auth mails any unconfirmed address it is given: anyone could flood an inbox.
          return reply.status(401).send({ code: 'unauthorized', message: RESEND_NEEDS_SESSION_MESSAGE });
        }
        const body = rawBody ? new Uint8Array(rawBody) : undefined;
        const response = await auth.handler(
          new Request(url, { method: request.method, headers: toWebHeaders(request), body }),
        );
        reply.status(response.status);
        response.headers.forEach((value, name) => {
          if (name !== 'set-cookie') reply.header(name, value);
        });
        // Several cookies (session token, session data) arrive at once; each must be forwarded on its own.
        const cookies = response.headers.getSetCookie();
        if (cookies.length > 0) reply.header('set-cookie', cookies);
        reply.header('cache-control', 'no-store');
        const text = await response.text();
        if (response.status >= 400) {
          const translated = translatedErrorBody(response.status, text);
          if (translated.code === 'INVALID_ORIGIN' || translated.code === 'MISSING_OR_NULL_ORIGIN') {
            translated.message = originRefusalMessage(app.config.publicUrl);
          }
          return reply.type('application/json; charset=utf-8').send(translated);
        }
        return reply.send(text.length > 0 ? text : null);
      },
    });
  });
});

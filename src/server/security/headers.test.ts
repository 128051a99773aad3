import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxSessionId } from '../testing/payments';
import { buildTestApp, nextClientAddress, type TestApp } from '../testing/test-app';
import { PRODUCTION_TEST_ENV } from '../testing/production-env';
import { PAINT_FIRST_LOADER } from '../../shared/contracts/page-loader';

/**
 * Issue 15: the headers and cookies of a production deployment (NODE_ENV=production behind an https PUBLIC_URL),
 * on API answers, built pages and the sandbox checkout page alike.
 */
const PUBLIC_URL = 'https://aria.example.com.br';

let clientDir: string;
let testApp: TestApp;

function send(options: InjectOptions): Promise<LightMyRequestResponse> {
  return testApp.app.inject({
    remoteAddress: nextClientAddress(),
    ...options,
    headers: { origin: PUBLIC_URL, ...(options.headers ?? {}) },
  } as InjectOptions);
}

function setCookies(response: LightMyRequestResponse): string[] {
  const raw = response.headers['set-cookie'];
  return Array.isArray(raw) ? raw : raw ? [raw] : [];
}

function sessionCookie(response: LightMyRequestResponse): string {
  return setCookies(response)
    .map((cookie) => cookie.split(';')[0]!)
    .join('; ');
}

function sessionToken(response: LightMyRequestResponse): string | undefined {
  const cookie = setCookies(response).find((value) => value.includes('session_token='));
  return cookie?.split(';')[0]?.split('=')[1];
}

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'aria-client-'));
  const page =
    '<!doctype html><html lang="pt-BR"><head></head><body><div id="root"><!--app-html--></div></body></html>';
  writeFileSync(path.join(clientDir, 'index.html'), page);
  writeFileSync(path.join(clientDir, 'spa-shell.html'), page);
  mkdirSync(path.join(clientDir, 'faq'));
  writeFileSync(path.join(clientDir, 'faq', 'index.html'), page);
  testApp = await buildTestApp({
    clientDir,
    env: { ...PRODUCTION_TEST_ENV, PUBLIC_URL, RATE_LIMIT_ENABLED: 'false' },
  });
});
afterAll(async () => {
  await testApp?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

function expectStrictHeaders(response: LightMyRequestResponse, what: string) {
  expect(response.headers['strict-transport-security'], what).toMatch(/max-age=(\d{8,}|3153[6-9]\d{3})/);
  expect(response.headers['strict-transport-security'], what).toContain('includeSubDomains');
  const csp = String(response.headers['content-security-policy'] ?? '');
  const directives = Object.fromEntries(
    csp.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name, values.join(' ')];
    }),
  );
  expect(directives['default-src'], `${what}: ${csp}`).toBe("'self'");
  // Scripts only from our own files, plus the one inline loader of pre-rendered pages by its hash: no other
  // inline script, no eval, anywhere.
  const loaderHash = createHash('sha256').update(PAINT_FIRST_LOADER).digest('base64');
  expect(directives['script-src'], `${what}: ${csp}`).toBe(`'self' 'sha256-${loaderHash}'`);
  expect(directives['object-src'], what).toBe("'none'");
  expect(directives['base-uri'], what).toBe("'none'");
  expect(directives['frame-ancestors'], what).toBe("'none'");
  expect(directives['form-action'], what).toBe("'self'");
  expect(csp, what).toContain('upgrade-insecure-requests');
  expect(response.headers['x-content-type-options'], what).toBe('nosniff');
}

describe('production headers', () => {
  it('sends HSTS and the strict CSP on API answers, pages and refusals', async () => {
    for (const url of ['/api/health', '/api/me', '/', '/faq', '/pagina-que-nao-existe', '/api/nada']) {
      const response = await send({ method: 'GET', url });
      expectStrictHeaders(response, url);
    }
    const refused = await send({
      method: 'POST',
      url: '/api/plans/checkout',
      payload: { planType: 'mensal' },
    });
    expect(refused.statusCode).toBe(401);
    expectStrictHeaders(refused, 'a refusal');
  });

  // Production refuses the sandbox provider (config.ts), so its page is checked on a development app behind https.
  it('keeps the CSP strict on the sandbox checkout page, which carries no inline script', async () => {
    const sandboxApp = await buildTestApp({ env: { PUBLIC_URL, RATE_LIMIT_ENABLED: 'false' } });
    try {
      const signUp = await sandboxApp.request({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { origin: PUBLIC_URL },
        payload: { name: 'Pessoa', email: 'checkout@example.com', password: 'senha-segura-1' },
      });
      const checkout = await sandboxApp.request({
        method: 'POST',
        url: '/api/plans/checkout',
        headers: { origin: PUBLIC_URL, cookie: sessionCookie(signUp) },
        payload: { planType: 'mensal' },
      });
      expect(checkout.statusCode).toBe(200);
      const page = await sandboxApp.app.inject({
        method: 'GET',
        url: `/checkout/sandbox/${sandboxSessionId(checkout)}`,
      });
      expect(page.statusCode).toBe(200);
      expectStrictHeaders(page, 'sandbox page');
      expect(page.headers['cache-control']).toContain('no-store');
      for (const script of page.body.match(/<script\b[^>]*>/g) ?? []) expect(script).toMatch(/\bsrc=/);
      expect(page.body).not.toMatch(/\son[a-z]+\s*=/i);
    } finally {
      await sandboxApp.close();
    }
  });
});

describe('production session cookies', () => {
  it('are __Secure-, HttpOnly, Secure and SameSite=Lax', async () => {
    const response = await send({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Pessoa', email: 'cookies@example.com', password: 'senha-segura-1' },
    });
    expect(response.statusCode).toBe(200);
    const cookies = setCookies(response);
    const session = cookies.find((cookie) => cookie.includes('session_token='));
    expect(session).toBeDefined();
    expect(session).toMatch(/^__Secure-/);
    expect(session).toMatch(/;\s*HttpOnly/i);
    expect(session).toMatch(/;\s*Secure/i);
    expect(session).toMatch(/;\s*SameSite=Lax/i);
    for (const cookie of cookies) expect(cookie).toMatch(/;\s*Secure/i);
  });

  it('rotates the session on sign-in: a new token, and the token from before sign-out is dead', async () => {
    const email = 'rotacao@example.com';
    const signUp = await send({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Pessoa', email, password: 'senha-segura-1' },
    });
    const first = sessionToken(signUp)!;
    const firstCookie = sessionCookie(signUp);
    const signIn = await send({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: 'senha-segura-1' },
    });
    expect(signIn.statusCode).toBe(200);
    const second = sessionToken(signIn)!;
    expect(second).toBeDefined();
    expect(second).not.toBe(first);

    const signOut = await send({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: firstCookie },
      payload: {},
    });
    expect(signOut.statusCode).toBe(200);
    const replay = await send({ method: 'GET', url: '/api/me', headers: { cookie: firstCookie } });
    expect(replay.json<{ user: unknown }>().user).toBeNull();
  });

  it('ignores a session token the attacker chose (fixation): only tokens the server issued are accepted', async () => {
    const planted = await send({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: '__Secure-better-auth.session_token=token-escolhido-pelo-atacante.assinatura' },
    });
    expect(planted.json<{ user: unknown }>().user).toBeNull();
  });
});

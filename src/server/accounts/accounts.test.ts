import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, cookieHeader, nextClientAddress, signUp, type TestApp } from '../testing/test-app';
import { profiles, user } from '../db/schema';
import { parseConfig } from '../config';
import { PRODUCTION_TEST_ENV } from '../testing/production-env';

let testApp: TestApp;
const PROXY = '10.8.0.1';
let now = new Date('2026-05-04T15:00:00Z');

// One app and database per file keeps the suite fast; every test makes its own accounts.
beforeAll(async () => {
  // Our own proxy sits in 10.8.0.0/16; nextClientAddress() hands out 10.9.x.x, so those stay direct clients.
  testApp = await buildTestApp({ clock: { now: () => now }, env: { TRUST_PROXY: `${PROXY},10.8.0.0/16` } });
});
beforeEach(() => {
  now = new Date('2026-05-04T15:00:00Z');
});
afterAll(async () => {
  await testApp.close();
});

describe('sign-up', () => {
  it('creates a user with an empty profile and a session cookie', async () => {
    const created = await signUp(testApp, { name: 'Maria Silva' });
    expect(created.cookie).toContain('better-auth.session_token=');
    const [profile] = await testApp.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, created.id));
    expect(profile).toMatchObject({ planType: null, planActive: false, planExpiresAt: null });
  });

  it('sets HttpOnly and SameSite=Lax on the session cookie', async () => {
    const response = await testApp.request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Ana', email: 'ana-cookie@example.com', password: 'segredo1' },
      remoteAddress: nextClientAddress(),
    });
    const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    const session = cookies.find((cookie) => cookie.startsWith('better-auth.session_token='));
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
  });

  it('ignores a role sent in the sign-up body', async () => {
    const response = await testApp.request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Intrusa', email: 'intrusa@example.com', password: 'segredo1', role: 'admin' },
      remoteAddress: nextClientAddress(),
    });
    expect(response.statusCode).toBeLessThan(500);
    const [row] = await testApp.database.db.select().from(user).where(eq(user.email, 'intrusa@example.com'));
    expect(row?.role ?? 'user').toBe('user');
    if (response.statusCode === 200) {
      const me = await testApp.request({
        method: 'GET',
        url: '/api/me',
        headers: { cookie: cookieHeader(response) },
      });
      expect(me.json().roles).toEqual(['user']);
    }
  });

  it('rejects a password shorter than 6 characters with a pt-BR 400', async () => {
    const response = await testApp.request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Curta', email: 'curta@example.com', password: '12345' },
      remoteAddress: nextClientAddress(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('A senha deve ter pelo menos 6 caracteres.');
  });

  it('rejects a duplicate e-mail with a pt-BR 4xx', async () => {
    await signUp(testApp, { email: 'dup@example.com' });
    const response = await testApp.request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Dup', email: 'dup@example.com', password: 'segredo1' },
      remoteAddress: nextClientAddress(),
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().message).toMatch(/Já existe uma conta/);
  });

  it('rejects malformed bodies with a 4xx, never a 5xx', async () => {
    for (const payload of [{}, { email: 'x' }, { name: 'a', email: 'not-an-email', password: 'segredo1' }]) {
      const response = await testApp.request({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload,
        remoteAddress: nextClientAddress(),
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
  });
});

describe('sign-in', () => {
  it('signs in with the right password and says a pt-BR message for the wrong one', async () => {
    await signUp(testApp, { email: 'joao@example.com', password: 'segredo1' });
    const ok = await testApp.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'joao@example.com', password: 'segredo1' },
      remoteAddress: nextClientAddress(),
    });
    expect(ok.statusCode).toBe(200);
    const wrong = await testApp.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'joao@example.com', password: 'errada00' },
      remoteAddress: nextClientAddress(),
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('E-mail ou senha incorretos.');
  });

  it('answers 429 after 3 sign-in attempts in 10 seconds from one address, whatever X-Forwarded-For says', async () => {
    const address = nextClientAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await testApp.request({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: 'ninguem@example.com', password: 'errada00' },
        remoteAddress: address,
        headers: { 'x-forwarded-for': `203.0.113.${attempt}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses[3]).toBe(429);
    expect(statuses[4]).toBe(429);
  });

  it('behind a trusted proxy counts the client the proxy saw, however the left-most entries rotate', async () => {
    const attempt = (forwardedFor: string, remoteAddress = PROXY) =>
      testApp.request({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: 'ninguem-proxy@example.com', password: 'errada00' },
        remoteAddress,
        headers: { 'x-forwarded-for': forwardedFor },
      });
    const statuses: number[] = [];
    for (let index = 0; index < 5; index += 1) {
      // The client writes whatever it likes before the address our proxy appended (203.0.113.77).
      statuses.push((await attempt(`198.51.100.${index}, 203.0.113.77`)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    // Another client behind the same proxy has its own count.
    expect((await attempt('203.0.113.78')).statusCode).toBe(401);
    // A trusted hop in the chain is skipped: the client is the first untrusted address from the right.
    expect((await attempt('203.0.113.77, 10.8.3.4')).statusCode).toBe(429);
  });

  it('counts an IPv6 client by its /64, so rotating addresses inside it does not reset the limit', async () => {
    const statuses: number[] = [];
    for (let index = 1; index <= 5; index += 1) {
      const response = await testApp.request({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: 'ninguem-v6@example.com', password: 'errada00' },
        remoteAddress: `2001:db8:77:1::${index.toString(16)}`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });

  it('rejects a cookie replayed after sign-out', async () => {
    const created = await signUp(testApp);
    const out = await testApp.request({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: created.cookie },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    const me = await testApp.request({ method: 'GET', url: '/api/me', headers: { cookie: created.cookie } });
    expect(me.json().user).toBeNull();
  });
});

describe('GET /api/me', () => {
  it('answers a visitor with no user and no plan', async () => {
    const response = await testApp.request({ method: 'GET', url: '/api/me' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user: null,
      plan: { active: false, planType: null, expiresAt: null },
      roles: [],
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers a signed-in user with the profile plan and roles', async () => {
    const created = await signUp(testApp, { name: 'Maria Silva' });
    const response = await testApp.request({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: created.cookie },
    });
    expect(response.json()).toMatchObject({
      user: { id: created.id, name: 'Maria Silva', email: created.email },
      plan: { active: false, planType: null },
      roles: ['user'],
    });
  });

  it('reports an active plan, then writes it inactive once its expiry passes', async () => {
    const created = await signUp(testApp);
    const expiresAt = new Date(now.getTime() + 60_000);
    await testApp.database.db
      .update(profiles)
      .set({ planType: 'avulso', planActive: true, planExpiresAt: expiresAt })
      .where(eq(profiles.userId, created.id));

    const before = await testApp.request({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: created.cookie },
    });
    expect(before.json().plan).toEqual({
      active: true,
      planType: 'avulso',
      expiresAt: expiresAt.toISOString(),
    });

    now = new Date(expiresAt.getTime() + 1);
    const after = await testApp.request({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: created.cookie },
    });
    expect(after.json().plan.active).toBe(false);
    const [profile] = await testApp.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, created.id));
    expect(profile?.planActive).toBe(false);
  });
});

describe('HTTP baseline', () => {
  it('answers unknown /api routes with a JSON 404 in Portuguese', async () => {
    const response = await testApp.request({ method: 'GET', url: '/api/nada-aqui' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'not_found', message: 'Recurso não encontrado.' });
  });

  it('sends security headers', async () => {
    const response = await testApp.request({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("object-src 'none'");
    expect(response.headers['content-security-policy']).toContain("base-uri 'none'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('refuses a state-changing /api request from another origin', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/nada-aqui',
      headers: { origin: 'https://evil.example' },
      payload: {},
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(
      `Origem da requisição não permitida. Abra a Aria em ${testApp.app.config.publicUrl} (o endereço configurado em PUBLIC_URL).`,
    );
  });
});

describe('stored credentials', () => {
  it('keeps the password as an argon2id hash', async () => {
    const { account } = await import('../db/schema');
    const created = await signUp(testApp, { password: 'segredo-guardado' });
    const [row] = await testApp.database.db.select().from(account).where(eq(account.userId, created.id));
    expect(row?.password).toMatch(/^\$argon2id\$/);
    expect(row?.password).not.toContain('segredo-guardado');
  });
});

describe('cookies in production', () => {
  it('marks the session cookie Secure (and __Secure-) in production, and seeds no demo data there', async () => {
    const origin = 'https://aria.example.com.br';
    const production = await buildTestApp({
      env: { ...PRODUCTION_TEST_ENV, PUBLIC_URL: origin },
    });
    try {
      const productionDefaults = parseConfig(PRODUCTION_TEST_ENV);
      expect(productionDefaults.demoData).toBe(false);
      expect(parseConfig({ NODE_ENV: 'development', DATA_DIR: production.config.dataDir }).demoData).toBe(
        true,
      );
      const response = await production.request({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: { name: 'Clara', email: 'clara-prod@example.com', password: 'segredo1' },
        headers: { origin },
        remoteAddress: nextClientAddress(),
      });
      expect(response.statusCode).toBe(200);
      const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
      const session = cookies.find((cookie) => cookie.includes('session_token='));
      expect(session).toMatch(/^__Secure-/);
      expect(session).toMatch(/;\s*Secure/i);
      expect(session).toMatch(/HttpOnly/i);
    } finally {
      await production.close();
    }
  });
});

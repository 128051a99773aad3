import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, cookieHeader, nextClientAddress, signUp, type TestApp } from '../testing/test-app';
import { confirmEmailFromOutbox } from '../testing/email-verification';

const PASSWORD = 'senha-segura-1';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

async function signIn(email: string, password = PASSWORD, cookie?: string) {
  const response = await testApp.request({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password },
    headers: cookie ? { cookie } : {},
    remoteAddress: nextClientAddress(),
  });
  expect(response.statusCode).toBe(200);
  return cookieHeader(response);
}

async function me(cookie: string) {
  const response = await testApp.request({ method: 'GET', url: '/api/me', headers: { cookie } });
  return response.json<{ user: { email: string } | null; roles: string[] }>();
}

/** A route that needs a session: what a page does next after its session was ended. */
async function overview(cookie: string) {
  return testApp.request({ method: 'GET', url: '/api/account/overview', headers: { cookie } });
}

describe('sign-in rotates the session', () => {
  it('issues a new token and ends the one the browser carried, of the same person or another', async () => {
    const first = await signUp(testApp);
    const second = await signUp(testApp);

    const again = await signIn(first.email, PASSWORD, first.cookie);
    expect(again).not.toBe(first.cookie);
    expect((await me(first.cookie)).user).toBeNull();
    expect((await me(again)).user?.email).toBe(first.email);

    // The shared computer: the next person signs in over the previous one's cookie.
    const other = await signIn(second.email, PASSWORD, again);
    expect((await me(again)).user).toBeNull();
    expect((await me(other)).user?.email).toBe(second.email);
    // A session the browser did not carry is left alone (the same person on another device).
    expect((await me(second.cookie)).user?.email).toBe(second.email);
  });
});

describe('a password change ends every session and rotates the requester', () => {
  it.each([
    ['without revokeOtherSessions', {}],
    ['with revokeOtherSessions: false', { revokeOtherSessions: false }],
  ])('%s in the request', async (_label, extra) => {
    const person = await signUp(testApp);
    const elsewhere = await signIn(person.email);
    const response = await testApp.request({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: PASSWORD, newPassword: 'outra-senha-2', ...extra },
      headers: { cookie: person.cookie },
    });
    expect(response.statusCode).toBe(200);
    const rotated = cookieHeader(response);
    expect(rotated).toContain('session_token=');
    expect(rotated).not.toBe(person.cookie);

    expect((await me(person.cookie)).user).toBeNull();
    expect((await me(elsewhere)).user).toBeNull();
    expect((await me(rotated)).user?.email).toBe(person.email);
  });
});

describe('a privilege change ends the person’s sessions', () => {
  it('granting the admin role: the old cookie gets a pt-BR 401, a new sign-in carries the role', async () => {
    const person = await signUp(testApp);
    const elsewhere = await signIn(person.email);
    const bystander = await signUp(testApp);

    await confirmEmailFromOutbox(testApp, person.email);
    expect(await testApp.app.services.admin.grantAdminRole(person.email)).toBe('granted');

    for (const cookie of [person.cookie, elsewhere]) {
      const refused = await overview(cookie);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ message: 'Faça login para continuar.' });
      expect((await me(cookie)).user).toBeNull();
    }
    expect((await me(bystander.cookie)).user?.email).toBe(bystander.email);

    const fresh = await signIn(person.email);
    expect((await me(fresh)).roles).toEqual(['user', 'admin']);
  });
});

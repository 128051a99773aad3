import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, signUp, type TestApp, type TestUser } from '../testing/test-app';

let testApp: TestApp;
let now = new Date('2026-05-04T15:00:00Z');

// The free test phase is a server setting, so this file runs its own app with PLANS_FREE_TEST on.
beforeAll(async () => {
  testApp = await buildTestApp({ clock: { now: () => now }, env: { PLANS_FREE_TEST: 'true' } });
});
beforeEach(() => {
  now = new Date('2026-05-04T15:00:00Z');
});
afterAll(async () => {
  await testApp.close();
});

function activate(user: TestUser | null, planType: unknown) {
  return testApp.request({
    method: 'POST',
    url: '/api/plans/free-activation',
    headers: user ? { cookie: user.cookie } : {},
    payload: { planType },
  });
}

async function planOf(user: TestUser) {
  const me = await testApp.request({ method: 'GET', url: '/api/me', headers: { cookie: user.cookie } });
  return me.json().plan;
}

describe('free test phase', () => {
  it('reports the free test as on', async () => {
    expect((await testApp.request({ method: 'GET', url: '/api/plans/config' })).json()).toEqual({
      freeTest: true,
    });
  });

  it('grants the plan on the server for its period', async () => {
    const user = await signUp(testApp);
    const response = await activate(user, 'anual');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      planType: 'anual',
      expiresAt: '2027-05-04T15:00:00.000Z',
    });
    expect(await planOf(user)).toEqual({
      active: true,
      planType: 'anual',
      expiresAt: '2027-05-04T15:00:00.000Z',
    });
  });

  it('does not stack free periods on repeated clicks, nor shorten a longer plan', async () => {
    const user = await signUp(testApp);
    await activate(user, 'mensal');
    now = new Date('2026-05-10T15:00:00Z');
    expect((await activate(user, 'mensal')).json().expiresAt).toBe('2026-06-10T15:00:00.000Z');
    await activate(user, 'anual');
    expect((await activate(user, 'avulso')).json().expiresAt).toBe('2027-05-10T15:00:00.000Z');
  });

  it('refuses an unknown plan and a visitor', async () => {
    const user = await signUp(testApp);
    const unknown = await activate(user, 'premium');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Plano inválido. Escolha avulso, mensal ou anual.');
    expect((await planOf(user)).active).toBe(false);
    expect((await activate(null, 'mensal')).statusCode).toBe(401);
  });
});

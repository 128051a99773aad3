import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, nextClientAddress, signUp, type TestApp, type TestUser } from '../testing/test-app';
import { profiles, psychologists, user } from '../db/schema';
import { requireAdmin, requirePsychologist, requireSubscriber, requireUser } from './guards';
import { enableTwoFactor } from '../testing/two-factor';
import { confirmEmailFromOutbox } from '../testing/email-verification';

let testApp: TestApp;
let plain: TestUser;
let subscriber: TestUser;
let psychologist: TestUser;
let admin: TestUser;

beforeAll(async () => {
  testApp = await buildTestApp({
    register(app) {
      app.get('/api/test/user', async (request) => ({ id: (await requireUser(request)).id }));
      app.get('/api/test/subscriber', async (request) => ({
        plan: (await requireSubscriber(request)).plan.planType,
      }));
      app.get('/api/test/psychologist', async (request) => ({
        id: (await requirePsychologist(request)).psychologistId,
      }));
      app.get('/api/test/admin', async (request) => ({ id: (await requireAdmin(request)).id }));
    },
  });
  const db = testApp.database.db;
  [plain, subscriber, psychologist, admin] = await Promise.all([
    signUp(testApp),
    signUp(testApp),
    signUp(testApp),
    signUp(testApp),
  ]);
  await db
    .update(profiles)
    .set({ planType: 'mensal', planActive: true })
    .where(eq(profiles.userId, subscriber.id));
  await db.insert(psychologists).values({
    userId: psychologist.id,
    name: 'Dra. Teste',
    email: psychologist.email,
    specialization: 'Ansiedade',
    biography: 'Bio',
  });
  // Directly, as admin-fixtures does: the service's grant ends the session this test goes on using.
  await db.update(user).set({ role: 'admin' }).where(eq(user.id, admin.id));
  admin = await enableTwoFactor(testApp, admin);
});
afterAll(async () => {
  await testApp.close();
});

async function status(path: string, user?: TestUser): Promise<number> {
  const response = await testApp.request({
    method: 'GET',
    url: path,
    headers: user ? { cookie: user.cookie } : {},
  });
  return response.statusCode;
}

describe('guards', () => {
  it('requireUser: 401 for a visitor, 200 for any signed-in user', async () => {
    expect(await status('/api/test/user')).toBe(401);
    expect(await status('/api/test/user', plain)).toBe(200);
  });

  it('requireSubscriber: 401 visitor, 403 without a plan, 200 with an active plan', async () => {
    expect(await status('/api/test/subscriber')).toBe(401);
    expect(await status('/api/test/subscriber', plain)).toBe(403);
    expect(await status('/api/test/subscriber', psychologist)).toBe(403);
    expect(await status('/api/test/subscriber', subscriber)).toBe(200);
  });

  it('requirePsychologist: 403 with the Acesso negado message for anyone without a psychologists row', async () => {
    expect(await status('/api/test/psychologist')).toBe(401);
    const response = await testApp.request({
      method: 'GET',
      url: '/api/test/psychologist',
      headers: { cookie: subscriber.cookie },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Acesso negado. Esta conta não está registrada como psicólogo.');
    expect(await status('/api/test/psychologist', psychologist)).toBe(200);
  });

  it('requireAdmin: only the account granted from the command line, with 2FA on', async () => {
    expect(await status('/api/test/admin')).toBe(401);
    expect(await status('/api/test/admin', plain)).toBe(403);
    expect(await status('/api/test/admin', subscriber)).toBe(403);
    expect(await status('/api/test/admin', psychologist)).toBe(403);
    expect(await status('/api/test/admin', admin)).toBe(200);
  });

  it('reports roles in /api/me', async () => {
    const rolesOf = async (user: TestUser) =>
      (await testApp.request({ method: 'GET', url: '/api/me', headers: { cookie: user.cookie } })).json()
        .roles;
    expect(await rolesOf(plain)).toEqual(['user']);
    expect(await rolesOf(psychologist)).toEqual(['user', 'psychologist']);
    expect(await rolesOf(admin)).toEqual(['user', 'admin']);
  });

  it('grants admin only to an existing account whose e-mail is confirmed', async () => {
    const admin = testApp.app.services.admin;
    expect(await admin.grantAdminRole('ninguem@example.com')).toBe('no_account');
    const unconfirmed = await signUp(testApp);
    expect(await admin.grantAdminRole(unconfirmed.email)).toBe('email_not_verified');
    const [row] = await testApp.database.db.select().from(user).where(eq(user.id, unconfirmed.id));
    expect(row?.role).toBe('user');
    await confirmEmailFromOutbox(testApp, unconfirmed.email);
    expect(await admin.grantAdminRole(unconfirmed.email)).toBe('granted');
  });
});

describe('per-account sign-in throttle', () => {
  it('answers 429 after 10 attempts on one account even from many addresses', async () => {
    const target = await signUp(testApp, { password: 'segredo-certo' });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const response = await testApp.request({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: target.email, password: 'tentativa-errada' },
        remoteAddress: nextClientAddress(),
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((code) => code === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    const right = await testApp.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: target.email, password: 'segredo-certo' },
      remoteAddress: nextClientAddress(),
    });
    expect(right.statusCode).toBe(429);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, cookieHeader, nextClientAddress, type TestApp } from '../testing/test-app';
import { user } from '../db/schema';
import { DEMO_PSYCHOLOGISTS } from '../db/seed';
import { DEMO_PSYCHOLOGIST_LOGIN, seedDemoPsychologistAccount } from './demo-account';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ env: { DEMO_DATA: 'true' } });
});

afterAll(async () => {
  await testApp.close();
});

describe('the demo psychologist account', () => {
  it('lets the README login open the dashboard API as Dra. Ana Beatriz Souza', async () => {
    const signIn = await testApp.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'ana.souza@demo.aria.com.br', password: 'demo-psicologa-2026' },
      remoteAddress: nextClientAddress(),
    });
    expect(signIn.statusCode).toBe(200);
    const me = await testApp.request({
      method: 'GET',
      url: '/api/psychologist/me',
      headers: { cookie: cookieHeader(signIn) },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: DEMO_PSYCHOLOGISTS[0]!.id, name: 'Dra. Ana Beatriz Souza' });
  });

  it('is created once, however often the seed runs', async () => {
    expect(await seedDemoPsychologistAccount(testApp.database.db)).toBe(false);
    const rows = await testApp.database.db
      .select()
      .from(user)
      .where(eq(user.email, DEMO_PSYCHOLOGIST_LOGIN.email));
    expect(rows).toHaveLength(1);
  });
});

it('is not created without demo data (production by default)', async () => {
  const plain = await buildTestApp();
  try {
    const rows = await plain.database.db
      .select()
      .from(user)
      .where(eq(user.email, DEMO_PSYCHOLOGIST_LOGIN.email));
    expect(rows).toHaveLength(0);
  } finally {
    await plain.close();
  }
});

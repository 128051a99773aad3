import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, signUp, type TestApp, type TestUser } from '../testing/test-app';
import { giveChatConsent } from '../testing/consent';
import { profiles } from '../db/schema';

let testApp: TestApp;

// Its own app: the limit is set low here and would get in the way of the other suites.
beforeAll(async () => {
  testApp = await buildTestApp({ env: { ARIA_RATE_LIMIT_PER_MINUTE: '3' } });
});
afterAll(async () => {
  await testApp.close();
});

async function subscriber(): Promise<TestUser> {
  const created = await signUp(testApp);
  await testApp.database.db
    .update(profiles)
    .set({ planType: 'mensal', planActive: true })
    .where(eq(profiles.userId, created.id));
  await giveChatConsent(testApp, created);
  return created;
}

function chat(user: TestUser, remoteAddress = '10.20.30.40') {
  return testApp.request({
    method: 'POST',
    url: '/api/aria/chat',
    headers: { cookie: user.cookie },
    payload: { message: 'oi', history: [], hasSensitiveContent: false },
    remoteAddress,
  });
}

describe('POST /api/aria/chat rate limit', () => {
  it('answers 429 in Portuguese past the per-minute limit of one person', async () => {
    const user = await subscriber();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) statuses.push((await chat(user)).statusCode);
    expect(statuses).toEqual([200, 200, 200]);

    const limited = await chat(user);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      code: 'too_many_requests',
      message: 'Você enviou muitas mensagens em pouco tempo. Respire um pouco e tente de novo em instantes.',
    });
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.headers['cache-control']).toBe('no-store');
  });

  it('counts per person: another subscriber at the same address is not limited, a new address does not reset', async () => {
    const first = await subscriber();
    const second = await subscriber();
    for (let attempt = 0; attempt < 3; attempt += 1) await chat(first, '10.20.30.50');
    expect((await chat(first, '10.20.30.99')).statusCode).toBe(429);
    expect((await chat(second, '10.20.30.50')).statusCode).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { buildTestApp, signUp, type TestApp, type TestUser } from '../testing/test-app';
import { giveChatConsent } from '../testing/consent';
import { consents, profiles, session } from '../db/schema';

const DAY = 86_400_000;

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ env: { ARIA_RATE_LIMIT_PER_MINUTE: '1000' } });
});
afterAll(async () => {
  await testApp.close();
});

async function subscriber(): Promise<TestUser> {
  const created = await signUp(testApp);
  await testApp.database.db
    .update(profiles)
    .set({ planType: 'mensal', planActive: true, planExpiresAt: new Date(Date.now() + 30 * DAY) })
    .where(eq(profiles.userId, created.id));
  await giveChatConsent(testApp, created);
  return created;
}

function chat(user: TestUser) {
  return testApp.request({
    method: 'POST',
    url: '/api/aria/chat',
    headers: { cookie: user.cookie },
    payload: { message: 'Tenho me sentido ansiosa com o trabalho.', history: [] },
  });
}

/** The shortcut reads only the Cookie header. */
const withCookie = (cookie: string) => ({ headers: { cookie } }) as unknown as FastifyRequest;

async function shortcutAccess(user: TestUser) {
  const { shortcut } = testApp.app.authSession;
  const token = await shortcut.token(withCookie(user.cookie));
  if (!token) throw new Error('no verified token in the cookie');
  return testApp.app.services.chatAccess.forSessionToken(token, shortcut);
}

const sessionsOf = (userId: string) =>
  testApp.database.db.select().from(session).where(eq(session.userId, userId));

describe('chat guard shortcut (one query for session, user, plan and consent; ADR 018)', () => {
  it('takes the shortcut for a fresh session and answers', async () => {
    const user = await subscriber();
    const access = await shortcutAccess(user);
    expect(access).toMatchObject({
      user: { id: user.id, email: user.email, role: 'user', twoFactorEnabled: false },
      plan: { active: true, planType: 'mensal' },
      consent: true,
    });
    expect((await chat(user)).statusCode).toBe(200);
  });

  it('reads no token from a cookie whose signature or shape is wrong', async () => {
    const user = await subscriber();
    const { shortcut } = testApp.app.authSession;
    const [name, value] = user.cookie.split(';')[0]!.split('=') as [string, string];
    const decoded = decodeURIComponent(value);
    const token = decoded.slice(0, decoded.lastIndexOf('.'));
    const signature = decoded.slice(decoded.lastIndexOf('.') + 1);
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    expect(
      await shortcut.token(withCookie(`${name}=${encodeURIComponent(`${token}.${flipped}`)}`)),
    ).toBeNull();
    expect(await shortcut.token(withCookie(`${name}=${token}`))).toBeNull();
    expect(await shortcut.token(withCookie(`outro=${value}`))).toBeNull();
    expect(await shortcut.token(withCookie(`a=1; ${name}=${value}; b=2`))).toBe(token);
    // Once the right signature was seen (and kept), a wrong one is still refused.
    expect(await shortcut.token(withCookie(`${name}=${value}`))).toBe(token);
    expect(
      await shortcut.token(withCookie(`${name}=${encodeURIComponent(`${token}.${flipped}`)}`)),
    ).toBeNull();
    const response = await testApp.request({
      method: 'POST',
      url: '/api/aria/chat',
      headers: { cookie: `${name}=${encodeURIComponent(`${token}.${flipped}`)}` },
      payload: { message: 'oi', history: [] },
    });
    expect(response.statusCode).toBe(401);
  });

  it('leaves an expired session to better-auth, which refuses and deletes it', async () => {
    const user = await subscriber();
    await testApp.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.userId, user.id));
    expect(await shortcutAccess(user)).toBeNull();
    expect((await chat(user)).statusCode).toBe(401);
    expect(await sessionsOf(user.id)).toHaveLength(0);
  });

  it('leaves a session due for renewal to better-auth, which answers and extends it', async () => {
    const user = await subscriber();
    const dueAt = new Date(Date.now() + 2 * DAY);
    await testApp.database.db.update(session).set({ expiresAt: dueAt }).where(eq(session.userId, user.id));
    expect(await shortcutAccess(user)).toBeNull();
    expect((await chat(user)).statusCode).toBe(200);
    const [renewed] = await sessionsOf(user.id);
    expect(renewed!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * DAY);
    expect(await shortcutAccess(user)).not.toBeNull();
  });

  it('refuses a revoked session and one past our 30-day cap', async () => {
    const revoked = await subscriber();
    await testApp.database.db.delete(session).where(eq(session.userId, revoked.id));
    expect((await chat(revoked)).statusCode).toBe(401);

    const old = await subscriber();
    await testApp.database.db
      .update(session)
      .set({ createdAt: new Date(Date.now() - 31 * DAY) })
      .where(eq(session.userId, old.id));
    expect(await shortcutAccess(old)).toBeNull();
    expect((await chat(old)).statusCode).toBe(401);
  });

  it('leaves a plan that expired since it was last read to the accounts service, which writes it off', async () => {
    const user = await subscriber();
    await testApp.database.db
      .update(profiles)
      .set({ planExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(profiles.userId, user.id));
    expect(await shortcutAccess(user)).toBeNull();
    const response = await chat(user);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('plan_required');
    const [profile] = await testApp.database.db.select().from(profiles).where(eq(profiles.userId, user.id));
    expect(profile!.planActive).toBe(false);
  });

  it('refuses without the chat consent in force: revoked, or of another version', async () => {
    const revoked = await subscriber();
    const undo = await testApp.request({
      method: 'DELETE',
      url: '/api/account/consents/chat',
      headers: { cookie: revoked.cookie },
    });
    expect(undo.statusCode).toBe(200);
    expect(await shortcutAccess(revoked)).toMatchObject({ consent: false });
    const refused = await chat(revoked);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('consent_required');

    const outdated = await subscriber();
    await testApp.database.db
      .update(consents)
      .set({ version: 'chat-2020-01-01' })
      .where(eq(consents.userId, outdated.id));
    expect((await chat(outdated)).json().code).toBe('consent_required');
  });

  it('refuses a signed-in user without a plan row as requireSubscriber does', async () => {
    const user = await signUp(testApp);
    await testApp.database.db.delete(profiles).where(eq(profiles.userId, user.id));
    expect(await shortcutAccess(user)).toMatchObject({ plan: { active: false }, consent: false });
    const response = await chat(user);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('plan_required');
  });
});

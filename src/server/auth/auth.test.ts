import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, consents, profiles, session, user } from '../db/schema';
import { buildTestApp, nextClientAddress, signUp, type TestApp } from '../testing/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

function signUpRequest(email: string) {
  return testApp.request({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { name: 'Pessoa', email, password: 'senha-segura-1' },
    remoteAddress: nextClientAddress(),
  });
}

describe('sign-up is one transaction (ADR 018)', () => {
  it('a failure after the user row leaves nothing behind, and the e-mail can sign up again', async () => {
    const db = testApp.database.db;
    const email = 'falha-no-meio@example.com';
    // A real database error between better-auth's two inserts, as a crash there would be: the credential is refused.
    await db.execute(sql`
      create function refuse_credential() returns trigger language plpgsql as $$
      begin
        if exists (select 1 from "user" u where u.id = new.user_id and u.email = 'falha-no-meio@example.com') then
          raise exception 'refused for the test';
        end if;
        return new;
      end $$`);
    await db.execute(
      sql`create trigger refuse_credential before insert on account for each row execute function refuse_credential()`,
    );
    try {
      const failed = await signUpRequest(email);
      expect(failed.statusCode).toBeGreaterThanOrEqual(400);
      expect(await db.select().from(user).where(eq(user.email, email))).toEqual([]);
    } finally {
      await db.execute(sql`drop trigger refuse_credential on account`);
      await db.execute(sql`drop function refuse_credential()`);
    }
    const retried = await signUpRequest(email);
    expect(retried.statusCode).toBe(200);
  });

  it('writes user, credential, session, profile and consents; other requests wait, nothing deadlocks', async () => {
    const emails = Array.from({ length: 4 }, (_, index) => `concorrente-${index}@example.com`);
    const known = await signUp(testApp);
    // Sign-ups and reads of other sessions interleave on PGlite's single session.
    const responses = await Promise.all([
      ...emails.map((email) => signUpRequest(email)),
      ...emails.map(() =>
        testApp.request({ method: 'GET', url: '/api/me', headers: { cookie: known.cookie } }),
      ),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual(responses.map(() => 200));
    const db = testApp.database.db;
    const created = await db.select({ id: user.id }).from(user).where(inArray(user.email, emails));
    const ids = created.map((row) => row.id);
    expect(ids).toHaveLength(emails.length);
    for (const table of [account, session, profiles]) {
      const rows = await db.select({ userId: table.userId }).from(table).where(inArray(table.userId, ids));
      expect(new Set(rows.map((row) => row.userId)).size).toBe(ids.length);
    }
    const accepted = await db.select().from(consents).where(inArray(consents.userId, ids));
    expect(accepted).toHaveLength(ids.length * 2);
  });
});

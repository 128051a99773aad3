import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { account, profiles, psychologists, user } from '../db/schema';
import { DEMO_PSYCHOLOGISTS } from '../db/seed';
import { hashPassword } from '../auth/password';

/**
 * The demo psychologist's login, named in the README so a newcomer can open /psychologist-dashboard on a fresh
 * `npm start`. Demo data only (DEMO_DATA, off in production by default): the password is public.
 */
export const DEMO_PSYCHOLOGIST_LOGIN = {
  email: DEMO_PSYCHOLOGISTS[0]!.email,
  password: 'demo-psicologa-2026',
} as const;

/**
 * Gives Dra. Ana Beatriz Souza an account, written as better-auth writes an e-mail sign-up (a user, a
 * 'credential' account holding the hash, a profile). Idempotent, and it never takes over an existing account or
 * a psychologist someone else already linked or deleted. Returns whether it created the account.
 */
export async function seedDemoPsychologistAccount(db: Database): Promise<boolean> {
  const demo = DEMO_PSYCHOLOGISTS[0]!;
  const [psychologist] = await db
    .select({ userId: psychologists.userId })
    .from(psychologists)
    .where(eq(psychologists.id, demo.id));
  if (!psychologist || psychologist.userId) return false;
  const [existing] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, DEMO_PSYCHOLOGIST_LOGIN.email));
  if (existing) return false;

  const passwordHash = await hashPassword(DEMO_PSYCHOLOGIST_LOGIN.password);
  const userId = crypto.randomUUID();
  return db.transaction(async (tx) => {
    // Two processes starting together on a new database both get here; the e-mail's unique index picks one.
    const inserted = await tx
      .insert(user)
      .values({
        id: userId,
        name: demo.name,
        email: DEMO_PSYCHOLOGIST_LOGIN.email,
        emailVerified: true,
        role: 'user',
      })
      .onConflictDoNothing({ target: user.email })
      .returning({ id: user.id });
    if (inserted.length === 0) return false;
    await tx.insert(account).values({
      id: crypto.randomUUID(),
      accountId: userId,
      providerId: 'credential',
      userId,
      password: passwordHash,
    });
    await tx.insert(profiles).values({ userId }).onConflictDoNothing();
    await tx.update(psychologists).set({ userId }).where(eq(psychologists.id, demo.id));
    return true;
  });
}

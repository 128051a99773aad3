import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { profiles, psychologists, user } from '../db/schema';

export type ProfileRow = typeof profiles.$inferSelect;

export function createAccountsRepository(db: Database) {
  return {
    async createEmptyProfile(userId: string): Promise<void> {
      await db.insert(profiles).values({ userId }).onConflictDoNothing();
    },

    async findProfileByUserId(userId: string): Promise<ProfileRow | null> {
      const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
      return row ?? null;
    },

    /** Writes plan_active=false only if the row is still active with that same expiry, so a renewal that
     * landed in between is never undone. */
    async deactivateExpiredPlan(userId: string, expiresAt: Date): Promise<void> {
      await db
        .update(profiles)
        .set({ planActive: false, updatedAt: new Date() })
        .where(
          and(
            eq(profiles.userId, userId),
            eq(profiles.planActive, true),
            eq(profiles.planExpiresAt, expiresAt),
          ),
        );
    },

    async findPsychologistIdByUserId(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ id: psychologists.id })
        .from(psychologists)
        .where(eq(psychologists.userId, userId))
        .limit(1);
      return row?.id ?? null;
    },

    async setRoleByEmail(email: string, role: string): Promise<boolean> {
      const updated = await db
        .update(user)
        .set({ role, updatedAt: new Date() })
        .where(eq(user.email, email.toLowerCase()))
        .returning({ id: user.id });
      return updated.length > 0;
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;

import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { profiles, psychologists } from '../db/schema';
import { firstOrNull } from '../db/first-or-null';

export type ProfileRow = typeof profiles.$inferSelect;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Inside a transaction every query goes through it: PGlite runs one shared session. */
export type Executor = Database | Transaction;

export function createAccountsRepository(db: Database) {
  return {
    async createEmptyProfile(userId: string, executor: Executor = db): Promise<boolean> {
      const created = await executor
        .insert(profiles)
        .values({ userId })
        .onConflictDoNothing()
        .returning({ userId: profiles.userId });
      return created.length > 0;
    },

    async findProfileByUserId(userId: string): Promise<ProfileRow | null> {
      return firstOrNull(db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1));
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
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;

import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { profiles } from '../db/schema';
import type { Executor } from '../payments/repository';
import { firstOrNull } from '../db/first-or-null';

export interface PlanState {
  userId: string;
  planType: (typeof profiles.$inferSelect)['planType'];
  planActive: boolean;
  planExpiresAt: Date | null;
  stripeSubscriptionId: string | null;
}

export interface PlanWrite {
  planType: NonNullable<PlanState['planType']>;
  planActive: boolean;
  planExpiresAt: Date;
  stripeSessionId?: string;
  stripeCustomerId?: string | null;
  stripeSubscriptionId?: string | null;
}

const planColumns = {
  userId: profiles.userId,
  planType: profiles.planType,
  planActive: profiles.planActive,
  planExpiresAt: profiles.planExpiresAt,
  stripeSubscriptionId: profiles.stripeSubscriptionId,
};

/** Plan state lives in `profiles`; this domain owns its plan columns, accounts owns the rest. */
export function createPlansRepository(db: Database) {
  // Prepared once: checkout reads it on every request, and building it cost more than its round trip (ADR 028).
  const planStateByUserId = db
    .select(planColumns)
    .from(profiles)
    .where(eq(profiles.userId, sql.placeholder('userId')))
    .limit(1)
    .prepare('plans_state_by_user');

  return {
    async findPlanStateByUserId(userId: string): Promise<PlanState | null> {
      return firstOrNull(planStateByUserId.execute({ userId }));
    },

    /** Locks the row until the transaction ends, so two payments for one person extend the plan one after the other. */
    async findPlanStateByUserIdForUpdate(tx: Executor, userId: string): Promise<PlanState | null> {
      return firstOrNull(
        tx.select(planColumns).from(profiles).where(eq(profiles.userId, userId)).limit(1).for('update'),
      );
    },

    async findPlanStateBySubscriptionIdForUpdate(
      tx: Executor,
      subscriptionId: string,
    ): Promise<PlanState | null> {
      return firstOrNull(
        tx
          .select(planColumns)
          .from(profiles)
          .where(eq(profiles.stripeSubscriptionId, subscriptionId))
          .limit(1)
          .for('update'),
      );
    },

    /** Writes the plan columns, creating the profile if sign-up never did. */
    async savePlan(userId: string, plan: PlanWrite, executor: Executor = db): Promise<void> {
      const values = { ...plan, updatedAt: new Date() };
      await executor
        .insert(profiles)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: profiles.userId, set: values });
    },

    async renewPlan(
      tx: Executor,
      userId: string,
      planType: PlanWrite['planType'],
      planExpiresAt: Date,
    ): Promise<void> {
      await tx
        .update(profiles)
        .set({ planType, planActive: true, planExpiresAt, updatedAt: new Date() })
        .where(eq(profiles.userId, userId));
    },

    /** True when a profile had this subscription. */
    async clearSubscriptionId(tx: Executor, subscriptionId: string): Promise<boolean> {
      const updated = await tx
        .update(profiles)
        .set({ stripeSubscriptionId: null, updatedAt: new Date() })
        .where(eq(profiles.stripeSubscriptionId, subscriptionId))
        .returning({ userId: profiles.userId });
      return updated.length > 0;
    },
  };
}

export type PlansRepository = ReturnType<typeof createPlansRepository>;

import { isPlanId, type PlanId } from './plans';

export interface StoredPlan {
  planType: string | null;
  planActive: boolean;
  planExpiresAt: Date | null;
}

export interface PlanAccess {
  active: boolean;
  planType: PlanId | null;
  expiresAt: Date | null;
  /** True when the stored row still says active but its expiry has passed: the caller writes it false. */
  expiredSinceLastRead: boolean;
}

/**
 * docs/product.md, Plans and payments: a plan is active only when plan_active is true, a plan type is set and
 * the expiry is null or in the future. An expired plan is reported inactive so that access stops at the expiry
 * instant without any background job.
 */
export function evaluatePlanAccess(stored: StoredPlan | null, now: Date): PlanAccess {
  if (!stored) return { active: false, planType: null, expiresAt: null, expiredSinceLastRead: false };
  const planType = isPlanId(stored.planType) ? stored.planType : null;
  const expired = stored.planExpiresAt !== null && stored.planExpiresAt.getTime() <= now.getTime();
  const active = stored.planActive && planType !== null && !expired;
  return {
    active,
    planType,
    expiresAt: stored.planExpiresAt,
    expiredSinceLastRead: stored.planActive && expired,
  };
}

/**
 * The header badge (docs/product.md, Header and navigation): the plan's name, or 'Ativo' for an active plan of an
 * unknown type.
 */
export function planBadgeLabel(planType: PlanId | null): string {
  switch (planType) {
    case 'avulso':
      return 'Avulso';
    case 'mensal':
      return 'Mensal';
    case 'anual':
      return 'Anual';
    default:
      return 'Ativo';
  }
}

import { addDays, addMonths } from 'date-fns';
import { inSaoPaulo } from '../../shared/dates';
import type { PlanId } from '../../shared/plans';
import type { CheckoutBilling } from '../payments/provider';

/** docs/product.md, Plans and payments: avulso 30 days, mensal one month, anual twelve months. */
export function addPlanPeriod(planType: PlanId, from: Date): Date {
  // Months are counted on the buyer's calendar, so "one month" from 31 January ends on the last day of February
  // in Brazil whatever zone the server runs in.
  const local = inSaoPaulo(from);
  const next = planType === 'avulso' ? addDays(local, 30) : addMonths(local, planType === 'mensal' ? 1 : 12);
  return new Date(next.getTime());
}

/** Avulso is paid once and never renews; mensal and anual are provider subscriptions. */
export function billingFor(planType: PlanId): CheckoutBilling {
  if (planType === 'avulso') return { mode: 'payment' };
  return { mode: 'subscription', interval: planType === 'mensal' ? 'month' : 'year' };
}

export function isSubscriptionPlan(planType: PlanId): boolean {
  return planType !== 'avulso';
}

/**
 * A new period starts where the current one ends when the plan is still running, so paying early never loses
 * days; otherwise it starts now.
 */
export function nextExpiry(planType: PlanId, now: Date, currentExpiry: Date | null): Date {
  const start = currentExpiry && currentExpiry.getTime() > now.getTime() ? currentExpiry : now;
  return addPlanPeriod(planType, start);
}

import { evaluatePlanAccess } from '../../shared/plan-access';
import { getPlan, isPlanId, type PlanId } from '../../shared/plans';
import type { Clock } from '../clock';
import { ConflictError } from '../errors';
import { FULFILMENT_MESSAGES, type PurposeHandlers } from '../payments/fulfilment';
import { METADATA } from '../payments/provider';
import type { SubscriptionHandler } from '../payments/service';
import { isSubscriptionPlan, nextExpiry } from './plan-period';
import type { PlansRepository } from './repository';

function mismatch(): ConflictError {
  return new ConflictError(FULFILMENT_MESSAGES.mismatch, 'payment_mismatch');
}

/** How a paid plan session activates the plan; registered with payments for the 'plan' purpose. */
export function createPlanFulfilmentHandler(repository: PlansRepository, clock: Clock): PurposeHandlers {
  return {
    validate(session, remote) {
      const planType = session.planType;
      if (!session.userId || !planType || !isPlanId(planType)) throw mismatch();
      // The price is the catalog's, whatever was sent to the provider: a session created for another amount
      // (a bug, or a price changed in between) never grants the plan.
      if (session.amountCents !== getPlan(planType).priceCents) throw mismatch();
      if (
        remote.metadata[METADATA.planType] !== planType ||
        remote.metadata[METADATA.userId] !== session.userId
      ) {
        throw mismatch();
      }
    },

    async apply(tx, session, remote) {
      const userId = session.userId as string;
      const planType = session.planType as PlanId;
      const state = await repository.findPlanStateByUserIdForUpdate(tx, userId);
      const now = clock.now();
      const running = evaluatePlanAccess(state, now).active ? (state?.planExpiresAt ?? null) : null;
      await repository.savePlan(
        userId,
        {
          planType,
          planActive: true,
          planExpiresAt: nextExpiry(planType, now, running),
          stripeSessionId: session.id,
          ...(remote.customerId ? { stripeCustomerId: remote.customerId } : {}),
          ...(remote.subscriptionId ? { stripeSubscriptionId: remote.subscriptionId } : {}),
        },
        tx,
      );
    },
  };
}

/** Renewals extend the plan by one period per paid invoice; a cancelled subscription simply stops renewing. */
export function createPlanSubscriptionHandler(
  repository: PlansRepository,
  clock: Clock,
): SubscriptionHandler {
  return {
    async onRenewed(tx, event) {
      // The first invoice ('subscription_create') is the checkout payment itself, already counted when the session
      // was fulfilled; updates and thresholds are not new periods. Only a cycle (or a pre-2018 'subscription'
      // invoice) buys one more period.
      if (event.billingReason === 'subscription_create') return 'first_invoice_counted_at_checkout';
      if (event.billingReason !== 'subscription_cycle' && event.billingReason !== 'subscription') {
        return `ignored_billing_reason:${event.billingReason ?? 'none'}`;
      }
      // Not compared with today's catalog price: a subscription keeps the price it was sold at.
      if (event.currency !== 'brl' || event.amountCents <= 0) return 'ignored_amount';
      const state = await repository.findPlanStateBySubscriptionIdForUpdate(tx, event.subscriptionId);
      const planType = event.planType ?? state?.planType ?? null;
      if (!state || !planType || !isSubscriptionPlan(planType)) return 'unknown_subscription';
      await repository.renewPlan(
        tx,
        state.userId,
        planType,
        nextExpiry(planType, clock.now(), state.planExpiresAt),
      );
      return 'renewed';
    },

    async onEnded(tx, event) {
      // The plan keeps running until its current expiry; without the subscription id no later invoice extends it.
      return (await repository.clearSubscriptionId(tx, event.subscriptionId))
        ? 'subscription_ended'
        : 'unknown_subscription';
    },
  };
}

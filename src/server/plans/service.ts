import { evaluatePlanAccess } from '../../shared/plan-access';
import { getPlan, type PlanId } from '../../shared/plans';
import type {
  FreeActivationResponse,
  PlanCheckoutResponse,
  PlansConfigResponse,
  PlanVerifyResponse,
} from '../../shared/contracts/plans';
import type { Clock } from '../clock';
import type { SessionUser } from '../auth/guards';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { ConflictError, ForbiddenError } from '../errors';
import type { PaymentsService } from '../payments/service';
import { createPlanFulfilmentHandler, createPlanSubscriptionHandler } from './fulfilment-handler';
import { addPlanPeriod, billingFor, isSubscriptionPlan } from './plan-period';
import { createPlansRepository } from './repository';

export const PLAN_MESSAGES = {
  freeTestDisabled:
    'O teste gratuito dos planos não está disponível no momento. Escolha um plano para assinar.',
  subscriptionActive: 'Você já tem uma assinatura ativa, renovada automaticamente.',
} as const;

// Long enough to pay calmly (Pix included), short enough that a forgotten tab does not stay payable for a day.
const CHECKOUT_TTL_MS = 2 * 60 * 60 * 1000;

export function createPlansService(deps: {
  config: Config;
  db: Database;
  clock: Clock;
  payments: PaymentsService;
}) {
  const { config, clock, payments } = deps;
  const repository = createPlansRepository(deps.db);

  payments.registerPurpose('plan', createPlanFulfilmentHandler(repository, clock));
  payments.registerSubscriptionHandler(createPlanSubscriptionHandler(repository, clock));

  return {
    getConfig(): PlansConfigResponse {
      return { freeTest: config.plansFreeTest };
    },

    async startCheckout(user: SessionUser, planType: PlanId): Promise<PlanCheckoutResponse> {
      const plan = getPlan(planType);
      if (isSubscriptionPlan(planType)) {
        const state = await repository.findPlanStateByUserId(user.id);
        // A second subscription would charge the person twice every period.
        if (state?.stripeSubscriptionId && evaluatePlanAccess(state, clock.now()).active) {
          throw new ConflictError(PLAN_MESSAGES.subscriptionActive, 'subscription_active');
        }
      }
      const checkout = await payments.createCheckout({
        purpose: 'plan',
        userId: user.id,
        planType,
        amountCents: plan.priceCents,
        description: `Aria — Plano ${plan.name} (${plan.period})`,
        ...billingFor(planType),
        customerEmail: user.email,
        successUrl: `${config.publicUrl}/payment-success?session_id={CHECKOUT_SESSION_ID}&plan_type=${planType}`,
        cancelUrl: `${config.publicUrl}/plans?plan=${planType}`,
        expiresAt: new Date(clock.now().getTime() + CHECKOUT_TTL_MS),
      });
      return { url: checkout.url };
    },

    /** The redirect's fast path; the webhook fulfils the same session whether or not the browser comes back. */
    async verifyPayment(user: SessionUser, sessionId: string): Promise<PlanVerifyResponse> {
      const result = await payments.fulfilCheckout(sessionId, { userId: user.id, purpose: 'plan' });
      if (!result.planType) throw new Error(`Plan session ${result.sessionId} has no plan type`);
      return { success: true, planType: result.planType };
    },

    /** docs/product.md, Plans and payments: during the free test phase the server itself grants the plan. */
    async activateFreeTest(user: SessionUser, planType: PlanId): Promise<FreeActivationResponse> {
      if (!config.plansFreeTest)
        throw new ForbiddenError(PLAN_MESSAGES.freeTestDisabled, 'free_test_disabled');
      const now = clock.now();
      const state = await repository.findPlanStateByUserId(user.id);
      const granted = addPlanPeriod(planType, now);
      // Never shortens a running plan, and repeated clicks do not stack free periods.
      const running = evaluatePlanAccess(state, now).active ? (state?.planExpiresAt ?? null) : null;
      const expiresAt = running && running.getTime() > granted.getTime() ? running : granted;
      await repository.savePlan(user.id, { planType, planActive: true, planExpiresAt: expiresAt });
      return { success: true, planType, expiresAt: expiresAt.toISOString() };
    },
  };
}

export type PlansService = ReturnType<typeof createPlansService>;

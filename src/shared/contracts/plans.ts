import { z } from 'zod';
import { PLAN_IDS } from '../plans';

/**
 * The plans API (docs/product.md, API surface). Every error answers `{ code, message }` (contracts/errors.ts) with
 * a pt-BR message to show as is; the codes below are the stable part for programs.
 */

export const INVALID_PLAN_MESSAGE = 'Plano inválido. Escolha avulso, mensal ou anual.';

export const planTypeSchema = z.enum(PLAN_IDS, { error: INVALID_PLAN_MESSAGE });

/**
 * POST /api/plans/checkout — signed in. Starts a hosted payment for the plan; the price comes from the server's
 * catalog. 200 `{ url }`: send the browser there (same tab). Errors: 400 `validation` (unknown plan), 401
 * `unauthorized`, 409 `subscription_active` (a renewing mensal/anual subscription is already active), 429
 * `too_many_requests`, 502 `upstream_failed` (the provider did not answer).
 * After paying, the provider sends the browser to `/payment-success?session_id=<id>&plan_type=<plan>`; cancelling
 * goes back to `/plans?plan=<plan>`.
 */
export const planCheckoutBodySchema = z.object({ planType: planTypeSchema });
export type PlanCheckoutBody = z.infer<typeof planCheckoutBodySchema>;
export const planCheckoutResponseSchema = z.object({ url: z.string() });
export type PlanCheckoutResponse = z.infer<typeof planCheckoutResponseSchema>;

/**
 * POST /api/plans/verify — signed in. Called by /payment-success with the `session_id` query parameter; activates
 * the plan if the provider says the session is paid (the webhook may already have: the answer is the same).
 * Errors: 400 `validation` ('ID de sessão não encontrado' when empty), 401 `unauthorized`, 404 `not_found` (unknown
 * session, or one that is not this user's or not a plan), 409 `payment_not_paid` ('Erro ao verificar o pagamento'),
 * 409 `payment_pending` (Pix still waiting: try again later), 409 `payment_mismatch`, 409 `payment_refunded`,
 * 429 `too_many_requests`, 502 `upstream_failed`.
 */
export const planVerifyBodySchema = z.object({
  sessionId: z
    .string({ error: 'ID de sessão não encontrado' })
    .trim()
    .min(1, 'ID de sessão não encontrado')
    .max(255, 'ID de sessão inválido.'),
});
export type PlanVerifyBody = z.infer<typeof planVerifyBodySchema>;
export const planVerifyResponseSchema = z.object({ success: z.literal(true), planType: planTypeSchema });
export type PlanVerifyResponse = z.infer<typeof planVerifyResponseSchema>;

/**
 * POST /api/plans/free-activation — signed in, and only while the free test phase is on (GET /api/plans/config).
 * Grants the plan on the server, without payment. 200 `{ success, planType, expiresAt }` (ISO 8601). Errors: 400
 * `validation`, 401 `unauthorized`, 403 `free_test_disabled`, 429 `too_many_requests`.
 */
export const freeActivationBodySchema = z.object({ planType: planTypeSchema });
export type FreeActivationBody = z.infer<typeof freeActivationBodySchema>;
export const freeActivationResponseSchema = z.object({
  success: z.literal(true),
  planType: planTypeSchema,
  expiresAt: z.string(),
});
export type FreeActivationResponse = z.infer<typeof freeActivationResponseSchema>;

/**
 * GET /api/plans/config — anyone. `freeTest` true: the /plans buttons read 'Começar agora - GRÁTIS' and call
 * free-activation; false: they call checkout.
 */
export const plansConfigResponseSchema = z.object({ freeTest: z.boolean() });
export type PlansConfigResponse = z.infer<typeof plansConfigResponseSchema>;

export const PLAN_ERROR_CODES = [
  'validation',
  'unauthorized',
  'not_found',
  'free_test_disabled',
  'subscription_active',
  'payment_not_paid',
  'payment_pending',
  'payment_mismatch',
  'payment_refunded',
  'too_many_requests',
  'upstream_failed',
] as const;
export type PlanErrorCode = (typeof PLAN_ERROR_CODES)[number];

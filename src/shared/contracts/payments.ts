import { z } from 'zod';

/**
 * Payment endpoints that are not called by our own client: the provider's webhook and the sandbox provider's
 * hosted page. The client only ever follows the `url` a checkout endpoint returns.
 */

/**
 * POST /api/payments/webhook/stripe — called by Stripe, authenticated by the Stripe-Signature header over the raw
 * body. 200 `{ received: true }` for every verified event, including duplicates and types we ignore; 400
 * `bad_signature` when the signature does not match; 5xx asks Stripe to retry.
 */
export const webhookAckSchema = z.object({ received: z.literal(true) });
export type WebhookAck = z.infer<typeof webhookAckSchema>;

/** Sandbox checkout session ids: `cs_sandbox_` and 24 random bytes in base64url. */
export const checkoutSessionIdParamsSchema = z.object({ id: z.string().min(1).max(255) });

/**
 * POST /checkout/sandbox/:id — the sandbox's payment form (application/x-www-form-urlencoded). Answers HTML: a 303
 * to the success URL with `session_id` when paid, or the page again with a pt-BR message (400 invalid card data,
 * 402 declined, 409 already paid, 410 expired).
 */
export const sandboxPaymentFormSchema = z.object({
  cardNumber: z.string().max(64).optional(),
  expiry: z.string().max(16).optional(),
  cvc: z.string().max(16).optional(),
});
export type SandboxPaymentForm = z.infer<typeof sandboxPaymentFormSchema>;

/** The hosted pages answer HTML; declared so every route has a response schema. */
export const htmlPageSchema = z.string();

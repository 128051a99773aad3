import type { PlanId } from '../../shared/plans';
import { ConflictError } from '../errors';
import type { NewCheckoutSession } from './repository';

export type CheckoutPurpose = 'plan' | 'consultation';
export type ProviderName = 'sandbox' | 'stripe';

/** How the buyer is charged: once, or a recurring subscription renewed by the provider every interval. */
export type CheckoutBilling = { mode?: 'payment' } | { mode: 'subscription'; interval: 'month' | 'year' };

interface CheckoutRequestBase {
  /** Computed on the server from our own catalog; never taken from the browser. */
  amountCents: number;
  /** Shown to the buyer on the hosted payment page, in Portuguese. */
  description: string;
  /** May contain the literal `{CHECKOUT_SESSION_ID}`, replaced by the provider as Stripe does. */
  successUrl: string;
  cancelUrl: string;
  /** Providers may move it into their allowed window; the created session reports the real one. */
  expiresAt: Date;
  customerEmail?: string;
  /** Extra string pairs kept with the session; our own keys (purpose, user_id, …) always win. */
  metadata?: Record<string, string>;
}

export type PlanCheckoutRequest = CheckoutRequestBase &
  CheckoutBilling & { purpose: 'plan'; userId: string; planType: PlanId };

/** A consultation is always a one-time payment; a visitor books without an account, so userId may be null. */
export type ConsultationCheckoutRequest = CheckoutRequestBase & {
  purpose: 'consultation';
  appointmentId: string;
  userId?: string | null;
  mode?: 'payment';
};

export type CheckoutRequest = PlanCheckoutRequest | ConsultationCheckoutRequest;

export interface CreatedCheckout {
  sessionId: string;
  /** The hosted payment page the buyer is sent to. */
  url: string;
  expiresAt: Date;
}

/** A checkout session as the provider reports it now: the only source trusted for payment status. */
export interface ProviderSession {
  id: string;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
  amountCents: number | null;
  /** Sum of the session's line items when the provider returned them; checked against amountCents. */
  lineItemsTotalCents: number | null;
  currency: string | null;
  metadata: Record<string, string>;
  paymentId: string | null;
  subscriptionId: string | null;
  customerId: string | null;
}

/** Provider webhooks reduced to the events our rules react to. */
export type PaymentEvent =
  | {
      id: string;
      type: 'checkout.completed';
      sessionId: string;
      paymentStatus: ProviderSession['paymentStatus'];
    }
  | { id: string; type: 'checkout.async_payment_succeeded'; sessionId: string }
  | { id: string; type: 'checkout.async_payment_failed'; sessionId: string }
  | { id: string; type: 'checkout.expired'; sessionId: string }
  | {
      id: string;
      type: 'subscription.renewed';
      invoiceId: string;
      subscriptionId: string;
      /** Stripe's invoice billing_reason; 'subscription_create' is the first invoice, paid through checkout. */
      billingReason: string | null;
      amountCents: number;
      currency: string;
      /** The plan sold with the subscription, from the metadata we gave it at checkout. */
      planType: PlanId | null;
    }
  | { id: string; type: 'subscription.payment_failed'; invoiceId: string; subscriptionId: string | null }
  | { id: string; type: 'subscription.ended'; subscriptionId: string }
  | { id: string; type: 'ignored'; providerType: string };

export interface RefundResult {
  refundId: string;
  amountCents: number;
}

export class WebhookSignatureError extends Error {}

/** A refund refused for the payment's state (unpaid, already refunded), in the same words whichever provider took it. */
export function notRefundableError(): ConflictError {
  return new ConflictError('Este pagamento não pode ser estornado.', 'not_refundable');
}

/**
 * What every payment provider offers. The sandbox and Stripe implement it, and both keep a `checkout_sessions`
 * row per session so fulfilment can check owner, purpose and amount against our own records.
 */
export interface PaymentProvider {
  readonly name: ProviderName;
  createCheckout(request: CheckoutRequest): Promise<CreatedCheckout>;
  /** null when the provider does not know the session. */
  retrieveSession(sessionId: string): Promise<ProviderSession | null>;
  /** Verifies the signature on the raw body; throws WebhookSignatureError when it does not match. */
  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): PaymentEvent;
  /** Refunds the whole payment of a paid session. */
  refund(sessionId: string): Promise<RefundResult>;
  /** Closes an open session so it can no longer be paid (e.g. a consultation hold given up). */
  expireSession(sessionId: string): Promise<void>;
  /** Stops a renewing subscription now: no later invoice; the period already paid is not refunded by this. */
  cancelSubscription(subscriptionId: string): Promise<void>;
}

/** Metadata keys every provider stores with a session; fulfilment reads them back from the provider. */
export const METADATA = {
  checkoutRef: 'checkout_ref',
  purpose: 'purpose',
  userId: 'user_id',
  planType: 'plan_type',
  appointmentId: 'appointment_id',
} as const;

export function checkoutMetadata(request: CheckoutRequest, checkoutRef: string): Record<string, string> {
  const metadata: Record<string, string> = {
    ...request.metadata,
    [METADATA.checkoutRef]: checkoutRef,
    [METADATA.purpose]: request.purpose,
  };
  if (request.userId) metadata[METADATA.userId] = request.userId;
  if (request.purpose === 'plan') metadata[METADATA.planType] = request.planType;
  else metadata[METADATA.appointmentId] = request.appointmentId;
  return metadata;
}

/** The row a provider stores when it opens a session: what was asked, under the provider's id and expiry. */
export function checkoutSessionRow(
  request: CheckoutRequest,
  opened: { id: string; provider: ProviderName; metadata: Record<string, string>; expiresAt: Date },
): NewCheckoutSession {
  return {
    id: opened.id,
    provider: opened.provider,
    purpose: request.purpose,
    userId: request.userId ?? null,
    planType: request.purpose === 'plan' ? request.planType : null,
    appointmentId: request.purpose === 'consultation' ? request.appointmentId : null,
    amountCents: request.amountCents,
    currency: 'brl',
    description: request.description,
    successUrl: request.successUrl,
    cancelUrl: request.cancelUrl,
    metadata: opened.metadata,
    expiresAt: opened.expiresAt,
  };
}

/** Stripe's placeholder convention, applied by the sandbox so both providers take the same URLs. */
export const SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

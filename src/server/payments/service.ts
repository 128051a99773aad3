import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { BadRequestError, DomainError } from '../errors';
import { createFulfilment, type FulfilmentExpectations, type PurposeHandlers } from './fulfilment';
import {
  WebhookSignatureError,
  type CheckoutPurpose,
  type CheckoutRequest,
  type CreatedCheckout,
  type PaymentEvent,
  type PaymentProvider,
} from './provider';
import { createPaymentsRepository, type Transaction } from './repository';
import { createSandboxProvider, type SandboxProvider } from './sandbox';
import { createStripeProvider } from './stripe';

type RenewedEvent = Extract<PaymentEvent, { type: 'subscription.renewed' }>;
type EndedEvent = Extract<PaymentEvent, { type: 'subscription.ended' }>;

/** Subscriptions exist only for plans; the plans service registers how renewals and cancellations apply. */
export interface SubscriptionHandler {
  /** Returns a short outcome for the log, e.g. 'renewed'. Runs once per event, inside its dedupe transaction. */
  onRenewed(tx: Transaction, event: RenewedEvent): Promise<string>;
  onEnded(tx: Transaction, event: EndedEvent): Promise<string>;
}

/** Refusals that may succeed later (the provider has not seen the money yet), so the webhook is retried. */
const RETRYABLE_CODES = new Set(['payment_not_paid', 'payment_pending']);
/** The outcome that asks the provider to deliver the event again later; the event is not recorded. */
export const RETRY_OUTCOME = 'retry_later';

export function createPaymentsService(deps: { config: Config; db: Database; clock: Clock }) {
  const { config, clock } = deps;
  const repository = createPaymentsRepository(deps.db);
  const handlers = new Map<CheckoutPurpose, PurposeHandlers>();
  let subscriptionHandler: SubscriptionHandler | null = null;

  const provider: PaymentProvider =
    config.payments.provider === 'stripe'
      ? createStripeProvider({
          settings: {
            secretKey: config.payments.stripeSecretKey ?? '',
            webhookSecret: config.payments.stripeWebhookSecret ?? '',
            apiBaseUrl: config.payments.stripeApiBaseUrl,
            pix: config.payments.pix,
          },
          repository,
          clock,
        })
      : createSandboxProvider({
          repository,
          clock,
          publicUrl: config.publicUrl,
          emit: (event) => processEvent(event),
        });

  const fulfilment = createFulfilment({ repository, provider, clock, handlers });
  const publicOrigin = new URL(config.publicUrl).origin;

  /** Claims the event id and applies its effect in one transaction: a failed effect leaves it to be retried. */
  function recordEvent(event: PaymentEvent, work: (tx: Transaction) => Promise<string>): Promise<string> {
    return repository.transaction(async (tx) => {
      const claimed = await repository.insertPaymentEventIfNew(tx, {
        eventId: event.id,
        provider: provider.name,
        type: event.type,
      });
      return claimed ? work(tx) : 'duplicate';
    });
  }

  async function fulfilFromEvent(event: PaymentEvent & { sessionId: string }): Promise<string> {
    let prepared;
    try {
      prepared = await fulfilment.prepare(event.sessionId);
    } catch (error) {
      if (error instanceof DomainError && RETRYABLE_CODES.has(error.code)) return RETRY_OUTCOME;
      if (error instanceof DomainError && error.statusCode < 500) {
        // Unknown session, amount mismatch, refunded: a retry would be refused the same way.
        return recordEvent(event, async () => `refused:${error.code}`);
      }
      throw error;
    }
    let applied = false;
    const outcome = await recordEvent(event, async (tx) => {
      applied = await fulfilment.apply(tx, prepared);
      return applied ? 'fulfilled' : 'already_fulfilled';
    });
    await fulfilment.afterCommit(prepared, applied);
    return outcome;
  }

  /** An expired session, or a delayed method that failed: either way the session will never be paid. */
  async function closeUnpaid(tx: Transaction, sessionId: string, reason: 'expired' | 'payment_failed') {
    const session = await repository.findCheckoutSessionById(sessionId, tx);
    if (!session || session.provider !== provider.name) return 'unknown_session';
    if (session.status === 'paid' || session.status === 'refunded') return 'already_paid';
    // 'expired' is our one status for "closed without payment"; a failed Pix is closed the same way.
    await repository.markOpenCheckoutSessionExpired(sessionId, tx);
    const handler = handlers.get(session.purpose);
    if (reason === 'expired') await handler?.onExpired?.(tx, session);
    else await handler?.onPaymentFailed?.(tx, session);
    return reason;
  }

  /** Applies a provider event once. Returns an outcome for the log; throws when the provider should retry. */
  async function processEvent(event: PaymentEvent): Promise<string> {
    if (event.type === 'ignored') return 'ignored';
    // A cheap look first, so a redelivered event costs no provider call; the claim below is the real guard.
    if (await repository.hasPaymentEvent(event.id)) return 'duplicate';
    switch (event.type) {
      case 'checkout.completed':
        // Pix and other delayed methods complete the page before the money arrives (docs/security.md, Payments).
        if (event.paymentStatus !== 'paid') return recordEvent(event, async () => 'awaiting_payment');
        return fulfilFromEvent(event);
      case 'checkout.async_payment_succeeded':
        return fulfilFromEvent(event);
      case 'checkout.expired':
        return recordEvent(event, (tx) => closeUnpaid(tx, event.sessionId, 'expired'));
      case 'checkout.async_payment_failed':
        return recordEvent(event, (tx) => closeUnpaid(tx, event.sessionId, 'payment_failed'));
      case 'subscription.renewed':
        return recordEvent(event, async (tx) =>
          subscriptionHandler ? subscriptionHandler.onRenewed(tx, event) : 'ignored',
        );
      case 'subscription.ended':
        return recordEvent(event, async (tx) =>
          subscriptionHandler ? subscriptionHandler.onEnded(tx, event) : 'ignored',
        );
      case 'subscription.payment_failed':
        // Nothing to undo: without a paid invoice the plan simply lapses at its expiry.
        return recordEvent(event, async () => 'renewal_payment_failed');
    }
  }

  return {
    providerName: provider.name,
    /** The sandbox's hosted page, when the sandbox is the provider. */
    sandbox: provider.name === 'sandbox' ? (provider as SandboxProvider) : null,

    /**
     * Starts a hosted checkout for a plan or a consultation. Amounts come from the caller's server-side rules;
     * the URLs must be ours, so a provider never sends a buyer elsewhere.
     */
    createCheckout(request: CheckoutRequest): Promise<CreatedCheckout> {
      if (!Number.isInteger(request.amountCents) || request.amountCents <= 0) {
        throw new Error(`Checkout amount must be positive integer cents, got ${request.amountCents}`);
      }
      for (const url of [request.successUrl, request.cancelUrl]) {
        if (new URL(url).origin !== publicOrigin) throw new Error(`Checkout URL outside PUBLIC_URL: ${url}`);
      }
      return provider.createCheckout(request);
    },

    fulfilCheckout: (sessionId: string, expect?: FulfilmentExpectations) =>
      fulfilment.fulfilCheckout(sessionId, expect),

    refund: (sessionId: string) => provider.refund(sessionId),

    expireSession: (sessionId: string) => provider.expireSession(sessionId),

    cancelSubscription: (subscriptionId: string) => provider.cancelSubscription(subscriptionId),

    /** One handler per purpose: 'plan' by the plans service, 'consultation' by the booking service. */
    registerPurpose(purpose: CheckoutPurpose, purposeHandlers: PurposeHandlers): void {
      if (handlers.has(purpose)) throw new Error(`Fulfilment handler for "${purpose}" registered twice`);
      handlers.set(purpose, purposeHandlers);
    },

    registerSubscriptionHandler(handler: SubscriptionHandler): void {
      subscriptionHandler = handler;
    },

    /** Verifies and applies a provider webhook; a bad signature is a 400, anything thrown otherwise is retried. */
    async handleWebhook(
      rawBody: Buffer,
      headers: Record<string, string | string[] | undefined>,
    ): Promise<{ eventId: string; type: string; outcome: string }> {
      let event: PaymentEvent;
      try {
        event = provider.parseWebhook(rawBody, headers);
      } catch (error) {
        if (error instanceof WebhookSignatureError) {
          throw new BadRequestError('Assinatura do webhook inválida.', 'bad_signature');
        }
        throw error;
      }
      const outcome = await processEvent(event);
      return { eventId: event.id, type: event.type === 'ignored' ? event.providerType : event.type, outcome };
    },

    processEvent,
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;

import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import type { Clock } from '../clock';
import { NotFoundError, UpstreamError } from '../errors';
import {
  checkoutMetadata,
  checkoutSessionRow,
  notRefundableError,
  WebhookSignatureError,
  type CheckoutRequest,
  type CreatedCheckout,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderSession,
  type RefundResult,
} from './provider';
import type { PaymentsRepository } from './repository';
import { idOf, toPaymentEvent, toProviderSession } from './stripe-events';

// Stripe refuses a Checkout Session whose expires_at is less than 30 minutes or more than 24 hours away; a margin
// keeps a request built a moment ago inside the window when it reaches Stripe.
const MIN_EXPIRY_MS = 31 * 60 * 1000;
const MAX_EXPIRY_MS = 23 * 60 * 60 * 1000 + 55 * 60 * 1000;

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Points the SDK at another host, e.g. a local fake of Stripe's API in tests. */
  apiBaseUrl?: string;
  pix: boolean;
}

export function createStripeClient(settings: Pick<StripeSettings, 'secretKey' | 'apiBaseUrl'>): Stripe {
  const base = settings.apiBaseUrl ? new URL(settings.apiBaseUrl) : undefined;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'http:' ? 80 : 443),
          protocol: base.protocol === 'http:' ? ('http' as const) : ('https' as const),
        }
      : {}),
  });
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeError &&
    (error.statusCode === 404 || error.code === 'resource_missing')
  );
}

/**
 * Stripe Checkout in BRL. Amounts always come from our catalog through `price_data`; a `checkout_sessions` row keyed
 * by Stripe's session id keeps what we sold, to whom and for how much, so fulfilment compares Stripe's word with
 * our own record instead of trusting either alone.
 */
export function createStripeProvider(deps: {
  settings: StripeSettings;
  repository: PaymentsRepository;
  clock: Clock;
  client?: Stripe;
}): PaymentProvider {
  const { settings, repository, clock } = deps;
  const stripe = deps.client ?? createStripeClient(settings);

  function sessionParams(
    request: CheckoutRequest,
    metadata: Record<string, string>,
    expiresAt: Date,
  ): Stripe.Checkout.SessionCreateParams {
    const subscription = request.mode === 'subscription' ? request : null;
    // Pix is one-time only (subscriptions would need Pix Automático), and its QR code must not outlive the
    // session: a consultation slot is held only until then.
    const pix = settings.pix && !subscription;
    const secondsLeft = Math.floor((expiresAt.getTime() - clock.now().getTime()) / 1000);
    return {
      mode: subscription ? 'subscription' : 'payment',
      locale: 'pt-BR',
      client_reference_id: metadata.checkout_ref,
      ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'brl',
            unit_amount: request.amountCents,
            product_data: { name: request.description },
            ...(subscription ? { recurring: { interval: subscription.interval } } : {}),
          },
        },
      ],
      // Since API version 2026-10-28 this filters the methods enabled in the Dashboard instead of listing them:
      // Pix must also be switched on there.
      allowed_payment_method_types: pix ? ['card', 'pix'] : ['card'],
      ...(pix
        ? { payment_method_options: { pix: { expires_after_seconds: Math.max(10, secondsLeft) } } }
        : {}),
      metadata,
      ...(subscription ? { subscription_data: { metadata } } : { payment_intent_data: { metadata } }),
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
      expires_at: Math.floor(expiresAt.getTime() / 1000),
    };
  }

  async function retrieve(sessionId: string): Promise<Stripe.Checkout.Session | null> {
    try {
      return await stripe.checkout.sessions.retrieve(sessionId, { expand: ['line_items'] });
    } catch (error) {
      if (isMissing(error)) return null;
      throw new UpstreamError(
        'Não foi possível consultar o pagamento agora. Tente novamente em alguns instantes.',
      );
    }
  }

  /** A subscription's first payment belongs to its first invoice, not to the session. */
  async function paymentIntentOf(session: Stripe.Checkout.Session): Promise<string | null> {
    const direct = idOf(session.payment_intent);
    if (direct) return direct;
    const invoiceId = idOf(session.invoice);
    if (!invoiceId) return null;
    const payments = await stripe.invoicePayments.list({ invoice: invoiceId, status: 'paid', limit: 1 });
    return idOf(payments.data[0]?.payment.payment_intent);
  }

  return {
    name: 'stripe',

    async createCheckout(request: CheckoutRequest): Promise<CreatedCheckout> {
      const now = clock.now().getTime();
      const expiresAt = new Date(
        Math.min(Math.max(request.expiresAt.getTime(), now + MIN_EXPIRY_MS), now + MAX_EXPIRY_MS),
      );
      const checkoutRef = randomUUID();
      const metadata = checkoutMetadata(request, checkoutRef);
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.create(sessionParams(request, metadata, expiresAt), {
          idempotencyKey: `checkout-${checkoutRef}`,
        });
      } catch {
        throw new UpstreamError('Não foi possível iniciar o pagamento. Tente novamente em alguns instantes.');
      }
      if (!session.url) throw new UpstreamError('Não foi possível iniciar o pagamento. Tente novamente.');
      const stored = repository.insertCheckoutSession(
        checkoutSessionRow(request, { id: session.id, provider: 'stripe', metadata, expiresAt }),
      );
      try {
        await stored;
      } catch (error) {
        // Without our row the payment could never be fulfilled: close the session before anyone pays it.
        await stripe.checkout.sessions.expire(session.id).catch(() => undefined);
        throw error;
      }
      return { sessionId: session.id, url: session.url, expiresAt };
    },

    async retrieveSession(sessionId: string): Promise<ProviderSession | null> {
      const session = await retrieve(sessionId);
      return session ? toProviderSession(session) : null;
    },

    parseWebhook(rawBody, headers): PaymentEvent {
      const signature = headers['stripe-signature'];
      if (typeof signature !== 'string' || signature === '') {
        throw new WebhookSignatureError('Missing Stripe-Signature header.');
      }
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : 'Invalid signature.');
      }
      return toPaymentEvent(event);
    },

    async refund(sessionId: string): Promise<RefundResult> {
      const row = await repository.findCheckoutSessionById(sessionId);
      if (!row || row.provider !== 'stripe') throw new NotFoundError('Sessão de pagamento não encontrada.');
      if (row.status !== 'paid') {
        throw notRefundableError();
      }
      const session = await retrieve(sessionId);
      const paymentIntent = session ? await paymentIntentOf(session) : null;
      if (!paymentIntent) throw notRefundableError();
      let refund: Stripe.Refund;
      try {
        refund = await stripe.refunds.create(
          { payment_intent: paymentIntent, metadata: { checkout_session_id: sessionId } },
          // One refund per session however often this is retried.
          { idempotencyKey: `refund-${sessionId}` },
        );
      } catch {
        throw new UpstreamError(
          'Não foi possível estornar o pagamento agora. Tente novamente em alguns instantes.',
        );
      }
      await repository.markPaidCheckoutSessionRefunded(sessionId);
      return { refundId: refund.id, amountCents: refund.amount };
    },

    async expireSession(sessionId: string): Promise<void> {
      try {
        await stripe.checkout.sessions.expire(sessionId);
      } catch (error) {
        // Already complete (perhaps paid a moment ago) or expired at Stripe: its webhook tells us which, and our
        // row must not say expired over a payment.
        if (error instanceof Stripe.errors.StripeError && error.statusCode === 400) return;
        throw new UpstreamError();
      }
      await repository.markOpenCheckoutSessionExpired(sessionId);
    },

    async cancelSubscription(subscriptionId: string): Promise<void> {
      try {
        await stripe.subscriptions.cancel(subscriptionId);
      } catch (error) {
        // Already cancelled at Stripe: the person's wish is already true.
        if (error instanceof Stripe.errors.StripeError && error.statusCode === 404) return;
        throw new UpstreamError(
          'Não foi possível cancelar a renovação agora. Tente novamente em alguns instantes.',
        );
      }
    },
  };
}

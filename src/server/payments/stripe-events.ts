import type Stripe from 'stripe';
import { isPlanId } from '../../shared/plans';
import { METADATA, type PaymentEvent, type ProviderSession } from './provider';

export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

function paymentStatusOf(status: string): ProviderSession['paymentStatus'] {
  return status === 'paid' || status === 'no_payment_required' ? status : 'unpaid';
}

export function toProviderSession(session: Stripe.Checkout.Session): ProviderSession {
  const lineItems = session.line_items?.data;
  return {
    id: session.id,
    status: session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open',
    paymentStatus: paymentStatusOf(session.payment_status),
    amountCents: session.amount_total,
    lineItemsTotalCents: lineItems ? lineItems.reduce((sum, item) => sum + item.amount_total, 0) : null,
    currency: session.currency,
    metadata: { ...(session.metadata ?? {}) },
    paymentId: idOf(session.payment_intent),
    subscriptionId: idOf(session.subscription),
    customerId: idOf(session.customer),
  };
}

/** Webhook payloads follow the endpoint's API version, so older shapes of the invoice are read too. */
function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  const fromParent = idOf(invoice.parent?.subscription_details?.subscription);
  if (fromParent) return fromParent;
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null }).subscription;
  return idOf(legacy);
}

export function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  switch (event.type) {
    case 'checkout.session.completed':
      return {
        id: event.id,
        type: 'checkout.completed',
        sessionId: event.data.object.id,
        paymentStatus: paymentStatusOf(event.data.object.payment_status),
      };
    case 'checkout.session.async_payment_succeeded':
      return { id: event.id, type: 'checkout.async_payment_succeeded', sessionId: event.data.object.id };
    case 'checkout.session.async_payment_failed':
      return { id: event.id, type: 'checkout.async_payment_failed', sessionId: event.data.object.id };
    case 'checkout.session.expired':
      return { id: event.id, type: 'checkout.expired', sessionId: event.data.object.id };
    case 'invoice.paid': {
      const invoice = event.data.object;
      const subscriptionId = invoiceSubscriptionId(invoice);
      if (!subscriptionId) return { id: event.id, type: 'ignored', providerType: event.type };
      const planType = invoice.parent?.subscription_details?.metadata?.[METADATA.planType];
      return {
        id: event.id,
        type: 'subscription.renewed',
        invoiceId: invoice.id,
        subscriptionId,
        billingReason: invoice.billing_reason,
        amountCents: invoice.amount_paid,
        currency: invoice.currency,
        planType: isPlanId(planType) ? planType : null,
      };
    }
    case 'invoice.payment_failed':
      return {
        id: event.id,
        type: 'subscription.payment_failed',
        invoiceId: event.data.object.id,
        subscriptionId: invoiceSubscriptionId(event.data.object),
      };
    case 'customer.subscription.deleted':
      return { id: event.id, type: 'subscription.ended', subscriptionId: event.data.object.id };
    default:
      return { id: event.id, type: 'ignored', providerType: event.type };
  }
}

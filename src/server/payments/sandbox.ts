import { randomBytes } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import type { Clock } from '../clock';
import { NotFoundError } from '../errors';
import {
  checkoutMetadata,
  checkoutSessionRow,
  notRefundableError,
  SESSION_ID_PLACEHOLDER,
  WebhookSignatureError,
  type CheckoutRequest,
  type CreatedCheckout,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderSession,
  type RefundResult,
} from './provider';
import type { CheckoutSessionRow, PaymentsRepository } from './repository';
import { CONSULTATION_TIME_ZONE } from '../../shared/contracts/consultations';

/** The documented test cards, the same numbers Stripe uses in test mode. */
export const SANDBOX_CARDS = { approve: '4242424242424242', decline: '4000000000000002' } as const;

export const SANDBOX_MESSAGES = {
  declined: 'Pagamento recusado pelo banco emissor. Tente outro cartão.',
  unknownCard:
    'Cartão não aceito no ambiente de testes. Use 4242 4242 4242 4242 para aprovar ou 4000 0000 0000 0002 para simular uma recusa.',
  invalidNumber: 'Informe um número de cartão válido.',
  invalidExpiry: 'Informe a validade no formato MM/AA.',
  pastExpiry: 'Cartão vencido. Verifique a validade.',
  invalidCvc: 'Informe o código de segurança (CVC) com 3 ou 4 dígitos.',
  expired: 'Esta sessão de pagamento expirou. Volte ao site e inicie o pagamento novamente.',
  alreadyPaid: 'Este pagamento já foi concluído.',
  refunded: 'Este pagamento foi estornado.',
  notFound: 'Sessão de pagamento não encontrada.',
} as const;

export interface SandboxForm {
  cardNumber?: string;
  expiry?: string;
  cvc?: string;
}

export interface SandboxSessionSummary {
  id: string;
  amountCents: number;
  description: string;
  successUrl: string;
  cancelUrl: string;
}

export type SandboxView =
  { kind: 'not_found' } | { kind: 'open' | 'paid' | 'expired' | 'refunded'; session: SandboxSessionSummary };

export type SandboxPayOutcome =
  | { kind: 'not_found' }
  | { kind: 'paid'; redirectUrl: string; fulfilmentError?: unknown }
  | { kind: 'declined' | 'invalid'; message: string; session: SandboxSessionSummary }
  | { kind: 'already_paid' | 'expired' | 'refunded'; session: SandboxSessionSummary };

export interface SandboxProvider extends PaymentProvider {
  view(sessionId: string): Promise<SandboxView>;
  pay(sessionId: string, form: SandboxForm): Promise<SandboxPayOutcome>;
}

/** Our success URLs carry Stripe's placeholder; the sandbox fills it and makes sure session_id is present. */
export function resolveSuccessUrl(template: string, sessionId: string): string {
  const filled = template
    .split(SESSION_ID_PLACEHOLDER)
    .join(encodeURIComponent(sessionId))
    .split('%7BCHECKOUT_SESSION_ID%7D')
    .join(encodeURIComponent(sessionId));
  const url = new URL(filled);
  if (!url.searchParams.has('session_id')) url.searchParams.set('session_id', sessionId);
  return url.toString();
}

type CardCheck = { ok: true; card: 'approve' | 'decline' } | { ok: false; message: string };

export function checkSandboxCard(form: SandboxForm, now: Date): CardCheck {
  const number = (form.cardNumber ?? '').replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(number)) return { ok: false, message: SANDBOX_MESSAGES.invalidNumber };
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec((form.expiry ?? '').trim());
  const month = expiry ? Number(expiry[1]) : 0;
  if (!expiry || month < 1 || month > 12) return { ok: false, message: SANDBOX_MESSAGES.invalidExpiry };
  // A card is valid through the last day of its month, in the buyer's (Brazilian) calendar.
  const local = new TZDate(now.getTime(), CONSULTATION_TIME_ZONE);
  const year = 2000 + Number(expiry[2]);
  if (year < local.getFullYear() || (year === local.getFullYear() && month < local.getMonth() + 1)) {
    return { ok: false, message: SANDBOX_MESSAGES.pastExpiry };
  }
  if (!/^\d{3,4}$/.test((form.cvc ?? '').trim())) return { ok: false, message: SANDBOX_MESSAGES.invalidCvc };
  if (number === SANDBOX_CARDS.approve) return { ok: true, card: 'approve' };
  if (number === SANDBOX_CARDS.decline) return { ok: true, card: 'decline' };
  return { ok: false, message: SANDBOX_MESSAGES.unknownCard };
}

function randomId(prefix: string): string {
  return `${prefix}${randomBytes(24).toString('base64url')}`;
}

function summary(row: CheckoutSessionRow): SandboxSessionSummary {
  return {
    id: row.id,
    amountCents: row.amountCents,
    description: row.description,
    successUrl: resolveSuccessUrl(row.successUrl, row.id),
    cancelUrl: row.cancelUrl,
  };
}

/**
 * The default provider: no account anywhere, sessions live in `checkout_sessions`, and the hosted page at
 * /checkout/sandbox/:id plays the provider's part. Paying and expiring emit the same events a Stripe webhook
 * would, so fulfilment does not depend on the browser coming back.
 */
export function createSandboxProvider(deps: {
  repository: PaymentsRepository;
  clock: Clock;
  publicUrl: string;
  emit: (event: PaymentEvent) => Promise<unknown>;
}): SandboxProvider {
  const { repository, clock } = deps;

  async function findSandboxRow(sessionId: string): Promise<CheckoutSessionRow | null> {
    const row = await repository.findCheckoutSessionById(sessionId);
    return row && row.provider === 'sandbox' ? row : null;
  }

  /** Sessions lapse when someone looks at them; nothing else polls the sandbox. */
  async function expireIfDue(row: CheckoutSessionRow): Promise<CheckoutSessionRow['status']> {
    if (row.status !== 'open' || row.expiresAt.getTime() > clock.now().getTime()) return row.status;
    if (await repository.markOpenCheckoutSessionExpired(row.id)) {
      await deps.emit({ id: randomId('evt_sandbox_'), type: 'checkout.expired', sessionId: row.id });
    }
    return 'expired';
  }

  return {
    name: 'sandbox',

    async createCheckout(request: CheckoutRequest): Promise<CreatedCheckout> {
      const id = randomId('cs_sandbox_');
      await repository.insertCheckoutSession(
        checkoutSessionRow(request, {
          id,
          provider: 'sandbox',
          metadata: checkoutMetadata(request, id),
          expiresAt: request.expiresAt,
        }),
      );
      return { sessionId: id, url: `${deps.publicUrl}/checkout/sandbox/${id}`, expiresAt: request.expiresAt };
    },

    async retrieveSession(sessionId: string): Promise<ProviderSession | null> {
      const row = await findSandboxRow(sessionId);
      if (!row) return null;
      const status = await expireIfDue(row);
      const paid = status === 'paid' || status === 'refunded';
      return {
        id: row.id,
        status: paid ? 'complete' : status === 'expired' ? 'expired' : 'open',
        paymentStatus: paid ? 'paid' : 'unpaid',
        amountCents: row.amountCents,
        lineItemsTotalCents: row.amountCents,
        currency: row.currency,
        metadata: row.metadata,
        paymentId: row.providerPaymentId,
        subscriptionId: null,
        customerId: null,
      };
    },

    parseWebhook(): PaymentEvent {
      throw new WebhookSignatureError('The sandbox provider sends no webhooks.');
    },

    async refund(sessionId: string): Promise<RefundResult> {
      const row = await findSandboxRow(sessionId);
      if (!row) throw new NotFoundError(SANDBOX_MESSAGES.notFound);
      if (!(await repository.markPaidCheckoutSessionRefunded(sessionId))) {
        throw notRefundableError();
      }
      return { refundId: randomId('re_sandbox_'), amountCents: row.amountCents };
    },

    async expireSession(sessionId: string): Promise<void> {
      if (await repository.markOpenCheckoutSessionExpired(sessionId)) {
        await deps.emit({ id: randomId('evt_sandbox_'), type: 'checkout.expired', sessionId });
      }
    },

    async cancelSubscription(): Promise<void> {
      // The sandbox sells every plan as a one-time payment (its sessions carry no subscription): nothing renews.
    },

    async view(sessionId: string): Promise<SandboxView> {
      const row = await findSandboxRow(sessionId);
      if (!row) return { kind: 'not_found' };
      const status = await expireIfDue(row);
      return { kind: status, session: summary(row) };
    },

    async pay(sessionId: string, form: SandboxForm): Promise<SandboxPayOutcome> {
      const row = await findSandboxRow(sessionId);
      if (!row) return { kind: 'not_found' };
      const status = await expireIfDue(row);
      if (status === 'paid') return { kind: 'already_paid', session: summary(row) };
      if (status !== 'open') return { kind: status, session: summary(row) };

      const card = checkSandboxCard(form, clock.now());
      if (!card.ok) return { kind: 'invalid', message: card.message, session: summary(row) };
      if (card.card === 'decline') {
        return { kind: 'declined', message: SANDBOX_MESSAGES.declined, session: summary(row) };
      }

      const marked = await repository.markOpenCheckoutSessionPaid(sessionId, {
        paidAt: clock.now(),
        providerPaymentId: randomId('pi_sandbox_'),
      });
      if (!marked) {
        // Another submit of the same page won the race, or the session lapsed in between.
        const current = await findSandboxRow(sessionId);
        if (current?.status === 'paid') return { kind: 'already_paid', session: summary(row) };
        return { kind: 'expired', session: summary(row) };
      }
      let fulfilmentError: unknown;
      try {
        await deps.emit({
          id: randomId('evt_sandbox_'),
          type: 'checkout.completed',
          sessionId,
          paymentStatus: 'paid',
        });
      } catch (error) {
        // As with a real provider, the payer is not told about our side failing; verify retries fulfilment.
        fulfilmentError = error;
      }
      return { kind: 'paid', redirectUrl: summary(row).successUrl, fulfilmentError };
    },
  };
}

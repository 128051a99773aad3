import type { Clock } from '../clock';
import { ConflictError, NotFoundError } from '../errors';
import { METADATA, type CheckoutPurpose, type PaymentProvider, type ProviderSession } from './provider';
import type { CheckoutSessionRow, PaymentsRepository, Transaction } from './repository';

export const FULFILMENT_MESSAGES = {
  notFound: 'Sessão de pagamento não encontrada.',
  /** docs/product.md, Plans and payments: the text /payment-success shows when the payment is not confirmed. */
  notPaid: 'Erro ao verificar o pagamento',
  pending:
    'Seu pagamento ainda está em processamento. Assim que for confirmado, a liberação acontece automaticamente.',
  mismatch: 'Não foi possível confirmar este pagamento. Entre em contato conosco.',
  refunded: 'Este pagamento foi estornado.',
} as const;

/**
 * What a paid session does, per purpose. Plans register theirs; the booking issue registers 'consultation'
 * (confirm the held appointment, or refund when the hold was lost) through `registerPurpose`.
 */
export interface FulfilmentHandler {
  /**
   * Purpose-specific checks before anything is written, e.g. the amount equals the catalog price. Throw a
   * DomainError (4xx) to refuse: nothing is activated and the webhook is acknowledged without retry.
   */
  validate(session: CheckoutSessionRow, remote: ProviderSession): void;
  /**
   * Applies the effect inside the fulfilment transaction, which already holds this session's idempotency row:
   * it runs once per session. Database work only, and only through `tx`.
   */
  apply(tx: Transaction, session: CheckoutSessionRow, remote: ProviderSession): Promise<void>;
  /** After commit, only on the call that fulfilled: e-mails, refunds, anything that talks to the outside. */
  afterCommit?(session: CheckoutSessionRow, remote: ProviderSession): Promise<void>;
}

/** Reactions to a session that will never be paid. Both may run more than once for a session: keep them idempotent. */
export interface CheckoutLifecycleHandler {
  /** The session expired unpaid: a consultation releases its slot hold here. */
  onExpired?(tx: Transaction, session: CheckoutSessionRow): Promise<void>;
  /** A delayed method (Pix, boleto) failed after the buyer completed the page. */
  onPaymentFailed?(tx: Transaction, session: CheckoutSessionRow): Promise<void>;
}

export type PurposeHandlers = FulfilmentHandler & CheckoutLifecycleHandler;

export interface FulfilmentExpectations {
  /** Set for the redirect path: the session must belong to this user. The webhook fulfils the session's own user. */
  userId?: string;
  purpose?: CheckoutPurpose;
}

export interface FulfilmentResult {
  sessionId: string;
  purpose: CheckoutPurpose;
  planType: CheckoutSessionRow['planType'];
  appointmentId: string | null;
  /** True when an earlier call (webhook, redirect, retry) had already applied it. */
  alreadyFulfilled: boolean;
}

export type PreparedFulfilment =
  | { kind: 'already_fulfilled'; session: CheckoutSessionRow }
  | { kind: 'ready'; session: CheckoutSessionRow; remote: ProviderSession; handler: PurposeHandlers };

function resultOf(session: CheckoutSessionRow, alreadyFulfilled: boolean): FulfilmentResult {
  return {
    sessionId: session.id,
    purpose: session.purpose,
    planType: session.planType,
    appointmentId: session.appointmentId,
    alreadyFulfilled,
  };
}

/**
 * `fulfilCheckout` is the one place a paid session takes effect, for the redirect (verify) and the webhook alike
 * (docs/security.md, Payments). It trusts only the session id from outside: status, amount and purpose are re-read
 * from the provider and compared with our own row. The payment_fulfilments primary key, inserted in the same
 * transaction as the effect, makes repeated and concurrent calls apply it exactly once.
 */
export function createFulfilment(deps: {
  repository: PaymentsRepository;
  provider: PaymentProvider;
  clock: Clock;
  handlers: Map<CheckoutPurpose, PurposeHandlers>;
}) {
  const { repository, provider, clock, handlers } = deps;

  function handlerFor(session: CheckoutSessionRow): PurposeHandlers {
    const handler = handlers.get(session.purpose);
    // A paid session nobody can fulfil is a deployment error, not the buyer's: it surfaces as a logged 5xx, and a
    // webhook is retried by the provider until a handler exists.
    if (!handler) throw new Error(`No fulfilment handler registered for purpose "${session.purpose}"`);
    return handler;
  }

  function checkAgainstOurRecord(session: CheckoutSessionRow, remote: ProviderSession): void {
    const lineItemsMatch =
      remote.lineItemsTotalCents === null || remote.lineItemsTotalCents === session.amountCents;
    const matches =
      remote.amountCents === session.amountCents &&
      lineItemsMatch &&
      remote.currency === session.currency &&
      remote.metadata[METADATA.checkoutRef] === session.metadata[METADATA.checkoutRef] &&
      remote.metadata[METADATA.purpose] === session.purpose;
    if (!matches) throw new ConflictError(FULFILMENT_MESSAGES.mismatch, 'payment_mismatch');
  }

  async function prepare(
    sessionId: string,
    expect: FulfilmentExpectations = {},
  ): Promise<PreparedFulfilment> {
    const session = await repository.findCheckoutSessionById(sessionId);
    // Owner and purpose are checked before the provider is asked, and answer like an unknown id, so a guessed or
    // borrowed id reveals nothing and costs no provider call.
    if (
      !session ||
      session.provider !== provider.name ||
      (expect.userId !== undefined && session.userId !== expect.userId) ||
      (expect.purpose !== undefined && session.purpose !== expect.purpose)
    ) {
      throw new NotFoundError(FULFILMENT_MESSAGES.notFound);
    }
    if (session.status === 'refunded')
      throw new ConflictError(FULFILMENT_MESSAGES.refunded, 'payment_refunded');
    if (await repository.isCheckoutSessionFulfilled(session.id))
      return { kind: 'already_fulfilled', session };

    const remote = await provider.retrieveSession(session.id);
    if (!remote) throw new NotFoundError(FULFILMENT_MESSAGES.notFound);
    if (remote.paymentStatus !== 'paid') {
      // A completed page with an unpaid session is a delayed method (Pix) still waiting for the bank, unless the
      // provider already told us that payment failed (our row is then closed).
      throw remote.status === 'complete' && session.status === 'open'
        ? new ConflictError(FULFILMENT_MESSAGES.pending, 'payment_pending')
        : new ConflictError(FULFILMENT_MESSAGES.notPaid, 'payment_not_paid');
    }
    checkAgainstOurRecord(session, remote);
    const handler = handlerFor(session);
    handler.validate(session, remote);
    return { kind: 'ready', session, remote, handler };
  }

  /** The transactional half; true when this call applied the effect. */
  async function apply(tx: Transaction, prepared: PreparedFulfilment): Promise<boolean> {
    if (prepared.kind === 'already_fulfilled') return false;
    const { session, remote, handler } = prepared;
    const now = clock.now();
    if (!(await repository.insertFulfilmentIfNew(tx, session.id, now))) return false;
    await repository.markCheckoutSessionPaid(tx, session.id, {
      paidAt: now,
      providerPaymentId: remote.paymentId,
    });
    await handler.apply(tx, session, remote);
    return true;
  }

  async function afterCommit(prepared: PreparedFulfilment, applied: boolean): Promise<void> {
    if (applied && prepared.kind === 'ready')
      await prepared.handler.afterCommit?.(prepared.session, prepared.remote);
  }

  return {
    prepare,
    apply,
    afterCommit,
    resultOf,

    async fulfilCheckout(sessionId: string, expect: FulfilmentExpectations = {}): Promise<FulfilmentResult> {
      const prepared = await prepare(sessionId, expect);
      const applied = await repository.transaction((tx) => apply(tx, prepared));
      await afterCommit(prepared, applied);
      return resultOf(prepared.session, !applied);
    },
  };
}

export type Fulfilment = ReturnType<typeof createFulfilment>;

import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { checkoutSessions, paymentEvents, paymentFulfilments } from '../db/schema';
import { firstOrNull } from '../db/first-or-null';

export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;
/** What a provider writes when it opens a session; status, payment and timestamps start at their defaults. */
export type NewCheckoutSession = Pick<
  typeof checkoutSessions.$inferInsert,
  | 'id'
  | 'provider'
  | 'purpose'
  | 'userId'
  | 'planType'
  | 'appointmentId'
  | 'amountCents'
  | 'currency'
  | 'description'
  | 'successUrl'
  | 'cancelUrl'
  | 'metadata'
  | 'expiresAt'
>;

/** The handle a `db.transaction()` callback receives. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/**
 * Either the database or an open transaction. Inside a transaction every query must go through it: PGlite runs
 * one shared session, so a query on `db` would wait for the transaction that is waiting for it.
 */
export type Executor = Database | Transaction;

export function createPaymentsRepository(db: Database) {
  // Prepared once: building this insert was the largest part of a plan checkout's own CPU (ADR 028).
  const insertSession = db
    .insert(checkoutSessions)
    .values({
      id: sql.placeholder('id'),
      provider: sql.placeholder('provider'),
      purpose: sql.placeholder('purpose'),
      userId: sql.placeholder('userId'),
      planType: sql.placeholder('planType'),
      appointmentId: sql.placeholder('appointmentId'),
      amountCents: sql.placeholder('amountCents'),
      currency: sql.placeholder('currency'),
      description: sql.placeholder('description'),
      successUrl: sql.placeholder('successUrl'),
      cancelUrl: sql.placeholder('cancelUrl'),
      metadata: sql.placeholder('metadata'),
      expiresAt: sql.placeholder('expiresAt'),
    })
    .prepare('payments_insert_checkout_session');

  return {
    transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    async insertCheckoutSession(values: NewCheckoutSession): Promise<void> {
      await insertSession.execute({
        ...values,
        userId: values.userId ?? null,
        planType: values.planType ?? null,
        appointmentId: values.appointmentId ?? null,
        currency: values.currency ?? 'brl',
        metadata: values.metadata ?? {},
      });
    },

    async findCheckoutSessionById(id: string, executor: Executor = db): Promise<CheckoutSessionRow | null> {
      return firstOrNull(
        executor.select().from(checkoutSessions).where(eq(checkoutSessions.id, id)).limit(1),
      );
    },

    /** Only an open session becomes paid here; true when this call changed it. */
    async markOpenCheckoutSessionPaid(
      id: string,
      paid: { paidAt: Date; providerPaymentId: string | null },
      executor: Executor = db,
    ): Promise<boolean> {
      const updated = await executor
        .update(checkoutSessions)
        .set({ status: 'paid', paidAt: paid.paidAt, providerPaymentId: paid.providerPaymentId })
        .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, 'open')))
        .returning({ id: checkoutSessions.id });
      return updated.length > 0;
    },

    /**
     * Records the provider's word that the session is paid, keeping the first paid time and payment id. A refunded
     * session stays refunded.
     */
    async markCheckoutSessionPaid(
      tx: Executor,
      id: string,
      paid: { paidAt: Date; providerPaymentId: string | null },
    ): Promise<void> {
      await tx
        .update(checkoutSessions)
        .set({
          status: 'paid',
          paidAt: sql`coalesce(${checkoutSessions.paidAt}, ${paid.paidAt.toISOString()}::timestamptz)`,
          providerPaymentId: sql`coalesce(${checkoutSessions.providerPaymentId}, ${paid.providerPaymentId})`,
        })
        .where(and(eq(checkoutSessions.id, id), ne(checkoutSessions.status, 'refunded')));
    },

    /** Only an open session expires; true when this call changed it. */
    async markOpenCheckoutSessionExpired(id: string, executor: Executor = db): Promise<boolean> {
      const updated = await executor
        .update(checkoutSessions)
        .set({ status: 'expired' })
        .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, 'open')))
        .returning({ id: checkoutSessions.id });
      return updated.length > 0;
    },

    /** Only a paid session is refunded; true when this call changed it. */
    async markPaidCheckoutSessionRefunded(id: string): Promise<boolean> {
      const updated = await db
        .update(checkoutSessions)
        .set({ status: 'refunded' })
        .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, 'paid')))
        .returning({ id: checkoutSessions.id });
      return updated.length > 0;
    },

    async isCheckoutSessionFulfilled(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: paymentFulfilments.checkoutSessionId })
        .from(paymentFulfilments)
        .where(eq(paymentFulfilments.checkoutSessionId, id))
        .limit(1);
      return row !== undefined;
    },

    /**
     * The idempotency guard of fulfilment: true only for the one transaction that inserted the row. A concurrent
     * transaction inserting the same key waits for it on the primary key and then gets false.
     */
    async insertFulfilmentIfNew(
      tx: Executor,
      checkoutSessionId: string,
      fulfilledAt: Date,
    ): Promise<boolean> {
      const inserted = await tx
        .insert(paymentFulfilments)
        .values({ checkoutSessionId, fulfilledAt })
        .onConflictDoNothing()
        .returning({ id: paymentFulfilments.checkoutSessionId });
      return inserted.length > 0;
    },

    async hasPaymentEvent(eventId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: paymentEvents.eventId })
        .from(paymentEvents)
        .where(eq(paymentEvents.eventId, eventId))
        .limit(1);
      return row !== undefined;
    },

    /** Webhook dedupe: true only for the first delivery of an event id. */
    async insertPaymentEventIfNew(
      executor: Executor,
      event: { eventId: string; provider: string; type: string },
    ): Promise<boolean> {
      const inserted = await executor
        .insert(paymentEvents)
        .values(event)
        .onConflictDoNothing()
        .returning({ id: paymentEvents.eventId });
      return inserted.length > 0;
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;

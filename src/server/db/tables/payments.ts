import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from '../auth-schema';
import { planTypeEnum } from './accounts';
import { createdAt } from './columns';
import { appointments } from './booking';

/** Checkout sessions of any provider and what was done with them: fulfilled, refunded, events seen. */

export const checkoutPurposeEnum = pgEnum('checkout_purpose', ['plan', 'consultation']);
export const checkoutStatusEnum = pgEnum('checkout_status', ['open', 'paid', 'expired', 'refunded']);

/** One row per checkout session of any provider: what was sold, to whom, for how much. */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    purpose: checkoutPurposeEnum('purpose').notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    planType: planTypeEnum('plan_type'),
    appointmentId: uuid('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('brl'),
    description: text('description').notNull(),
    status: checkoutStatusEnum('status').notNull().default('open'),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    providerPaymentId: text('provider_payment_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Set when the buyer's account was deleted: kept for tax records, detached from the person (LGPD). */
    anonymizedAt: timestamp('anonymized_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('checkout_sessions_user_idx').on(table.userId)],
);

/**
 * A refund under the 7-day right (CDC art. 49). The primary key is the guard: one refund per payment, claimed
 * by an insert before the provider is called, so two concurrent requests cannot both refund.
 */
export const paymentRefunds = pgTable('payment_refunds', {
  checkoutSessionId: text('checkout_session_id')
    .primaryKey()
    .references(() => checkoutSessions.id, { onDelete: 'restrict' }),
  userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
  amountCents: integer('amount_cents').notNull(),
  refundedAt: timestamp('refunded_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A row here means a paid session's effect (plan activation, appointment confirmation) has been applied. Its
 * primary key makes fulfilment idempotent under concurrent webhook and redirect calls.
 */
export const paymentFulfilments = pgTable('payment_fulfilments', {
  checkoutSessionId: text('checkout_session_id').primaryKey(),
  fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Webhook events already processed, so a redelivered event is acknowledged and ignored. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

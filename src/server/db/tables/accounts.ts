import { boolean, index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from '../auth-schema';
import { createdAt } from './columns';

/** What the product keeps about a person beside their sign-in account: the plan, and consents given. */

export const planTypeEnum = pgEnum('plan_type', ['avulso', 'mensal', 'anual']);

export const profiles = pgTable('profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  planType: planTypeEnum('plan_type'),
  planActive: boolean('plan_active').notNull().default(false),
  planExpiresAt: timestamp('plan_expires_at', { withTimezone: true }),
  /**
   * The checkout session that last activated the plan (stripe_session_id in docs/product.md, Data model; any
   * provider).
   */
  stripeSessionId: text('stripe_session_id'),
  stripeCustomerId: text('stripe_customer_id'),
  stripeSubscriptionId: text('stripe_subscription_id'),
  /** 11 digits, check digits validated; offered to the next booking and written onto own receipts (issue 24). */
  cpf: text('cpf'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const consentKindEnum = pgEnum('consent_kind', ['chat', 'terms', 'privacy']);

/** Consents given under LGPD art. 11 / art. 8: which text version, when, and when it was revoked. */
export const consents = pgTable(
  'consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: consentKindEnum('kind').notNull(),
    version: text('version').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('consents_user_kind_idx').on(table.userId, table.kind)],
);

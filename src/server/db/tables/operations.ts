import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from '../auth-schema';
import { createdAt } from './columns';

/** What running the product keeps: companies' contact requests, rate-limit counters, the admin audit log. */

export const companyContacts = pgTable('company_contacts', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyName: text('company_name').notNull(),
  employeeCount: integer('employee_count').notNull(),
  email: text('email').notNull(),
  message: text('message'),
  createdAt: createdAt(),
});

/**
 * Counters of @fastify/rate-limit, shared by every server process (docs/product.md, System shape: the server is
 * stateless).
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/** Every admin action (docs/product.md, Admin report): who, what, when. Rows are only ever inserted. */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorUserId: text('actor_user_id').references(() => user.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    /** e.g. 'psychologist.activate', 'application.approve', 'report.export'. */
    action: text('action').notNull(),
    targetId: text('target_id'),
    details: jsonb('details').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [index('admin_audit_log_created_idx').on(table.createdAt)],
);

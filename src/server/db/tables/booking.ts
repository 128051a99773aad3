import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from '../auth-schema';
import { createdAt } from './columns';
import { psychologists } from './psychologists';
import { APPOINTMENT_STATUSES } from '../../../shared/contracts/consultations';

/** Consultations booked with a psychologist, and the guardian authorisations of patients under 18. */

export const appointmentStatusEnum = pgEnum('appointment_status', APPOINTMENT_STATUSES);

export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for a visitor booking without an account. */
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    psychologistId: uuid('psychologist_id')
      .notNull()
      .references(() => psychologists.id, { onDelete: 'restrict' }),
    psychologistName: text('psychologist_name').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    priceCents: integer('price_cents').notNull(),
    status: appointmentStatusEnum('status').notNull().default('reservado'),
    videoPlatform: text('video_platform').notNull().default('jitsi'),
    videoLink: text('video_link'),
    isSubscriber: boolean('is_subscriber').notNull().default(false),
    discountApplied: boolean('discount_applied').notNull().default(false),
    discountPercent: smallint('discount_percent').notNull().default(0),
    patientName: text('patient_name').notNull(),
    patientEmail: text('patient_email').notNull(),
    patientPhone: text('patient_phone').notNull(),
    /**
     * Receita Saúde (IN RFB 2.240/2024): the receipt names the payer's and the patient's CPF. 11 digits or null
     * (the CPF is optional; the psychologist's monthly list flags it as missing).
     */
    patientCpf: text('patient_cpf'),
    payerIsPatient: boolean('payer_is_patient').notNull().default(true),
    /** Only when someone else pays (a parent, a partner). */
    payerName: text('payer_name'),
    payerCpf: text('payer_cpf'),
    /** Until when a 'reservado' hold keeps the slot while its payment is pending. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    checkoutSessionId: text('checkout_session_id'),
    /** Set by the reminder job when the 24-hour reminder went out; the due-list skips these rows. */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /**
     * Set when a refund is owed (a cancellation in time, or a payment that arrived after its slot was lost);
     * `refunded_at` is written once the provider confirmed it, so a failed refund is retried.
     */
    refundRequestedAt: timestamp('refund_requested_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** Set when the patient's account was deleted: personal fields were overwritten and the row is blocked (LGPD). */
    anonymizedAt: timestamp('anonymized_at', { withTimezone: true }),
    /**
     * Attendance in the built-in room (ADR 025), written by the signalling server: each side's first entry and
     * latest exit. A left_at earlier than joined_at never happens; null left_at with a joined_at means still in.
     */
    patientJoinedAt: timestamp('patient_joined_at', { withTimezone: true }),
    patientLeftAt: timestamp('patient_left_at', { withTimezone: true }),
    psychologistJoinedAt: timestamp('psychologist_joined_at', { withTimezone: true }),
    psychologistLeftAt: timestamp('psychologist_left_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    // The double-booking guarantee lives in the database, not in a check-then-insert
    // (docs/security.md, Booking, holds and time zones).
    uniqueIndex('appointments_psychologist_start_taken')
      .on(table.psychologistId, table.startsAt)
      .where(sql`${table.status} in ('reservado', 'agendado')`),
    index('appointments_psychologist_start_idx').on(table.psychologistId, table.startsAt),
    index('appointments_user_idx').on(table.userId),
    index('appointments_patient_email_idx').on(sql`lower(${table.patientEmail})`),
    index('appointments_status_start_idx').on(table.status, table.startsAt),
    index('appointments_checkout_session_idx').on(table.checkoutSessionId),
    check('appointments_price_non_negative', sql`${table.priceCents} >= 0`),
  ],
);

/**
 * A guardian's written authorisation for a patient under 18 (CFP Res. 13/2022): uploaded before the checkout, kept
 * like application documents (random name under DATA_DIR/uploads), and shown to the consultation's psychologist.
 */
export const guardianAuthorizations = pgTable('guardian_authorizations', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Random file name under DATA_DIR/uploads; never a name the uploader chose. */
  file: text('file').notNull(),
  mimeType: text('mime_type').notNull(),
  /** Set by the checkout that uses it; one authorisation serves one consultation. */
  appointmentId: uuid('appointment_id')
    .unique('guardian_authorizations_appointment_unique')
    // A hold deleted because its checkout failed frees the authorisation for the next attempt.
    .references(() => appointments.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from '../auth-schema';
import { createdAt } from './columns';
import { psychologists } from './psychologists';
import { appointments } from './booking';

/**
 * Clinical records (CFP Res. 01/2009, ADR 026). Text fields are AES-256-GCM ciphertext under CLINICAL_RECORDS_KEY,
 * bound to their row id. Nothing here cascades from a user: a patient's account deletion keeps the records for the
 * five years the CFP requires (LGPD art. 16, I).
 */
export const clinicalRecords = pgTable(
  'clinical_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    psychologistId: uuid('psychologist_id')
      .notNull()
      .references(() => psychologists.id, { onDelete: 'restrict' }),
    /** 'user:<id>' or 'email:<address>' as the first consultation knew the patient; never shown. */
    patientKey: text('patient_key').notNull(),
    /** Demand and goals, written once per patient: JSON `{ demand, goals }`, encrypted. */
    intakeEncrypted: text('intake_encrypted'),
    intakeSignedAt: timestamp('intake_signed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('clinical_records_psychologist_patient').on(table.psychologistId, table.patientKey),
  ],
);

export const clinicalRecordEntries = pgTable(
  'clinical_record_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recordId: uuid('record_id')
      .notNull()
      .references(() => clinicalRecords.id, { onDelete: 'restrict' }),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'restrict' }),
    /** JSON `{ evolution, procedures, referral }`, encrypted. */
    contentEncrypted: text('content_encrypted').notNull(),
    /** Null while a draft; once set the entry is read-only and corrections are addenda. */
    signedAt: timestamp('signed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('clinical_record_entries_appointment').on(table.appointmentId)],
);

export const clinicalRecordAddenda = pgTable(
  'clinical_record_addenda',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => clinicalRecordEntries.id, { onDelete: 'restrict' }),
    textEncrypted: text('text_encrypted').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('clinical_record_addenda_entry_idx').on(table.entryId, table.createdAt)],
);

/** Every read and write of a clinical record, and every copy handed to a patient. Rows are only ever inserted. */
export const clinicalRecordAccessLog = pgTable(
  'clinical_record_access_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recordId: uuid('record_id').references(() => clinicalRecords.id, { onDelete: 'restrict' }),
    appointmentId: uuid('appointment_id'),
    actorUserId: text('actor_user_id').references(() => user.id, { onDelete: 'set null' }),
    /** 'read', 'save', 'sign', 'addendum', 'copy.release', 'copy.download'. */
    action: text('action').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('clinical_record_access_log_record_idx').on(table.recordId, table.createdAt)],
);

export const recordCopyStatusEnum = pgEnum('record_copy_status', ['pendente', 'liberada']);

/** A patient's request for a copy of their record with one psychologist; the psychologist releases it. */
export const clinicalRecordCopyRequests = pgTable(
  'clinical_record_copy_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    psychologistId: uuid('psychologist_id')
      .notNull()
      .references(() => psychologists.id, { onDelete: 'restrict' }),
    requesterUserId: text('requester_user_id').references(() => user.id, { onDelete: 'cascade' }),
    status: recordCopyStatusEnum('status').notNull().default('pendente'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('clinical_record_copy_requests_pending')
      .on(table.psychologistId, table.requesterUserId)
      .where(sql`${table.status} = 'pendente'`),
  ],
);

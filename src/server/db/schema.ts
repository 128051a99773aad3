import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth-schema';

export * from './auth-schema';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

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

export const psychologists = pgTable(
  'psychologists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    /** CRP registration, e.g. "06/123456"; CFP advertising rules require it on every public card. */
    crp: text('crp'),
    specialization: text('specialization').notNull(),
    biography: text('biography').notNull(),
    profilePictureUrl: text('profile_picture_url'),
    /**
     * Bank details completed or corrected in the dashboard (issue 24), encrypted like the application's; they
     * take precedence over what the application carried.
     */
    bankDetailsEncrypted: text('bank_details_encrypted'),
    /** The zone the psychologist's availability windows are written in. */
    timeZone: text('time_zone').notNull().default('America/Sao_Paulo'),
    /** Shown on /psicologos; null until the psychologist or an admin fills it in. */
    yearsOfExperience: smallint('years_of_experience'),
    /** Average rating from 0.0 to 5.0, one decimal, as the public card shows it (e.g. 4.9). */
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }),
    isActive: boolean('is_active').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('psychologists_user_id_unique').on(table.userId),
    index('psychologists_active_idx').on(table.isActive),
    check('psychologists_years_of_experience_range', sql`${table.yearsOfExperience} between 0 and 80`),
    check('psychologists_rating_range', sql`${table.rating} between 0 and 5`),
  ],
);

export const psychologistAvailability = pgTable(
  'psychologist_availability',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    psychologistId: uuid('psychologist_id')
      .notNull()
      .references(() => psychologists.id, { onDelete: 'cascade' }),
    /** 0 Sunday … 6 Saturday (docs/product.md, Data model). */
    dayOfWeek: smallint('day_of_week').notNull(),
    /** Wall-clock "HH:MM" in the psychologist's time zone. */
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('availability_psychologist_day_idx').on(table.psychologistId, table.dayOfWeek),
    check('availability_day_of_week_range', sql`${table.dayOfWeek} between 0 and 6`),
    check(
      'availability_time_format',
      sql`${table.startTime} ~ '^[0-2][0-9]:[0-5][0-9]$' and ${table.endTime} ~ '^[0-2][0-9]:[0-5][0-9]$'`,
    ),
    check('availability_start_before_end', sql`${table.startTime} < ${table.endTime}`),
  ],
);

export const appointmentStatusEnum = pgEnum('appointment_status', [
  'reservado',
  'agendado',
  'realizado',
  'cancelado',
  'expirado',
  // The patient did not attend (issue 10); the psychologist marks it after the start.
  'nao_compareceu',
]);

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

export const companyContacts = pgTable('company_contacts', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyName: text('company_name').notNull(),
  employeeCount: integer('employee_count').notNull(),
  email: text('email').notNull(),
  message: text('message'),
  createdAt: createdAt(),
});

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

/**
 * Counters of @fastify/rate-limit, shared by every server process (docs/product.md, System shape: the server is
 * stateless).
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/**
 * One row whose version goes up, by trigger (migration 0007), in every transaction that writes psychologists or
 * their availability: every server process compares it with the version its cached public list was read at
 * (ADR 028), so an approval, an edit or new hours made through any process, the CLI or SQL show at once.
 */
export const publicListVersion = pgTable(
  'public_list_version',
  {
    id: smallint('id').primaryKey().default(1),
    version: integer('version').notNull().default(0),
  },
  (table) => [check('public_list_version_single_row', sql`${table.id} = 1`)],
);

export const applicationStatusEnum = pgEnum('application_status', ['pendente', 'aprovado', 'recusado']);

/**
 * A partner application (/cadastrar-psicologo): the applicant is an inactive psychologists row with no account;
 * this row keeps what only admins may see. Its files live in the file store (src/server/files) with random names.
 */
export const psychologistApplications = pgTable(
  'psychologist_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    psychologistId: uuid('psychologist_id')
      .notNull()
      .references(() => psychologists.id, { onDelete: 'cascade' }),
    /**
     * The file store's random name (src/server/files); never a name the applicant chose. Null once the files are
     * removed (a refused application, a deleted account).
     */
    documentFile: text('document_file'),
    documentMimeType: text('document_mime_type').notNull(),
    pictureFile: text('picture_file'),
    pictureMimeType: text('picture_mime_type'),
    /**
     * Bank name, agency, account and holder as JSON, encrypted with AES-256-GCM (ADR 012). Null when the
     * applicant left them for later (issue 24): the admin sees "Dados bancários pendentes".
     */
    bankDetailsEncrypted: text('bank_details_encrypted'),
    status: applicationStatusEnum('status').notNull().default('pendente'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedByUserId: text('reviewed_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    /** SHA-256 of the one-time invitation token sent on approval; the token itself is never stored. */
    invitationTokenHash: text('invitation_token_hash'),
    invitationExpiresAt: timestamp('invitation_expires_at', { withTimezone: true }),
    invitationUsedAt: timestamp('invitation_used_at', { withTimezone: true }),
    /** When the applicant followed the confirmation link e-mailed with the application; approval waits for it. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('psychologist_applications_psychologist_unique').on(table.psychologistId),
    uniqueIndex('psychologist_applications_invitation_unique').on(table.invitationTokenHash),
    index('psychologist_applications_status_idx').on(table.status),
  ],
);

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

/** node-postgres reads bytea as a Buffer, PGlite as a Uint8Array: both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * Uploaded files kept in PostgreSQL (FILE_STORAGE=database, ADR 024): one row per file, its bytes in chunks, so a
 * file is written and read a chunk at a time and never whole in a process's memory. `size` is null while the chunks
 * are being written: such a file cannot be opened.
 */
export const storedFiles = pgTable('stored_files', {
  name: text('name').primaryKey(),
  /** Which kind of file (src/server/files/store.ts FILE_KINDS), for whoever looks at the table. */
  kind: text('kind').notNull(),
  mimeType: text('mime_type').notNull(),
  size: integer('size'),
  createdAt: createdAt(),
});

export const storedFileChunks = pgTable(
  'stored_file_chunks',
  {
    fileName: text('file_name')
      .notNull()
      .references(() => storedFiles.name, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    data: bytea('data').notNull(),
  },
  (table) => [primaryKey({ columns: [table.fileName, table.position] })],
);
/**
 * Days off (issue 24): whole calendar days, in the psychologist's own zone, on which no slot is offered whatever
 * the weekly windows say. Inclusive on both ends; a single day has equal ends.
 */
export const psychologistDaysOff = pgTable(
  'psychologist_days_off',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    psychologistId: uuid('psychologist_id')
      .notNull()
      .references(() => psychologists.id, { onDelete: 'cascade' }),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    /** Shown only to the psychologist (e.g. 'Férias'); patients just see no slots. */
    note: text('note'),
    createdAt: createdAt(),
  },
  (table) => [
    index('psychologist_days_off_range_idx').on(table.psychologistId, table.endsOn),
    check('psychologist_days_off_order', sql`${table.startsOn} <= ${table.endsOn}`),
  ],
);

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

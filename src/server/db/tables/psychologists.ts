import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
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

/** Psychologists, their weekly hours and days off, the public list, and partner applications. */

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

/**
 * A psychologist as first written, by a partner application or by the demo seed: narrower than the columns, since
 * both always carry a phone and a CRP.
 */
export interface NewPsychologistProfile {
  name: string;
  email: string;
  phone: string;
  crp: string;
  specialization: string;
  biography: string;
}

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

import { and, asc, count, desc, eq, gt, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  adminAuditLog,
  appointments,
  companyContacts,
  psychologistApplications,
  psychologists,
  user,
} from '../db/schema';
import type { AppointmentStatus } from '../../shared/contracts/admin';
import { firstOrNull } from '../db/first-or-null';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Inside a transaction every query goes through it: PGlite runs one shared session. */
export type Executor = Database | Transaction;

/** The filters of the report as instants: a São Paulo month is turned into [from, to) by the service. */
export interface AppointmentRange {
  from?: Date;
  to?: Date;
  psychologistId?: string;
  status?: AppointmentStatus;
}

export interface AppointmentRow {
  id: string;
  startsAt: Date;
  psychologistId: string;
  psychologistName: string;
  patientName: string;
  priceCents: number;
  status: AppointmentStatus;
  isSubscriber: boolean;
  refundedAt: Date | null;
  patientJoinedAt: Date | null;
  psychologistJoinedAt: Date | null;
  createdAt: Date;
}

export interface AuditWrite {
  actorUserId: string | null;
  actorEmail: string;
  action: string;
  targetId: string | null;
  details: Record<string, string | number | boolean | null>;
}

/**
 * docs/product.md, Admin report: only a paid consultation earns anything. Holds (reservado), cancellations and
 * expired holds never do, and neither does a paid one whose money went, or is going, back to the patient.
 */
const isPaid = sql`${appointments.status} in ('agendado', 'realizado', 'nao_compareceu') and ${appointments.refundedAt} is null and ${appointments.refundRequestedAt} is null`;

const appointmentColumns = {
  id: appointments.id,
  startsAt: appointments.startsAt,
  psychologistId: appointments.psychologistId,
  psychologistName: appointments.psychologistName,
  patientName: appointments.patientName,
  priceCents: appointments.priceCents,
  status: appointments.status,
  isSubscriber: appointments.isSubscriber,
  refundedAt: appointments.refundedAt,
  patientJoinedAt: appointments.patientJoinedAt,
  psychologistJoinedAt: appointments.psychologistJoinedAt,
  createdAt: appointments.createdAt,
};

const psychologistColumns = {
  id: psychologists.id,
  name: psychologists.name,
  email: psychologists.email,
  crp: psychologists.crp,
  specialization: psychologists.specialization,
  isActive: psychologists.isActive,
  createdAt: psychologists.createdAt,
  applicationStatus: psychologistApplications.status,
  /** Null while the psychologist has no account (an applicant before accepting the invitation). */
  emailVerified: user.emailVerified,
};

function rangeConditions(range: AppointmentRange): SQL[] {
  const conditions: SQL[] = [];
  if (range.from) conditions.push(gte(appointments.startsAt, range.from));
  if (range.to) conditions.push(lt(appointments.startsAt, range.to));
  if (range.psychologistId) conditions.push(eq(appointments.psychologistId, range.psychologistId));
  if (range.status) conditions.push(eq(appointments.status, range.status));
  return conditions;
}

/** Aggregates arrive as strings from `pg` (bigint) and as numbers from PGlite. */
const int = (value: unknown) => Number(value ?? 0);

export function createAdminRepository(db: Database) {
  /** Every psychologist with their application's status, if any, and their account's e-mail state. */
  const selectPsychologistsWithApplicationStatus = () =>
    db
      .select(psychologistColumns)
      .from(psychologists)
      .leftJoin(psychologistApplications, eq(psychologistApplications.psychologistId, psychologists.id))
      .leftJoin(user, eq(user.id, psychologists.userId));

  return {
    transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /** Active and total psychologists in one query. */
    async countPsychologists(): Promise<{ active: number; total: number }> {
      const [row] = await db
        .select({
          active: sql<number>`count(*) filter (where ${psychologists.isActive})`,
          total: sql<number>`count(*)`,
        })
        .from(psychologists);
      return { active: int(row?.active), total: int(row?.total) };
    },

    /** Every revenue figure of the summary in one aggregate query. */
    async sumAppointments(payoutCents: number) {
      const [row] = await db
        .select({
          total: sql<number>`count(*)`,
          paid: sql<number>`count(*) filter (where ${isPaid})`,
          totalCents: sql<number>`coalesce(sum(${appointments.priceCents}) filter (where ${isPaid}), 0)`,
          platformCents: sql<number>`coalesce(sum(${appointments.priceCents} - ${payoutCents}) filter (where ${isPaid}), 0)`,
          subscriberCount: sql<number>`count(*) filter (where ${isPaid} and ${appointments.isSubscriber})`,
          subscriberCents: sql<number>`coalesce(sum(${appointments.priceCents}) filter (where ${isPaid} and ${appointments.isSubscriber}), 0)`,
        })
        .from(appointments);
      return {
        total: int(row?.total),
        paid: int(row?.paid),
        totalCents: int(row?.totalCents),
        platformCents: int(row?.platformCents),
        subscriberCount: int(row?.subscriberCount),
        subscriberCents: int(row?.subscriberCents),
      };
    },

    /** Paid consultations per psychologist that started in [from, to). */
    async countPaidByPsychologist(from: Date, to: Date) {
      const rows = await db
        .select({
          psychologistId: appointments.psychologistId,
          psychologistName: psychologists.name,
          paid: sql<number>`count(*)`,
        })
        .from(appointments)
        .innerJoin(psychologists, eq(psychologists.id, appointments.psychologistId))
        .where(and(isPaid, gte(appointments.startsAt, from), lt(appointments.startsAt, to)))
        .groupBy(appointments.psychologistId, psychologists.name);
      return rows.map((row) => ({ ...row, paid: int(row.paid) }));
    },

    /** Newest first (docs/product.md, Admin report), with the partner application's status when there is one. */
    async listPsychologistsWithApplicationStatus() {
      return selectPsychologistsWithApplicationStatus().orderBy(
        desc(psychologists.createdAt),
        desc(psychologists.id),
      );
    },

    async findPsychologistWithApplicationStatusById(id: string) {
      return firstOrNull(selectPsychologistsWithApplicationStatus().where(eq(psychologists.id, id)).limit(1));
    },

    /** The psychologist's account e-mail state: null without an account (or without the psychologist). */
    async findAccountEmailVerifiedByPsychologistId(
      executor: Executor,
      psychologistId: string,
    ): Promise<boolean | null> {
      const [row] = await executor
        .select({ emailVerified: user.emailVerified })
        .from(psychologists)
        .innerJoin(user, eq(user.id, psychologists.userId))
        .where(eq(psychologists.id, psychologistId))
        .limit(1);
      return row ? row.emailVerified : null;
    },

    async findApplicationStatusByPsychologistId(executor: Executor, psychologistId: string) {
      const [row] = await executor
        .select({ status: psychologistApplications.status })
        .from(psychologistApplications)
        .where(eq(psychologistApplications.psychologistId, psychologistId))
        .limit(1);
      return row?.status ?? null;
    },

    /** True when the psychologist exists (and now has this status). */
    async setPsychologistActive(executor: Executor, id: string, isActive: boolean): Promise<boolean> {
      const updated = await executor
        .update(psychologists)
        .set({ isActive })
        .where(eq(psychologists.id, id))
        .returning({ id: psychologists.id });
      return updated.length > 0;
    },

    async countAppointments(range: AppointmentRange): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(appointments)
        .where(and(...rangeConditions(range)));
      return int(row?.total);
    },

    /** One page of the list, newest consultation first; the id breaks ties so pages never overlap. */
    async listAppointmentsPage(
      range: AppointmentRange,
      limit: number,
      offset: number,
    ): Promise<AppointmentRow[]> {
      return db
        .select(appointmentColumns)
        .from(appointments)
        .where(and(...rangeConditions(range)))
        .orderBy(desc(appointments.startsAt), desc(appointments.id))
        .limit(limit)
        .offset(offset);
    },

    /**
     * Keyset pagination for the CSV: the rows after `after` in (starts_at, id) order. Unlike OFFSET it costs the
     * same on the last batch as on the first, and rows inserted meanwhile cannot shift a row out of the export.
     */
    async listAppointmentsAfter(
      range: AppointmentRange,
      after: { startsAt: Date; id: string } | null,
      limit: number,
    ): Promise<AppointmentRow[]> {
      const conditions = rangeConditions(range);
      if (after) {
        const keyset = or(
          gt(appointments.startsAt, after.startsAt),
          and(eq(appointments.startsAt, after.startsAt), gt(appointments.id, after.id)),
        );
        if (keyset) conditions.push(keyset);
      }
      return db
        .select(appointmentColumns)
        .from(appointments)
        .where(and(...conditions))
        .orderBy(asc(appointments.startsAt), asc(appointments.id))
        .limit(limit);
    },

    async insertAuditEntry(entry: AuditWrite, executor: Executor = db): Promise<void> {
      await executor.insert(adminAuditLog).values(entry);
    },

    async countAuditEntries(): Promise<number> {
      const [row] = await db.select({ total: count() }).from(adminAuditLog);
      return int(row?.total);
    },

    async listAuditEntries(limit: number, offset: number) {
      return db
        .select()
        .from(adminAuditLog)
        .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
        .limit(limit)
        .offset(offset);
    },

    async countCompanyContacts(): Promise<number> {
      const [row] = await db.select({ total: count() }).from(companyContacts);
      return int(row?.total);
    },

    async listCompanyContacts(limit: number, offset: number) {
      return db
        .select()
        .from(companyContacts)
        .orderBy(desc(companyContacts.createdAt), desc(companyContacts.id))
        .limit(limit)
        .offset(offset);
    },

    /** better-auth stores e-mails in lower case. Returns the user's id, or null when no account has it. */
    async findAccountByEmail(
      executor: Executor,
      email: string,
    ): Promise<{ id: string; emailVerified: boolean } | null> {
      return firstOrNull(
        executor
          .select({ id: user.id, emailVerified: user.emailVerified })
          .from(user)
          .where(eq(user.email, email.toLowerCase()))
          .for('update'),
      );
    },

    async setAdminRole(executor: Executor, userId: string): Promise<void> {
      await executor.update(user).set({ role: 'admin', updatedAt: new Date() }).where(eq(user.id, userId));
    },
  };
}

export type AdminRepository = ReturnType<typeof createAdminRepository>;

import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  account,
  appointments,
  checkoutSessions,
  clinicalRecordEntries,
  companyContacts,
  consents,
  paymentRefunds,
  profiles,
  psychologistApplications,
  psychologists,
  session,
  user,
} from '../db/schema';
import type { Executor, Transaction } from '../payments/repository';
import { firstOrNull } from '../db/first-or-null';

type ConsentKind = (typeof consents.$inferSelect)['kind'];

/** Personal fields of a kept appointment are overwritten with these; the row stays for the clinical record. */
const ANONYMOUS_NAME = 'Titular excluído';
const ANONYMOUS_PHONE = '';

/**
 * Rows about one person: by user id, and by e-mail only once the e-mail is verified (a visitor booking belongs to
 * its e-mail, docs/security.md, Confirmed e-mail; an unverified account must not reach someone else's bookings by
 * typing their address).
 */
function ownedAppointments(userId: string, verifiedEmail: string | null) {
  return verifiedEmail
    ? or(eq(appointments.userId, userId), sql`lower(${appointments.patientEmail}) = ${verifiedEmail}`)
    : eq(appointments.userId, userId);
}

export function createPrivacyRepository(db: Database) {
  return {
    transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    async findUser(userId: string, executor: Executor = db) {
      return firstOrNull(executor.select().from(user).where(eq(user.id, userId)).limit(1));
    },

    async findCredentialHash(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ password: account.password })
        .from(account)
        .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')))
        .limit(1);
      return row?.password ?? null;
    },

    async listSignInMethods(userId: string): Promise<string[]> {
      const rows = await db
        .select({ providerId: account.providerId })
        .from(account)
        .where(eq(account.userId, userId));
      return rows.map((row) => row.providerId);
    },

    async findActiveConsent(userId: string, kind: ConsentKind) {
      return firstOrNull(
        db
          .select({ version: consents.version, acceptedAt: consents.acceptedAt })
          .from(consents)
          .where(and(eq(consents.userId, userId), eq(consents.kind, kind), isNull(consents.revokedAt)))
          .orderBy(desc(consents.acceptedAt))
          .limit(1),
      );
    },

    async insertConsent(
      userId: string,
      kind: ConsentKind,
      version: string,
      at: Date,
      executor: Executor = db,
    ): Promise<void> {
      await executor.insert(consents).values({ userId, kind, version, acceptedAt: at });
    },

    async revokeConsents(userId: string, kind: ConsentKind, at: Date): Promise<void> {
      await db
        .update(consents)
        .set({ revokedAt: at })
        .where(and(eq(consents.userId, userId), eq(consents.kind, kind), isNull(consents.revokedAt)));
    },

    async listConsents(userId: string) {
      return db.select().from(consents).where(eq(consents.userId, userId)).orderBy(consents.acceptedAt);
    },

    async findProfile(userId: string, executor: Executor = db) {
      return firstOrNull(executor.select().from(profiles).where(eq(profiles.userId, userId)).limit(1));
    },

    async listSessions(userId: string) {
      return db.select().from(session).where(eq(session.userId, userId)).orderBy(session.createdAt);
    },

    async listPayments(userId: string) {
      return db
        .select()
        .from(checkoutSessions)
        .where(eq(checkoutSessions.userId, userId))
        .orderBy(checkoutSessions.createdAt);
    },

    async listRefunds(userId: string) {
      return db.select().from(paymentRefunds).where(eq(paymentRefunds.userId, userId));
    },

    async listAppointments(userId: string, verifiedEmail: string | null) {
      return db
        .select()
        .from(appointments)
        .where(ownedAppointments(userId, verifiedEmail))
        .orderBy(appointments.startsAt);
    },

    async listCompanyProposals(verifiedEmail: string | null) {
      if (!verifiedEmail) return [];
      return db
        .select()
        .from(companyContacts)
        .where(sql`lower(${companyContacts.email}) = ${verifiedEmail}`)
        .orderBy(companyContacts.createdAt);
    },

    /** The latest paid (or already refunded) plan payment: the one the 7-day right applies to. */
    async findLatestPlanPayment(userId: string) {
      return firstOrNull(
        db
          .select()
          .from(checkoutSessions)
          .where(
            and(
              eq(checkoutSessions.userId, userId),
              eq(checkoutSessions.purpose, 'plan'),
              inArray(checkoutSessions.status, ['paid', 'refunded']),
            ),
          )
          .orderBy(desc(checkoutSessions.paidAt))
          .limit(1),
      );
    },

    async findRefund(checkoutSessionId: string) {
      return firstOrNull(
        db
          .select()
          .from(paymentRefunds)
          .where(eq(paymentRefunds.checkoutSessionId, checkoutSessionId))
          .limit(1),
      );
    },

    /** Claims the one refund of a payment; false when it was claimed before (the primary key decides). */
    async claimRefund(checkoutSessionId: string, userId: string, amountCents: number, at: Date) {
      const rows = await db
        .insert(paymentRefunds)
        .values({ checkoutSessionId, userId, amountCents, refundedAt: at })
        .onConflictDoNothing()
        .returning({ id: paymentRefunds.checkoutSessionId });
      return rows.length > 0;
    },

    /** The provider refused: the claim is released so the person may try again. */
    async releaseRefund(checkoutSessionId: string): Promise<void> {
      await db.delete(paymentRefunds).where(eq(paymentRefunds.checkoutSessionId, checkoutSessionId));
    },

    async clearSubscription(userId: string): Promise<void> {
      await db.update(profiles).set({ stripeSubscriptionId: null }).where(eq(profiles.userId, userId));
    },

    async endPlanNow(userId: string, at: Date): Promise<void> {
      await db
        .update(profiles)
        .set({ planActive: false, planExpiresAt: at, stripeSubscriptionId: null, updatedAt: at })
        .where(eq(profiles.userId, userId));
    },

    async findPsychologistByUser(userId: string, executor: Executor = db) {
      return firstOrNull(
        executor
          .select({ id: psychologists.id })
          .from(psychologists)
          .where(eq(psychologists.userId, userId))
          .limit(1),
      );
    },

    async countFutureAppointmentsOfPsychologist(psychologistId: string, now: Date, executor: Executor = db) {
      const [row] = await executor
        .select({ count: sql<number>`count(*)::int` })
        .from(appointments)
        .where(
          and(
            eq(appointments.psychologistId, psychologistId),
            inArray(appointments.status, ['reservado', 'agendado']),
            sql`${appointments.startsAt} > ${now.toISOString()}`,
          ),
        );
      return row?.count ?? 0;
    },

    /**
     * Erases the account (sessions, sign-in methods, profile and consents go with it by cascade) and keeps what the
     * law requires, anonymised and blocked: appointments (CFP, 5 years) and payments (tax records).
     */
    async deleteAccount(
      tx: Transaction,
      input: { userId: string; verifiedEmail: string | null; psychologistId: string | null; at: Date },
    ) {
      const { userId, verifiedEmail, psychologistId, at } = input;
      const keptAppointments = await tx
        .update(appointments)
        .set({
          userId: null,
          patientName: ANONYMOUS_NAME,
          // Unique per row and unroutable (RFC 2606), so no mail can reach anyone through a kept record.
          patientEmail: sql`'excluido-' || ${appointments.id} || '@anonimo.invalid'`,
          patientPhone: ANONYMOUS_PHONE,
          // Receipts already issued live in the Receita Saúde system; ours would only identify the person again.
          patientCpf: null,
          payerName: null,
          payerCpf: null,
          anonymizedAt: at,
        })
        .where(ownedAppointments(userId, verifiedEmail))
        .returning({ id: appointments.id });
      const keptPayments = await tx
        .update(checkoutSessions)
        .set({ userId: null, metadata: {}, anonymizedAt: at })
        .where(eq(checkoutSessions.userId, userId))
        .returning({ id: checkoutSessions.id });
      await tx.update(paymentRefunds).set({ userId: null }).where(eq(paymentRefunds.userId, userId));
      if (verifiedEmail) {
        await tx.delete(companyContacts).where(sql`lower(${companyContacts.email}) = ${verifiedEmail}`);
      }
      const files: string[] = [];
      if (psychologistId) {
        // The public card goes offline; the row stays because kept appointments point at it.
        await tx.update(psychologists).set({ isActive: false }).where(eq(psychologists.id, psychologistId));
        // The application's document and picture are not records any law makes us keep: the row stops naming
        // them here, and the service removes them from the file store once this commits (ADR 024).
        const applications = await tx
          .select({
            documentFile: psychologistApplications.documentFile,
            pictureFile: psychologistApplications.pictureFile,
          })
          .from(psychologistApplications)
          .where(eq(psychologistApplications.psychologistId, psychologistId))
          .for('update');
        for (const row of applications) {
          if (row.documentFile) files.push(row.documentFile);
          if (row.pictureFile) files.push(row.pictureFile);
        }
        await tx
          .update(psychologistApplications)
          .set({ documentFile: null, pictureFile: null })
          .where(eq(psychologistApplications.psychologistId, psychologistId));
      }
      const keptIds = keptAppointments.map((row) => row.id);
      const keptRecords =
        keptIds.length === 0
          ? []
          : await tx
              .select({ id: clinicalRecordEntries.id })
              .from(clinicalRecordEntries)
              .where(inArray(clinicalRecordEntries.appointmentId, keptIds));
      await tx.delete(user).where(eq(user.id, userId));
      return {
        appointments: keptAppointments.length,
        payments: keptPayments.length,
        clinicalRecords: keptRecords.length,
        files,
      };
    },
  };
}

export type PrivacyRepository = ReturnType<typeof createPrivacyRepository>;

import { and, asc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appointments, checkoutSessions, profiles, psychologists } from '../db/schema';
import { firstOrNull } from '../db/first-or-null';

/** Statuses of a consultation that was paid and stays paid (a cancellation is refunded, so it is not here). */
export const PAID_STATUSES = ['agendado', 'realizado', 'nao_compareceu'] as const;

export interface PaidConsultationRow {
  appointmentId: string;
  userId: string | null;
  psychologistId: string;
  patientName: string;
  patientEmail: string;
  patientCpf: string | null;
  payerIsPatient: boolean;
  payerName: string | null;
  payerCpf: string | null;
  psychologistName: string;
  psychologistCrp: string | null;
  amountCents: number;
  status: string;
  refunded: boolean;
  paidAt: Date | null;
  startsAt: Date;
}

const paidColumns = {
  appointmentId: appointments.id,
  userId: appointments.userId,
  psychologistId: appointments.psychologistId,
  patientName: appointments.patientName,
  patientEmail: appointments.patientEmail,
  patientCpf: appointments.patientCpf,
  payerIsPatient: appointments.payerIsPatient,
  payerName: appointments.payerName,
  payerCpf: appointments.payerCpf,
  psychologistName: appointments.psychologistName,
  psychologistCrp: psychologists.crp,
  amountCents: appointments.priceCents,
  status: appointments.status,
  refunded: sql<boolean>`(${appointments.refundRequestedAt} is not null)`,
  paidAt: checkoutSessions.paidAt,
  startsAt: appointments.startsAt,
};

export function createReceiptsRepository(db: Database) {
  /** Consultations with their psychologist's CRP and their payment, if any (paidColumns). */
  const selectConsultationsWithPayment = () =>
    db
      .select(paidColumns)
      .from(appointments)
      .innerJoin(psychologists, eq(psychologists.id, appointments.psychologistId))
      .leftJoin(checkoutSessions, eq(checkoutSessions.id, appointments.checkoutSessionId));

  return {
    async findConsultationById(appointmentId: string): Promise<PaidConsultationRow | null> {
      return firstOrNull(selectConsultationsWithPayment().where(eq(appointments.id, appointmentId)).limit(1));
    },

    /** Consultations of one psychologist paid in [from, to) and not refunded, oldest payment first. */
    async listPaidByPsychologistBetween(
      psychologistId: string,
      from: Date,
      to: Date,
    ): Promise<PaidConsultationRow[]> {
      // The bounds on paidAt leave out consultations without a payment, as an inner join would.
      return selectConsultationsWithPayment()
        .where(
          and(
            eq(appointments.psychologistId, psychologistId),
            inArray(appointments.status, [...PAID_STATUSES]),
            isNull(appointments.refundRequestedAt),
            gte(checkoutSessions.paidAt, from),
            lt(checkoutSessions.paidAt, to),
          ),
        )
        .orderBy(asc(checkoutSessions.paidAt));
    },

    async findProfileCpf(userId: string): Promise<string | null> {
      const [row] = await db.select({ cpf: profiles.cpf }).from(profiles).where(eq(profiles.userId, userId));
      return row?.cpf ?? null;
    },

    /**
     * The account's CPF, and the same CPF on the receipts of its consultations (booked by this account, still
     * identified): correcting it in /conta corrects the receipts the psychologist has not issued yet.
     */
    async saveCpf(userId: string, cpf: string | null): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .insert(profiles)
          .values({ userId, cpf })
          .onConflictDoUpdate({ target: profiles.userId, set: { cpf, updatedAt: new Date() } });
        if (cpf) {
          await tx
            .update(appointments)
            .set({ patientCpf: cpf })
            .where(and(eq(appointments.userId, userId), isNull(appointments.anonymizedAt)));
        }
      });
    },
  };
}

export type ReceiptsRepository = ReturnType<typeof createReceiptsRepository>;

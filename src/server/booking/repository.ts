import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appointments, checkoutSessions, profiles, psychologists } from '../db/schema';
import type { Executor, Transaction } from '../payments/repository';
import { isDayOff } from '../psychologists/days-off-repository';
import { createDayRepository } from './day-repository';
import { lockPsychologistRow } from '../psychologists/row-lock';
import { firstOrNull } from '../db/first-or-null';

export type AppointmentRow = typeof appointments.$inferSelect;
export type NewAppointment = typeof appointments.$inferInsert;

export interface AppointmentWithPsychologist {
  appointment: AppointmentRow;
  psychologistEmail: string;
}

/** SQLSTATE 23505 on the double-booking index, from PGlite and node-postgres alike (drizzle wraps the error). */
export function isSlotTakenViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const candidate = current as { code?: unknown; constraint?: unknown; message?: unknown };
    if (candidate.code === '23505') {
      const constraint = typeof candidate.constraint === 'string' ? candidate.constraint : '';
      const message = typeof candidate.message === 'string' ? candidate.message : '';
      return (
        constraint === 'appointments_psychologist_start_taken' ||
        message.includes('appointments_psychologist_start_taken')
      );
    }
    if (current === (current as { cause?: unknown }).cause) break;
  }
  return false;
}

export function createBookingRepository(db: Database) {
  return {
    ...createDayRepository(db),

    transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /**
     * Turns lapsed holds of exactly this slot (and the caller's own unpaid hold of it) into 'expirado', so an
     * expired hold frees the slot without any job having run. Returns their checkout sessions, to be expired at
     * the provider after commit.
     */
    async expireLapsedHolds(
      tx: Executor,
      slot: { psychologistId: string; startsAt: Date; now: Date; ownUserId?: string | null },
    ): Promise<Array<{ id: string; checkoutSessionId: string | null }>> {
      const lapsed = lte(appointments.holdExpiresAt, slot.now);
      return tx
        .update(appointments)
        .set({ status: 'expirado' })
        .where(
          and(
            eq(appointments.psychologistId, slot.psychologistId),
            eq(appointments.startsAt, slot.startsAt),
            eq(appointments.status, 'reservado'),
            // A signed-in person starting over gives up their own unpaid hold of this slot instead of being
            // told it is taken; only the account itself can do that.
            slot.ownUserId ? or(lapsed, eq(appointments.userId, slot.ownUserId)) : lapsed,
          ),
        )
        .returning({ id: appointments.id, checkoutSessionId: appointments.checkoutSessionId });
    },

    /**
     * Takes the psychologist's row FOR SHARE and tells whether a day off covers the day: a block being added
     * holds the row FOR UPDATE, so the two serialise and never both succeed over one slot.
     */
    async isDayOffUnderLock(tx: Executor, psychologistId: string, isoDay: string): Promise<boolean> {
      await lockPsychologistRow(tx, psychologistId, 'share');
      return isDayOff(tx, psychologistId, isoDay);
    },

    async setProfileCpfIfMissing(tx: Executor, userId: string, cpf: string): Promise<void> {
      await tx
        .update(profiles)
        .set({ cpf })
        .where(and(eq(profiles.userId, userId), isNull(profiles.cpf)));
    },

    /** Throws the unique violation (see isSlotTakenViolation) when someone else holds or booked the slot. */
    async insertHold(tx: Executor, values: NewAppointment): Promise<AppointmentRow> {
      const [row] = await tx.insert(appointments).values(values).returning();
      if (!row) throw new Error('Insert of an appointment returned nothing');
      return row;
    },

    async attachCheckout(id: string, checkout: { sessionId: string; holdExpiresAt: Date }): Promise<void> {
      await db
        .update(appointments)
        .set({ checkoutSessionId: checkout.sessionId, holdExpiresAt: checkout.holdExpiresAt })
        .where(and(eq(appointments.id, id), eq(appointments.status, 'reservado')));
    },

    /** A hold whose checkout never started: nothing was sold, so nothing is kept. */
    async deleteUnpaidHold(id: string): Promise<void> {
      await db
        .delete(appointments)
        .where(
          and(
            eq(appointments.id, id),
            eq(appointments.status, 'reservado'),
            isNull(appointments.checkoutSessionId),
          ),
        );
    },

    async findById(id: string, executor: Executor = db): Promise<AppointmentRow | null> {
      return firstOrNull(executor.select().from(appointments).where(eq(appointments.id, id)).limit(1));
    },

    async findByIdForUpdate(tx: Transaction, id: string): Promise<AppointmentRow | null> {
      return firstOrNull(
        tx.select().from(appointments).where(eq(appointments.id, id)).limit(1).for('update'),
      );
    },

    async findWithPsychologistEmail(id: string): Promise<AppointmentWithPsychologist | null> {
      return firstOrNull(
        db
          .select({ appointment: appointments, psychologistEmail: psychologists.email })
          .from(appointments)
          .innerJoin(psychologists, eq(psychologists.id, appointments.psychologistId))
          .where(eq(appointments.id, id))
          .limit(1),
      );
    },

    /** The consultation session as sold (owner, appointment), read from our own payments record. */
    async findConsultationSession(
      sessionId: string,
    ): Promise<{ userId: string | null; appointmentId: string | null; provider: string } | null> {
      return firstOrNull(
        db
          .select({
            userId: checkoutSessions.userId,
            appointmentId: checkoutSessions.appointmentId,
            provider: checkoutSessions.provider,
          })
          .from(checkoutSessions)
          .where(and(eq(checkoutSessions.id, sessionId), eq(checkoutSessions.purpose, 'consultation')))
          .limit(1),
      );
    },

    /**
     * Confirms a paid appointment, re-taking its slot when the hold had lapsed. Runs in a savepoint so that a
     * unique violation (someone else has the slot) leaves the surrounding fulfilment transaction usable.
     * Returns false when the slot is someone else's.
     */
    async confirm(
      tx: Transaction,
      id: string,
      values: { videoLink: string; reminderSentAt: Date | null; checkoutSessionId: string },
    ): Promise<boolean> {
      try {
        await tx.transaction(async (savepoint) => {
          await savepoint
            .update(appointments)
            .set({
              status: 'agendado',
              videoLink: values.videoLink,
              checkoutSessionId: values.checkoutSessionId,
              holdExpiresAt: null,
              reminderSentAt: values.reminderSentAt,
            })
            .where(eq(appointments.id, id));
        });
        return true;
      } catch (error) {
        if (isSlotTakenViolation(error)) return false;
        throw error;
      }
    },

    async markRefundRequested(executor: Executor, id: string, at: Date): Promise<void> {
      await executor
        .update(appointments)
        .set({ status: 'expirado', refundRequestedAt: at, holdExpiresAt: null })
        .where(eq(appointments.id, id));
    },

    async markRefunded(id: string, at: Date): Promise<void> {
      await db
        .update(appointments)
        .set({ refundedAt: at })
        .where(and(eq(appointments.id, id), isNull(appointments.refundedAt)));
    },

    /** The session will never be paid: its hold ends. Idempotent. */
    async expireHold(tx: Executor, id: string): Promise<void> {
      await tx
        .update(appointments)
        .set({ status: 'expirado' })
        .where(and(eq(appointments.id, id), eq(appointments.status, 'reservado')));
    },

    /**
     * 'Minhas consultas': booked while signed in, or as a visitor with the account's confirmed e-mail; paid ones
     * only.
     */
    async listForPatient(patient: {
      userId: string;
      verifiedEmail: string | null;
    }): Promise<AppointmentRow[]> {
      const verifiedEmail = patient.verifiedEmail?.toLowerCase();
      return db
        .select()
        .from(appointments)
        .where(
          and(
            verifiedEmail === undefined
              ? eq(appointments.userId, patient.userId)
              : or(
                  eq(appointments.userId, patient.userId),
                  sql`lower(${appointments.patientEmail}) = ${verifiedEmail}`,
                ),
            inArray(appointments.status, ['agendado', 'realizado', 'cancelado', 'nao_compareceu']),
          ),
        )
        .orderBy(asc(appointments.startsAt));
    },

    /**
     * Cancels a paid appointment still more than 24 hours away and records the refund owed, in one guarded
     * UPDATE. Null when the row was not in that state.
     */
    async cancelInTime(id: string, now: Date, changeDeadline: Date): Promise<AppointmentRow | null> {
      return firstOrNull(
        db
          .update(appointments)
          .set({ status: 'cancelado', cancelledAt: now, refundRequestedAt: now })
          .where(
            and(
              eq(appointments.id, id),
              eq(appointments.status, 'agendado'),
              gt(appointments.startsAt, changeDeadline),
            ),
          )
          .returning(),
      );
    },

    /**
     * Moves a paid appointment (still more than 24 hours away) to another start in one UPDATE; the partial unique
     * index refuses a taken slot with a unique violation. Null when the row was not in that state.
     */
    async moveInTime(
      tx: Executor,
      id: string,
      move: { startsAt: Date; endsAt: Date; changeDeadline: Date },
    ): Promise<AppointmentRow | null> {
      return firstOrNull(
        tx
          .update(appointments)
          .set({ startsAt: move.startsAt, endsAt: move.endsAt, reminderSentAt: null })
          .where(
            and(
              eq(appointments.id, id),
              eq(appointments.status, 'agendado'),
              gt(appointments.startsAt, move.changeDeadline),
            ),
          )
          .returning(),
      );
    },

    /**
     * Claims the reminders due now: paid appointments starting within the horizon whose reminder has not gone out.
     * SKIP LOCKED lets several server processes run this at once without sending twice; reminder_sent_at is set
     * in the same transaction, and the e-mails go out after it commits.
     */
    async claimDueReminders(now: Date, horizon: Date, limit = 100): Promise<AppointmentWithPsychologist[]> {
      return db.transaction(async (tx) => {
        const due = await tx
          .select({ id: appointments.id })
          .from(appointments)
          .where(
            and(
              eq(appointments.status, 'agendado'),
              isNull(appointments.reminderSentAt),
              gt(appointments.startsAt, now),
              lte(appointments.startsAt, horizon),
            ),
          )
          .orderBy(asc(appointments.startsAt))
          .limit(limit)
          .for('update', { skipLocked: true });
        if (due.length === 0) return [];
        const ids = due.map((row) => row.id);
        await tx.update(appointments).set({ reminderSentAt: now }).where(inArray(appointments.id, ids));
        return tx
          .select({ appointment: appointments, psychologistEmail: psychologists.email })
          .from(appointments)
          .innerJoin(psychologists, eq(psychologists.id, appointments.psychologistId))
          .where(inArray(appointments.id, ids))
          .orderBy(asc(appointments.startsAt));
      });
    },

    /** Refunds owed but not yet confirmed by the provider (a failed call is retried by the background tick). */
    async listPendingRefunds(limit = 50): Promise<AppointmentRow[]> {
      return db
        .select()
        .from(appointments)
        .where(
          and(
            isNotNull(appointments.refundRequestedAt),
            isNull(appointments.refundedAt),
            isNotNull(appointments.checkoutSessionId),
          ),
        )
        .orderBy(asc(appointments.refundRequestedAt))
        .limit(limit);
    },

    async checkoutSessionStatus(sessionId: string): Promise<string | null> {
      const [row] = await db
        .select({ status: checkoutSessions.status })
        .from(checkoutSessions)
        .where(eq(checkoutSessions.id, sessionId))
        .limit(1);
      return row?.status ?? null;
    },
  };
}

export type BookingRepository = ReturnType<typeof createBookingRepository>;

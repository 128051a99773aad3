import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  appointments,
  clinicalRecordAccessLog,
  clinicalRecordAddenda,
  clinicalRecordCopyRequests,
  clinicalRecordEntries,
  clinicalRecords,
  psychologists,
  user,
} from '../db/schema';
import type { Executor } from '../payments/repository';
import { firstOrNull } from '../db/first-or-null';

/** A consultation that was paid: only these have a record. */
const PAID_STATUSES = ['agendado', 'realizado', 'nao_compareceu'] as const;

export type RecordRow = typeof clinicalRecords.$inferSelect;
export type EntryRow = typeof clinicalRecordEntries.$inferSelect;
export type AddendumRow = typeof clinicalRecordAddenda.$inferSelect;

export interface RecordAppointmentRow {
  id: string;
  userId: string | null;
  patientName: string;
  patientEmail: string;
  startsAt: Date;
}

export type AccessAction = 'read' | 'save' | 'sign' | 'addendum' | 'copy.release' | 'copy.download';

const appointmentColumns = {
  id: appointments.id,
  userId: appointments.userId,
  patientName: appointments.patientName,
  patientEmail: appointments.patientEmail,
  startsAt: appointments.startsAt,
};

/** A copy request as its requester sees it: which psychologist it was made to, and where it stands. */
const copyRequestColumns = {
  id: clinicalRecordCopyRequests.id,
  psychologistId: clinicalRecordCopyRequests.psychologistId,
  psychologistName: psychologists.name,
  status: clinicalRecordCopyRequests.status,
};

/** Appointments a person owns: booked by the account, or with the address it confirmed (ADR 022). */
function ownedBy(person: { userId: string; verifiedEmail: string | null }) {
  return person.verifiedEmail
    ? or(
        eq(appointments.userId, person.userId),
        sql`lower(${appointments.patientEmail}) = ${person.verifiedEmail}`,
      )
    : eq(appointments.userId, person.userId);
}

/** One patient's record with one psychologist: the pair is unique, so there is one record at most. */
const recordOf = (psychologistId: string, patientKey: string) =>
  and(eq(clinicalRecords.psychologistId, psychologistId), eq(clinicalRecords.patientKey, patientKey));

/** Guards in the WHERE, so a signed intake or entry stays as signed even under a race. */
const unsignedIntake = (recordId: string) =>
  and(eq(clinicalRecords.id, recordId), isNull(clinicalRecords.intakeSignedAt));
const unsignedEntry = (entryId: string) =>
  and(eq(clinicalRecordEntries.id, entryId), isNull(clinicalRecordEntries.signedAt));

export function createClinicalRecordsRepository(db: Database) {
  return {
    transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /** The psychologist's own paid consultation, or null: another's id matches nothing (IDOR). */
    async findPaidAppointmentOfPsychologist(
      appointmentId: string,
      psychologistId: string,
    ): Promise<RecordAppointmentRow | null> {
      return firstOrNull(
        db
          .select(appointmentColumns)
          .from(appointments)
          .where(
            and(
              eq(appointments.id, appointmentId),
              eq(appointments.psychologistId, psychologistId),
              inArray(appointments.status, [...PAID_STATUSES]),
            ),
          )
          .limit(1),
      );
    },

    async findRecord(
      psychologistId: string,
      patientKey: string,
      executor: Executor = db,
    ): Promise<RecordRow | null> {
      return firstOrNull(
        executor.select().from(clinicalRecords).where(recordOf(psychologistId, patientKey)).limit(1),
      );
    },

    /** The patient's record with this psychologist, created empty on first use (concurrent autosaves agree). */
    async findOrCreateRecordForUpdate(
      tx: Executor,
      input: { id: string; psychologistId: string; patientKey: string },
    ): Promise<RecordRow> {
      await tx.insert(clinicalRecords).values(input).onConflictDoNothing();
      const [row] = await tx
        .select()
        .from(clinicalRecords)
        .where(recordOf(input.psychologistId, input.patientKey))
        .for('update');
      return row!;
    },

    async updateIntake(tx: Executor, recordId: string, intakeEncrypted: string, at: Date): Promise<void> {
      await tx
        .update(clinicalRecords)
        .set({ intakeEncrypted, updatedAt: at })
        .where(unsignedIntake(recordId));
    },

    async signIntake(tx: Executor, recordId: string, at: Date): Promise<void> {
      await tx.update(clinicalRecords).set({ intakeSignedAt: at }).where(unsignedIntake(recordId));
    },

    async findEntryByAppointment(appointmentId: string, executor: Executor = db): Promise<EntryRow | null> {
      return firstOrNull(
        executor
          .select()
          .from(clinicalRecordEntries)
          .where(eq(clinicalRecordEntries.appointmentId, appointmentId))
          .limit(1),
      );
    },

    async findEntryByAppointmentForUpdate(tx: Executor, appointmentId: string): Promise<EntryRow | null> {
      return firstOrNull(
        tx
          .select()
          .from(clinicalRecordEntries)
          .where(eq(clinicalRecordEntries.appointmentId, appointmentId))
          .for('update'),
      );
    },

    async insertEntry(tx: Executor, values: typeof clinicalRecordEntries.$inferInsert): Promise<EntryRow> {
      const [row] = await tx.insert(clinicalRecordEntries).values(values).returning();
      return row!;
    },

    /** Only a draft changes: the `signed_at is null` guard makes a signed entry immutable even under a race. */
    async updateDraftEntry(
      tx: Executor,
      entryId: string,
      contentEncrypted: string,
      at: Date,
    ): Promise<EntryRow | null> {
      return firstOrNull(
        tx
          .update(clinicalRecordEntries)
          .set({ contentEncrypted, updatedAt: at })
          .where(unsignedEntry(entryId))
          .returning(),
      );
    },

    async signEntry(tx: Executor, entryId: string, at: Date): Promise<EntryRow | null> {
      return firstOrNull(
        tx.update(clinicalRecordEntries).set({ signedAt: at }).where(unsignedEntry(entryId)).returning(),
      );
    },

    async insertAddendum(values: typeof clinicalRecordAddenda.$inferInsert): Promise<AddendumRow> {
      const [row] = await db.insert(clinicalRecordAddenda).values(values).returning();
      return row!;
    },

    async listAddenda(entryIds: string[]): Promise<AddendumRow[]> {
      if (entryIds.length === 0) return [];
      return db
        .select()
        .from(clinicalRecordAddenda)
        .where(inArray(clinicalRecordAddenda.entryId, entryIds))
        .orderBy(asc(clinicalRecordAddenda.createdAt));
    },

    async logAccess(
      entry: {
        recordId: string | null;
        appointmentId: string | null;
        actorUserId: string;
        action: AccessAction;
      },
      executor: Executor = db,
    ): Promise<void> {
      await executor.insert(clinicalRecordAccessLog).values(entry);
    },

    /** The psychologists this person had a paid consultation with. */
    async listPsychologistsConsultedBy(person: {
      userId: string;
      verifiedEmail: string | null;
    }): Promise<Array<{ id: string; name: string }>> {
      return db
        .selectDistinct({ id: psychologists.id, name: psychologists.name })
        .from(appointments)
        .innerJoin(psychologists, eq(psychologists.id, appointments.psychologistId))
        .where(and(ownedBy(person), inArray(appointments.status, [...PAID_STATUSES])))
        .orderBy(asc(psychologists.name));
    },

    async listCopyRequestsOf(userId: string) {
      return db
        .select({
          ...copyRequestColumns,
          requestedAt: clinicalRecordCopyRequests.requestedAt,
          releasedAt: clinicalRecordCopyRequests.releasedAt,
        })
        .from(clinicalRecordCopyRequests)
        .innerJoin(psychologists, eq(psychologists.id, clinicalRecordCopyRequests.psychologistId))
        .where(eq(clinicalRecordCopyRequests.requesterUserId, userId))
        .orderBy(desc(clinicalRecordCopyRequests.requestedAt));
    },

    /** Null when a request to this psychologist is already pending (the partial unique index). */
    async insertCopyRequest(userId: string, psychologistId: string, at: Date): Promise<string | null> {
      const rows = await db
        .insert(clinicalRecordCopyRequests)
        .values({ requesterUserId: userId, psychologistId, requestedAt: at })
        .onConflictDoNothing()
        .returning({ id: clinicalRecordCopyRequests.id });
      return rows[0]?.id ?? null;
    },

    async listPendingCopyRequestsOfPsychologist(psychologistId: string) {
      return db
        .select({
          id: clinicalRecordCopyRequests.id,
          patientName: user.name,
          requestedAt: clinicalRecordCopyRequests.requestedAt,
        })
        .from(clinicalRecordCopyRequests)
        .innerJoin(user, eq(user.id, clinicalRecordCopyRequests.requesterUserId))
        .where(
          and(
            eq(clinicalRecordCopyRequests.psychologistId, psychologistId),
            eq(clinicalRecordCopyRequests.status, 'pendente'),
          ),
        )
        .orderBy(asc(clinicalRecordCopyRequests.requestedAt));
    },

    async releaseCopyRequest(requestId: string, psychologistId: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(clinicalRecordCopyRequests)
        .set({ status: 'liberada', releasedAt: at })
        .where(
          and(
            eq(clinicalRecordCopyRequests.id, requestId),
            eq(clinicalRecordCopyRequests.psychologistId, psychologistId),
            eq(clinicalRecordCopyRequests.status, 'pendente'),
          ),
        )
        .returning({ id: clinicalRecordCopyRequests.id });
      return rows.length > 0;
    },

    async findReleasedCopyRequest(requestId: string, userId: string) {
      return firstOrNull(
        db
          .select({ ...copyRequestColumns, psychologistCrp: psychologists.crp })
          .from(clinicalRecordCopyRequests)
          .innerJoin(psychologists, eq(psychologists.id, clinicalRecordCopyRequests.psychologistId))
          .where(
            and(
              eq(clinicalRecordCopyRequests.id, requestId),
              eq(clinicalRecordCopyRequests.requesterUserId, userId),
            ),
          )
          .limit(1),
      );
    },

    /** The person's paid consultations with one psychologist, with their entries, oldest first. */
    async listEntriesOfPatientWithPsychologist(
      person: { userId: string; verifiedEmail: string | null },
      psychologistId: string,
    ) {
      return db
        .select({ appointment: appointmentColumns, entry: clinicalRecordEntries, record: clinicalRecords })
        .from(appointments)
        .innerJoin(clinicalRecordEntries, eq(clinicalRecordEntries.appointmentId, appointments.id))
        .innerJoin(clinicalRecords, eq(clinicalRecords.id, clinicalRecordEntries.recordId))
        .where(and(ownedBy(person), eq(appointments.psychologistId, psychologistId)))
        .orderBy(asc(appointments.startsAt));
    },
  };
}

export type ClinicalRecordsRepository = ReturnType<typeof createClinicalRecordsRepository>;

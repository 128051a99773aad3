import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appointments, psychologistAvailability, psychologists, user } from '../db/schema';
import type { AppointmentStatus } from '../../shared/contracts/consultations';
import { lockPsychologistRow } from './row-lock';
import { firstOrNull } from '../db/first-or-null';

export interface PsychologistProfileRow {
  id: string;
  name: string;
  email: string;
  crp: string | null;
  specialization: string;
  biography: string;
  isActive: boolean;
  /** Null only for a row without an account, which the psychologist area never serves. */
  emailVerified: boolean | null;
}

export interface PsychologistAppointmentRow {
  id: string;
  startsAt: Date;
  endsAt: Date;
  patientName: string;
  status: AppointmentStatus;
  priceCents: number;
  videoLink: string | null;
  patientJoinedAt: Date | null;
  patientLeftAt: Date | null;
  psychologistJoinedAt: Date | null;
  psychologistLeftAt: Date | null;
  hasGuardianAuthorization: boolean;
}

export interface AvailabilityWindowRow {
  id: string;
  dayOfWeek: number;
  startTime: string;
  endTime: string;
}

export type NewWindowResult =
  { kind: 'created'; window: AvailabilityWindowRow } | { kind: 'overlap'; existing: AvailabilityWindowRow };

const appointmentColumns = {
  id: appointments.id,
  startsAt: appointments.startsAt,
  endsAt: appointments.endsAt,
  patientName: appointments.patientName,
  status: appointments.status,
  priceCents: appointments.priceCents,
  videoLink: appointments.videoLink,
  patientJoinedAt: appointments.patientJoinedAt,
  patientLeftAt: appointments.patientLeftAt,
  psychologistJoinedAt: appointments.psychologistJoinedAt,
  psychologistLeftAt: appointments.psychologistLeftAt,
  // Written out qualified: drizzle renders a column of the queried table bare, which the subquery would read as g.id.
  hasGuardianAuthorization: sql<boolean>`exists (select 1 from guardian_authorizations g where g.appointment_id = appointments.id)`,
};

const windowColumns = {
  id: psychologistAvailability.id,
  dayOfWeek: psychologistAvailability.dayOfWeek,
  startTime: psychologistAvailability.startTime,
  endTime: psychologistAvailability.endTime,
};

/**
 * The psychologist area's queries. Every method takes the session's psychologist id and filters by it, so an id
 * belonging to someone else simply matches nothing (docs/security.md, Authorisation on every route).
 */
export function createPsychologistAreaRepository(db: Database) {
  return {
    async findProfileById(psychologistId: string): Promise<PsychologistProfileRow | null> {
      return firstOrNull(
        db
          .select({
            id: psychologists.id,
            name: psychologists.name,
            email: psychologists.email,
            crp: psychologists.crp,
            specialization: psychologists.specialization,
            biography: psychologists.biography,
            isActive: psychologists.isActive,
            emailVerified: user.emailVerified,
          })
          .from(psychologists)
          .leftJoin(user, eq(user.id, psychologists.userId))
          .where(eq(psychologists.id, psychologistId))
          .limit(1),
      );
    },

    async listAppointmentsByPsychologist(
      psychologistId: string,
      statuses: readonly AppointmentStatus[],
    ): Promise<PsychologistAppointmentRow[]> {
      return db
        .select(appointmentColumns)
        .from(appointments)
        .where(
          and(eq(appointments.psychologistId, psychologistId), inArray(appointments.status, [...statuses])),
        )
        .orderBy(asc(appointments.startsAt));
    },

    async findAppointmentByIdAndPsychologist(
      appointmentId: string,
      psychologistId: string,
    ): Promise<PsychologistAppointmentRow | null> {
      return firstOrNull(
        db
          .select(appointmentColumns)
          .from(appointments)
          .where(and(eq(appointments.id, appointmentId), eq(appointments.psychologistId, psychologistId)))
          .limit(1),
      );
    },

    /** Moves a booked consultation to its outcome only if it is still booked and has started (no lost update). */
    async markBookedAppointment(
      appointmentId: string,
      psychologistId: string,
      status: 'realizado' | 'nao_compareceu',
      now: Date,
    ): Promise<PsychologistAppointmentRow | null> {
      return firstOrNull(
        db
          .update(appointments)
          .set({ status })
          .where(
            and(
              eq(appointments.id, appointmentId),
              eq(appointments.psychologistId, psychologistId),
              eq(appointments.status, 'agendado'),
              lte(appointments.startsAt, now),
            ),
          )
          .returning(appointmentColumns),
      );
    },

    async listWindowsByPsychologist(psychologistId: string): Promise<AvailabilityWindowRow[]> {
      return db
        .select(windowColumns)
        .from(psychologistAvailability)
        .where(eq(psychologistAvailability.psychologistId, psychologistId))
        .orderBy(asc(psychologistAvailability.dayOfWeek), asc(psychologistAvailability.startTime));
    },

    /**
     * Check-then-insert under a lock on the psychologist's row: two concurrent adds of overlapping windows queue
     * on `FOR UPDATE`, so the second one sees the first and is refused.
     */
    async insertWindowWithoutOverlap(
      psychologistId: string,
      window: Omit<AvailabilityWindowRow, 'id'>,
    ): Promise<NewWindowResult> {
      return db.transaction(async (tx) => {
        await lockPsychologistRow(tx, psychologistId, 'update');
        const [existing] = await tx
          .select(windowColumns)
          .from(psychologistAvailability)
          .where(
            and(
              eq(psychologistAvailability.psychologistId, psychologistId),
              eq(psychologistAvailability.dayOfWeek, window.dayOfWeek),
              sql`${psychologistAvailability.startTime} < ${window.endTime}`,
              sql`${psychologistAvailability.endTime} > ${window.startTime}`,
            ),
          )
          .limit(1);
        if (existing) return { kind: 'overlap', existing };
        const [created] = await tx
          .insert(psychologistAvailability)
          .values({ psychologistId, ...window })
          .returning(windowColumns);
        return { kind: 'created', window: created! };
      });
    },

    async deleteWindowByIdAndPsychologist(windowId: string, psychologistId: string): Promise<boolean> {
      const deleted = await db
        .delete(psychologistAvailability)
        .where(
          and(
            eq(psychologistAvailability.id, windowId),
            eq(psychologistAvailability.psychologistId, psychologistId),
          ),
        )
        .returning({ id: psychologistAvailability.id });
      return deleted.length > 0;
    },

    /** Registration: the inactive psychologists row linked to a just-created account. */
    async insertRegisteredPsychologist(input: {
      userId: string;
      name: string;
      email: string;
      crp: string;
      specialization: string;
      biography: string;
    }): Promise<string> {
      const [row] = await db
        .insert(psychologists)
        .values({ ...input, isActive: false })
        .returning({ id: psychologists.id });
      return row!.id;
    },

    /** Undoes an account whose psychologists row could not be written; sessions and profile cascade. */
    async deleteUserById(userId: string): Promise<void> {
      await db.delete(user).where(eq(user.id, userId));
    },

    async markEmailVerified(userId: string): Promise<void> {
      await db.update(user).set({ emailVerified: true }).where(eq(user.id, userId));
    },
  };
}

export type PsychologistAreaRepository = ReturnType<typeof createPsychologistAreaRepository>;

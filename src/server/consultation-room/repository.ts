import { eq, sql } from 'drizzle-orm';
import type { ParticipantRole } from '../../shared/contracts/consultation-room';
import type { Database } from '../db/client';
import { appointments, psychologists } from '../db/schema';
import { firstOrNull } from '../db/first-or-null';

export interface RoomAppointment {
  id: string;
  status: string;
  startsAt: Date;
  userId: string | null;
  patientEmail: string;
  patientName: string;
  psychologistId: string;
  psychologistName: string;
  psychologistUserId: string | null;
}

/** The room's queries: who the two participants are, and when each came and went. */
export function createRoomRepository(db: Database) {
  return {
    async findById(id: string): Promise<RoomAppointment | null> {
      return firstOrNull(
        db
          .select({
            id: appointments.id,
            status: appointments.status,
            startsAt: appointments.startsAt,
            userId: appointments.userId,
            patientEmail: appointments.patientEmail,
            patientName: appointments.patientName,
            psychologistId: appointments.psychologistId,
            psychologistName: appointments.psychologistName,
            psychologistUserId: psychologists.userId,
          })
          .from(appointments)
          .innerJoin(psychologists, eq(psychologists.id, appointments.psychologistId))
          .where(eq(appointments.id, id))
          .limit(1),
      );
    },

    /** The first entry is kept; an exit is cleared, since the person is inside again. */
    async recordJoin(id: string, role: ParticipantRole, at: Date): Promise<void> {
      const set =
        role === 'patient'
          ? { patientJoinedAt: sql`coalesce(${appointments.patientJoinedAt}, ${at})`, patientLeftAt: null }
          : {
              psychologistJoinedAt: sql`coalesce(${appointments.psychologistJoinedAt}, ${at})`,
              psychologistLeftAt: null,
            };
      await db.update(appointments).set(set).where(eq(appointments.id, id));
    },

    async recordLeave(id: string, role: ParticipantRole, at: Date): Promise<void> {
      const set = role === 'patient' ? { patientLeftAt: at } : { psychologistLeftAt: at };
      await db.update(appointments).set(set).where(eq(appointments.id, id));
    },
  };
}

export type RoomRepository = ReturnType<typeof createRoomRepository>;

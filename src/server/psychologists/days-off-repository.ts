import { and, asc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appointments, psychologistDaysOff, psychologists } from '../db/schema';
import type { Executor } from '../payments/repository';
import { lockPsychologistRow } from './row-lock';

export interface DaysOffRow {
  id: string;
  startsOn: string;
  endsOn: string;
  note: string | null;
}

export interface BookedInRangeRow {
  id: string;
  startsAt: Date;
  patientName: string;
}

export type NewDaysOffResult =
  { kind: 'created'; block: DaysOffRow } | { kind: 'booked'; booked: BookedInRangeRow[] };

const blockColumns = {
  id: psychologistDaysOff.id,
  startsOn: psychologistDaysOff.startsOn,
  endsOn: psychologistDaysOff.endsOn,
  note: psychologistDaysOff.note,
};

/** True when a block of this psychologist covers the day ('YYYY-MM-DD' in the psychologist's zone). */
export async function isDayOff(executor: Executor, psychologistId: string, isoDay: string): Promise<boolean> {
  const [row] = await executor
    .select({ id: psychologistDaysOff.id })
    .from(psychologistDaysOff)
    .where(
      and(
        eq(psychologistDaysOff.psychologistId, psychologistId),
        sql`${psychologistDaysOff.startsOn} <= ${isoDay}::date`,
        sql`${psychologistDaysOff.endsOn} >= ${isoDay}::date`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Every method is scoped by the session's psychologist id: another's block matches nothing (IDOR). */
export function createDaysOffRepository(db: Database) {
  return {
    async findTimeZone(psychologistId: string): Promise<string | null> {
      const [row] = await db
        .select({ timeZone: psychologists.timeZone })
        .from(psychologists)
        .where(eq(psychologists.id, psychologistId))
        .limit(1);
      return row?.timeZone ?? null;
    },

    async listEndingFromByPsychologist(psychologistId: string, fromDay: string): Promise<DaysOffRow[]> {
      return db
        .select(blockColumns)
        .from(psychologistDaysOff)
        .where(
          and(
            eq(psychologistDaysOff.psychologistId, psychologistId),
            gte(psychologistDaysOff.endsOn, fromDay),
          ),
        )
        .orderBy(asc(psychologistDaysOff.startsOn));
    },

    /**
     * Check-then-insert under the psychologist's row lock. A checkout takes the same row `FOR SHARE` before it
     * holds a slot and looks for a block (booking repository), so a booking and a block over the same day
     * cannot both succeed.
     */
    async insertIfNothingBooked(
      psychologistId: string,
      block: { startsOn: string; endsOn: string; note?: string },
      range: { from: Date; to: Date; now: Date },
    ): Promise<NewDaysOffResult> {
      return db.transaction(async (tx) => {
        await lockPsychologistRow(tx, psychologistId, 'update');
        const booked = await tx
          .select({
            id: appointments.id,
            startsAt: appointments.startsAt,
            patientName: appointments.patientName,
          })
          .from(appointments)
          .where(
            and(
              eq(appointments.psychologistId, psychologistId),
              gte(appointments.startsAt, range.from),
              lt(appointments.startsAt, range.to),
              or(
                eq(appointments.status, 'agendado'),
                and(
                  inArray(appointments.status, ['reservado']),
                  sql`${appointments.holdExpiresAt} > ${range.now.toISOString()}::timestamptz`,
                ),
              ),
            ),
          )
          .orderBy(asc(appointments.startsAt));
        if (booked.length > 0) return { kind: 'booked', booked };
        const [created] = await tx
          .insert(psychologistDaysOff)
          .values({
            psychologistId,
            startsOn: block.startsOn,
            endsOn: block.endsOn,
            note: block.note ?? null,
          })
          .returning(blockColumns);
        return { kind: 'created', block: created! };
      });
    },

    async deleteByIdAndPsychologist(blockId: string, psychologistId: string): Promise<boolean> {
      const deleted = await db
        .delete(psychologistDaysOff)
        .where(
          and(eq(psychologistDaysOff.id, blockId), eq(psychologistDaysOff.psychologistId, psychologistId)),
        )
        .returning({ id: psychologistDaysOff.id });
      return deleted.length > 0;
    },
  };
}

export type DaysOffRepository = ReturnType<typeof createDaysOffRepository>;

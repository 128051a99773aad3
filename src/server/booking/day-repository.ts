import { eq, sql } from 'drizzle-orm';
import type { TimeWindow } from '../../shared/slots';
import type { Database } from '../db/client';
import { psychologists } from '../db/schema';
import type { Executor } from '../payments/repository';

/** What one day of one psychologist looks like to the booking rules, read in a single statement. */
export interface PsychologistDay {
  name: string;
  email: string;
  isActive: boolean;
  /** The IANA zone the windows are written in. */
  timeZone: string;
  /** Every weekly window; the caller picks the weekday, which depends on the zone. */
  windows: WeeklyWindow[];
  /** Starts of that day's slots held (unexpired) or booked. */
  taken: Date[];
  /** Days off near that day, as inclusive 'YYYY-MM-DD' ranges of the psychologist's calendar. */
  daysOff: DaysOffRange[];
}

export interface DaysOffRange {
  startsOn: string;
  endsOn: string;
}

export interface WeeklyWindow extends TimeWindow {
  dayOfWeek: number;
}

/**
 * The psychologist (active flag, name, e-mail, zone), their weekly windows and the taken starts between `from` and
 * `to`, in one round trip: correlated subqueries aggregated to JSON. The bounds are placeholders (ISO instants),
 * so the statement can be prepared once.
 */
function dayQuery(executor: Executor) {
  return executor
    .select({
      name: psychologists.name,
      email: psychologists.email,
      isActive: psychologists.isActive,
      // Column names are written out qualified: inside a correlated subquery drizzle would render them bare.
      timeZone: psychologists.timeZone,
      windows: sql<WeeklyWindow[]>`coalesce((
        select json_agg(json_build_object('dayOfWeek', a.day_of_week, 'startTime', a.start_time, 'endTime', a.end_time))
        from psychologist_availability a
        where a.psychologist_id = psychologists.id
      ), '[]'::json)`,
      taken: sql<string[]>`coalesce((
        select json_agg(t.starts_at)
        from appointments t
        where t.psychologist_id = psychologists.id
          and t.starts_at >= ${sql.placeholder('from')}::timestamptz
          and t.starts_at < ${sql.placeholder('to')}::timestamptz
          and (t.status = 'agendado'
            or (t.status = 'reservado' and t.hold_expires_at > ${sql.placeholder('now')}::timestamptz))
      ), '[]'::json)`,
      daysOff: sql<DaysOffRange[]>`coalesce((
        select json_agg(json_build_object('startsOn', d.starts_on, 'endsOn', d.ends_on))
        from psychologist_days_off d
        where d.psychologist_id = psychologists.id
          and d.ends_on >= (${sql.placeholder('from')}::timestamptz - interval '1 day')::date
          and d.starts_on <= (${sql.placeholder('to')}::timestamptz + interval '1 day')::date
      ), '[]'::json)`,
    })
    .from(psychologists)
    .where(eq(psychologists.id, sql.placeholder('psychologistId')))
    .limit(1);
}

/** A psychologist's bookable day as the slot rules read it. */
export function createDayRepository(db: Database) {
  // Prepared once: building this SQL was a sixth of a slots request's CPU (issue 15), and PostgreSQL plans it
  // once per connection. Inside a transaction the same query is built on the transaction instead.
  const readDayPrepared = dayQuery(db).prepare('booking_read_day');

  return {
    /** One psychologist's day (see dayQuery); null when the psychologist does not exist. */
    async readDay(
      psychologistId: string,
      day: { from: Date; to: Date; now: Date },
      executor: Executor = db,
    ): Promise<PsychologistDay | null> {
      const values = {
        psychologistId,
        from: day.from.toISOString(),
        to: day.to.toISOString(),
        now: day.now.toISOString(),
      };
      const [row] =
        executor === db ? await readDayPrepared.execute(values) : await dayQuery(executor).execute(values);
      if (!row) return null;
      const windows =
        typeof row.windows === 'string' ? (JSON.parse(row.windows) as WeeklyWindow[]) : row.windows;
      const taken = typeof row.taken === 'string' ? (JSON.parse(row.taken) as string[]) : row.taken;
      const daysOff =
        typeof row.daysOff === 'string' ? (JSON.parse(row.daysOff) as DaysOffRange[]) : row.daysOff;
      return {
        name: row.name,
        email: row.email,
        isActive: row.isActive,
        timeZone: row.timeZone,
        windows,
        taken: taken.map((value) => new Date(value)),
        daysOff,
      };
    },
  };
}

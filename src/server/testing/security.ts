import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

const ZONE = 'America/Sao_Paulo';

/** 10:00 São Paulo on the first weekday at least `daysAhead` days after `from`: a slot the booking rules accept. */
export function nextBookableStart(from: Date, daysAhead: number): Date {
  let day = addDays(new TZDate(from, ZONE), daysAhead);
  while (day.getDay() === 0 || day.getDay() === 6) day = addDays(day, 1);
  return new Date(new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), 10, 0, 0, ZONE).getTime());
}

/** Tables whose rows change without any request writing data: rate-limit counters are written by refusals too. */
const COUNTS_IGNORE = new Set(['rate_limit_counters']);

/** Rows in every table of the public schema, to prove a refused request wrote nothing anywhere. */
export async function tableRowCounts(db: Database): Promise<Record<string, number>> {
  const tables = await db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const names = tables.rows.map((row) => row.table_name).filter((name) => !COUNTS_IGNORE.has(name));
  const query = names
    .map((name) => `select '${name}' as t, count(*)::int as n from "${name}"`)
    .join(' union all ');
  const counts = await db.execute<{ t: string; n: number }>(sql.raw(query));
  return Object.fromEntries(counts.rows.map((row) => [row.t, Number(row.n)]));
}

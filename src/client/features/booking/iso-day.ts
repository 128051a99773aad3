/**
 * The booking's days and instants as they travel in the address. No date library here: the booking's first steps
 * read these and should not load one (docs/performance.md).
 */

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isIsoDay(value: string | null): value is string {
  if (!value) return false;
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const date = isoDayToCalendarDate(value);
  return date.getMonth() === Number(match[2]) - 1 && date.getDate() === Number(match[3]);
}

/** '2026-12-01' → a local Date at midnight of that day, for the calendar grid. */
export function isoDayToCalendarDate(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year!, month! - 1, date!);
}

export function isInstant(value: string | null): value is string {
  return value !== null && /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value));
}

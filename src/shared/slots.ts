import { tzOffset } from '@date-fns/tz';
import { CONSULTATION_MINUTES } from './consultation-pricing';

/**
 * docs/product.md, Booking a consultation: a slot is one hour of the psychologist's time; the consultation itself
 * lasts 50 minutes.
 */
export const SLOT_MINUTES = 60;

/** A weekly availability window as stored: wall-clock 'HH:MM' in the psychologist's zone ('24:00' = midnight). */
export interface TimeWindow {
  startTime: string;
  endTime: string;
}

export interface CutSlot {
  /** The instant the consultation starts. */
  startsAt: Date;
  /** The instant the 50-minute consultation ends. */
  endsAt: Date;
  /** Wall-clock 'HH:MM' in the slot's zone. */
  time: string;
}

const MINUTE_MS = 60_000;

interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** 'YYYY-MM-DD' as a real calendar day (2026-02-30 is refused), or null. */
export function parseIsoDay(value: string): CalendarDay | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) {
    return null;
  }
  return { year, month, day };
}

/** 0 Sunday … 6 Saturday. A calendar day's weekday does not depend on any time zone. */
export function weekdayOf(isoDay: string): number {
  const day = parseIsoDay(isoDay);
  if (!day) throw new Error(`Not a calendar day: ${isoDay}`);
  return new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay();
}

export function isWeekend(isoDay: string): boolean {
  const weekday = weekdayOf(isoDay);
  return weekday === 0 || weekday === 6;
}

/**
 * The zone's wall clock at an instant, as the fields of a UTC date. One offset lookup: a TZDate plus date-fns'
 * `format` cost several, and the slots route reads today's day on every request (issue 15).
 */
function wallClockAt(instant: Date, timeZone: string): Date {
  return new Date(instant.getTime() + tzOffset(timeZone, instant) * MINUTE_MS);
}

const pad2 = (value: number) => String(value).padStart(2, '0');

/** The calendar day ('YYYY-MM-DD') an instant falls on in a zone. */
export function zonedDayOf(instant: Date, timeZone: string): string {
  const wall = wallClockAt(instant, timeZone);
  return `${String(wall.getUTCFullYear()).padStart(4, '0')}-${pad2(wall.getUTCMonth() + 1)}-${pad2(wall.getUTCDate())}`;
}

/** Wall-clock 'HH:MM' of an instant in a zone. */
export function zonedTimeOf(instant: Date, timeZone: string): string {
  const wall = wallClockAt(instant, timeZone);
  return `${pad2(wall.getUTCHours())}:${pad2(wall.getUTCMinutes())}`;
}

function wallClockLabel(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

function minutesOf(time: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return Number(match[2]) < 60 && minutes <= 24 * 60 ? minutes : null;
}

/** The UTC offsets (minutes) in force around one calendar day: one value, or two on a DST change day. */
interface DayOffsets {
  timeZone: string;
  /** Most positive first, so the earliest instant of an ambiguous wall-clock time is tried first. */
  offsets: number[];
}

const HOUR_MS = 60 * MINUTE_MS;

function dayOffsets(day: CalendarDay, timeZone: string): DayOffsets {
  const midnightAsUtc = Date.UTC(day.year, day.month - 1, day.day);
  // Half a day either side of the calendar day covers every UTC offset in use (at most ±14 hours from UTC).
  const before = tzOffset(timeZone, new Date(midnightAsUtc - 16 * HOUR_MS));
  const after = tzOffset(timeZone, new Date(midnightAsUtc + 40 * HOUR_MS));
  return {
    timeZone,
    offsets: before === after ? [before] : [Math.max(before, after), Math.min(before, after)],
  };
}

/**
 * The instant of a wall-clock time on a day, or null when that wall-clock time does not exist there (the hour a
 * DST change skips). Ambiguous times (the hour repeated when DST ends) resolve to their first occurrence.
 */
function wallClockInstant(day: CalendarDay, minutes: number, zone: DayOffsets): Date | null {
  const asUtc = Date.UTC(day.year, day.month - 1, day.day, 0, minutes);
  const [only] = zone.offsets;
  // No change near this day (nearly always): the one offset is right for every wall-clock time.
  if (zone.offsets.length === 1 && only !== undefined) return new Date(asUtc - only * MINUTE_MS);
  for (const offset of zone.offsets) {
    const instant = new Date(asUtc - offset * MINUTE_MS);
    if (tzOffset(zone.timeZone, instant) === offset) return instant;
  }
  return null;
}

/** Like wallClockInstant, but a skipped time moves forward by the gap, as clocks did. */
function wallClockInstantOrLater(day: CalendarDay, minutes: number, zone: DayOffsets): Date {
  const exact = wallClockInstant(day, minutes, zone);
  if (exact) return exact;
  const earliestOffset = Math.min(...zone.offsets);
  return new Date(Date.UTC(day.year, day.month - 1, day.day, 0, minutes) - earliestOffset * MINUTE_MS);
}

/**
 * The bookable slots of one calendar day, cut from that weekday's windows (ADR 008). Each window is cut into
 * 60-minute slots from its start; a slot is offered only when its 50-minute consultation ends by the window's
 * end, both on the wall clock and in real time across a DST change. Wall-clock starts a DST change skips are not
 * offered. Overlapping windows never yield two overlapping slots: the earliest start wins and equal starts
 * collapse into one. Sorted by start.
 */
export function cutSlots(
  isoDay: string,
  windows: readonly TimeWindow[],
  timeZone: string,
  consultationMinutes: number = CONSULTATION_MINUTES,
): CutSlot[] {
  const day = parseIsoDay(isoDay);
  if (!day) return [];
  const zone = dayOffsets(day, timeZone);
  const candidates: CutSlot[] = [];
  for (const window of windows) {
    const start = minutesOf(window.startTime);
    const end = minutesOf(window.endTime);
    if (start === null || end === null || end <= start) continue;
    const windowEnd = wallClockInstantOrLater(day, end, zone);
    for (let wall = start; wall + consultationMinutes <= end; wall += SLOT_MINUTES) {
      const startsAt = wallClockInstant(day, wall, zone);
      if (!startsAt) continue;
      const endsAt = new Date(startsAt.getTime() + consultationMinutes * MINUTE_MS);
      if (endsAt.getTime() > windowEnd.getTime()) continue;
      // The start exists on this day's wall clock, so its label is the wall-clock time itself.
      candidates.push({ startsAt, endsAt, time: wallClockLabel(wall) });
    }
  }
  candidates.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  const slots: CutSlot[] = [];
  for (const candidate of candidates) {
    const previous = slots[slots.length - 1];
    if (previous && candidate.startsAt.getTime() < previous.startsAt.getTime() + SLOT_MINUTES * MINUTE_MS) {
      continue;
    }
    slots.push(candidate);
  }
  return slots;
}

/** The instant a calendar day starts in a zone (its first existing wall-clock minute). */
export function zonedDayStart(isoDay: string, timeZone: string): Date {
  const day = parseIsoDay(isoDay);
  if (!day) throw new Error(`Not a calendar day: ${isoDay}`);
  return wallClockInstantOrLater(day, 0, dayOffsets(day, timeZone));
}

/** The calendar day after an ISO day. */
export function nextIsoDay(isoDay: string): string {
  const day = parseIsoDay(isoDay);
  if (!day) throw new Error(`Not a calendar day: ${isoDay}`);
  return new Date(Date.UTC(day.year, day.month - 1, day.day + 1)).toISOString().slice(0, 10);
}

import { CONSULTATION_MESSAGES, type SlotsResponse } from '../../shared/contracts/consultations';
import {
  cutSlots,
  isWeekend,
  parseIsoDay,
  SLOT_MINUTES,
  weekdayOf,
  zonedDayOf,
  zonedTimeOf,
  type CutSlot,
} from '../../shared/slots';
import { BadRequestError, ConflictError, NotFoundError } from '../errors';
import { BOOKING_MESSAGES, DAY_MS, HOUR_MS, MINUTE_MS, ZONE, type BookingContext } from './context';
import type { PsychologistDay } from './day-repository';
import { isSlotTakenViolation } from './repository';
import type { Transaction } from '../payments/repository';

export function slotInvalid(): BadRequestError {
  return new BadRequestError(CONSULTATION_MESSAGES.slotInvalid, 'slot_invalid');
}

export function slotTaken(): ConflictError {
  return new ConflictError(CONSULTATION_MESSAGES.slotTaken, 'slot_taken');
}

/**
 * A UTC range that contains a calendar day in every zone (UTC+14 to UTC-12), for reading the taken starts before
 * the psychologist's zone is known; slots are matched against them by instant.
 */
function dayRange(isoDay: string): { from: Date; to: Date } {
  const day = parseIsoDay(isoDay);
  if (!day) throw new Error(`Not a calendar day: ${isoDay}`);
  const midnight = Date.UTC(day.year, day.month - 1, day.day);
  return { from: new Date(midnight - 14 * HOUR_MS), to: new Date(midnight + DAY_MS + 12 * HOUR_MS) };
}

/**
 * The slots of a calendar day, cut from that weekday's windows in the psychologist's own zone
 * (docs/security.md, Booking, holds and time zones), and labelled on the São Paulo wall clock the booking pages
 * show.
 */
function slotsOfDay(isoDay: string, day: PsychologistDay): CutSlot[] {
  if (day.daysOff.some((block) => block.startsOn <= isoDay && isoDay <= block.endsOn)) return [];
  const weekday = weekdayOf(isoDay);
  const windows = day.windows.filter((window) => window.dayOfWeek === weekday);
  const slots = cutSlots(isoDay, windows, day.timeZone);
  return day.timeZone === ZONE
    ? slots
    : slots.map((slot) => ({ ...slot, time: zonedTimeOf(slot.startsAt, ZONE) }));
}

/** A psychologist's free slots, and the check that a chosen start is one of them. */
export function createSlots({ repository, clock }: BookingContext) {
  return {
    /** GET /api/psychologists/:id/slots — one database round trip (ADR 008). */
    async listSlots(psychologistId: string, isoDay: string): Promise<SlotsResponse> {
      if (!parseIsoDay(isoDay)) throw new BadRequestError(BOOKING_MESSAGES.badDate, 'validation');
      const now = clock.now();
      const day = await repository.readDay(psychologistId, { ...dayRange(isoDay), now });
      if (!day || !day.isActive) throw new NotFoundError(BOOKING_MESSAGES.psychologistNotFound);
      const empty = { date: isoDay, timeZone: ZONE, slots: [] };
      if (isWeekend(isoDay) || isoDay < zonedDayOf(now, ZONE)) return empty;
      const taken = day.taken.map((start) => start.getTime());
      const slotMs = SLOT_MINUTES * MINUTE_MS;
      return {
        ...empty,
        slots: slotsOfDay(isoDay, day)
          .filter((slot) => slot.startsAt.getTime() > now.getTime())
          .map((slot) => ({
            startsAt: slot.startsAt.toISOString(),
            time: slot.time,
            // An appointment kept from before a window changed may start off the hour: it still blocks its hour.
            available: !taken.some((start) => Math.abs(start - slot.startsAt.getTime()) < slotMs),
          })),
      };
    },

    /**
     * Server-side slot validation shared by checkout and reschedule: the psychologist is active, the start is in
     * the future, on a weekday, and exactly a slot start that the day's windows offer.
     */
    async validateSlot(psychologistId: string, startsAt: Date, now: Date) {
      const day = await repository.readDay(psychologistId, { ...dayRange(zonedDayOf(startsAt, ZONE)), now });
      if (!day || !day.isActive) throw new NotFoundError(BOOKING_MESSAGES.psychologistNotFound);
      // The psychologist's calendar decides the weekday and the windows.
      const isoDay = zonedDayOf(startsAt, day.timeZone);
      if (isWeekend(isoDay) || startsAt.getTime() <= now.getTime()) throw slotInvalid();
      const slot = slotsOfDay(isoDay, day).find((s) => s.startsAt.getTime() === startsAt.getTime());
      if (!slot) throw slotInvalid();
      return { day, slot, isoDay };
    },

    /**
     * Takes a validated slot in one transaction: re-checks the days off under the psychologist's row lock, frees
     * lapsed holds of exactly this slot here and now, without waiting for any job or provider event (returned, to
     * be expired at the provider after commit), then runs `write`. The unique index answers a slot someone else
     * holds or booked: 409.
     */
    async takeSlot<T>(
      target: {
        psychologistId: string;
        isoDay: string;
        startsAt: Date;
        now: Date;
        ownUserId?: string | null;
      },
      write: (tx: Transaction) => Promise<T>,
    ): Promise<{ written: T; lapsed: Array<{ id: string; checkoutSessionId: string | null }> }> {
      const { psychologistId, isoDay, startsAt, now, ownUserId } = target;
      try {
        return await repository.transaction(async (tx) => {
          if (await repository.isDayOffUnderLock(tx, psychologistId, isoDay)) throw slotInvalid();
          const lapsed = await repository.expireLapsedHolds(tx, { psychologistId, startsAt, now, ownUserId });
          return { written: await write(tx), lapsed };
        });
      } catch (error) {
        if (isSlotTakenViolation(error)) throw slotTaken();
        throw error;
      }
    },
  };
}

export type Slots = ReturnType<typeof createSlots>;

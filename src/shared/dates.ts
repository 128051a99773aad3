import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { CONSULTATION_TIME_ZONE } from './time-zone';

/**
 * Every date and time a person reads — consultations, plans, receipts, reports, e-mails — is on the São Paulo
 * wall clock, whatever zone the browser or the server runs in. These are the formats the product shows; a new
 * one belongs here, not in the screen that first needs it.
 */

type Instant = Date | string | number;

/** The instant as a date in São Paulo, for date-fns arithmetic on the local calendar. */
export function inSaoPaulo(instant: Instant): TZDate {
  return typeof instant === 'string'
    ? new TZDate(instant, CONSULTATION_TIME_ZONE)
    : new TZDate(typeof instant === 'number' ? instant : instant.getTime(), CONSULTATION_TIME_ZONE);
}

/** A date-fns pattern applied on the São Paulo clock. */
export function formatInSaoPaulo(instant: Instant, pattern: string): string {
  return format(inSaoPaulo(instant), pattern);
}

/** '01/12/2026' */
export const formatDate = (instant: Instant) => formatInSaoPaulo(instant, 'dd/MM/yyyy');

/** '14:00' */
export const formatTime = (instant: Instant) => formatInSaoPaulo(instant, 'HH:mm');

/** '01/12/2026 14:00' */
export const formatDateTime = (instant: Instant) => formatInSaoPaulo(instant, 'dd/MM/yyyy HH:mm');

/** '01/12/2026 às 14:00' */
export const formatDateAtTime = (instant: Instant) => formatInSaoPaulo(instant, "dd/MM/yyyy 'às' HH:mm");

/** [first instant, first instant of the next month) of a São Paulo calendar month 'YYYY-MM'. */
export function monthBounds(month: string): { from: Date; to: Date } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return {
    from: new Date(new TZDate(year, monthNumber - 1, 1, CONSULTATION_TIME_ZONE).getTime()),
    to: new Date(new TZDate(year, monthNumber, 1, CONSULTATION_TIME_ZONE).getTime()),
  };
}

/** 'YYYY-MM' of the month the instant falls in, in São Paulo; by default the current month. */
export const monthOf = (instant: Instant = Date.now()) => formatInSaoPaulo(instant, 'yyyy-MM');

/**
 * A pt-BR formatter built on its first use: building one loads the locale's data (tens of milliseconds on a slow phone), and
 * module evaluation blocks the page that imports this file (booking, plans) before it can answer a tap.
 */
function lazyFormatter(options: Intl.DateTimeFormatOptions): (instant: Instant) => string {
  let formatter: Intl.DateTimeFormat | undefined;
  return (instant) =>
    (formatter ??= new Intl.DateTimeFormat('pt-BR', { timeZone: CONSULTATION_TIME_ZONE, ...options })).format(
      new Date(instant),
    );
}

/** 'ter., 01/12/2026' */
export const formatWeekdayDate = lazyFormatter({
  weekday: 'short',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** '1 de dezembro de 2026 às 14:00' */
export const formatLongDateTime = lazyFormatter({ dateStyle: 'long', timeStyle: 'short' });

/** 'terça-feira, 1 de dezembro' */
export const formatWeekdayDayMonth = lazyFormatter({ weekday: 'long', day: 'numeric', month: 'long' });

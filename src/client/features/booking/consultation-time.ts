import { format } from 'date-fns';
import { ptBR } from 'date-fns/locale/pt-BR';
import { formatInSaoPaulo, formatTime, inSaoPaulo } from '../../../shared/dates';

/**
 * Consultations happen on the America/Sao_Paulo clock whatever the browser's zone
 * (docs/product.md, Booking a consultation). Days travel as 'YYYY-MM-DD' strings; the calendar grid shows them as
 * plain local dates, which are only labels.
 */

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Today's date on the São Paulo calendar, e.g. '2026-11-24'. */
export function todayInSaoPaulo(now: Date = new Date()): string {
  return formatInSaoPaulo(now, 'yyyy-MM-dd');
}

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

export function calendarDateToIsoDay(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/** An instant → 'segunda-feira, 1 de dezembro de 2026' in São Paulo. */
export function formatConsultationDate(instant: string): string {
  return format(inSaoPaulo(instant), "EEEE, d 'de' MMMM 'de' yyyy", { locale: ptBR });
}

/** An instant → '14:00' in São Paulo. */
export function formatConsultationTime(instant: string): string {
  return formatTime(instant);
}

/** '2026-12-01' → 'segunda-feira, 1 de dezembro de 2026'. */
export function formatIsoDay(day: string): string {
  return format(isoDayToCalendarDate(day), "EEEE, d 'de' MMMM 'de' yyyy", { locale: ptBR });
}

export function isInstant(value: string | null): value is string {
  return value !== null && /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value));
}

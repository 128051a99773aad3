import { format } from 'date-fns';
import { ptBR } from 'date-fns/locale/pt-BR';
import { formatInSaoPaulo, formatTime, inSaoPaulo } from '../../../shared/dates';
import { isoDayToCalendarDate } from './iso-day';

/**
 * Consultations happen on the America/Sao_Paulo clock whatever the browser's zone
 * (docs/product.md, Booking a consultation). Days travel as 'YYYY-MM-DD' strings; the calendar grid shows them as
 * plain local dates, which are only labels.
 */

/** Today's date on the São Paulo calendar, e.g. '2026-11-24'. */
export function todayInSaoPaulo(now: Date = new Date()): string {
  return formatInSaoPaulo(now, 'yyyy-MM-dd');
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

import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

const ZONE = 'America/Sao_Paulo';

/** Wall-clock São Paulo time, whatever zone the admin's computer is in. */
export function formatDateTime(iso: string): string {
  return format(new TZDate(iso, ZONE), 'dd/MM/yyyy HH:mm');
}

export function formatDate(iso: string): string {
  return format(new TZDate(iso, ZONE), 'dd/MM/yyyy');
}

/** "YYYY-MM" of the current month in São Paulo. */
export function currentMonth(now = new Date()): string {
  return format(new TZDate(now, ZONE), 'yyyy-MM');
}

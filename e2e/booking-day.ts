import { TZDate } from '@date-fns/tz';
import { addDays, format, isWeekend } from 'date-fns';
import { ptBR } from 'date-fns/locale/pt-BR';
import type { Page } from 'playwright-core';

export const ANA = { id: '7b3c2a10-1d4e-4f6a-9b2c-000000000001', name: 'Dra. Ana Beatriz Souza' };
export const ZONE = 'America/Sao_Paulo';

/**
 * The first weekday at least two days ahead on the São Paulo calendar, so the 24-hour rule still allows
 * cancelling whatever the hour the suite runs, and bookings there are outside the 24-hour reminder window.
 */
function bookingDay(): TZDate {
  let day = addDays(new TZDate(Date.now(), ZONE), 2);
  while (isWeekend(day)) day = addDays(day, 1);
  return day;
}
export const DAY = bookingDay();
export const DAY_ISO = format(DAY, 'yyyy-MM-dd');
export const DAY_LABEL = format(DAY, "EEEE, d 'de' MMMM 'de' yyyy", { locale: ptBR });
export const sameMonthAsToday = format(new TZDate(Date.now(), ZONE), 'yyyy-MM') === format(DAY, 'yyyy-MM');

/** The calendar step of /consultas-agendamento: that day, then the given time, on to the details step. */
export async function pickDayAndTime(page: Page, time: string) {
  await page.getByText('Primeiro selecione uma data').waitFor();
  if (!sameMonthAsToday) await page.getByRole('button', { name: 'Ir para o próximo mês' }).click();
  await page.getByRole('button', { name: new RegExp(`^${DAY_LABEL}`) }).click();
  await page.waitForURL(new RegExp(`data=${DAY_ISO}`));
  await page.getByRole('button', { name: time, exact: true }).click();
  await page.waitForURL(/etapa=dados/);
}

import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateAtTime,
  formatDateTime,
  formatLongDateTime,
  formatTime,
  formatWeekdayDate,
  formatWeekdayDayMonth,
  monthBounds,
  inSaoPaulo,
  monthOf,
} from './dates';

// 02:05 UTC on 1 December is still 30 November in São Paulo (UTC-3): every format must show the São Paulo day.
const lateNight = '2026-12-01T02:05:00.000Z';

describe('dates on the São Paulo clock', () => {
  it('formats an instant on the São Paulo calendar, not the machine zone', () => {
    expect(formatDate(lateNight)).toBe('30/11/2026');
    expect(formatTime(lateNight)).toBe('23:05');
    expect(formatDateTime(lateNight)).toBe('30/11/2026 23:05');
    expect(formatDateAtTime(new Date(lateNight))).toBe('30/11/2026 às 23:05');
    expect(monthOf(Date.parse(lateNight))).toBe('2026-11');
  });

  it('writes the long forms in Portuguese', () => {
    expect(formatWeekdayDate(lateNight)).toBe('seg., 30/11/2026');
    expect(formatLongDateTime(lateNight)).toBe('30 de novembro de 2026 às 23:05');
    expect(formatWeekdayDayMonth(lateNight)).toBe('segunda-feira, 30 de novembro');
  });

  it('bounds a month at São Paulo midnight, across the turn of the year', () => {
    expect(monthBounds('2026-12')).toEqual({
      from: new Date('2026-12-01T03:00:00.000Z'),
      to: new Date('2027-01-01T03:00:00.000Z'),
    });
  });

  it('gives the São Paulo wall clock for calendar arithmetic', () => {
    const local = inSaoPaulo(new Date(lateNight));
    expect([local.getFullYear(), local.getMonth(), local.getDate(), local.getHours()]).toEqual([
      2026, 10, 30, 23,
    ]);
  });
});

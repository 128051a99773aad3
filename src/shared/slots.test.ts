import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { cutSlots, isWeekend, parseIsoDay, weekdayOf, zonedDayOf, zonedTimeOf } from './slots';

const SP = 'America/Sao_Paulo';
const NY = 'America/New_York';

const times = (day: string, windows: Array<[string, string]>, zone = SP) =>
  cutSlots(
    day,
    windows.map(([startTime, endTime]) => ({ startTime, endTime })),
    zone,
  ).map((slot) => slot.time);

const instants = (day: string, windows: Array<[string, string]>, zone = SP) =>
  cutSlots(
    day,
    windows.map(([startTime, endTime]) => ({ startTime, endTime })),
    zone,
  ).map((slot) => slot.startsAt.toISOString());

describe('cutSlots', () => {
  it("cuts a whole-hour window into the product's slots: 09:00–17:00 gives 09:00 … 16:00", () => {
    expect(times('2026-05-04', [['09:00', '17:00']])).toEqual([
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
    ]);
  });

  it('places slots at the São Paulo instant, not at UTC or a fixed offset', () => {
    const [first] = cutSlots('2026-05-04', [{ startTime: '09:00', endTime: '10:00' }], SP);
    expect(first?.startsAt.toISOString()).toBe('2026-05-04T12:00:00.000Z');
    expect(first?.endsAt.toISOString()).toBe('2026-05-04T12:50:00.000Z');
  });

  it('offers a slot only when its 50-minute consultation ends by the window end', () => {
    expect(times('2026-05-04', [['09:00', '09:30']])).toEqual([]);
    expect(times('2026-05-04', [['09:00', '09:50']])).toEqual(['09:00']);
    expect(times('2026-05-04', [['09:00', '11:40']])).toEqual(['09:00', '10:00']);
    expect(times('2026-05-04', [['09:00', '11:49']])).toEqual(['09:00', '10:00']);
    expect(times('2026-05-04', [['09:00', '11:50']])).toEqual(['09:00', '10:00', '11:00']);
  });

  it('keeps the window start minute for windows not on the hour', () => {
    expect(times('2026-05-04', [['08:30', '11:30']])).toEqual(['08:30', '09:30', '10:30']);
  });

  it('never offers two overlapping slots from overlapping windows and dedupes equal starts', () => {
    expect(
      times('2026-05-04', [
        ['09:00', '12:00'],
        ['10:30', '14:00'],
      ]),
    ).toEqual(['09:00', '10:00', '11:00', '12:30']);
    expect(
      times('2026-05-04', [
        ['09:00', '11:00'],
        ['09:00', '11:00'],
        ['10:00', '12:00'],
      ]),
    ).toEqual(['09:00', '10:00', '11:00']);
    const slots = cutSlots(
      '2026-05-04',
      [
        { startTime: '14:00', endTime: '16:00' },
        { startTime: '08:00', endTime: '15:30' },
      ],
      SP,
    );
    for (let i = 1; i < slots.length; i += 1) {
      expect(slots[i]!.startsAt.getTime() - slots[i - 1]!.startsAt.getTime()).toBeGreaterThanOrEqual(
        60 * 60_000,
      );
    }
  });

  it('handles windows around midnight: late evening belongs to the São Paulo day, 24:00 ends it', () => {
    expect(instants('2026-05-04', [['22:00', '24:00']])).toEqual([
      '2026-05-05T01:00:00.000Z',
      '2026-05-05T02:00:00.000Z',
    ]);
    expect(times('2026-05-04', [['00:00', '02:00']])).toEqual(['00:00', '01:00']);
    expect(instants('2026-05-04', [['00:00', '01:00']])).toEqual(['2026-05-04T03:00:00.000Z']);
  });

  it('skips the hour Brazil DST skipped (2018-11-04 00:00–01:00 in São Paulo)', () => {
    expect(times('2018-11-04', [['00:00', '03:00']])).toEqual(['01:00', '02:00']);
    expect(instants('2018-11-04', [['00:00', '03:00']])).toEqual([
      '2018-11-04T03:00:00.000Z',
      '2018-11-04T04:00:00.000Z',
    ]);
    // A normal day's 09:00 under DST was 11:00 UTC (UTC-2).
    expect(instants('2018-11-05', [['09:00', '10:00']])).toEqual(['2018-11-05T11:00:00.000Z']);
  });

  it('offers the repeated hour once when Brazil DST ended (2019-02-16, 23:00 happened twice)', () => {
    const slots = cutSlots('2019-02-16', [{ startTime: '21:00', endTime: '24:00' }], SP);
    expect(slots.map((slot) => slot.time)).toEqual(['21:00', '22:00', '23:00']);
    expect(new Set(slots.map((slot) => slot.startsAt.getTime())).size).toBe(3);
  });

  it('handles America/New_York spring forward and fall back', () => {
    // 2024-03-10: 02:00–03:00 does not exist.
    expect(times('2024-03-10', [['00:00', '04:00']], NY)).toEqual(['00:00', '01:00', '03:00']);
    expect(instants('2024-03-10', [['01:00', '04:00']], NY)).toEqual([
      '2024-03-10T06:00:00.000Z',
      '2024-03-10T07:00:00.000Z',
    ]);
    // 2024-11-03: 01:00–02:00 happens twice; each wall-clock start is offered once, never overlapping.
    const fallBack = cutSlots('2024-11-03', [{ startTime: '00:00', endTime: '03:00' }], NY);
    expect(fallBack.map((slot) => slot.time)).toEqual(['00:00', '01:00', '02:00']);
    expect(fallBack.map((slot) => slot.startsAt.toISOString())).toEqual([
      '2024-11-03T04:00:00.000Z',
      '2024-11-03T05:00:00.000Z',
      '2024-11-03T07:00:00.000Z',
    ]);
  });

  it('ignores malformed or empty windows and impossible days', () => {
    expect(times('2026-05-04', [['10:00', '09:00']])).toEqual([]);
    expect(times('2026-05-04', [['9:00', '10:00']])).toEqual([]);
    expect(times('2026-02-30', [['09:00', '10:00']])).toEqual([]);
    expect(times('2026-05-04', [])).toEqual([]);
  });
});

describe('calendar helpers', () => {
  it('parses only real calendar days', () => {
    expect(parseIsoDay('2026-05-04')).toEqual({ year: 2026, month: 5, day: 4 });
    expect(parseIsoDay('2026-02-29')).toBeNull();
    expect(parseIsoDay('2028-02-29')).not.toBeNull();
    expect(parseIsoDay('04/05/2026')).toBeNull();
  });

  it('knows weekdays and weekends', () => {
    expect(weekdayOf('2026-05-04')).toBe(1);
    expect(isWeekend('2026-05-09')).toBe(true);
    expect(isWeekend('2026-05-10')).toBe(true);
    expect(isWeekend('2026-05-08')).toBe(false);
  });

  it('reads the São Paulo day of an instant, which differs from UTC late in the evening', () => {
    expect(zonedDayOf(new Date('2026-05-05T02:00:00Z'), SP)).toBe('2026-05-04');
    expect(zonedDayOf(new Date('2026-05-05T03:00:00Z'), SP)).toBe('2026-05-05');
  });

  it('reads day and wall-clock time as a TZDate does, across DST changes and half-hour zones', () => {
    // Every 37 minutes (so the minutes vary) over 13 months holding São Paulo's last DST changes (Nov 2018, Feb
    // 2019), New York's, Lisbon's and Lord Howe's half-hour one.
    const zones = [
      SP,
      NY,
      'Europe/Lisbon',
      'Asia/Kolkata',
      'Australia/Lord_Howe',
      'Pacific/Kiritimati',
      'UTC',
    ];
    const from = Date.UTC(2018, 9, 15);
    const to = Date.UTC(2019, 10, 15);
    // 108,000 instants: one `expect` each took most of the suite's slowest test; the differences are gathered and
    // compared once, which fails on the same instants and names each of them.
    const differences: string[] = [];
    for (const zone of zones) {
      for (let ms = from; ms < to; ms += 37 * 60_000) {
        const instant = new Date(ms);
        const expected = new TZDate(ms, zone);
        const day = zonedDayOf(instant, zone);
        const time = zonedTimeOf(instant, zone);
        const expectedDay = format(expected, 'yyyy-MM-dd');
        const expectedTime = format(expected, 'HH:mm');
        if (day !== expectedDay || time !== expectedTime)
          differences.push(
            `${zone} ${instant.toISOString()}: ${day} ${time}, not ${expectedDay} ${expectedTime}`,
          );
      }
    }
    expect(differences).toEqual([]);
  });
});

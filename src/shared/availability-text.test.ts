import { describe, expect, it } from 'vitest';
import { NO_AVAILABILITY_TEXT, availabilityText, type AvailabilityWindow } from './availability-text';

const on = (days: number[], startTime: string, endTime: string): AvailabilityWindow[] =>
  days.map((dayOfWeek) => ({ dayOfWeek, startTime, endTime }));

describe('availabilityText', () => {
  it('says there is no availability for no windows', () => {
    expect(availabilityText([])).toBe(NO_AVAILABILITY_TEXT);
  });

  it('writes a working week as a range', () => {
    expect(availabilityText(on([1, 2, 3, 4, 5], '09:00', '17:00'))).toBe('Seg a Sex, 09:00–17:00');
  });

  it('lists a single day and two consecutive days without a range', () => {
    expect(availabilityText(on([3], '10:00', '12:00'))).toBe('Qua, 10:00–12:00');
    expect(availabilityText(on([1, 2], '10:00', '12:00'))).toBe('Seg e Ter, 10:00–12:00');
  });

  it('lists days that are not consecutive', () => {
    expect(availabilityText(on([5, 1, 3], '14:00', '18:00'))).toBe('Seg, Qua e Sex, 14:00–18:00');
  });

  it('mixes ranges and single days', () => {
    expect(availabilityText(on([1, 2, 3, 5], '08:00', '12:00'))).toBe('Seg a Qua e Sex, 08:00–12:00');
    expect(availabilityText(on([1, 3, 4, 5], '08:00', '12:00'))).toBe('Seg e Qua a Sex, 08:00–12:00');
  });

  it('puts Sunday at the end of the week, so a weekend reads Sáb e Dom', () => {
    expect(availabilityText(on([0, 6], '09:00', '13:00'))).toBe('Sáb e Dom, 09:00–13:00');
    expect(availabilityText(on([0, 1, 2, 3, 4, 5, 6], '09:00', '13:00'))).toBe('Seg a Dom, 09:00–13:00');
    expect(availabilityText(on([5, 6, 0], '09:00', '13:00'))).toBe('Sex a Dom, 09:00–13:00');
  });

  it('groups days sharing a window and orders groups by first day, then start time', () => {
    const windows = [...on([1, 3, 5], '14:00', '18:00'), ...on([1, 2, 3, 4, 5], '08:00', '12:00')];
    expect(availabilityText(windows)).toBe('Seg a Sex, 08:00–12:00; Seg, Qua e Sex, 14:00–18:00');
    expect(availabilityText([...on([2], '08:00', '12:00'), ...on([1], '14:00', '18:00')])).toBe(
      'Seg, 14:00–18:00; Ter, 08:00–12:00',
    );
  });

  it('counts a repeated window once', () => {
    expect(availabilityText([...on([1, 2, 3], '09:00', '17:00'), ...on([2], '09:00', '17:00')])).toBe(
      'Seg a Qua, 09:00–17:00',
    );
  });
});

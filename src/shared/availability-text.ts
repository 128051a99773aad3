export interface AvailabilityWindow {
  /** 0 Sunday … 6 Saturday (docs/product.md, Data model). */
  dayOfWeek: number;
  /** "HH:MM". */
  startTime: string;
  endTime: string;
}

export const NO_AVAILABILITY_TEXT = 'Sem horários disponíveis no momento';

const DAY_LABELS = ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'] as const;

/** Position in a Monday-first week, as Brazilian calendars and business hours read: Seg 0 … Dom 6. */
const weekPosition = (dayOfWeek: number) => (dayOfWeek + 6) % 7;

/** 'Seg a Sex' for three or more consecutive days; 'Seg e Ter', 'Seg, Qua e Sex' otherwise. */
function describeDays(days: number[]): string {
  const positions = [...new Set(days.map(weekPosition))].sort((a, b) => a - b);
  const parts: string[] = [];
  let runStart = 0;
  for (let index = 1; index <= positions.length; index += 1) {
    if (index < positions.length && positions[index] === positions[index - 1]! + 1) continue;
    const run = positions.slice(runStart, index).map((position) => DAY_LABELS[(position + 1) % 7]!);
    if (run.length >= 3) parts.push(`${run[0]} a ${run[run.length - 1]}`);
    else parts.push(...run);
    runStart = index;
  }
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} e ${parts[parts.length - 1]}`;
}

/**
 * A short pt-BR summary of a psychologist's weekly windows for a public card, e.g. 'Seg a Sex, 09:00–17:00' or
 * 'Seg a Sex, 08:00–12:00; Seg, Qua e Sex, 14:00–18:00'. Days that share the same window are grouped; groups are
 * ordered by their first day of the week, then by start time.
 */
export function availabilityText(windows: readonly AvailabilityWindow[]): string {
  const groups = new Map<string, { startTime: string; endTime: string; days: number[] }>();
  for (const window of windows) {
    const key = `${window.startTime}-${window.endTime}`;
    const group = groups.get(key) ?? { startTime: window.startTime, endTime: window.endTime, days: [] };
    group.days.push(window.dayOfWeek);
    groups.set(key, group);
  }
  if (groups.size === 0) return NO_AVAILABILITY_TEXT;
  const firstDay = (days: number[]) => Math.min(...days.map(weekPosition));
  return [...groups.values()]
    .sort(
      (a, b) =>
        firstDay(a.days) - firstDay(b.days) ||
        a.startTime.localeCompare(b.startTime) ||
        a.endTime.localeCompare(b.endTime),
    )
    .map((group) => `${describeDays(group.days)}, ${group.startTime}–${group.endTime}`)
    .join('; ');
}

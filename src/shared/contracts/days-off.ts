import { z } from 'zod';
import { parseIsoDay } from '../slots';

/** The longest block at once: a year covers any vacation and keeps a typo (2062 for 2026) from hiding a decade. */
export const MAX_DAYS_OFF_SPAN = 366;

const isoDaySchema = (missing: string) =>
  z
    .string({ error: missing })
    .refine((value) => parseIsoDay(value) !== null, 'Informe uma data válida (dia, mês e ano).');

function spanInDays(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
}

/**
 * POST /api/psychologist/days-off — blocks one day or a range (inclusive), in the psychologist's calendar. 201 the
 * block. Errors: 400 `validation` (bad dates, end before start, longer than a year, already past), 409
 * `days_off_booked` naming the consultations booked in the range. DELETE …/:id removes an own block (204).
 */
export const daysOffBodySchema = z
  .object({
    startsOn: isoDaySchema('Informe a data de início.'),
    endsOn: isoDaySchema('Informe a data de término.'),
    note: z
      .string()
      .trim()
      .max(80, 'A observação pode ter até 80 caracteres.')
      .optional()
      .transform((value) => (value ? value : undefined)),
  })
  .refine((body) => body.startsOn <= body.endsOn, {
    message: 'A data de término deve ser igual ou posterior à data de início.',
    path: ['endsOn'],
  })
  .refine((body) => spanInDays(body.startsOn, body.endsOn) < MAX_DAYS_OFF_SPAN, {
    message: 'Bloqueie no máximo um ano de cada vez.',
    path: ['endsOn'],
  });
export type DaysOffBody = z.infer<typeof daysOffBodySchema>;

export const daysOffBlockSchema = z.object({
  id: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  note: z.string().nullable(),
});
export type DaysOffBlock = z.infer<typeof daysOffBlockSchema>;

/** GET /api/psychologist/days-off — own blocks that have not ended yet, soonest first. */
export const daysOffResponseSchema = z.object({ daysOff: z.array(daysOffBlockSchema) });
export type DaysOffResponse = z.infer<typeof daysOffResponseSchema>;

/** 'dd/MM/yyyy' of an ISO day, without any time zone arithmetic. */
export function formatIsoDay(isoDay: string): string {
  const [year, month, day] = isoDay.split('-');
  return `${day}/${month}/${year}`;
}

export function describeDaysOff(block: Pick<DaysOffBlock, 'startsOn' | 'endsOn'>): string {
  return block.startsOn === block.endsOn
    ? formatIsoDay(block.startsOn)
    : `${formatIsoDay(block.startsOn)} a ${formatIsoDay(block.endsOn)}`;
}

import type { Clock } from '../clock';
import { BadRequestError, ConflictError, NotFoundError } from '../errors';
import { CONSULTATION_TIME_ZONE } from '../../shared/contracts/consultations';
import { type DaysOffBlock, type DaysOffBody, type DaysOffResponse } from '../../shared/contracts/days-off';
import { nextIsoDay, zonedDayOf, zonedDayStart, zonedTimeOf } from '../../shared/slots';
import type { BookedInRangeRow, DaysOffRepository } from './days-off-repository';

function describeBooked(row: BookedInRangeRow): string {
  const [year, month, day] = zonedDayOf(row.startsAt, CONSULTATION_TIME_ZONE).split('-');
  const firstName = row.patientName.trim().split(/\s+/)[0] ?? '';
  return `${day}/${month}/${year} às ${zonedTimeOf(row.startsAt, CONSULTATION_TIME_ZONE)} (${firstName})`;
}

/**
 * Days off (issue 24). Whole days in the psychologist's own calendar. A block never silently drops a booked
 * consultation: the patient paid for it, so it is refused with the list, to be cancelled (and refunded) first.
 */
export function createDaysOffService(repository: DaysOffRepository, clock: Clock) {
  async function zoneOf(psychologistId: string): Promise<string> {
    const timeZone = await repository.findTimeZone(psychologistId);
    if (!timeZone) throw new NotFoundError('Psicólogo não encontrado.');
    return timeZone;
  }

  return {
    async list(psychologistId: string): Promise<DaysOffResponse> {
      const today = zonedDayOf(clock.now(), await zoneOf(psychologistId));
      return { daysOff: await repository.listEndingFromByPsychologist(psychologistId, today) };
    },

    async add(psychologistId: string, body: DaysOffBody): Promise<DaysOffBlock> {
      const timeZone = await zoneOf(psychologistId);
      const now = clock.now();
      if (body.endsOn < zonedDayOf(now, timeZone)) {
        throw new BadRequestError('Essas datas já passaram. Escolha hoje ou uma data futura.', 'validation');
      }
      const result = await repository.insertIfNothingBooked(psychologistId, body, {
        from: zonedDayStart(body.startsOn, timeZone),
        to: zonedDayStart(nextIsoDay(body.endsOn), timeZone),
        now,
      });
      if (result.kind === 'booked') {
        throw new ConflictError(
          `Há consultas marcadas nesse período: ${result.booked.map(describeBooked).join('; ')}. ` +
            'Cancele ou remarque essas consultas antes de bloquear as datas; o paciente é reembolsado e avisado por e-mail.',
          'days_off_booked',
        );
      }
      return result.block;
    },

    async remove(psychologistId: string, blockId: string): Promise<void> {
      const deleted = await repository.deleteByIdAndPsychologist(blockId, psychologistId);
      if (!deleted) throw new NotFoundError('Bloqueio não encontrado.');
    },
  };
}

export type DaysOffService = ReturnType<typeof createDaysOffService>;

import { ConflictError, NotFoundError } from '../errors';
import {
  WEEKDAY_LABELS,
  type AvailabilityBody,
  type AvailabilityResponse,
  type AvailabilityWindow,
} from '../../shared/contracts/psychologist-area';
import type { PsychologistAreaRepository } from './area-repository';

/**
 * A psychologist's weekly windows. The contract already refuses weekends, times off the quarter hour and an end
 * not after the start; this service adds the rule that needs the database: no overlap with one's own windows.
 */
export function createAvailabilityService(repository: PsychologistAreaRepository) {
  return {
    async list(psychologistId: string): Promise<AvailabilityResponse> {
      return { windows: await repository.listWindowsByPsychologist(psychologistId) };
    },

    async add(psychologistId: string, body: AvailabilityBody): Promise<AvailabilityWindow> {
      const result = await repository.insertWindowWithoutOverlap(psychologistId, body);
      if (result.kind === 'overlap') {
        const { dayOfWeek, startTime, endTime } = result.existing;
        throw new ConflictError(
          `Este horário se sobrepõe a outro já configurado (${WEEKDAY_LABELS[dayOfWeek]}, ${startTime}–${endTime}).`,
          'overlap',
        );
      }
      return result.window;
    },

    /** Removing a window only stops new bookings in it; consultations already booked are kept (issue 10). */
    async remove(psychologistId: string, windowId: string): Promise<void> {
      const deleted = await repository.deleteWindowByIdAndPsychologist(windowId, psychologistId);
      if (!deleted) throw new NotFoundError('Horário não encontrado.');
    },
  };
}

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;

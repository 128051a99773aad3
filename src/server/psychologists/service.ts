import { availabilityText } from '../../shared/availability-text';
import {
  SINGLE_CONSULTATION_PRICE_CENTS,
  SUBSCRIBER_CONSULTATION_PRICE_CENTS,
} from '../../shared/consultation-pricing';
import type { PsychologistsResponse } from '../../shared/contracts/psychologists';
import type { AvailabilityWindowRow, PsychologistsRepository } from './repository';

// PGlite and a default PostgreSQL install sort text bytewise ("C"), which puts 'Álvaro' after 'Zé'; pt-BR rules
// in code give the same order on every database.
const byName = new Intl.Collator('pt-BR', { sensitivity: 'base' });

export function createPsychologistsService(repository: PsychologistsRepository) {
  return {
    /** The public list of /psicologos: active psychologists only, two queries whatever their number. */
    async listPublic(): Promise<PsychologistsResponse> {
      const rows = await repository.listActivePublicProfiles();
      const windows = await repository.listAvailabilityByPsychologistIds(rows.map((row) => row.id));
      const windowsById = new Map<string, AvailabilityWindowRow[]>();
      for (const window of windows) {
        const list = windowsById.get(window.psychologistId) ?? [];
        list.push(window);
        windowsById.set(window.psychologistId, list);
      }
      const psychologists = rows
        .sort((a, b) => byName.compare(a.name, b.name) || a.id.localeCompare(b.id))
        .map((row) => ({ ...row, availabilityText: availabilityText(windowsById.get(row.id) ?? []) }));
      return {
        psychologists,
        singlePriceCents: SINGLE_CONSULTATION_PRICE_CENTS,
        subscriberPriceCents: SUBSCRIBER_CONSULTATION_PRICE_CENTS,
      };
    },
  };
}

export type PsychologistsService = ReturnType<typeof createPsychologistsService>;

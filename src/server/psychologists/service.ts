import { createHash } from 'node:crypto';
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

/** The public list as sent: its JSON, an ETag of that JSON, and the database version it was read at. */
export interface PublicListAnswer {
  json: string;
  etag: string;
  version: number;
}

export function createPsychologistsService(repository: PsychologistsRepository) {
  let cached: PublicListAnswer | null = null;
  let building: { version: number; answer: Promise<PublicListAnswer> } | null = null;

  /** The public list of /psicologos: active psychologists only, two queries whatever their number. */
  async function listPublic(): Promise<PsychologistsResponse> {
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
  }

  async function build(version: number): Promise<PublicListAnswer> {
    const json = JSON.stringify(await listPublic());
    const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
    return { json, etag, version };
  }

  return {
    listPublic,

    /**
     * The public list, read from the database only when its version moved since this process last read it
     * (ADR 028): one primary-key select otherwise. The version is read before the rows, so a list is never kept
     * under a version newer than what it shows; a write in between only makes the next request read it again.
     */
    async readPublicList(): Promise<PublicListAnswer> {
      const version = await repository.readPublicListVersion();
      if (cached?.version === version) return cached;
      // Requests that find the same new version share one read.
      if (building?.version !== version) {
        const answer = build(version);
        building = { version, answer };
        answer
          .then(
            (built) => {
              if (!cached || built.version >= cached.version) cached = built;
            },
            () => undefined,
          )
          .finally(() => {
            if (building?.answer === answer) building = null;
          });
      }
      return building.answer;
    },
  };
}

export type PsychologistsService = ReturnType<typeof createPsychologistsService>;

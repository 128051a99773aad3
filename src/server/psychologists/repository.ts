import { eq, inArray } from 'drizzle-orm';
import type { AvailabilityWindow } from '../../shared/availability-text';
import type { Database } from '../db/client';
import { psychologistAvailability, psychologists, publicListVersion } from '../db/schema';

/** The columns a public card may show; e-mail, phone and user_id are never read here. */
export interface PublicPsychologistRow {
  id: string;
  name: string;
  crp: string | null;
  specialization: string;
  biography: string;
  profilePictureUrl: string | null;
  yearsOfExperience: number | null;
  rating: number | null;
}

export interface AvailabilityWindowRow extends AvailabilityWindow {
  psychologistId: string;
}

export function createPsychologistsRepository(db: Database) {
  // Prepared once: it runs on every request for the list (ADR 028), where building its SQL would cost as much as
  // the select.
  const readVersionPrepared = db
    .select({ version: publicListVersion.version })
    .from(publicListVersion)
    .where(eq(publicListVersion.id, 1))
    .prepare('public_list_version');

  return {
    /** The version the trigger of migration 0007 bumps on every write to psychologists or their windows. */
    async readPublicListVersion(): Promise<number> {
      const [row] = await readVersionPrepared.execute();
      return row?.version ?? 0;
    },

    /** Unordered: the service orders by name with pt-BR rules, which database collations do not all follow. */
    async listActivePublicProfiles(): Promise<PublicPsychologistRow[]> {
      return db
        .select({
          id: psychologists.id,
          name: psychologists.name,
          crp: psychologists.crp,
          specialization: psychologists.specialization,
          biography: psychologists.biography,
          profilePictureUrl: psychologists.profilePictureUrl,
          yearsOfExperience: psychologists.yearsOfExperience,
          rating: psychologists.rating,
        })
        .from(psychologists)
        .where(eq(psychologists.isActive, true));
    },

    /** Every window of these psychologists in one query. */
    async listAvailabilityByPsychologistIds(ids: string[]): Promise<AvailabilityWindowRow[]> {
      if (ids.length === 0) return [];
      return db
        .select({
          psychologistId: psychologistAvailability.psychologistId,
          dayOfWeek: psychologistAvailability.dayOfWeek,
          startTime: psychologistAvailability.startTime,
          endTime: psychologistAvailability.endTime,
        })
        .from(psychologistAvailability)
        .where(inArray(psychologistAvailability.psychologistId, ids));
    },
  };
}

export type PsychologistsRepository = ReturnType<typeof createPsychologistsRepository>;

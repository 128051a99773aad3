import { eq, inArray } from 'drizzle-orm';
import type { AvailabilityWindow } from '../../shared/availability-text';
import type { Database } from '../db/client';
import { psychologistAvailability, psychologists } from '../db/schema';

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
  return {
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

import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appointments, guardianAuthorizations } from '../db/schema';
import type { Executor } from '../payments/repository';
import { firstOrNull } from '../db/first-or-null';

export function createGuardianAuthorizationsRepository(db: Database) {
  return {
    async insert(file: string, mimeType: string): Promise<string> {
      const [row] = await db
        .insert(guardianAuthorizations)
        .values({ file, mimeType })
        .returning({ id: guardianAuthorizations.id });
      return row!.id;
    },

    /** The authorisation of a consultation of this psychologist, or null (another's id matches nothing). */
    async findByAppointmentOfPsychologist(appointmentId: string, psychologistId: string) {
      return firstOrNull(
        db
          .select({ file: guardianAuthorizations.file, mimeType: guardianAuthorizations.mimeType })
          .from(guardianAuthorizations)
          .innerJoin(appointments, eq(appointments.id, guardianAuthorizations.appointmentId))
          .where(and(eq(appointments.id, appointmentId), eq(appointments.psychologistId, psychologistId)))
          .limit(1),
      );
    },
  };
}

/** Inside the checkout's hold: an unused authorisation becomes this consultation's; false if unknown or used. */
export async function attachGuardianAuthorization(
  tx: Executor,
  authorizationId: string,
  appointmentId: string,
): Promise<boolean> {
  const rows = await tx
    .update(guardianAuthorizations)
    .set({ appointmentId })
    .where(and(eq(guardianAuthorizations.id, authorizationId), isNull(guardianAuthorizations.appointmentId)))
    .returning({ id: guardianAuthorizations.id });
  return rows.length > 0;
}

export type GuardianAuthorizationsRepository = ReturnType<typeof createGuardianAuthorizationsRepository>;

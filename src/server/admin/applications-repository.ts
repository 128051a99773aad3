import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { findApplicationFilesById } from '../files/application-files';
import { psychologistApplications, psychologists, user } from '../db/schema';
import type { Executor } from './repository';
import { firstOrNull } from '../db/first-or-null';

/** Partner applications as an admin reviews them; the applicant's own data lives on its psychologists row. */
export function createAdminApplicationsRepository(db: Database) {
  return {
    /** Pending first, then newest; joined with the applicant's psychologists row and account, if any. */
    async listWithPsychologists() {
      return db
        .select({
          application: psychologistApplications,
          psychologist: psychologists,
          emailVerified: user.emailVerified,
        })
        .from(psychologistApplications)
        .innerJoin(psychologists, eq(psychologists.id, psychologistApplications.psychologistId))
        .leftJoin(user, eq(user.id, psychologists.userId))
        .orderBy(
          sql`case when ${psychologistApplications.status} = 'pendente' then 0 else 1 end`,
          desc(psychologistApplications.createdAt),
        );
    },

    async findWithPsychologistById(executor: Executor, id: string) {
      return firstOrNull(
        executor
          .select({ application: psychologistApplications, psychologist: psychologists })
          .from(psychologistApplications)
          .innerJoin(psychologists, eq(psychologists.id, psychologistApplications.psychologistId))
          .where(eq(psychologistApplications.id, id))
          .limit(1),
      );
    },

    /**
     * Approves a pending application, or re-issues the invitation of an approved one that was never used. The
     * status condition in the WHERE makes two admins clicking at once approve it once (the loser gets null).
     */
    async approve(
      executor: Executor,
      id: string,
      values: { reviewedAt: Date; reviewedByUserId: string; tokenHash: string; expiresAt: Date },
    ): Promise<{ psychologistId: string } | null> {
      return firstOrNull(
        executor
          .update(psychologistApplications)
          .set({
            status: 'aprovado',
            reviewedAt: values.reviewedAt,
            reviewedByUserId: values.reviewedByUserId,
            invitationTokenHash: values.tokenHash,
            invitationExpiresAt: values.expiresAt,
          })
          .where(
            and(
              eq(psychologistApplications.id, id),
              or(
                eq(psychologistApplications.status, 'pendente'),
                and(
                  eq(psychologistApplications.status, 'aprovado'),
                  isNull(psychologistApplications.invitationUsedAt),
                ),
              ),
            ),
          )
          .returning({ psychologistId: psychologistApplications.psychologistId }),
      );
    },

    async refusePending(
      executor: Executor,
      id: string,
      values: { reviewedAt: Date; reviewedByUserId: string },
    ): Promise<{ psychologistId: string } | null> {
      return firstOrNull(
        executor
          .update(psychologistApplications)
          // The files go with the refusal (nothing obliges us to keep an applicant's documents): the rows stop
          // naming them here, and the service removes them from the store once this commits.
          .set({ status: 'recusado', ...values, documentFile: null, pictureFile: null })
          .where(and(eq(psychologistApplications.id, id), eq(psychologistApplications.status, 'pendente')))
          .returning({ psychologistId: psychologistApplications.psychologistId }),
      );
    },

    findFilesById: (applicationId: string) => findApplicationFilesById(db, applicationId),
  };
}

export type AdminApplicationsRepository = ReturnType<typeof createAdminApplicationsRepository>;

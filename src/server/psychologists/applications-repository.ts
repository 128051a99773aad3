import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { findApplicationFilesById } from '../files/application-files';
import { psychologistApplications, psychologists, type NewPsychologistProfile } from '../db/schema';
import { firstOrNull } from '../db/first-or-null';

export interface NewApplication {
  psychologist: NewPsychologistProfile;
  documentFile: string;
  documentMimeType: string;
  pictureFile: string | null;
  pictureMimeType: string | null;
  bankDetailsEncrypted: string | null;
}

export interface InvitationRow {
  applicationId: string;
  psychologistId: string;
  name: string;
  email: string;
  status: 'pendente' | 'aprovado' | 'recusado';
  userId: string | null;
  invitationExpiresAt: Date | null;
  invitationUsedAt: Date | null;
}

export function createApplicationsRepository(db: Database) {
  return {
    /** The applicant (inactive, no account) and the application in one transaction: never one without the other. */
    async insertApplication(input: NewApplication): Promise<string> {
      return db.transaction(async (tx) => {
        const [psychologist] = await tx
          .insert(psychologists)
          .values({ ...input.psychologist, isActive: false })
          .returning({ id: psychologists.id });
        const [application] = await tx
          .insert(psychologistApplications)
          .values({
            psychologistId: psychologist!.id,
            documentFile: input.documentFile,
            documentMimeType: input.documentMimeType,
            pictureFile: input.pictureFile,
            pictureMimeType: input.pictureMimeType,
            bankDetailsEncrypted: input.bankDetailsEncrypted,
          })
          .returning({ id: psychologistApplications.id });
        return application!.id;
      });
    },

    findFilesById: (applicationId: string) => findApplicationFilesById(db, applicationId),

    /** The applicant's name and the address the confirmation link was sent to. */
    async findApplicantById(applicationId: string): Promise<{ name: string; email: string } | null> {
      return firstOrNull(
        db
          .select({ name: psychologists.name, email: psychologists.email })
          .from(psychologistApplications)
          .innerJoin(psychologists, eq(psychologists.id, psychologistApplications.psychologistId))
          .where(eq(psychologistApplications.id, applicationId))
          .limit(1),
      );
    },

    /** The first confirmation wins; following the link again changes nothing. */
    async markEmailVerified(applicationId: string, now: Date): Promise<void> {
      await db
        .update(psychologistApplications)
        .set({ emailVerifiedAt: now })
        .where(
          and(
            eq(psychologistApplications.id, applicationId),
            isNull(psychologistApplications.emailVerifiedAt),
          ),
        );
    },

    async findInvitationByTokenHash(tokenHash: string): Promise<InvitationRow | null> {
      return firstOrNull(
        db
          .select({
            applicationId: psychologistApplications.id,
            psychologistId: psychologists.id,
            name: psychologists.name,
            email: psychologists.email,
            status: psychologistApplications.status,
            userId: psychologists.userId,
            invitationExpiresAt: psychologistApplications.invitationExpiresAt,
            invitationUsedAt: psychologistApplications.invitationUsedAt,
          })
          .from(psychologistApplications)
          .innerJoin(psychologists, eq(psychologists.id, psychologistApplications.psychologistId))
          .where(eq(psychologistApplications.invitationTokenHash, tokenHash))
          .limit(1),
      );
    },

    /** One-time use under concurrency: only the request whose UPDATE matched an unused, unexpired row wins. */
    async claimInvitation(applicationId: string, now: Date): Promise<boolean> {
      const claimed = await db
        .update(psychologistApplications)
        .set({ invitationUsedAt: now })
        .where(
          and(
            eq(psychologistApplications.id, applicationId),
            eq(psychologistApplications.status, 'aprovado'),
            isNull(psychologistApplications.invitationUsedAt),
            gt(psychologistApplications.invitationExpiresAt, now),
          ),
        )
        .returning({ id: psychologistApplications.id });
      return claimed.length > 0;
    },

    /** Gives the invitation back when the account could not be created, so the person can try again. */
    async releaseInvitation(applicationId: string): Promise<void> {
      await db
        .update(psychologistApplications)
        .set({ invitationUsedAt: null })
        .where(eq(psychologistApplications.id, applicationId));
    },

    async linkAccount(psychologistId: string, userId: string): Promise<boolean> {
      const linked = await db
        .update(psychologists)
        .set({ userId })
        .where(and(eq(psychologists.id, psychologistId), isNull(psychologists.userId)))
        .returning({ id: psychologists.id });
      return linked.length > 0;
    },
  };
}

export type ApplicationsRepository = ReturnType<typeof createApplicationsRepository>;

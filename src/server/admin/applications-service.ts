import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { AdminApplication, ApplicationDecisionResponse } from '../../shared/contracts/admin';
import type { Clock } from '../clock';
import type { SessionUser } from '../auth/guards';
import type { Config } from '../config';
import { ConflictError, NotFoundError } from '../errors';
import type { Mailer, MailMessage } from '../mail/mailer';
import { decryptBankDetails, maskBankDetails } from '../psychologists/bank-details';
import type { FileStore } from '../files/store';
// The psychologists domain accepts the invitation: the same hash here.
import { hashInvitationToken } from '../psychologists/accounts-service';
import { auditEntry } from './audit';
import { requireConfirmedApplicantEmail } from './verified-email';
import { invitationEmail, refusalEmail } from './emails';
import type { AdminApplicationsRepository } from './applications-repository';
import type { AdminRepository } from './repository';

const INVITATION_DAYS = 7;

/** Only these are sent with their own type; anything else is offered as a download, so it never renders here. */
const INLINE_TYPES = new Set(['application/pdf', 'image/jpeg', 'image/png', 'image/webp', 'image/gif']);

export interface ApplicationFileDownload {
  stream: Readable;
  size: number;
  mimeType: string;
  disposition: string;
}

type Decision = ApplicationDecisionResponse & { mailError?: unknown };

/**
 * Reviewing partner applications (docs/product.md, Psychologist sign-up and partner applications): list, approve
 * with an invitation, refuse, read their files.
 */
export function createApplicationReviewService(deps: {
  admin: AdminRepository;
  applications: AdminApplicationsRepository;
  files: FileStore;
  /** Told when a file of a refused application could not be removed from the store (it is logged there). */
  onFileRemovalError?: (error: unknown, name: string) => void;
  config: Pick<Config, 'bankDetailsKey' | 'publicUrl'>;
  mailer: Mailer;
  clock: Clock;
  sendApplicationEmailConfirmation: (applicationId: string) => Promise<boolean>;
}) {
  const { admin, applications, files, config, mailer, clock } = deps;

  /** The decision is already committed; a failed e-mail is reported, not thrown, so the admin can act on it. */
  async function sendQuietly(message: MailMessage) {
    try {
      await mailer.send(message);
      return { emailSent: true };
    } catch (error) {
      return { emailSent: false, mailError: error };
    }
  }

  /** After the commit that stopped naming them; a store that fails leaves an orphan that is logged, not a 500. */
  async function removeFiles(names: Array<string | null>) {
    for (const name of names) {
      if (!name) continue;
      try {
        await files.remove(name);
      } catch (error) {
        deps.onFileRemovalError?.(error, name);
      }
    }
  }

  return {
    async listApplications(): Promise<AdminApplication[]> {
      const rows = await applications.listWithPsychologists();
      return rows.map(({ application, psychologist, emailVerified }) => {
        let bankDetails: AdminApplication['bankDetails'] = null;
        // The dashboard's completion or correction wins over what the application carried (issue 24).
        const encrypted = psychologist.bankDetailsEncrypted ?? application.bankDetailsEncrypted;
        try {
          if (encrypted) bankDetails = maskBankDetails(decryptBankDetails(encrypted, config.bankDetailsKey));
        } catch {
          // Written under another key, or altered: the admin reads "indisponíveis", never the cipher text.
        }
        return {
          id: application.id,
          psychologistId: psychologist.id,
          name: psychologist.name,
          email: psychologist.email,
          phone: psychologist.phone,
          crp: psychologist.crp,
          specialization: psychologist.specialization,
          biography: psychologist.biography,
          status: application.status,
          createdAt: application.createdAt.toISOString(),
          reviewedAt: application.reviewedAt ? application.reviewedAt.toISOString() : null,
          hasDocument: application.documentFile !== null,
          hasPicture: application.pictureFile !== null,
          documentMimeType: application.documentMimeType,
          emailVerified: emailVerified ?? application.emailVerifiedAt !== null,
          bankDetails,
          bankDetailsPending: encrypted === null,
        };
      });
    },

    /**
     * Approves a pending application (or re-sends the invitation of an approved, unused one): activates the
     * psychologist and stores the invitation's hash and the audit row in one transaction, then e-mails the link.
     */
    async approveApplication(actor: SessionUser, id: string): Promise<Decision> {
      const token = randomBytes(32).toString('base64url');
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + INVITATION_DAYS * 24 * 60 * 60 * 1000);
      const applicant = await admin.transaction(async (tx) => {
        const found = await applications.findWithPsychologistById(tx, id);
        if (!found) throw new NotFoundError('Cadastro não encontrado.');
        await requireConfirmedApplicantEmail(admin, tx, found);
        const approved = await applications.approve(tx, id, {
          reviewedAt: now,
          reviewedByUserId: actor.id,
          tokenHash: hashInvitationToken(token),
          expiresAt,
        });
        if (!approved) {
          throw new ConflictError(
            found.application.status === 'recusado'
              ? 'Este cadastro foi recusado e não pode ser aprovado.'
              : 'Este psicólogo já aceitou o convite.',
            'application_closed',
          );
        }
        await admin.setPsychologistActive(tx, approved.psychologistId, true);
        await admin.insertAuditEntry(
          auditEntry(actor, 'application.approve', id, {
            psychologistId: approved.psychologistId,
            reissued: found.application.status === 'aprovado',
          }),
          tx,
        );
        return found.psychologist;
      });
      const link = `${config.publicUrl}/psychologist-login?convite=${token}`;
      const sent = await sendQuietly({
        to: applicant.email,
        ...invitationEmail({ name: applicant.name, link, expiresAt }),
      });
      return { status: 'aprovado', ...sent };
    },

    /**
     * Sends the applicant's confirmation link again (a lost e-mail, or an application from before links existed):
     * only while the application is pending and its address unconfirmed, since the link exists to unblock Aprovar.
     */
    async resendApplicationEmailConfirmation(
      actor: SessionUser,
      id: string,
    ): Promise<{ emailSent: boolean }> {
      await admin.transaction(async (tx) => {
        const found = await applications.findWithPsychologistById(tx, id);
        if (!found) throw new NotFoundError('Cadastro não encontrado.');
        if (found.application.status !== 'pendente' || found.application.emailVerifiedAt) {
          throw new ConflictError(
            'Só é possível reenviar a confirmação de um cadastro pendente com e-mail não confirmado.',
            'confirmation_not_needed',
          );
        }
        await admin.insertAuditEntry(auditEntry(actor, 'application.resend_confirmation', id), tx);
      });
      return { emailSent: await deps.sendApplicationEmailConfirmation(id) };
    },

    /**
     * Refuses a pending application; the psychologist stays inactive and is told politely. Its document and picture
     * are removed from the file store (ADR 024).
     */
    async refuseApplication(actor: SessionUser, id: string): Promise<Decision> {
      const now = clock.now();
      const applicant = await admin.transaction(async (tx) => {
        const found = await applications.findWithPsychologistById(tx, id);
        if (!found) throw new NotFoundError('Cadastro não encontrado.');
        const refused = await applications.refusePending(tx, id, {
          reviewedAt: now,
          reviewedByUserId: actor.id,
        });
        if (!refused) throw new ConflictError('Este cadastro já foi analisado.', 'application_closed');
        await admin.setPsychologistActive(tx, refused.psychologistId, false);
        await admin.insertAuditEntry(
          auditEntry(actor, 'application.refuse', id, { psychologistId: refused.psychologistId }),
          tx,
        );
        return {
          ...found.psychologist,
          files: [found.application.documentFile, found.application.pictureFile],
        };
      });
      await removeFiles(applicant.files);
      const sent = await sendQuietly({ to: applicant.email, ...refusalEmail({ name: applicant.name }) });
      return { status: 'recusado', ...sent };
    },

    /**
     * An application's document or picture. The file store opens only names of its own shape (random hex, no
     * separator), so a crafted name in the database still reaches no other path or key.
     */
    async openApplicationFile(
      actor: SessionUser,
      id: string,
      kind: 'document' | 'picture',
    ): Promise<ApplicationFileDownload> {
      const row = await applications.findFilesById(id);
      const name = kind === 'document' ? row?.documentFile : row?.pictureFile;
      const storedType = kind === 'document' ? row?.documentMimeType : row?.pictureMimeType;
      const opened = name ? await files.open(name) : null;
      if (!opened) throw new NotFoundError('Arquivo não encontrado.');
      // Health-adjacent documents of a person: who opened which, and when (docs/security.md, Audit trail).
      try {
        await admin.insertAuditEntry(auditEntry(actor, 'application.file_read', id, { kind }));
      } catch (error) {
        opened.stream.destroy();
        throw error;
      }
      const inline = storedType !== undefined && storedType !== null && INLINE_TYPES.has(storedType);
      const base = kind === 'document' ? 'documento' : 'foto';
      const extension = inline ? `.${storedType.split('/')[1]!.replace('jpeg', 'jpg')}` : '';
      return {
        ...opened,
        mimeType: inline ? storedType : 'application/octet-stream',
        disposition: `${inline ? 'inline' : 'attachment'}; filename="${base}${extension}"`,
      };
    },
  };
}

export type ApplicationReviewService = ReturnType<typeof createApplicationReviewService>;

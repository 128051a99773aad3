import { emailConfirmationPageUrl } from '../../shared/contracts/auth';
import type { Readable } from 'node:stream';
import { BadRequestError } from '../errors';
import type { ParsedPsychologistApplication } from '../../shared/contracts/psychologist-applications';
import { encryptBankDetails } from './bank-details';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Mailer } from '../mail/mailer';
import type { ApplicationsRepository } from './applications-repository';
import {
  applicationIdOfEmailToken,
  createApplicationEmailToken,
  isApplicationEmailToken,
} from './application-email-token';
import { EmptyFileError, type FileKind, type FileStore, type StoredFile } from '../files/store';

export type ApplicationFileKind = 'document' | 'picture';

const FILE_KIND_OF: Record<ApplicationFileKind, FileKind> = {
  document: 'application-document',
  picture: 'application-picture',
};

/** The form's files are already in the store (written as they arrived); the rows only name them. */
export interface ApplicationSubmission {
  fields: ParsedPsychologistApplication;
  document: StoredFile | null;
  picture: StoredFile | null;
}

export interface ApplicationFile {
  stream: Readable;
  size: number;
  mimeType: string;
}

/** Partner applications (/cadastrar-psicologo): an inactive psychologist with no account, files and bank details. */
export function createApplicationsService(deps: {
  repository: ApplicationsRepository;
  files: FileStore;
  bankDetailsKey: Buffer;
  mailer: Mailer;
  clock: Clock;
  config: Pick<Config, 'authSecret' | 'publicUrl'>;
  onMailError?: (error: unknown) => void;
  /** Told when a file of a failed form could not be removed from the store (it is logged there). */
  onFileRemovalError?: (error: unknown, name: string) => void;
}) {
  const { repository, files, mailer, config } = deps;

  /**
   * E-mails the applicant the link that confirms the address; the admin cannot approve before it is followed
   * (issue 14). Sent after the rows are committed, and a mail outage does not undo the application: false, and the
   * admin can send it again.
   */
  async function sendEmailConfirmation(applicationId: string): Promise<boolean> {
    const applicant = await repository.findApplicantById(applicationId);
    if (!applicant) return false;
    const token = createApplicationEmailToken(config.authSecret, applicationId, applicant.email);
    const url = emailConfirmationPageUrl(config.publicUrl, token, 'cadastro');
    try {
      await mailer.send({
        to: applicant.email,
        subject: 'Confirme seu e-mail na Aria',
        text:
          `Olá, ${applicant.name}!\n\nRecebemos seu cadastro de psicólogo parceiro. Confirme seu e-mail para que ` +
          `a equipe Aria possa aprová-lo:\n${url}\n\n` +
          'Se você não enviou este cadastro, ignore esta mensagem.',
      });
      return true;
    } catch (error) {
      deps.onMailError?.(error);
      return false;
    }
  }

  /** Never throws: the request's own error is the one to answer; a file left behind is logged by name. */
  async function discardFiles(stored: Array<StoredFile | null | undefined>): Promise<void> {
    for (const file of stored) {
      if (!file) continue;
      try {
        await files.remove(file.name);
      } catch (error) {
        deps.onFileRemovalError?.(error, file.name);
      }
    }
  }

  async function store(submission: ApplicationSubmission): Promise<string> {
    const { fields, document, picture } = submission;
    // Files first, then the rows: a row never points at a file that is not there. If the transaction fails,
    // the files it would have referenced are removed.
    try {
      if (!document) throw new BadRequestError('Envie o documento (PDF, JPG ou PNG).', 'document_required');
      return await repository.insertApplication({
        psychologist: {
          name: fields.name,
          email: fields.email,
          phone: fields.phone,
          crp: fields.crp,
          specialization: fields.specialization,
          biography: fields.biography,
        },
        documentFile: document.name,
        documentMimeType: document.mimeType,
        pictureFile: picture?.name ?? null,
        pictureMimeType: picture?.mimeType ?? null,
        bankDetailsEncrypted:
          fields.bankName && fields.bankAgency && fields.bankAccount && fields.bankAccountHolder
            ? encryptBankDetails(
                {
                  bankName: fields.bankName,
                  agency: fields.bankAgency,
                  account: fields.bankAccount,
                  holder: fields.bankAccountHolder,
                },
                deps.bankDetailsKey,
              )
            : null,
      });
    } catch (error) {
      await discardFiles([document, picture]);
      throw error;
    }
  }

  return {
    sendEmailConfirmation,

    /**
     * One file of the form, stored as it arrives (never whole in memory): its type read from its bytes and the 10 MB
     * cap enforced by the store. Null for an empty part, which is what a file input left empty sends.
     */
    async receiveFile(kind: ApplicationFileKind, content: Readable | Buffer): Promise<StoredFile | null> {
      try {
        return await files.save(FILE_KIND_OF[kind], content);
      } catch (error) {
        if (error instanceof EmptyFileError) return null;
        throw error;
      }
    },

    /** Files received for a form that is then refused (bad fields, a broken request): nothing of it is kept. */
    discardFiles,

    /** True when the token is the one e-mailed to this application's current address (the row is then marked). */
    async confirmEmail(token: string): Promise<boolean> {
      const applicationId = applicationIdOfEmailToken(token);
      const applicant = applicationId ? await repository.findApplicantById(applicationId) : null;
      if (!applicationId || !applicant) return false;
      if (!isApplicationEmailToken(config.authSecret, token, applicant.email)) return false;
      await repository.markEmailVerified(applicationId, deps.clock.now());
      return true;
    },

    async submit(submission: ApplicationSubmission): Promise<{ id: string }> {
      const id = await store(submission);
      // After the commit: a mail outage must not undo a complete application.
      await sendEmailConfirmation(id);
      return { id };
    },

    /**
     * For the admin-only route (the admin domain wires it): the stored file of an application with the type
     * detected when it was received, or null when there is no such application or file.
     */
    async readApplicationFile(
      applicationId: string,
      kind: ApplicationFileKind,
    ): Promise<ApplicationFile | null> {
      if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(applicationId)) return null;
      const row = await repository.findFilesById(applicationId);
      if (!row) return null;
      const name = kind === 'document' ? row.documentFile : row.pictureFile;
      const mimeType = kind === 'document' ? row.documentMimeType : row.pictureMimeType;
      if (!name || !mimeType) return null;
      const opened = await files.open(name);
      return opened ? { ...opened, mimeType } : null;
    },
  };
}

export type ApplicationsService = ReturnType<typeof createApplicationsService>;

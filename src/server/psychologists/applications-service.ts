import { emailConfirmationPageUrl } from '../../shared/contracts/auth';
import type { ReadStream } from 'node:fs';
import { BadRequestError } from '../errors';
import type { ParsedPsychologistApplication } from '../../shared/contracts/psychologist-applications';
import { encryptBankDetails } from './bank-details';
import type { Clock } from '../accounts/service';
import type { Config } from '../config';
import type { Mailer } from '../mail/mailer';
import type { ApplicationsRepository } from './applications-repository';
import {
  applicationIdOfEmailToken,
  createApplicationEmailToken,
  isApplicationEmailToken,
} from './application-email-token';
import {
  DOCUMENT_MIME_TYPES,
  PICTURE_MIME_TYPES,
  detectFileType,
  type UploadMimeType,
  type UploadStore,
} from './uploads';

export interface UploadedFile {
  content: Buffer;
}

export interface ApplicationSubmission {
  fields: ParsedPsychologistApplication;
  document: UploadedFile | null;
  picture: UploadedFile | null;
}

export type ApplicationFileKind = 'document' | 'picture';

export interface ApplicationFile {
  stream: ReadStream;
  size: number;
  mimeType: string;
}

function checkedType(
  file: UploadedFile,
  allowed: readonly UploadMimeType[],
  message: string,
): UploadMimeType {
  const type = detectFileType(file.content);
  if (!type || !allowed.includes(type)) throw new BadRequestError(message, 'invalid_file');
  return type;
}

/** Partner applications (/cadastrar-psicologo): an inactive psychologist with no account, files and bank details. */
export function createApplicationsService(deps: {
  repository: ApplicationsRepository;
  uploads: UploadStore;
  bankDetailsKey: Buffer;
  mailer: Mailer;
  clock: Clock;
  config: Pick<Config, 'authSecret' | 'publicUrl'>;
  onMailError?: (error: unknown) => void;
}) {
  const { repository, uploads, mailer, config } = deps;

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

  async function store(submission: ApplicationSubmission): Promise<string> {
    const { fields, document, picture } = submission;
    if (!document || document.content.length === 0) {
      throw new BadRequestError('Envie o documento (PDF, JPG ou PNG).', 'document_required');
    }
    const documentType = checkedType(
      document,
      DOCUMENT_MIME_TYPES,
      'O documento precisa ser um arquivo PDF, JPG ou PNG.',
    );
    const pictureType =
      picture && picture.content.length > 0
        ? checkedType(
            picture,
            PICTURE_MIME_TYPES,
            'A foto de perfil precisa ser uma imagem JPG, PNG, GIF ou WebP.',
          )
        : null;

    // Files first, then the rows: a row never points at a file that is not there. If the transaction fails,
    // the files it would have referenced are removed.
    const written: string[] = [];
    try {
      const documentFile = await uploads.save(document.content);
      written.push(documentFile);
      const pictureFile = pictureType && picture ? await uploads.save(picture.content) : null;
      if (pictureFile) written.push(pictureFile);
      const id = await repository.insertApplication({
        psychologist: {
          name: fields.name,
          email: fields.email,
          phone: fields.phone,
          crp: fields.crp,
          specialization: fields.specialization,
          biography: fields.biography,
        },
        documentFile,
        documentMimeType: documentType,
        pictureFile,
        pictureMimeType: pictureFile ? pictureType : null,
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
      return id;
    } catch (error) {
      await Promise.all(written.map((name) => uploads.remove(name)));
      throw error;
    }
  }

  return {
    sendEmailConfirmation,

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
      const opened = await uploads.open(name);
      return opened ? { ...opened, mimeType } : null;
    },
  };
}

export type ApplicationsService = ReturnType<typeof createApplicationsService>;

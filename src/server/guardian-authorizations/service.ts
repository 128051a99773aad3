import { BadRequestError, NotFoundError } from '../errors';
import { createUploadStore, detectFileType, DOCUMENT_MIME_TYPES } from '../psychologists/uploads';
import type { GuardianAuthorizationsRepository } from './repository';

/**
 * Guardians' authorisations (CFP Res. 13/2022, issue 24). Files go through the partner applications' upload store
 * as it is (issue 28 moves that store; this is its only use here, to keep that change small).
 */
export function createGuardianAuthorizationsService(deps: {
  repository: GuardianAuthorizationsRepository;
  uploadsDir: string;
}) {
  const uploads = createUploadStore(deps.uploadsDir);
  return {
    async upload(content: Buffer | null): Promise<{ id: string }> {
      if (!content || content.length === 0) {
        throw new BadRequestError('Envie a autorização assinada (PDF, JPG ou PNG).', 'validation');
      }
      const mimeType = detectFileType(content);
      if (!mimeType || !DOCUMENT_MIME_TYPES.includes(mimeType)) {
        throw new BadRequestError('A autorização deve ser um arquivo PDF, JPG ou PNG.', 'validation');
      }
      const file = await uploads.save(content);
      try {
        return { id: await deps.repository.insert(file, mimeType) };
      } catch (error) {
        await uploads.remove(file);
        throw error;
      }
    },

    async open(psychologistId: string, appointmentId: string) {
      const found = await deps.repository.findByAppointmentOfPsychologist(appointmentId, psychologistId);
      const opened = found ? await uploads.open(found.file) : null;
      if (!found || !opened) throw new NotFoundError('Autorização não encontrada.');
      return { ...opened, mimeType: found.mimeType };
    },
  };
}

export type GuardianAuthorizationsService = ReturnType<typeof createGuardianAuthorizationsService>;

import { BadRequestError, NotFoundError } from '../errors';
import type { FileStore } from '../files/store';
import type { GuardianAuthorizationsRepository } from './repository';

/**
 * Guardians' authorisations (CFP Res. 13/2022, issue 24), kept in the file store every process reads (ADR 024): the
 * store checks the type from the bytes, the size and names the file; only the consultation's psychologist opens it.
 */
export function createGuardianAuthorizationsService(deps: {
  repository: GuardianAuthorizationsRepository;
  files: FileStore;
}) {
  return {
    async upload(content: Buffer | null): Promise<{ id: string }> {
      if (!content || content.length === 0) {
        throw new BadRequestError('Envie a autorização assinada (PDF, JPG ou PNG).', 'validation');
      }
      const file = await deps.files.save('guardian-authorization', content);
      try {
        return { id: await deps.repository.insert(file.name, file.mimeType) };
      } catch (error) {
        await deps.files.remove(file.name);
        throw error;
      }
    },

    async open(psychologistId: string, appointmentId: string) {
      const found = await deps.repository.findByAppointmentOfPsychologist(appointmentId, psychologistId);
      const opened = found ? await deps.files.open(found.file) : null;
      if (!found || !opened) throw new NotFoundError('Autorização não encontrada.');
      return { ...opened, mimeType: found.mimeType };
    },
  };
}

export type GuardianAuthorizationsService = ReturnType<typeof createGuardianAuthorizationsService>;

import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { BadRequestError, DomainError } from '../errors';
import { errorResponses } from '../../shared/contracts/errors';
import {
  applicationEmailConfirmationQuerySchema,
  MAX_UPLOAD_BYTES,
  psychologistApplicationFieldsSchema,
  psychologistApplicationResponseSchema,
} from '../../shared/contracts/psychologist-applications';
import { EMAIL_CONFIRMED_PATH } from '../../shared/contracts/auth';
import { FileSourceError, FileTooLargeError, type StoredFile } from '../files/store';
import type { ApplicationsService } from './applications-service';
import { limitPerAddress } from '../http/route-rate-limits';

const FILE_FIELDS = { document: 'document', profilePicture: 'picture' } as const;
type FileSlot = (typeof FILE_FIELDS)[keyof typeof FILE_FIELDS];

interface ApplicationForm {
  fields: Record<string, string>;
  files: Partial<Record<FileSlot, StoredFile>>;
}

/** A multipart failure as the client's 4xx; our own domain errors (a refused type, the size cap) pass as they are. */
function formError(request: FastifyRequest, failure: unknown): unknown {
  const errors = request.server.multipartErrors;
  // The file's own stream failing (cut off, malformed, over the part's limit) is the request's fault.
  const error = failure instanceof FileSourceError ? failure.cause : failure;
  if (error instanceof errors.RequestFileTooLargeError) return new FileTooLargeError();
  if (error instanceof DomainError) return error;
  if (error instanceof errors.InvalidMultipartContentTypeError) {
    return new BadRequestError('Envie o formulário com os arquivos (multipart/form-data).', 'validation');
  }
  if (
    error instanceof errors.FilesLimitError ||
    error instanceof errors.FieldsLimitError ||
    error instanceof errors.PartsLimitError
  ) {
    return new BadRequestError('O formulário tem campos ou arquivos demais.', 'validation');
  }
  // Anything else here is the stream itself being malformed (busboy: "Unexpected end of form", a missing
  // boundary): the client's fault, not a 500 (found by the hostile-input suite, issue 15).
  request.log.info({ err: error }, 'malformed multipart form');
  return new BadRequestError(
    'O formulário enviado está incompleto ou corrompido. Tente enviar de novo.',
    'validation',
  );
}

/**
 * Streams each file of the form into the file store as it arrives (ADR 024: never a whole 10 MB file in memory).
 * If the form then fails (an oversized or refused file, a malformed request, invalid fields), the files already
 * stored are removed: a failed request leaves no trace in the store or in the database.
 */
async function receiveApplicationForm(
  request: FastifyRequest,
  applications: ApplicationsService,
): Promise<ApplicationForm> {
  const form: ApplicationForm = { fields: {}, files: {} };
  let storeFailure: unknown;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const slot = FILE_FIELDS[part.fieldname as keyof typeof FILE_FIELDS];
        if (!slot) {
          // A part we do not know is read to its end and dropped, so the parts after it still arrive.
          await pipeline(part.file, new Writable({ write: (_chunk, _encoding, done) => done() }));
          continue;
        }
        const stored = await applications.receiveFile(slot, part.file).catch((error: unknown) => {
          if (!(error instanceof FileSourceError) && !(error instanceof DomainError)) storeFailure = error;
          throw error;
        });
        if (stored) {
          await applications.discardFiles([form.files[slot]]);
          form.files[slot] = stored;
        }
      } else {
        if (part.valueTruncated) throw new BadRequestError('Um dos campos é longo demais.', 'validation');
        if (typeof part.value === 'string') form.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    await applications.discardFiles(Object.values(form.files));
    // The store itself failing (PostgreSQL or S3 away) is ours, not the sender's: the one error handler answers it
    // as it is (a 503 for a database outage).
    if (storeFailure !== undefined && error === storeFailure) throw error;
    throw formError(request, error);
  }
  return form;
}

/**
 * POST /api/psychologist-applications and the confirmation link it e-mails; multipart is registered in this plugin
 * only, not app-wide.
 */
export const psychologistApplicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 2, fields: 20, fieldSize: 10_000, parts: 24 },
  });

  app.post(
    '/api/psychologist-applications',
    {
      // Two files of 10 MB plus the fields; each file is capped on its own by the multipart limits.
      bodyLimit: 2 * MAX_UPLOAD_BYTES + 1024 * 1024,
      schema: {
        response: {
          201: psychologistApplicationResponseSchema,
          ...errorResponses(400, 403, 413, 429),
        },
      },
      config: {
        // Anyone may apply, and each application stores up to 20 MB: a few per address and hour.
        rateLimit: limitPerAddress(app.config, 5, 60 * 60_000),
      },
    },
    async (request, reply) => {
      const applications = app.services.psychologists.applications;
      const form = await receiveApplicationForm(request, applications);
      const parsed = psychologistApplicationFieldsSchema.safeParse(form.fields);
      if (!parsed.success) {
        await applications.discardFiles(Object.values(form.files));
        throw new BadRequestError(parsed.error.issues[0]?.message ?? 'Dados inválidos.', 'validation');
      }
      const created = await applications.submit({
        fields: parsed.data,
        document: form.files.document ?? null,
        picture: form.files.picture ?? null,
      });
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/api/psychologist-applications/confirm-email',
    {
      schema: { querystring: applicationEmailConfirmationQuerySchema, response: { 302: z.null() } },
    },
    async (request, reply) => {
      const confirmed = await app.services.psychologists.applications.confirmEmail(request.query.token ?? '');
      // Same page and error code as an account's link (better-auth's /verify-email), so one page explains both.
      return reply
        .header('cache-control', 'no-store')
        .redirect(confirmed ? EMAIL_CONFIRMED_PATH : `${EMAIL_CONFIRMED_PATH}?error=INVALID_TOKEN`, 302);
    },
  );
};

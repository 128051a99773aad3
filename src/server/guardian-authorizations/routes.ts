import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BadRequestError } from '../errors';
import { errorResponses } from '../../shared/contracts/errors';
import { idParamsSchema } from '../../shared/contracts/psychologist-area';
import { MAX_UPLOAD_BYTES } from '../../shared/contracts/psychologist-applications';
import { psychologistFirst, requirePsychologist } from '../auth/guards';
import { limitPerAddress } from '../http/route-rate-limits';
import { FileTooLargeError } from '../files/store';

/**
 * POST /api/consultations/guardian-authorizations (multipart, field `authorization`) — anyone booking for a person
 * under 18; 201 `{ id }`, which the checkout then names. GET /api/psychologist/appointments/:id/guardian-authorization
 * — the consultation's psychologist only.
 */
export const guardianAuthorizationsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 0, parts: 1 } });
  const service = app.services.guardianAuthorizations;

  app.post(
    '/api/consultations/guardian-authorizations',
    {
      bodyLimit: MAX_UPLOAD_BYTES + 64 * 1024,
      schema: {
        response: {
          201: z.object({ id: z.string() }),
          ...errorResponses(400, 403, 413, 429),
        },
      },
      config: {
        // Anyone may send one, and each stores up to 10 MB: a few per address and hour.
        rateLimit: limitPerAddress(app.config, 10, 60 * 60_000),
      },
    },
    async (request, reply) => {
      const errors = request.server.multipartErrors;
      let content: Buffer | null = null;
      try {
        const part = await request.file();
        if (part?.fieldname === 'authorization') content = await part.toBuffer();
      } catch (error) {
        if (error instanceof errors.RequestFileTooLargeError) throw new FileTooLargeError();
        request.log.info({ err: error }, 'malformed guardian authorization upload');
        throw new BadRequestError('Envie a autorização como arquivo (PDF, JPG ou PNG).', 'validation');
      }
      return reply.status(201).send(await service.upload(content));
    },
  );

  app.get(
    '/api/psychologist/appointments/:id/guardian-authorization',
    {
      onRequest: psychologistFirst,
      schema: {
        params: idParamsSchema,
        response: { 200: z.any(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { psychologistId } = await requirePsychologist(request);
      const file = await service.open(psychologistId, request.params.id);
      return reply
        .type(file.mimeType)
        .header('cache-control', 'no-store')
        .header('content-length', file.size)
        .header('content-disposition', 'inline; filename="autorizacao-responsavel"')
        .send(file.stream);
    },
  );
};

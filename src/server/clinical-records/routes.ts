import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../shared/contracts/errors';
import { idParamsSchema } from '../../shared/contracts/psychologist-area';
import {
  accountRecordCopiesSchema,
  clinicalRecordSchema,
  psychologistCopyRequestsSchema,
  recordAddendumBodySchema,
  recordCopyRequestBodySchema,
  recordDraftBodySchema,
} from '../../shared/contracts/clinical-records';
import { psychologistFirst, requirePsychologist, requireUser, userFirst } from '../auth/guards';
import { noStore } from '../http/no-store';

const errors = errorResponses(400, 401, 403, 404, 409);

/** Clinical records (ADR 026): the writing psychologist's routes, and the patient's copies in /conta. */
export const clinicalRecordsRoutes: FastifyPluginAsyncZod = async (app) => {
  const records = app.services.clinicalRecords;
  const actorOf = async (request: Parameters<typeof requirePsychologist>[0]) => {
    const { user, psychologistId } = await requirePsychologist(request);
    return { userId: user.id, psychologistId };
  };

  // Health data: never in any cache (ASVS 14.3.2).
  app.addHook('onSend', noStore);

  const recordPath = '/api/psychologist/appointments/:id/record';
  app.get(
    recordPath,
    {
      onRequest: psychologistFirst,
      schema: { params: idParamsSchema, response: { 200: clinicalRecordSchema, ...errors } },
    },
    async (request) => records.getRecord(await actorOf(request), request.params.id),
  );

  app.put(
    recordPath,
    {
      onRequest: psychologistFirst,
      schema: {
        params: idParamsSchema,
        body: recordDraftBodySchema,
        response: { 200: clinicalRecordSchema, ...errors },
      },
    },
    async (request) => records.saveDraft(await actorOf(request), request.params.id, request.body),
  );

  app.post(
    `${recordPath}/sign`,
    {
      onRequest: psychologistFirst,
      schema: { params: idParamsSchema, response: { 200: clinicalRecordSchema, ...errors } },
    },
    async (request) => records.sign(await actorOf(request), request.params.id),
  );

  app.post(
    `${recordPath}/addenda`,
    {
      onRequest: psychologistFirst,
      schema: {
        params: idParamsSchema,
        body: recordAddendumBodySchema,
        response: { 201: clinicalRecordSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await records.addAddendum(await actorOf(request), request.params.id, request.body.text)),
  );

  app.get(
    '/api/psychologist/record-copies',
    {
      onRequest: psychologistFirst,
      schema: { response: { 200: psychologistCopyRequestsSchema, ...errors } },
    },
    async (request) => records.listCopyRequests((await actorOf(request)).psychologistId),
  );

  app.post(
    '/api/psychologist/record-copies/:id/release',
    {
      onRequest: psychologistFirst,
      schema: { params: idParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await records.releaseCopy(await actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/account/record-copies',
    { onRequest: userFirst, schema: { response: { 200: accountRecordCopiesSchema, ...errors } } },
    async (request) => records.listAccountCopies(await requireUser(request)),
  );

  app.post(
    '/api/account/record-copies',
    {
      onRequest: userFirst,
      schema: { body: recordCopyRequestBodySchema, response: { 201: z.null(), ...errors } },
    },
    async (request, reply) => {
      await records.requestCopy(await requireUser(request), request.body.psychologistId);
      return reply.status(201).send(null);
    },
  );

  app.get(
    '/api/account/record-copies/:id/download',
    {
      onRequest: userFirst,
      schema: { params: idParamsSchema, response: { 200: z.string(), ...errors } },
    },
    async (request, reply) => {
      const copy = await records.downloadCopy(await requireUser(request), request.params.id);
      return reply
        .type('text/plain; charset=utf-8')
        .header('content-disposition', `attachment; filename="${copy.fileName}"`)
        .send(copy.text);
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../shared/contracts/errors';
import { idParamsSchema } from '../../shared/contracts/psychologist-area';
import {
  accountCpfBodySchema,
  accountCpfSchema,
  monthQuerySchema,
  receiptSchema,
  receiptsMonthSchema,
} from '../../shared/contracts/receipts';
import { psychologistFirst, requirePsychologist, requireUser, userFirst } from '../auth/guards';
import { noStore } from '../http/no-store';

const errors = errorResponses(400, 401, 403, 404, 409);

/** Receita Saúde receipts (ADR 027): the patient's receipt, the psychologist's month, the account's CPF. */
export const receiptsRoutes: FastifyPluginAsyncZod = async (app) => {
  const receipts = app.services.receipts;

  // CPFs and names: never in a shared cache (ASVS 14.3.2).
  app.addHook('onSend', noStore);

  app.get(
    '/api/consultations/:id/receipt',
    { onRequest: userFirst, schema: { params: idParamsSchema, response: { 200: receiptSchema, ...errors } } },
    async (request) => receipts.getReceipt(await requireUser(request), request.params.id),
  );

  app.get(
    '/api/psychologist/receipts',
    {
      onRequest: psychologistFirst,
      schema: { querystring: monthQuerySchema, response: { 200: receiptsMonthSchema, ...errors } },
    },
    async (request) => {
      const { psychologistId } = await requirePsychologist(request);
      return receipts.listMonth(psychologistId, request.query.month);
    },
  );

  app.get(
    '/api/psychologist/receipts.csv',
    {
      onRequest: psychologistFirst,
      schema: { querystring: monthQuerySchema, response: { 200: z.any(), ...errors } },
    },
    async (request, reply) => {
      const { psychologistId } = await requirePsychologist(request);
      const stream = await receipts.monthCsv(psychologistId, request.query.month);
      stream.on('error', (error) => request.log.error({ err: error }, 'receipts csv failed mid-stream'));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="receita-saude-${request.query.month}.csv"`)
        .send(stream);
    },
  );

  app.get(
    '/api/account/cpf',
    { onRequest: userFirst, schema: { response: { 200: accountCpfSchema, ...errors } } },
    async (request) => receipts.getCpf((await requireUser(request)).id),
  );

  app.put(
    '/api/account/cpf',
    {
      onRequest: userFirst,
      schema: { body: accountCpfBodySchema, response: { 200: accountCpfSchema, ...errors } },
    },
    async (request) => receipts.saveCpf((await requireUser(request)).id, request.body.cpf),
  );
};

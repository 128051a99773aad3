import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyContactBodySchema, companyContactResponseSchema } from '../../shared/contracts/company';
import { errorResponses } from '../../shared/contracts/errors';
import { limitPerAddress } from '../http/route-rate-limits';

const errors = errorResponses(400, 403, 429);

export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/company-contacts',
    {
      schema: { body: companyContactBodySchema, response: { 201: companyContactResponseSchema, ...errors } },
      config: {
        // Anyone may send it, so the limit is per address; a company sends one proposal, not dozens.
        rateLimit: limitPerAddress(app.config, 5, 10 * 60_000),
      },
    },
    async (request, reply) => {
      const created = await app.services.company.submitContact(request.body);
      return reply.status(201).send(created);
    },
  );
};

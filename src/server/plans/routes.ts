import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../shared/contracts/errors';
import { limitPerPerson } from '../http/route-rate-limits';
import {
  freeActivationBodySchema,
  freeActivationResponseSchema,
  planCheckoutBodySchema,
  planCheckoutResponseSchema,
  plansConfigResponseSchema,
  planVerifyBodySchema,
  planVerifyResponseSchema,
} from '../../shared/contracts/plans';
import { requireUser, userFirst } from '../auth/guards';

const errors = errorResponses(400, 401, 403, 404, 409, 429, 502);

export const plansRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/plans/config', { schema: { response: { 200: plansConfigResponseSchema } } }, async () =>
    app.services.plans.getConfig(),
  );

  app.post(
    '/api/plans/checkout',
    {
      onRequest: userFirst,
      schema: { body: planCheckoutBodySchema, response: { 200: planCheckoutResponseSchema, ...errors } },
      config: { rateLimit: limitPerPerson(app.config, 10) },
    },
    async (request) => app.services.plans.startCheckout(await requireUser(request), request.body.planType),
  );

  app.post(
    '/api/plans/verify',
    {
      onRequest: userFirst,
      schema: { body: planVerifyBodySchema, response: { 200: planVerifyResponseSchema, ...errors } },
      config: { rateLimit: limitPerPerson(app.config, 30) },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return app.services.plans.verifyPayment(await requireUser(request), request.body.sessionId);
    },
  );

  app.post(
    '/api/plans/free-activation',
    {
      onRequest: userFirst,
      schema: { body: freeActivationBodySchema, response: { 200: freeActivationResponseSchema, ...errors } },
      config: { rateLimit: limitPerPerson(app.config, 10) },
    },
    async (request) => app.services.plans.activateFreeTest(await requireUser(request), request.body.planType),
  );
};

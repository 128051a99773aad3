import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { meResponseSchema } from '../../shared/contracts/me';
import { getUser } from '../auth/guards';

export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/me', { schema: { response: { 200: meResponseSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return app.services.accounts.getMe(await getUser(request));
  });
};

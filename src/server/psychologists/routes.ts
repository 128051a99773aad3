import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { psychologistsResponseSchema } from '../../shared/contracts/psychologists';
import { psychologistAreaRoutes } from './area-routes';
import { psychologistApplicationsRoutes } from './applications-routes';

export const psychologistsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/psychologists',
    { schema: { response: { 200: psychologistsResponseSchema } } },
    async (_request, reply) => {
      // The same answer for everyone (no per-person price), so browsers and proxies may keep it a minute.
      reply.header('cache-control', 'public, max-age=60');
      return app.services.psychologists.listPublic();
    },
  );

  await app.register(psychologistAreaRoutes);
  await app.register(psychologistApplicationsRoutes);
};

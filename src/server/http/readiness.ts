import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../shared/contracts/errors';
import { sendDatabaseUnavailable } from './database-unavailable';

/**
 * Issue 27: `/api/health` says the process lives (a restart will not help while it answers); `/api/ready` says it
 * can serve, so a proxy or orchestrator sends no traffic to a process whose database is away. Only the probe
 * queries the database, never a request of the app's own.
 */
export const readinessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/ready',
    {
      schema: {
        response: { 200: z.object({ status: z.literal('ready') }), ...errorResponses(503) },
      },
    },
    async (_, reply) => {
      reply.header('cache-control', 'no-store');
      if (!(await app.probeDatabase())) return sendDatabaseUnavailable(reply);
      return { status: 'ready' as const };
    },
  );
};

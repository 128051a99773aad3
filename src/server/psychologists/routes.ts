import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  psychologistsResponseSchema,
  type PsychologistsResponse,
} from '../../shared/contracts/psychologists';
import { psychologistAreaRoutes } from './area-routes';
import { psychologistApplicationsRoutes } from './applications-routes';

/** RFC 9110 §13.1.2: If-None-Match compares weakly, and may list several tags or be `*`. */
function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}

export const psychologistsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/psychologists',
    { schema: { response: { 200: psychologistsResponseSchema, 304: z.null() } } },
    async (request, reply) => {
      const list = await app.services.psychologists.readPublicList();
      // The same answer for everyone (no per-person price). Browsers ask again each time and get a 304 while the
      // list is unchanged, so an approval or new hours show on the next visit, not a minute later.
      reply.header('cache-control', 'public, no-cache');
      reply.header('etag', list.etag);
      if (etagMatches(request.headers['if-none-match'], list.etag)) return reply.code(304).send(null);
      // Sent as the cached JSON text, which service.ts built from a PsychologistsResponse: Fastify passes a string
      // with a JSON content type through unserialised, but its types only know the schema's object.
      return reply
        .type('application/json; charset=utf-8')
        .send(list.json as unknown as PsychologistsResponse);
    },
  );

  await app.register(psychologistAreaRoutes);
  await app.register(psychologistApplicationsRoutes);
};

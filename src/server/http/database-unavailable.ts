import type { FastifyReply } from 'fastify';

/** Issue 27: what a person reads while the database is away; the same text for every route. */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'Estamos com uma instabilidade momentânea. Tente novamente em instantes.';

/** The database comes back within seconds of a restart or failover; browsers and payment providers may retry then. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export function sendDatabaseUnavailable(reply: FastifyReply) {
  return reply
    .status(503)
    .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
    .header('cache-control', 'no-store')
    .send({ code: 'database_unavailable', message: DATABASE_UNAVAILABLE_MESSAGE });
}

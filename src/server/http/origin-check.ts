import type { FastifyReply, FastifyRequest } from 'fastify';
import { ForbiddenError } from '../errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF defence for our own routes (better-auth guards only its own): a state-changing /api request must come
 * from one of our origins. Webhooks are exempt because their callers are servers that prove themselves with a
 * signature instead.
 */
export function createOriginCheck(trustedOrigins: string[], exemptPrefixes: string[]) {
  const trusted = new Set(trustedOrigins);
  return async function originCheck(request: FastifyRequest, _reply: FastifyReply) {
    if (!STATE_CHANGING.has(request.method)) return;
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith('/api/') || path.startsWith('/api/auth/')) return;
    if (exemptPrefixes.some((prefix) => path.startsWith(prefix))) return;
    const origin = request.headers.origin;
    if (origin && trusted.has(origin)) return;
    throw new ForbiddenError('Requisição de origem não permitida.', 'bad_origin');
  };
}

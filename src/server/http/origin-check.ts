import type { FastifyReply, FastifyRequest } from 'fastify';
import { ForbiddenError } from '../errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The usual cause is a person (or a newcomer's `npm start`) opening the app by another name than PUBLIC_URL, so the
 * refusal names the address that works (issue 14). Shared by our check and better-auth's.
 */
export function originRefusalMessage(publicUrl: string): string {
  return `Origem da requisição não permitida. Abra a Aria em ${publicUrl} (o endereço configurado em PUBLIC_URL).`;
}

/**
 * CSRF defence for our own routes (better-auth guards only its own): a state-changing /api request must come
 * from one of our origins. Webhooks are exempt because their callers are servers that prove themselves with a
 * signature instead.
 */
export function createOriginCheck(trustedOrigins: string[], exemptPrefixes: string[], publicUrl: string) {
  const trusted = new Set(trustedOrigins);
  const refusal = originRefusalMessage(publicUrl);
  return async function originCheck(request: FastifyRequest, _reply: FastifyReply) {
    if (!STATE_CHANGING.has(request.method)) return;
    // The route the router chose, never the raw URL: `/%61pi/...` is routed to `/api/...` but does not start with
    // it. A request that matched no route has only its raw path, and reaches only the 404 handler.
    const path = request.routeOptions.url ?? request.url.split('?')[0] ?? '';
    if (!path.startsWith('/api/') || path.startsWith('/api/auth/')) return;
    if (exemptPrefixes.some((prefix) => path.startsWith(prefix))) return;
    const origin = request.headers.origin;
    if (origin && trusted.has(origin)) return;
    throw new ForbiddenError(refusal, 'bad_origin');
  };
}

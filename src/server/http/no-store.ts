import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * An `onSend` hook for a plugin whose every answer holds personal or health data: no browser or shared cache
 * may keep it (ASVS 14.3.2).
 */
export async function noStore(
  _request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  reply.header('cache-control', 'no-store');
  return payload;
}

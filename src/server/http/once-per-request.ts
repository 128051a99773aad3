import type { FastifyRequest } from 'fastify';

/**
 * A request's read made once, however many callers ask (a guard in `onRequest`, a rate limit's key, the handler):
 * each would otherwise repeat the same queries.
 */
export function oncePerRequest<T>(
  read: (request: FastifyRequest) => Promise<T>,
): (request: FastifyRequest) => Promise<T> {
  const reads = new WeakMap<FastifyRequest, Promise<T>>();
  return (request) => {
    let pending = reads.get(request);
    if (!pending) {
      pending = read(request);
      reads.set(request, pending);
    }
    return pending;
  };
}

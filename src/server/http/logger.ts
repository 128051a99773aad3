import type { FastifyServerOptions } from 'fastify';
import { serializeError } from './log-serializers';

/**
 * Query strings can carry verification tokens and checkout session ids, and bodies can carry chat text or
 * passwords: none of it belongs in logs (ASVS 16.2.5; docs/care.md, What is logged: Aria keeps no chat text).
 */
export function loggerOptions(level: string): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      remove: true,
    },
    serializers: {
      req(request: { method: string; url: string; ip?: string; id?: string }) {
        return { id: request.id, method: request.method, url: request.url.split('?')[0], ip: request.ip };
      },
      err: serializeError,
    },
  };
}

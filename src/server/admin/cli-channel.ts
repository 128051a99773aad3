import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cliGrantAdminBodySchema, cliGrantAdminResponseSchema } from '../../shared/contracts/admin';
import { errorResponses } from '../../shared/contracts/errors';
import { ConflictError, ForbiddenError, NotFoundError } from '../errors';
import { grantNeedsConfirmedEmail } from './verified-email';
import { newChannelToken, removeServerFile, writeServerFile } from './server-file';

export const CLI_TOKEN_HEADER = 'x-aria-cli-token';
export const CLI_CHANNEL_PREFIX = '/api/internal/cli/';

declare module 'fastify' {
  interface FastifyInstance {
    /** Writes the listening port into DATA_DIR/server.json; a no-op unless the database is an on-disk PGlite. */
    cliChannel: { announce(port: number): void };
  }
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/**
 * Only a process on this machine that can read the token file may call: the socket's own address (never
 * X-Forwarded-For, which a client writes) must be loopback, a request relayed by a proxy is refused, and the token
 * is compared in constant time (hashes first, so lengths match and nothing leaks through timing).
 */
function checkCaller(request: FastifyRequest, token: string): void {
  const socketAddress = request.raw.socket.remoteAddress ?? '';
  const relayed = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  const sent = request.headers[CLI_TOKEN_HEADER];
  const tokenMatches = typeof sent === 'string' && timingSafeEqual(digest(sent), digest(token));
  if (!LOOPBACK.has(socketAddress) || relayed || !tokenMatches) {
    throw new ForbiddenError('Canal da linha de comando indisponível.', 'cli_forbidden');
  }
}

/** The command line's channel into a running server on PGlite (ADR 013). */
export const cliChannel = fp(async (app: FastifyInstance) => {
  const { config } = app;
  const token = newChannelToken();
  const onDisk = config.database.kind === 'pglite' && config.database.dataDir !== 'memory://';
  // The database is already open: from now on the CLI must not open it, even before the server listens. Port 0
  // tells it the server is still starting.
  if (onDisk) writeServerFile(config.dataDir, { pid: process.pid, port: 0, token });

  app.decorate('cliChannel', {
    announce(port: number) {
      if (onDisk) writeServerFile(config.dataDir, { pid: process.pid, port, token });
    },
  });
  app.addHook('onClose', async () => {
    if (onDisk) removeServerFile(config.dataDir, token);
  });

  app.withTypeProvider<ZodTypeProvider>().post(
    `${CLI_CHANNEL_PREFIX}grant-admin`,
    {
      // Before the body is even parsed: an outsider learns nothing, not even what the route expects.
      onRequest: async (request) => checkCaller(request, token),
      schema: {
        body: cliGrantAdminBodySchema,
        response: {
          200: cliGrantAdminResponseSchema,
          ...errorResponses(400, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const outcome = await app.services.admin.grantAdminRole(request.body.email);
      if (outcome === 'no_account') throw new NotFoundError('Nenhuma conta com este e-mail.');
      if (outcome === 'email_not_verified') {
        throw new ConflictError(grantNeedsConfirmedEmail(request.body.email), 'email_not_verified');
      }
      request.log.info('admin role granted from the command line');
      return { granted: true as const };
    },
  );
});

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../shared/contracts/errors';
import { webhookAckSchema } from '../../shared/contracts/payments';
import { RETRY_OUTCOME } from './service';

/**
 * Stripe signs the exact bytes it sent, and re-serialised JSON does not verify (stripe-node#341), so this scope
 * keeps the body as a Buffer (fastify#5491).
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: 512 * 1024 },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/api/payments/webhook/stripe',
    {
      schema: {
        body: z.instanceof(Buffer),
        response: { 200: webhookAckSchema, ...errorResponses(400, 503) },
      },
    },
    async (request, reply) => {
      const result = await app.services.payments.handleWebhook(request.body, request.headers);
      // Refusals (unknown session, amount mismatch) are acknowledged, since a retry cannot change them, but
      // someone should look at them.
      if (/^(refused|unknown)/.test(result.outcome)) request.log.warn(result, 'payment webhook refused');
      else request.log.info(result, 'payment webhook processed');
      if (result.outcome === RETRY_OUTCOME) {
        // Any non-2xx makes Stripe deliver the event again later, with backoff.
        return reply.status(503).send({
          code: RETRY_OUTCOME,
          message: 'Pagamento ainda não confirmado pelo provedor. Tente novamente.',
        });
      }
      return { received: true as const };
    },
  );
};

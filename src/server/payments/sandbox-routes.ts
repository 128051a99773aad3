import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../shared/contracts/errors';
import {
  checkoutSessionIdParamsSchema,
  htmlPageSchema,
  sandboxPaymentFormSchema,
} from '../../shared/contracts/payments';
import { SANDBOX_MESSAGES } from './sandbox';
import { renderMessagePage, renderPaymentForm, renderSessionState } from './sandbox-page';

function sendHtml(reply: FastifyReply, status: number, html: string) {
  // The session id is in the URL: keep the page out of caches and out of other sites' Referer headers.
  // 'same-origin' rather than 'no-referrer': under no-referrer Chrome posts the form with `Origin: null`.
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'same-origin')
    .type('text/html; charset=utf-8')
    .send(html);
}

/**
 * The sandbox's hosted payment page. It is outside /api, so the API's Origin check does not cover it: the same
 * check is applied here, as a form posted from our own page always carries our Origin.
 */
export const sandboxCheckoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const sandbox = app.services.payments.sandbox;
  if (!sandbox) return;
  const trusted = new Set(app.config.trustedOrigins);

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  function isSameOrigin(request: FastifyRequest): boolean {
    const origin = request.headers.origin;
    if (origin && origin !== 'null') return trusted.has(origin);
    return request.headers['sec-fetch-site'] === 'same-origin';
  }

  app.get(
    '/checkout/sandbox/:id',
    {
      schema: {
        params: checkoutSessionIdParamsSchema,
        response: { 200: htmlPageSchema, 404: htmlPageSchema },
      },
    },
    async (request, reply) => {
      const view = await sandbox.view(request.params.id);
      if (view.kind === 'not_found')
        return sendHtml(reply, 404, renderMessagePage(SANDBOX_MESSAGES.notFound));
      if (view.kind === 'open') return sendHtml(reply, 200, renderPaymentForm(view.session));
      return sendHtml(reply, 200, renderSessionState(view.kind, view.session));
    },
  );

  app.post(
    '/checkout/sandbox/:id',
    {
      schema: {
        params: checkoutSessionIdParamsSchema,
        body: sandboxPaymentFormSchema,
        // A malformed form (wrong content type, missing fields) is refused by the error handler as JSON: without it
        // here the reply failed its own schema and became a 500 (found by the hostile-input suite, issue 15).
        response: { 303: htmlPageSchema, '4xx': z.union([htmlPageSchema, apiErrorSchema]) },
      },
      config: {
        rateLimit: app.config.rateLimitEnabled ? { max: 20, timeWindow: 60_000 } : false,
      },
    },
    async (request, reply) => {
      if (!isSameOrigin(request)) {
        return sendHtml(reply, 403, renderMessagePage('Requisição de origem não permitida.'));
      }
      const outcome = await sandbox.pay(request.params.id, request.body);
      switch (outcome.kind) {
        case 'not_found':
          return sendHtml(reply, 404, renderMessagePage(SANDBOX_MESSAGES.notFound));
        case 'paid':
          if (outcome.fulfilmentError) {
            request.log.error({ err: outcome.fulfilmentError }, 'sandbox payment could not be fulfilled');
          }
          return reply.header('cache-control', 'no-store').redirect(outcome.redirectUrl, 303);
        case 'invalid':
          return sendHtml(reply, 400, renderPaymentForm(outcome.session, outcome.message));
        case 'declined':
          return sendHtml(reply, 402, renderPaymentForm(outcome.session, outcome.message));
        case 'already_paid':
          return sendHtml(reply, 409, renderSessionState('paid', outcome.session));
        case 'expired':
          return sendHtml(reply, 410, renderSessionState('expired', outcome.session));
        case 'refunded':
          return sendHtml(reply, 409, renderSessionState('refunded', outcome.session));
      }
    },
  );
};

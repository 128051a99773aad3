import type { ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { encodeAriaEvent } from '../../shared/contracts/event-stream';
import {
  ariaChatRequestSchema,
  ariaChatResponseSchema,
  type AriaChatResponse,
  type AriaStreamEvent,
} from '../../shared/contracts/aria';
import { getUser, guardFirst, requireActivePlan } from '../auth/guards';
import { ForbiddenError, TooManyRequestsError, UnauthorizedError } from '../errors';
import type { ChatAccess } from './access';
import type { Leaving } from './service';
import { clientAddress } from '../http/client-address';
import { oncePerRequest } from '../http/once-per-request';

const RATE_LIMITED =
  'Você enviou muitas mensagens em pouco tempo. Respire um pouco e tente de novo em instantes.';
const CONSENT_REQUIRED =
  'Antes de conversar com a Aria, leia e aceite o consentimento para o tratamento do que você escreve.';
const STREAM_FAILED = 'Não foi possível enviar sua mensagem. Tente novamente.';

function wantsEventStream(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/event-stream');
}

/** Once the status line is out, a failure can only be told inside the stream. */
async function* toEventStream(events: AsyncIterable<AriaStreamEvent>, request: FastifyRequest) {
  try {
    for await (const event of events) yield encodeAriaEvent(event);
  } catch (error) {
    request.log.error(
      { err: { name: error instanceof Error ? error.name : 'unknown' } },
      'aria stream failed',
    );
    yield encodeAriaEvent({ error: { code: 'internal', message: STREAM_FAILED } });
  }
}

/**
 * The person leaving this response. Its AbortSignal is made on first read: an AbortController cost as much as the
 * output filter's pass over a reply under load (issue 15), and a scripted reply, composed in one synchronous go,
 * never reads it.
 */
function leavingOf(response: ServerResponse): Leaving {
  let left = false;
  let controller: AbortController | undefined;
  response.on('close', () => {
    if (response.writableFinished) return;
    left = true;
    controller?.abort();
  });
  return {
    get aborted() {
      return left;
    },
    get signal() {
      if (!controller) {
        controller = new AbortController();
        if (left) controller.abort();
      }
      return controller.signal;
    },
  };
}

/** Who is chatting, their plan and consent, read once per request: by the rate limit's key and by the handler. */
const chatAccess = oncePerRequest(readChatAccess);

async function readChatAccess(request: FastifyRequest): Promise<ChatAccess> {
  const { authSession, services } = request.server;
  const token = await authSession.shortcut.token(request);
  const access = token ? await services.chatAccess.forSessionToken(token, authSession.shortcut) : null;
  if (access) {
    authSession.provideUser(request, access.user);
    return access;
  }
  return services.chatAccess.forUser(await getUser(request));
}

/** A subscriber with the chat consent in force, or the 401/403 that says what is missing. */
async function requireChatAccess(request: FastifyRequest) {
  const access = await chatAccess(request);
  if (!access.user) throw new UnauthorizedError();
  requireActivePlan(access.plan);
  // LGPD art. 11: health data is processed only after the person's specific consent (ADR 017).
  if (!access.consent) throw new ForbiddenError(CONSENT_REQUIRED, 'consent_required');
  return access;
}

export const ariaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/aria/chat',
    {
      schema: { body: ariaChatRequestSchema, response: { 200: ariaChatResponseSchema } },
      // Compression would buffer the event stream; the JSON replies are small.
      compress: false,
      // Who may chat is settled before the message is parsed or validated.
      onRequest: guardFirst(requireChatAccess),
      config: {
        rateLimit: app.config.rateLimitEnabled
          ? {
              max: app.config.ariaRateLimitPerMinute,
              timeWindow: 60_000,
              // Per person, not per address: subscribers behind one office NAT must not share a limit.
              keyGenerator: async (request: FastifyRequest) => {
                const { user } = await chatAccess(request);
                return user ? `user:${user.id}` : `ip:${clientAddress(request)}`;
              },
              errorResponseBuilder: () => new TooManyRequestsError(RATE_LIMITED),
            }
          : false,
      },
      // Chat text must never sit in a browser or proxy cache, errors included (ASVS 14.3.2).
      // A callback hook: an async one costs a promise per message.
      onSend: (_request, reply, payload, done) => {
        reply.header('cache-control', 'no-store');
        done(null, payload);
      },
    },
    async (request, reply) => {
      const { plan, user } = await requireChatAccess(request);
      const context = {
        planType: plan.planType,
        log: request.log,
        leaving: leavingOf(reply.raw),
        ownerId: user.id,
      };

      if (wantsEventStream(request)) {
        reply.header('content-type', 'text/event-stream; charset=utf-8');
        // Tells nginx-style proxies not to hold the stream back.
        reply.header('x-accel-buffering', 'no');
        const stream = Readable.from(toEventStream(app.services.aria.chat(request.body, context), request));
        // Fastify sends a stream as it is, past the JSON serializer; the type only knows the JSON answer.
        return reply.send(stream as unknown as AriaChatResponse);
      }
      const answer = await app.services.aria.respondTurn(request.body, context);
      if (answer === null) throw new Error('Aria reply ended without a final event');
      return answer;
    },
  );
};

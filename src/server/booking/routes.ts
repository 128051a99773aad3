import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../shared/contracts/errors';
import { limitPerPerson } from '../http/route-rate-limits';
import {
  appointmentParamsSchema,
  appointmentResponseSchema,
  cancelConsultationBodySchema,
  consultationCheckoutBodySchema,
  consultationCheckoutResponseSchema,
  consultationVerifyBodySchema,
  consultationVerifyResponseSchema,
  manageLinkQuerySchema,
  myConsultationsResponseSchema,
  rescheduleConsultationBodySchema,
  slotsParamsSchema,
  slotsQuerySchema,
  slotsResponseSchema,
} from '../../shared/contracts/consultations';
import { getUser, requireUser } from '../auth/guards';
import { TooManyRequestsError } from '../errors';
import { clientAddress } from '../http/client-address';

const errors = errorResponses(400, 401, 404, 409, 429, 502);

export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  // Signed in, the route's limit counts per account; the address is capped too, more loosely (a household or an
  // office shares one), so one client cannot multiply its attempts by signing up many accounts. The plugin runs
  // one limiter per request, so this second count is checked by hand.
  const addressLimiter = app.createRateLimit({
    max: 30,
    timeWindow: 60_000,
    keyGenerator: (request) => `checkout-address:${clientAddress(request)}`,
  });
  const perAddress = app.config.rateLimitEnabled
    ? {
        onRequest: async (request: FastifyRequest) => {
          const count = await addressLimiter(request);
          if (!count.isAllowed && count.isExceeded) throw new TooManyRequestsError();
        },
      }
    : {};

  app.get(
    '/api/psychologists/:id/slots',
    {
      schema: {
        params: slotsParamsSchema,
        querystring: slotsQuerySchema,
        response: { 200: slotsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      // Holds come and go by the minute: never cached.
      reply.header('cache-control', 'no-store');
      return app.services.booking.listSlots(request.params.id, request.query.date);
    },
  );

  app.post(
    '/api/consultations/checkout',
    {
      schema: {
        body: consultationCheckoutBodySchema,
        response: { 200: consultationCheckoutResponseSchema, ...errors },
      },
      config: { rateLimit: limitPerPerson(app.config, 10) },
      ...perAddress,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return app.services.booking.startCheckout(await getUser(request), request.body.appointment_data);
    },
  );

  app.post(
    '/api/consultations/verify',
    {
      schema: {
        body: consultationVerifyBodySchema,
        response: { 200: consultationVerifyResponseSchema, ...errors },
      },
      config: { rateLimit: limitPerPerson(app.config, 30) },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const appointment = await app.services.booking.verify(await getUser(request), request.body.sessionId);
      return { appointment };
    },
  );

  app.get(
    '/api/consultations/mine',
    { schema: { response: { 200: myConsultationsResponseSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return app.services.booking.listMine(await requireUser(request));
    },
  );

  app.get(
    '/api/consultations/:id/calendar.ics',
    {
      schema: {
        params: appointmentParamsSchema,
        querystring: z.object({ session_id: z.string().max(255).optional() }),
        response: { 200: z.string(), ...errors },
      },
      config: { rateLimit: limitPerPerson(app.config, 30) },
    },
    async (request, reply) => {
      const invite = await app.services.booking.calendarInvite(
        await getUser(request),
        request.params.id,
        request.query.session_id,
      );
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-disposition', 'attachment; filename="consulta-aria.ics"')
        .send(invite);
    },
  );

  app.get(
    '/api/consultations/by-link',
    {
      schema: { querystring: manageLinkQuerySchema, response: { 200: appointmentResponseSchema, ...errors } },
      config: { rateLimit: limitPerPerson(app.config, 30) },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { appointment: await app.services.booking.findByLink(request.query.token) };
    },
  );

  app.post(
    '/api/consultations/:id/cancel',
    {
      schema: {
        params: appointmentParamsSchema,
        body: cancelConsultationBodySchema,
        response: { 200: appointmentResponseSchema, ...errors },
      },
      config: { rateLimit: limitPerPerson(app.config, 10) },
    },
    async (request) => {
      const actor = { user: await getUser(request), token: request.body.token };
      return { appointment: await app.services.booking.cancel(actor, request.params.id) };
    },
  );

  app.post(
    '/api/consultations/:id/reschedule',
    {
      schema: {
        params: appointmentParamsSchema,
        body: rescheduleConsultationBodySchema,
        response: { 200: appointmentResponseSchema, ...errors },
      },
      config: { rateLimit: limitPerPerson(app.config, 10) },
    },
    async (request) => {
      const actor = { user: await getUser(request), token: request.body.token };
      return {
        appointment: await app.services.booking.reschedule(actor, request.params.id, request.body.startsAt),
      };
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { psychologistFirst, requirePsychologist } from '../auth/guards';
import { errorResponses } from '../../shared/contracts/errors';
import {
  appointmentStatusBodySchema,
  availabilityBodySchema,
  availabilityResponseSchema,
  availabilityWindowSchema,
  idParamsSchema,
  psychologistAppointmentSchema,
  psychologistAppointmentsResponseSchema,
  psychologistMeResponseSchema,
  psychologistRegistrationBodySchema,
  psychologistRegistrationResponseSchema,
} from '../../shared/contracts/psychologist-area';
import {
  bankDetailsBodySchema,
  invitationAcceptBodySchema,
  invitationAcceptResponseSchema,
  psychologistBankDetailsSchema,
} from '../../shared/contracts/psychologist-applications';
import {
  daysOffBlockSchema,
  daysOffBodySchema,
  daysOffResponseSchema,
} from '../../shared/contracts/days-off';
import { createAccountGateway } from './account-gateway';
import { limitPerAddress } from '../http/route-rate-limits';

const guarded = errorResponses(401, 403);
const withErrors = errorResponses(400, 401, 403, 404, 409);

/**
 * The psychologist area: registration, invitations, and the dashboard's own-data API
 * (docs/product.md, Psychologist area).
 */
export const psychologistAreaRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.psychologists;
  const accounts = createAccountGateway(app.auth);

  // Anyone may call the next two routes, and each creates an account: limited per address like better-auth's own
  // sign-up.
  app.post(
    '/api/psychologist/register',
    {
      schema: {
        body: psychologistRegistrationBodySchema,
        response: {
          201: psychologistRegistrationResponseSchema,
          ...errorResponses(400, 403, 409, 429),
        },
      },
      config: { rateLimit: limitPerAddress(app.config, 5, 10 * 60_000) },
    },
    async (request, reply) => {
      const created = await service.accounts.register(accounts, request.body);
      return reply.status(201).send(created);
    },
  );

  app.post(
    '/api/psychologist-invitations/accept',
    {
      schema: {
        body: invitationAcceptBodySchema,
        response: {
          201: invitationAcceptResponseSchema,
          ...errorResponses(400, 403, 409, 429),
        },
      },
      config: { rateLimit: limitPerAddress(app.config, 10, 10 * 60_000) },
    },
    async (request, reply) => {
      const { psychologistId, setCookies } = await service.accounts.acceptInvitation(accounts, request.body);
      // Signed in at once, as the auth plugin does for a sign-up: every cookie forwarded on its own.
      if (setCookies.length > 0) reply.header('set-cookie', setCookies);
      reply.header('cache-control', 'no-store');
      return reply.status(201).send({ psychologistId });
    },
  );

  app.get(
    '/api/psychologist/me',
    {
      onRequest: psychologistFirst,
      schema: { response: { 200: psychologistMeResponseSchema, ...errorResponses(401, 403, 404) } },
    },
    async (request, reply) => {
      const { psychologistId } = await requirePsychologist(request);
      reply.header('cache-control', 'no-store');
      return service.dashboard.getMe(psychologistId);
    },
  );

  app.get(
    '/api/psychologist/appointments',
    {
      onRequest: psychologistFirst,
      schema: { response: { 200: psychologistAppointmentsResponseSchema, ...guarded } },
    },
    async (request, reply) => {
      const { psychologistId } = await requirePsychologist(request);
      reply.header('cache-control', 'no-store');
      return service.dashboard.listAppointments(psychologistId);
    },
  );

  app.patch(
    '/api/psychologist/appointments/:id',
    {
      onRequest: psychologistFirst,
      schema: {
        params: idParamsSchema,
        body: appointmentStatusBodySchema,
        response: { 200: psychologistAppointmentSchema, ...withErrors },
      },
    },
    async (request) => {
      const { psychologistId } = await requirePsychologist(request);
      return service.dashboard.markAppointment(psychologistId, request.params.id, request.body);
    },
  );

  app.get(
    '/api/psychologist/availability',
    { onRequest: psychologistFirst, schema: { response: { 200: availabilityResponseSchema, ...guarded } } },
    async (request, reply) => {
      const { psychologistId } = await requirePsychologist(request);
      reply.header('cache-control', 'no-store');
      return service.availability.list(psychologistId);
    },
  );

  app.post(
    '/api/psychologist/availability',
    {
      onRequest: psychologistFirst,
      schema: { body: availabilityBodySchema, response: { 201: availabilityWindowSchema, ...withErrors } },
    },
    async (request, reply) => {
      const { psychologistId } = await requirePsychologist(request);
      const created = await service.availability.add(psychologistId, request.body);
      return reply.status(201).send(created);
    },
  );

  app.delete(
    '/api/psychologist/availability/:id',
    {
      onRequest: psychologistFirst,
      schema: { params: idParamsSchema, response: { 204: z.null(), ...withErrors } },
    },
    async (request, reply) => {
      const { psychologistId } = await requirePsychologist(request);
      await service.availability.remove(psychologistId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/psychologist/days-off',
    { onRequest: psychologistFirst, schema: { response: { 200: daysOffResponseSchema, ...guarded } } },
    async (request, reply) => {
      const { psychologistId } = await requirePsychologist(request);
      reply.header('cache-control', 'no-store');
      return service.daysOff.list(psychologistId);
    },
  );

  app.post(
    '/api/psychologist/days-off',
    {
      onRequest: psychologistFirst,
      schema: { body: daysOffBodySchema, response: { 201: daysOffBlockSchema, ...withErrors } },
    },
    async (request, reply) => {
      const { psychologistId } = await requirePsychologist(request);
      const created = await service.daysOff.add(psychologistId, request.body);
      return reply.status(201).send(created);
    },
  );

  app.delete(
    '/api/psychologist/days-off/:id',
    {
      onRequest: psychologistFirst,
      schema: { params: idParamsSchema, response: { 204: z.null(), ...withErrors } },
    },
    async (request, reply) => {
      const { psychologistId } = await requirePsychologist(request);
      await service.daysOff.remove(psychologistId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/psychologist/bank-details',
    {
      onRequest: psychologistFirst,
      schema: { response: { 200: psychologistBankDetailsSchema, ...guarded } },
    },
    async (request, reply) => {
      const { psychologistId } = await requirePsychologist(request);
      reply.header('cache-control', 'no-store');
      return service.bankDetails.get(psychologistId);
    },
  );

  app.put(
    '/api/psychologist/bank-details',
    {
      onRequest: psychologistFirst,
      schema: {
        body: bankDetailsBodySchema,
        response: { 200: psychologistBankDetailsSchema, ...withErrors },
      },
    },
    async (request, reply) => {
      const { psychologistId } = await requirePsychologist(request);
      reply.header('cache-control', 'no-store');
      return service.bankDetails.save(psychologistId, request.body);
    },
  );

  app.post(
    '/api/psychologist/appointments/:id/cancel',
    {
      onRequest: psychologistFirst,
      schema: {
        params: idParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409, 502) },
      },
    },
    async (request, reply) => {
      const { psychologistId } = await requirePsychologist(request);
      await app.services.booking.cancelByPsychologist(psychologistId, request.params.id);
      return reply.status(204).send(null);
    },
  );
};

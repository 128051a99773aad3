import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountExportSchema,
  accountOverviewSchema,
  cancelPlanResponseSchema,
  chatConsentBodySchema,
  consentsResponseSchema,
  deleteAccountBodySchema,
  deleteAccountResponseSchema,
  okResponseSchema,
  refundResponseSchema,
} from '../../shared/contracts/account';
import { errorResponses } from '../../shared/contracts/errors';
import { requireUser, userFirst } from '../auth/guards';
import { noStore } from '../http/no-store';
import { limitPerPerson } from '../http/route-rate-limits';

const errors = errorResponses(400, 401, 403, 404, 409, 429, 502);

/** /conta's API: every route acts on the session's own account and nothing else (LGPD art. 18). */
export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const privacy = app.services.privacy;

  // Every route here is the session's own account: a visitor is refused before any input is read.
  app.addHook('onRequest', userFirst);

  // Personal data must never sit in a shared cache (ASVS 14.3.2).
  app.addHook('onSend', noStore);

  app.get(
    '/api/account/overview',
    { schema: { response: { 200: accountOverviewSchema, ...errors } } },
    async (request) => privacy.getOverview((await requireUser(request)).id),
  );

  app.get(
    '/api/account/consents',
    { schema: { response: { 200: consentsResponseSchema, ...errors } } },
    async (request) => privacy.getConsents((await requireUser(request)).id),
  );

  app.post(
    '/api/account/consents/chat',
    { schema: { body: chatConsentBodySchema, response: { 200: okResponseSchema, ...errors } } },
    async (request) => {
      await privacy.giveChatConsent((await requireUser(request)).id);
      return { ok: true as const };
    },
  );

  app.delete(
    '/api/account/consents/chat',
    { schema: { response: { 200: okResponseSchema, ...errors } } },
    async (request) => {
      await privacy.revokeChatConsent((await requireUser(request)).id);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/account/export',
    {
      schema: { response: { 200: accountExportSchema, ...errors } },
      config: { rateLimit: limitPerPerson(app.config, 10) },
    },
    async (request, reply) => {
      const data = await privacy.exportData((await requireUser(request)).id);
      reply.header('content-disposition', 'attachment; filename="meus-dados-aria.json"');
      return data;
    },
  );

  app.post(
    '/api/account/plan/refund',
    {
      schema: { response: { 200: refundResponseSchema, ...errors } },
      config: { rateLimit: limitPerPerson(app.config, 5) },
    },
    async (request) => privacy.refundPlan((await requireUser(request)).id),
  );

  app.post(
    '/api/account/plan/cancel',
    {
      schema: { response: { 200: cancelPlanResponseSchema, ...errors } },
      config: { rateLimit: limitPerPerson(app.config, 5) },
    },
    async (request) => privacy.cancelPlan((await requireUser(request)).id),
  );

  app.post(
    '/api/account/delete',
    {
      schema: { body: deleteAccountBodySchema, response: { 200: deleteAccountResponseSchema, ...errors } },
      // Password guessing through this route is capped like sign-in.
      config: { rateLimit: limitPerPerson(app.config, 5) },
    },
    async (request, reply) => {
      const result = await privacy.deleteAccount((await requireUser(request)).id, request.body.password);
      // The user row is gone, and its sessions with it; the cookie is cleared too.
      reply.header('set-cookie', [
        'better-auth.session_token=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax',
        '__Secure-better-auth.session_token=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure',
      ]);
      return result;
    },
  );
};

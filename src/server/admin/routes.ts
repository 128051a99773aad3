import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminAppointmentsResponseSchema,
  adminApplicationsResponseSchema,
  adminPsychologistSchema,
  adminPsychologistsResponseSchema,
  adminSummarySchema,
  appointmentFiltersSchema,
  appointmentListQuerySchema,
  applicationDecisionResponseSchema,
  auditResponseSchema,
  companyContactsResponseSchema,
  idParamsSchema,
  pageQuerySchema,
  payoutsQuerySchema,
  payoutsResponseSchema,
  psychologistStatusBodySchema,
  resendConfirmationResponseSchema,
} from '../../shared/contracts/admin';
import { errorResponses } from '../../shared/contracts/errors';
import { guardFirst, requireAdmin } from '../auth/guards';
import { reportCsvStream } from './report-csv';

const errors = errorResponses(400, 401, 403);
const withNotFound = errorResponses(400, 401, 403, 404, 409);

/**
 * docs/product.md, Admin report and API surface. Every route checks the admin role itself, before reading anything.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = app.services.admin;

  // Before the body is parsed or the query validated: a caller who is not an admin learns nothing of the input.
  app.addHook('onRequest', guardFirst(requireAdmin));

  // Figures about people and money: never kept by a browser or a proxy.
  app.addHook('onSend', async (request, reply) => {
    // The routed path: the raw URL of `/%61pi/admin/...` reaches these routes without starting with `/api/admin/`.
    if (request.routeOptions.url?.startsWith('/api/admin/'))
      reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/api/admin/summary',
    { schema: { response: { 200: adminSummarySchema, ...errors } } },
    async (request) => {
      await requireAdmin(request);
      return admin.getSummary();
    },
  );

  app.get(
    '/api/admin/payouts',
    { schema: { querystring: payoutsQuerySchema, response: { 200: payoutsResponseSchema, ...errors } } },
    async (request) => {
      await requireAdmin(request);
      return admin.getPayouts(request.query.month);
    },
  );

  app.get(
    '/api/admin/psychologists',
    { schema: { response: { 200: adminPsychologistsResponseSchema, ...errors } } },
    async (request) => {
      await requireAdmin(request);
      return { psychologists: await admin.listPsychologists() };
    },
  );

  app.patch(
    '/api/admin/psychologists/:id',
    {
      schema: {
        params: idParamsSchema,
        body: psychologistStatusBodySchema,
        response: { 200: adminPsychologistSchema, ...withNotFound },
      },
    },
    async (request) => {
      const actor = await requireAdmin(request);
      return admin.setPsychologistActive(actor, request.params.id, request.body.isActive);
    },
  );

  app.get(
    '/api/admin/appointments',
    {
      schema: {
        querystring: appointmentListQuerySchema,
        response: { 200: adminAppointmentsResponseSchema, ...errors },
      },
    },
    async (request) => {
      await requireAdmin(request);
      const { page, ...filters } = request.query;
      return admin.listAppointments(filters, page);
    },
  );

  app.get(
    '/api/admin/appointments.csv',
    { schema: { querystring: appointmentFiltersSchema, response: { 200: z.any(), ...errors } } },
    async (request, reply) => {
      const actor = await requireAdmin(request);
      const rows = await admin.exportAppointments(actor, request.query);
      const stream = reportCsvStream(rows);
      stream.on('error', (error) => request.log.error({ err: error }, 'csv export failed mid-stream'));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="relatorio-consultas.csv"')
        .send(stream);
    },
  );

  app.get(
    '/api/admin/applications',
    { schema: { response: { 200: adminApplicationsResponseSchema, ...errors } } },
    async (request) => {
      await requireAdmin(request);
      return { applications: await admin.listApplications() };
    },
  );

  for (const decision of ['approve', 'refuse'] as const) {
    app.post(
      `/api/admin/applications/:id/${decision}`,
      {
        schema: {
          params: idParamsSchema,
          response: { 200: applicationDecisionResponseSchema, ...withNotFound },
        },
      },
      async (request) => {
        const actor = await requireAdmin(request);
        const { mailError, ...result } =
          decision === 'approve'
            ? await admin.approveApplication(actor, request.params.id)
            : await admin.refuseApplication(actor, request.params.id);
        if (mailError) request.log.error({ err: mailError, decision }, 'application e-mail failed');
        return result;
      },
    );
  }

  app.post(
    '/api/admin/applications/:id/resend-confirmation',
    {
      schema: {
        params: idParamsSchema,
        response: { 200: resendConfirmationResponseSchema, ...withNotFound },
      },
    },
    async (request) => {
      const actor = await requireAdmin(request);
      return admin.resendApplicationEmailConfirmation(actor, request.params.id);
    },
  );

  for (const kind of ['document', 'picture'] as const) {
    app.get(
      `/api/admin/applications/:id/${kind}`,
      {
        schema: { params: idParamsSchema, response: { 200: z.any(), ...withNotFound } },
        // PDFs and images are compressed already: compressing them again costs CPU for nothing and turns a download
        // with a content-length into a chunked one.
        compress: false,
      },
      async (request, reply) => {
        const actor = await requireAdmin(request);
        const file = await admin.openApplicationFile(actor, request.params.id, kind);
        return reply
          .type(file.mimeType)
          .header('content-length', file.size)
          .header('content-disposition', file.disposition)
          .header('x-content-type-options', 'nosniff')
          .send(file.stream);
      },
    );
  }

  app.get(
    '/api/admin/audit',
    { schema: { querystring: pageQuerySchema, response: { 200: auditResponseSchema, ...errors } } },
    async (request) => {
      await requireAdmin(request);
      return admin.listAudit(request.query.page);
    },
  );

  app.get(
    '/api/admin/company-contacts',
    {
      schema: { querystring: pageQuerySchema, response: { 200: companyContactsResponseSchema, ...errors } },
    },
    async (request) => {
      await requireAdmin(request);
      return admin.listCompanyContacts(request.query.page);
    },
  );
};

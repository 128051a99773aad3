import { z } from 'zod';
import { APPOINTMENT_STATUSES, appointmentStatusSchema, type AppointmentStatus } from './consultations';

/**
 * /api/admin/* — admins only (401 without a session, 403 without the admin role), checked on the server for every
 * route. Money in integer cents; instants as ISO strings, shown in America/Sao_Paulo by the client.
 */

export { APPOINTMENT_STATUSES, appointmentStatusSchema, type AppointmentStatus };

/** pt-BR labels for the badge, the filter and the CSV. */
export const APPOINTMENT_STATUS_LABELS: Record<AppointmentStatus, string> = {
  reservado: 'Reservado',
  agendado: 'Agendado',
  realizado: 'Realizado',
  cancelado: 'Cancelado',
  expirado: 'Expirado',
  nao_compareceu: 'Não compareceu',
};

/**
 * docs/product.md, Admin report: the psychologist's flat payout per paid consultation; the platform keeps the rest.
 */
export const PSYCHOLOGIST_PAYOUT_CENTS = 5000;

export const ADMIN_PAGE_SIZE = 20;

const MONTH_MESSAGE = 'Informe o mês no formato AAAA-MM.';
/** A calendar month in São Paulo, e.g. "2026-11". */
export const monthSchema = z.string({ error: MONTH_MESSAGE }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, MONTH_MESSAGE);

const pageSchema = z.coerce
  .number({ error: 'Página inválida.' })
  .int('Página inválida.')
  .min(1, 'Página inválida.')
  .max(100_000, 'Página inválida.')
  .default(1);

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** Filters shared by the list and the CSV export. Empty query values mean "any". */
export const appointmentFiltersSchema = z.object({
  month: z.preprocess(emptyToUndefined, monthSchema.optional()),
  psychologistId: z.preprocess(emptyToUndefined, z.uuid('Psicólogo inválido.').optional()),
  status: z.preprocess(
    emptyToUndefined,
    z.enum(APPOINTMENT_STATUSES, { error: 'Status inválido.' }).optional(),
  ),
});
export type AppointmentFilters = z.infer<typeof appointmentFiltersSchema>;

export const appointmentListQuerySchema = appointmentFiltersSchema.extend({ page: pageSchema });
export type AppointmentListQuery = z.input<typeof appointmentListQuerySchema>;

export const pageQuerySchema = z.object({ page: pageSchema });

const pageInfo = {
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
};

/** One page of an admin table: its rows under `key`, and where the page stands among them all. */
function pageOf<Key extends string, Row extends z.ZodType>(key: Key, row: Row) {
  const rows = { [key]: z.array(row) } as Record<Key, z.ZodArray<Row>>;
  return z.object({ ...rows, ...pageInfo });
}

/** GET /api/admin/summary — the cards and the Financeiro tab, aggregated in SQL over every appointment. */
export const adminSummarySchema = z.object({
  psychologists: z.object({ active: z.number().int(), total: z.number().int() }),
  /**
   * `paid`: agendado, realizado or nao_compareceu and never refunded; only these count as revenue. `total`:
   * every appointment row, holds and cancellations included.
   */
  appointments: z.object({ total: z.number().int(), paid: z.number().int() }),
  revenue: z.object({
    totalCents: z.number().int(),
    /** Σ (price − R$ 50,00) over paid consultations, shown as is (docs/product.md, Admin report). */
    platformCents: z.number().int(),
    payoutCents: z.number().int(),
    subscriber: z.object({ count: z.number().int(), totalCents: z.number().int() }),
    single: z.object({ count: z.number().int(), totalCents: z.number().int() }),
  }),
});
export type AdminSummary = z.infer<typeof adminSummarySchema>;

/** GET /api/admin/payouts?month=YYYY-MM — what each psychologist is owed for the month's paid consultations. */
export const payoutsQuerySchema = z.object({ month: monthSchema });
export const payoutsResponseSchema = z.object({
  month: z.string(),
  payouts: z.array(
    z.object({
      psychologistId: z.string(),
      psychologistName: z.string(),
      paidConsultations: z.number().int(),
      payoutCents: z.number().int(),
    }),
  ),
  totalCents: z.number().int(),
});
export type PayoutsResponse = z.infer<typeof payoutsResponseSchema>;

export const applicationStatusSchema = z.enum(['pendente', 'aprovado', 'recusado']);
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

/** GET /api/admin/psychologists — every psychologist, newest first (docs/product.md, Admin report). */
export const adminPsychologistSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  crp: z.string().nullable(),
  specialization: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
  /** The partner application's status, or null for a psychologist who registered an account directly. */
  applicationStatus: applicationStatusSchema.nullable(),
  /** The account's e-mail confirmation; null without an account (an applicant's is on the application). */
  emailVerified: z.boolean().nullable(),
});
export type AdminPsychologist = z.infer<typeof adminPsychologistSchema>;
export const adminPsychologistsResponseSchema = z.object({
  psychologists: z.array(adminPsychologistSchema),
});
export type AdminPsychologistsResponse = z.infer<typeof adminPsychologistsResponseSchema>;

export const idParamsSchema = z.object({ id: z.uuid('Identificador inválido.') });

/**
 * PATCH /api/admin/psychologists/:id — 200 the updated psychologist; 404 unknown; 409 pending application, or
 * activation of an account whose e-mail is not confirmed (`email_not_verified`).
 */
export const psychologistStatusBodySchema = z.object({
  isActive: z.boolean({ error: 'Informe se o psicólogo fica ativo.' }),
});

/**
 * Who entered the built-in room (ADR 025): a consultation that happened, one the patient missed, one the
 * psychologist missed, or one nobody joined. With a self-hosted Jitsi nothing is recorded ('ninguem').
 */
export const roomAttendanceSchema = z.enum(['ambos', 'so_paciente', 'so_psicologo', 'ninguem']);
export type RoomAttendance = z.infer<typeof roomAttendanceSchema>;

export const ROOM_ATTENDANCE_LABELS: Record<RoomAttendance, string> = {
  ambos: 'Os dois entraram',
  so_paciente: 'Só o paciente entrou',
  so_psicologo: 'Só o psicólogo entrou',
  ninguem: 'Ninguém entrou',
};

export function roomAttendanceOf(joined: { patient: unknown; psychologist: unknown }): RoomAttendance {
  if (joined.patient && joined.psychologist) return 'ambos';
  if (joined.patient) return 'so_paciente';
  if (joined.psychologist) return 'so_psicologo';
  return 'ninguem';
}

/** GET /api/admin/appointments — one page, newest consultation first. */
export const adminAppointmentSchema = z.object({
  id: z.string(),
  startsAt: z.string(),
  psychologistId: z.string(),
  psychologistName: z.string(),
  patientName: z.string(),
  priceCents: z.number().int(),
  status: appointmentStatusSchema,
  isSubscriber: z.boolean(),
  refunded: z.boolean(),
  attendance: roomAttendanceSchema,
  createdAt: z.string(),
});
export type AdminAppointment = z.infer<typeof adminAppointmentSchema>;
export const adminAppointmentsResponseSchema = pageOf('appointments', adminAppointmentSchema);
export type AdminAppointmentsResponse = z.infer<typeof adminAppointmentsResponseSchema>;

/** GET /api/admin/applications — partner applications, pending first; bank details masked. */
export const adminApplicationSchema = z.object({
  id: z.string(),
  psychologistId: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  crp: z.string().nullable(),
  specialization: z.string(),
  biography: z.string(),
  status: applicationStatusSchema,
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  /** False once the files are removed (a refused application, a deleted account: ADR 024). */
  hasDocument: z.boolean(),
  hasPicture: z.boolean(),
  documentMimeType: z.string(),
  /**
   * The applicant followed the link e-mailed with the application (or, once there is an account, its address is
   * confirmed). False blocks Aprovar on a pending application (409 `email_not_verified`).
   */
  emailVerified: z.boolean(),
  /** Null when the stored value cannot be decrypted (e.g. a rotated key); the review can still go on. */
  bankDetails: z
    .object({ bankName: z.string(), agency: z.string(), account: z.string(), holder: z.string() })
    .nullable(),
  /** The applicant left the bank details for the dashboard (issue 24); the first payout waits for them. */
  bankDetailsPending: z.boolean(),
});
export type AdminApplication = z.infer<typeof adminApplicationSchema>;
export const adminApplicationsResponseSchema = z.object({ applications: z.array(adminApplicationSchema) });
export type AdminApplicationsResponse = z.infer<typeof adminApplicationsResponseSchema>;

/** POST /api/admin/applications/:id/approve | /refuse. `emailSent` false: the decision stands, the e-mail failed. */
export const applicationDecisionResponseSchema = z.object({
  status: applicationStatusSchema,
  emailSent: z.boolean(),
});
export type ApplicationDecisionResponse = z.infer<typeof applicationDecisionResponseSchema>;

/**
 * POST /api/admin/applications/:id/resend-confirmation — the applicant's e-mail confirmation link again. 200
 * `{ emailSent }`; 404 unknown; 409 `confirmation_not_needed` when not pending or already confirmed.
 */
export const resendConfirmationResponseSchema = z.object({ emailSent: z.boolean() });
export type ResendConfirmationResponse = z.infer<typeof resendConfirmationResponseSchema>;

/** GET /api/admin/audit — newest first. */
export const auditEntrySchema = z.object({
  id: z.string(),
  actorEmail: z.string(),
  action: z.string(),
  targetId: z.string().nullable(),
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditResponseSchema = pageOf('entries', auditEntrySchema);
export type AuditResponse = z.infer<typeof auditResponseSchema>;

/** GET /api/admin/company-contacts — stored proposals, newest first. */
export const companyContactEntrySchema = z.object({
  id: z.string(),
  companyName: z.string(),
  employeeCount: z.number().int(),
  email: z.string(),
  message: z.string().nullable(),
  createdAt: z.string(),
});
export type CompanyContactEntry = z.infer<typeof companyContactEntrySchema>;
export const companyContactsResponseSchema = pageOf('contacts', companyContactEntrySchema);
export type CompanyContactsResponse = z.infer<typeof companyContactsResponseSchema>;

/** POST /api/internal/cli/grant-admin — loopback only, with the running server's token (ADR 013). */
export const cliGrantAdminBodySchema = z.object({
  email: z.string().trim().toLowerCase().email('E-mail inválido.'),
});
export const cliGrantAdminResponseSchema = z.object({ granted: z.literal(true) });

import { z } from 'zod';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './auth';
import { appointmentStatusSchema } from './consultations';

/**
 * The psychologist area (issue 10; docs/product.md, Psychologist area). Every
 * error answers `{ code, message }` (contracts/errors.ts) with a pt-BR message to show as is. Every
 * /api/psychologist/* route answers only about the signed-in psychologist's own data: 401 `unauthorized` without a
 * session, 403 `not_psychologist` ('Acesso negado. Esta conta não está registrada como psicólogo.') for an account
 * with no psychologists row, 404 `not_found` for an id that is not theirs.
 */

/**
 * CFP registration: region 01–24, '/', 4 to 6 digits, e.g. 06/123456; shown as 'CRP 06/123456'
 * (docs/product.md, Psychologist sign-up and partner applications).
 */
export const CRP_PATTERN = /^(0[1-9]|1\d|2[0-4])\/\d{4,6}$/;
export const CRP_MESSAGE = 'Informe o CRP no formato 00/000000 (região 01 a 24, barra e 4 a 6 dígitos).';
export const crpSchema = z
  .string({ error: 'Informe seu CRP.' })
  .trim()
  .min(1, 'Informe seu CRP.')
  .regex(CRP_PATTERN, CRP_MESSAGE);

export const formatCrp = (crp: string) => `CRP ${crp}`;

const requiredText = (missing: string, max: number, tooLong: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, tooLong);

export const psychologistNameSchema = requiredText(
  'Informe seu nome completo.',
  200,
  'O nome pode ter no máximo 200 caracteres.',
);
export const specializationSchema = requiredText(
  'Informe sua especialização.',
  200,
  'A especialização pode ter no máximo 200 caracteres.',
);
export const biographySchema = requiredText(
  'Escreva uma breve biografia.',
  3000,
  'A biografia pode ter no máximo 3000 caracteres.',
);
export const emailSchema = z
  .string({ error: 'Informe seu e-mail.' })
  .trim()
  .toLowerCase()
  .min(1, 'Informe seu e-mail.')
  .max(254, 'E-mail longo demais.')
  .email('Digite um e-mail válido.');
export const passwordSchema = z
  .string({ error: 'Informe uma senha.' })
  .min(MIN_PASSWORD_LENGTH, `A senha deve ter pelo menos ${MIN_PASSWORD_LENGTH} caracteres.`)
  .max(MAX_PASSWORD_LENGTH, `A senha deve ter no máximo ${MAX_PASSWORD_LENGTH} caracteres.`);

/**
 * POST /api/psychologist/register — anyone (rate-limited per address). Creates the account and its inactive
 * psychologists row in one request (never one without the other) and e-mails the address-confirmation link; it
 * does not sign the person in. 201 `{ psychologistId }`. Errors: 400 `validation`, 409 `email_taken`, 429.
 */
export const psychologistRegistrationBodySchema = z.object({
  name: psychologistNameSchema,
  specialization: specializationSchema,
  biography: biographySchema,
  crp: crpSchema,
  email: emailSchema,
  password: passwordSchema,
});
export type PsychologistRegistrationBody = z.input<typeof psychologistRegistrationBodySchema>;
export const psychologistRegistrationResponseSchema = z.object({ psychologistId: z.string() });

/** GET /api/psychologist/me — the signed-in psychologist's profile and the dashboard's three counters. */
export const psychologistMeResponseSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  crp: z.string().nullable(),
  specialization: z.string(),
  biography: z.string(),
  isActive: z.boolean(),
  /** The account's e-mail is confirmed; an admin activates the psychologist only then (ADR 017). */
  emailVerified: z.boolean(),
  stats: z.object({
    /** Consultations (booked, done or missed) on today's America/Sao_Paulo date. */
    today: z.number().int(),
    /** Booked consultations that have not started yet. */
    upcoming: z.number().int(),
    /** Every booked, done or missed consultation. */
    total: z.number().int(),
  }),
});
export type PsychologistMe = z.infer<typeof psychologistMeResponseSchema>;

/** What the dashboard lists: never 'reservado' holds or 'expirado' ones. */
export const DASHBOARD_APPOINTMENT_STATUSES = [
  'agendado',
  'realizado',
  'nao_compareceu',
  'cancelado',
] as const;

/** docs/product.md, Psychologist area: the psychologist receives a flat R$ 50,00 per consultation. */
export const PSYCHOLOGIST_PAYOUT_CENTS = 5000;

export const attendanceSchema = z.object({
  patientJoinedAt: z.string().nullable(),
  patientLeftAt: z.string().nullable(),
  psychologistJoinedAt: z.string().nullable(),
  psychologistLeftAt: z.string().nullable(),
});
export type Attendance = z.infer<typeof attendanceSchema>;

/**
 * GET /api/psychologist/appointments — own consultations, `upcoming` (booked, not started, soonest first) and
 * `past` (everything else, latest first). Only the patient's first name is shown (data minimisation, LGPD).
 */
export const psychologistAppointmentSchema = z.object({
  id: z.string(),
  /** ISO instant; the client shows it in America/Sao_Paulo. */
  startsAt: z.string(),
  endsAt: z.string(),
  patientFirstName: z.string(),
  status: appointmentStatusSchema,
  priceCents: z.number().int(),
  payoutCents: z.number().int(),
  /** Only for booked consultations that have not ended. */
  videoLink: z.string().nullable(),
  /** True when the consultation is 'agendado' and has started, so it may be marked done or missed. */
  canMark: z.boolean(),
  /** When each side entered and last left the built-in room (ISO instants; null: never, or still inside). */
  attendance: attendanceSchema,
  /** The patient is under 18 and a guardian's authorisation was sent (CFP Res. 13/2022). */
  hasGuardianAuthorization: z.boolean(),
});
export type PsychologistAppointment = z.infer<typeof psychologistAppointmentSchema>;
export const psychologistAppointmentsResponseSchema = z.object({
  upcoming: z.array(psychologistAppointmentSchema),
  past: z.array(psychologistAppointmentSchema),
});
export type PsychologistAppointmentsResponse = z.infer<typeof psychologistAppointmentsResponseSchema>;

export const idParamsSchema = z.object({ id: z.string().uuid('Não encontrado.') });

/**
 * PATCH /api/psychologist/appointments/:id — marks an own 'agendado' consultation, after its start, as
 * 'realizado' or 'nao_compareceu'. 200 the updated appointment. Errors: 400, 404, 409 `not_started` / `not_booked`.
 */
export const appointmentStatusBodySchema = z.object({
  status: z.enum(['realizado', 'nao_compareceu'], {
    error: 'Escolha entre realizada e não compareceu.',
  }),
});
export type AppointmentStatusBody = z.infer<typeof appointmentStatusBodySchema>;

/**
 * Monday to Friday: weekends are never bookable (docs/product.md, Booking a consultation), so a weekend window
 * could never be used.
 */
export const WEEKDAY_OPTIONS = [
  { value: 1, label: 'Segunda-feira' },
  { value: 2, label: 'Terça-feira' },
  { value: 3, label: 'Quarta-feira' },
  { value: 4, label: 'Quinta-feira' },
  { value: 5, label: 'Sexta-feira' },
] as const;
export const WEEKDAY_LABELS: Record<number, string> = {
  0: 'Domingo',
  1: 'Segunda-feira',
  2: 'Terça-feira',
  3: 'Quarta-feira',
  4: 'Quinta-feira',
  5: 'Sexta-feira',
  6: 'Sábado',
};

const QUARTER_HOUR = /^([01]\d|2[0-3]):(00|15|30|45)$/;
const timeSchema = (missing: string) =>
  z
    .string({ error: missing })
    .regex(QUARTER_HOUR, 'Use horários em intervalos de 15 minutos, como 09:00, 09:15, 09:30 ou 09:45.');

/**
 * POST /api/psychologist/availability — adds an own weekly window. 201 the window. Errors: 400 `validation`
 * (weekend, not on the quarter hour, end not after start), 409 `overlap`. DELETE …/:id removes an own window
 * (204; 404 for another's); booked consultations are kept.
 */
export const availabilityBodySchema = z
  .object({
    dayOfWeek: z
      .number({ error: 'Escolha um dia da semana.' })
      .int('Escolha um dia da semana.')
      .min(1, 'Escolha um dia útil: não há consultas aos fins de semana.')
      .max(5, 'Escolha um dia útil: não há consultas aos fins de semana.'),
    startTime: timeSchema('Informe o horário de início.'),
    endTime: timeSchema('Informe o horário de término.'),
  })
  .refine((window) => window.startTime < window.endTime, {
    message: 'O horário de término deve ser depois do horário de início.',
    path: ['endTime'],
  });
export type AvailabilityBody = z.infer<typeof availabilityBodySchema>;
export const DEFAULT_AVAILABILITY: AvailabilityBody = { dayOfWeek: 1, startTime: '09:00', endTime: '17:00' };

export const availabilityWindowSchema = z.object({
  id: z.string(),
  dayOfWeek: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
});
export type AvailabilityWindow = z.infer<typeof availabilityWindowSchema>;
export const availabilityResponseSchema = z.object({ windows: z.array(availabilityWindowSchema) });
export type AvailabilityResponse = z.infer<typeof availabilityResponseSchema>;

import { CPF_INVALID_MESSAGE, cpfDigits, isValidCpf } from '../cpf';
import { z } from 'zod';

/**
 * The consultations API (issue 9; docs/product.md, Booking a consultation). Every error answers `{ code, message }`
 * (contracts/errors.ts) with a pt-BR message to show as is. Times are ISO 8601 instants (UTC) on the wire; the
 * client shows them in America/Sao_Paulo.
 */

export { CONSULTATION_TIME_ZONE } from '../time-zone';

/** Also the database's appointment_status enum, so the two cannot drift apart. */
export const APPOINTMENT_STATUSES = [
  'reservado',
  'agendado',
  'realizado',
  'cancelado',
  'expirado',
  // The patient did not attend (issue 10); the psychologist marks it after the start.
  'nao_compareceu',
] as const;

export const appointmentStatusSchema = z.enum(APPOINTMENT_STATUSES);
export type AppointmentStatus = z.infer<typeof appointmentStatusSchema>;

/** pt-BR labels for every status, shown on badges. */
export const APPOINTMENT_STATUS_LABELS: Record<AppointmentStatus, string> = {
  reservado: 'Aguardando pagamento',
  agendado: 'Agendada',
  realizado: 'Realizada',
  cancelado: 'Cancelada',
  expirado: 'Expirada',
  nao_compareceu: 'Não compareceu',
};

const isoDay = z
  .string({ error: 'Informe a data no formato AAAA-MM-DD.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Informe a data no formato AAAA-MM-DD.');

/**
 * GET /api/psychologists/:id/slots?date=YYYY-MM-DD — anyone. The 60-minute slots of that day (a date on the
 * America/Sao_Paulo calendar), cut from the psychologist's windows. Past slots of today are never listed; held
 * and booked ones are listed with `available: false` so the calendar can show them disabled. A weekend or past
 * date answers an empty list. Errors: 400 `validation` (bad date), 404 `not_found` (unknown or inactive
 * psychologist).
 */
export const slotsParamsSchema = z.object({ id: z.string().uuid('Psicólogo não encontrado.') });
export const slotsQuerySchema = z.object({ date: isoDay });
export const slotSchema = z.object({
  /** The slot's start as an instant. */
  startsAt: z.string(),
  /** Wall-clock 'HH:MM' in America/Sao_Paulo. */
  time: z.string(),
  available: z.boolean(),
});
export type Slot = z.infer<typeof slotSchema>;
export const slotsResponseSchema = z.object({
  date: z.string(),
  timeZone: z.string(),
  slots: z.array(slotSchema),
});
export type SlotsResponse = z.infer<typeof slotsResponseSchema>;

export const BOOKING_FORM_MESSAGES = {
  name: 'Por favor, digite seu nome completo.',
  email: 'Por favor, digite um e-mail válido.',
  phone: 'Por favor, digite um telefone com DDD.',
  date: 'Escolha um horário válido.',
  psychologist: 'Escolha um psicólogo.',
} as const;

/** The booking form (step 4), used by the React form and the route alike. */
export const bookingContactSchema = z.object({
  name: z
    .string({ error: BOOKING_FORM_MESSAGES.name })
    .trim()
    .min(2, BOOKING_FORM_MESSAGES.name)
    .max(120, BOOKING_FORM_MESSAGES.name),
  email: z
    .string({ error: BOOKING_FORM_MESSAGES.email })
    .trim()
    .toLowerCase()
    .email(BOOKING_FORM_MESSAGES.email)
    .max(254),
  /** Brazilian phone with area code: 10 or 11 digits once punctuation is removed (optionally +55). */
  phone: z
    .string({ error: BOOKING_FORM_MESSAGES.phone })
    .trim()
    .max(30, BOOKING_FORM_MESSAGES.phone)
    .refine((value) => /^(55)?\d{10,11}$/.test(value.replace(/[\s().+-]/g, '')), BOOKING_FORM_MESSAGES.phone),
});
export type BookingContact = z.infer<typeof bookingContactSchema>;

const emptyToUndefined = (value: string | undefined) => (value ? value : undefined);

/** A CPF field as typed ('' means none); stored and sent on as its 11 digits. */
export const cpfFieldSchema = z
  .string({ error: 'Informe o CPF.' })
  .trim()
  .max(20, CPF_INVALID_MESSAGE)
  .transform(emptyToUndefined)
  .refine((value) => value === undefined || isValidCpf(value), CPF_INVALID_MESSAGE)
  .transform((value) => (value === undefined ? undefined : cpfDigits(value)));

export const optionalCpfSchema = cpfFieldSchema.optional();

/**
 * What the Receita Saúde receipt needs (issue 24): the patient's CPF and who pays. Both CPFs are optional; when
 * someone else pays, their name is required, since a receipt without the payer's name cannot be issued.
 */
export const bookingReceiptFields = {
  cpf: optionalCpfSchema,
  payer_is_patient: z.boolean().default(true),
  payer_name: z.string().trim().max(120, 'Nome muito longo.').optional().transform(emptyToUndefined),
  payer_cpf: optionalCpfSchema,
};

/** CFP Res. 13/2022: a consultation of a person under 18 needs a guardian's written authorisation. */
export const MINOR_NEEDS_GUARDIAN_MESSAGE =
  'A consulta com menores de 18 anos precisa da autorização por escrito de um responsável legal. Envie a autorização assinada para continuar.';

export const bookingAgeFields = {
  /** The patient confirms they are 18 or older; otherwise a guardian's authorisation must be attached. */
  is_adult: z.boolean().optional(),
  guardian_authorization_id: z.string().uuid('Autorização do responsável não encontrada.').optional(),
};

export function refineAge(
  data: { is_adult?: boolean; guardian_authorization_id?: string },
  context: z.RefinementCtx,
): void {
  if (data.is_adult !== true && !data.guardian_authorization_id) {
    context.addIssue({ code: 'custom', path: ['is_adult'], message: MINOR_NEEDS_GUARDIAN_MESSAGE });
  }
}

export function refinePayer(
  data: { payer_is_patient: boolean; payer_name?: string },
  context: z.RefinementCtx,
): void {
  if (!data.payer_is_patient && (data.payer_name ?? '').length < 2) {
    context.addIssue({
      code: 'custom',
      path: ['payer_name'],
      message: 'Informe o nome completo de quem paga a consulta.',
    });
  }
}

/** The booking form (step 4): contact, CPF and payer, as the React form validates it. */
/** The age rule needs the uploaded file's id, which exists only after submit: the form checks the file itself. */
export const bookingFormSchema = bookingContactSchema
  .extend(bookingReceiptFields)
  .extend(bookingAgeFields)
  .superRefine(refinePayer);
export type BookingFormInput = z.input<typeof bookingFormSchema>;

/**
 * POST /api/consultations/checkout — anyone (a visitor books without an account); the booking form of
 * docs/product.md, Booking a consultation. `price` and
 * `is_subscriber` are accepted for compatibility and ignored: the server prices by the booker's plan at this
 * moment. Holds the slot for 30 minutes and answers the hosted payment page. 200 `{ url, sessionId }`.
 * Errors: 400 `validation` / `slot_invalid` (weekend, past, outside the windows), 404 `not_found` (unknown or
 * inactive psychologist), 409 `slot_taken` (someone else holds or booked it), 429 `too_many_requests`, 502
 * `upstream_failed`. After paying, the browser goes to `/consultas-sucesso?session_id=<id>`.
 */
export const consultationCheckoutBodySchema = z.object({
  appointment_data: bookingContactSchema
    .extend(bookingReceiptFields)
    .extend(bookingAgeFields)
    .extend({
      appointment_date: z.string({ error: BOOKING_FORM_MESSAGES.date }).datetime({
        offset: true,
        message: BOOKING_FORM_MESSAGES.date,
      }),
      psychologist_id: z
        .string({ error: BOOKING_FORM_MESSAGES.psychologist })
        .uuid(BOOKING_FORM_MESSAGES.psychologist),
      price: z.number().optional(),
      is_subscriber: z.boolean().optional(),
    })
    .superRefine(refinePayer)
    .superRefine(refineAge),
});
export type ConsultationCheckoutBody = z.infer<typeof consultationCheckoutBodySchema>;
/** What the browser sends: CPFs as typed, the payer question possibly left at its default. */
export type ConsultationCheckoutInput = z.input<typeof consultationCheckoutBodySchema>;
export const consultationCheckoutResponseSchema = z.object({ url: z.string(), sessionId: z.string() });
export type ConsultationCheckoutResponse = z.infer<typeof consultationCheckoutResponseSchema>;

/** One appointment as its patient sees it. */
export const patientAppointmentSchema = z.object({
  id: z.string(),
  psychologistId: z.string(),
  psychologistName: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  priceCents: z.number().int(),
  /** 0, 30 or 50. */
  discountPercent: z.number().int(),
  isSubscriber: z.boolean(),
  status: appointmentStatusSchema,
  /** Present once paid ('agendado' and later). */
  videoLink: z.string().nullable(),
  /** True while cancelling or rescheduling is still allowed (more than 24 hours before the start). */
  canChange: z.boolean(),
});
export type PatientAppointment = z.infer<typeof patientAppointmentSchema>;

/**
 * POST /api/consultations/verify {sessionId} — anyone holding the session id (a visitor's booking is reachable
 * through it); a session started by a signed-in account answers only to that account. Confirms the appointment
 * if the provider says it is paid (the webhook may already have). 200 `{ appointment }`. Errors: 400
 * `validation`, 404 `not_found`, 409 `payment_not_paid` / `payment_pending` / `payment_mismatch`, 409
 * `slot_lost_refunded` (paid after the hold expired and the slot went to someone else: refunded in full), 429.
 */
export const consultationVerifyBodySchema = z.object({
  sessionId: z
    .string({ error: 'ID de sessão não encontrado' })
    .trim()
    .min(1, 'ID de sessão não encontrado')
    .max(255, 'ID de sessão inválido.'),
});
export const consultationVerifyResponseSchema = z.object({ appointment: patientAppointmentSchema });
export type ConsultationVerifyResponse = z.infer<typeof consultationVerifyResponseSchema>;

/**
 * GET /api/consultations/mine — signed in. 'Minhas consultas': the person's appointments (booked while signed in,
 * or as a visitor with the account's confirmed e-mail), paid ones only, soonest first. 200
 * `{ appointments, unconfirmedEmail }`: the account's e-mail while it is unconfirmed (visitor bookings made with
 * it are not listed until then), otherwise null. Errors: 401.
 */
export const myConsultationsResponseSchema = z.object({
  appointments: z.array(patientAppointmentSchema),
  unconfirmedEmail: z.string().nullable(),
});
export type MyConsultationsResponse = z.infer<typeof myConsultationsResponseSchema>;

/**
 * The signed link in every e-mail: `/consultas-gerenciar?token=<token>`. The token names one appointment and
 * expires at its start; it works without an account and reveals nothing else.
 * GET /api/consultations/by-link?token= — 200 `{ appointment }`; 404 `not_found` for a bad or expired token.
 */
export const manageLinkQuerySchema = z.object({
  token: z.string({ error: 'Link inválido ou expirado.' }).min(10, 'Link inválido ou expirado.').max(512),
});
export const appointmentResponseSchema = z.object({ appointment: patientAppointmentSchema });
export type AppointmentResponse = z.infer<typeof appointmentResponseSchema>;

export const appointmentParamsSchema = z.object({ id: z.string().uuid('Consulta não encontrada.') });

/**
 * POST /api/consultations/:id/cancel {token?} — the signed-in patient, or anyone with the appointment's signed
 * link token. Up to 24 hours before the start: cancels, refunds in full and frees the slot. 200 `{ appointment }`.
 * Errors: 401 (no session and no token), 404 `not_found` (not yours / bad token), 409 `too_late` (inside 24
 * hours: the Terms' reason), 409 `not_changeable` (not a paid upcoming appointment).
 */
export const cancelConsultationBodySchema = z.object({ token: z.string().max(512).optional() });

/**
 * POST /api/consultations/:id/reschedule {startsAt, token?} — same access as cancel. Moves the appointment to
 * another free slot of the same psychologist in one transaction. 200 `{ appointment }`. Errors as cancel, plus
 * 400 `slot_invalid` and 409 `slot_taken`.
 */
export const rescheduleConsultationBodySchema = z.object({
  startsAt: z
    .string({ error: BOOKING_FORM_MESSAGES.date })
    .datetime({ offset: true, message: BOOKING_FORM_MESSAGES.date }),
  token: z.string().max(512).optional(),
});

export const CONSULTATION_MESSAGES = {
  checkoutFailed: 'Não foi possível processar o pagamento. Tente novamente.',
  confirmFailed: 'Não foi possível confirmar o agendamento.',
  slotTaken: 'Este horário acabou de ser reservado por outra pessoa. Escolha outro horário.',
  slotInvalid: 'Este horário não está disponível para agendamento. Escolha outro horário.',
  tooLate:
    'Cancelamentos e remarcações só podem ser feitos com pelo menos 24 horas de antecedência, conforme os Termos de Uso.',
  slotLostRefunded:
    'O pagamento foi confirmado depois que a reserva do horário expirou, e o horário já foi ocupado. O valor foi estornado integralmente.',
} as const;

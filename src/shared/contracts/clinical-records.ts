import { z } from 'zod';

/** Long enough for a session's notes; a cap keeps one request from storing megabytes. */
const MAX_TEXT = 20_000;
const text = (label: string) =>
  z
    .string()
    .max(MAX_TEXT, `${label}: no máximo ${MAX_TEXT.toLocaleString('pt-BR')} caracteres.`)
    .default('');

/**
 * The clinical record of one consultation (CFP Res. 01/2009, ADR 026): the demand and goals, written once per
 * patient, and this session's evolution, procedures and referral or closure. Only the psychologist who wrote it
 * reads it; every read is audited.
 *
 * GET /api/psychologist/appointments/:id/record — 200 the record (empty fields before the first save); 404 for a
 * consultation that is not this psychologist's or not paid. PUT saves the draft (autosave); 409 `record_signed`
 * once signed. POST …/sign makes it read-only (409 `record_empty` without an evolution, `not_started` before the
 * session). POST …/addenda adds a dated correction to a signed record (409 `record_not_signed` before).
 */
export const recordDraftBodySchema = z.object({
  demand: text('Demanda'),
  goals: text('Objetivos'),
  evolution: text('Evolução'),
  procedures: text('Procedimentos'),
  referral: text('Encaminhamento ou encerramento'),
});
export type RecordDraftBody = z.input<typeof recordDraftBodySchema>;

export const recordAddendumBodySchema = z.object({
  text: z
    .string({ error: 'Escreva o adendo.' })
    .trim()
    .min(1, 'Escreva o adendo.')
    .max(MAX_TEXT, `O adendo pode ter no máximo ${MAX_TEXT.toLocaleString('pt-BR')} caracteres.`),
});

export const clinicalRecordSchema = z.object({
  appointmentId: z.string(),
  patientFirstName: z.string(),
  startsAt: z.string(),
  demand: z.string(),
  goals: z.string(),
  /** The demand and goals were signed with an earlier session: read-only here. */
  intakeSigned: z.boolean(),
  evolution: z.string(),
  procedures: z.string(),
  referral: z.string(),
  signedAt: z.string().nullable(),
  savedAt: z.string().nullable(),
  addenda: z.array(z.object({ id: z.string(), text: z.string(), createdAt: z.string() })),
});
export type ClinicalRecord = z.infer<typeof clinicalRecordSchema>;

export const RECORD_COPY_STATUS_LABELS = {
  pendente: 'Aguardando o(a) psicólogo(a)',
  liberada: 'Disponível',
} as const;

/** GET /api/psychologist/record-copies — requests for a copy waiting for this psychologist. */
export const psychologistCopyRequestSchema = z.object({
  id: z.string(),
  patientName: z.string(),
  requestedAt: z.string(),
});
export const psychologistCopyRequestsSchema = z.object({ requests: z.array(psychologistCopyRequestSchema) });
export type PsychologistCopyRequests = z.infer<typeof psychologistCopyRequestsSchema>;

/**
 * GET /api/account/record-copies — the psychologists the person consulted (a copy may be requested of each) and
 * their requests. POST {psychologistId} requests one (409 `copy_pending` while one waits); GET …/:id/download
 * gives a released copy, generated from the encrypted record at that moment.
 */
export const accountRecordCopiesSchema = z.object({
  psychologists: z.array(z.object({ id: z.string(), name: z.string() })),
  requests: z.array(
    z.object({
      id: z.string(),
      psychologistId: z.string(),
      psychologistName: z.string(),
      status: z.enum(['pendente', 'liberada']),
      requestedAt: z.string(),
      releasedAt: z.string().nullable(),
    }),
  ),
});
export type AccountRecordCopies = z.infer<typeof accountRecordCopiesSchema>;
export const recordCopyRequestBodySchema = z.object({
  psychologistId: z.string({ error: 'Escolha o(a) psicólogo(a).' }).uuid('Escolha o(a) psicólogo(a).'),
});

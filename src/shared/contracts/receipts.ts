import { z } from 'zod';
import { cpfFieldSchema } from './consultations';

/** The service named on every receipt: what Receita Saúde calls the procedure, in plain words. */
export const RECEIPT_SERVICE_DESCRIPTION = 'Consulta de psicologia (sessão individual online, 50 minutos)';

/**
 * GET /api/consultations/:id/receipt — the patient's receipt of one paid consultation ("Recibo"): their own
 * consultation only (the account that booked it, or the confirmed e-mail it was booked with). 404 for anyone
 * else's or an unknown id; 409 `not_paid` for a consultation that is not paid or was refunded.
 */
export const receiptSchema = z.object({
  appointmentId: z.string(),
  patientName: z.string(),
  patientCpf: z.string().nullable(),
  payerName: z.string(),
  payerCpf: z.string().nullable(),
  payerIsPatient: z.boolean(),
  psychologistName: z.string(),
  psychologistCrp: z.string().nullable(),
  service: z.string(),
  amountCents: z.number().int(),
  /** When the payment was confirmed. */
  paidAt: z.string(),
  consultationStartsAt: z.string(),
});
export type Receipt = z.infer<typeof receiptSchema>;

/** 'YYYY-MM' of a month. */
export const monthQuerySchema = z.object({
  month: z
    .string({ error: 'Escolha um mês.' })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Escolha um mês no formato AAAA-MM.'),
});

/**
 * GET /api/psychologist/receipts?month=YYYY-MM — the psychologist's own consultations paid in that month (São Paulo
 * calendar), with what the Receita Saúde receipt needs. `.csv` gives the same list as a spreadsheet.
 */
export const receiptsMonthItemSchema = z.object({
  appointmentId: z.string(),
  paidAt: z.string(),
  consultationStartsAt: z.string(),
  amountCents: z.number().int(),
  patientName: z.string(),
  patientCpf: z.string().nullable(),
  payerName: z.string(),
  payerCpf: z.string().nullable(),
  /** True when a CPF the receipt needs (the payer's or the patient's) is missing. */
  cpfMissing: z.boolean(),
});
export type ReceiptsMonthItem = z.infer<typeof receiptsMonthItemSchema>;
export const receiptsMonthSchema = z.object({
  month: z.string(),
  items: z.array(receiptsMonthItemSchema),
  totalCents: z.number().int(),
});
export type ReceiptsMonth = z.infer<typeof receiptsMonthSchema>;

/** GET|PUT /api/account/cpf — the account's CPF; PUT also fills it into own paid consultations' receipts. */
export const accountCpfSchema = z.object({ cpf: z.string().nullable() });
export type AccountCpf = z.infer<typeof accountCpfSchema>;
/** `cpf` is required: '' removes it, so a body without it (a mistake) never erases the CPF. */
export const accountCpfBodySchema = z.object({
  cpf: cpfFieldSchema,
});
export type AccountCpfBody = z.input<typeof accountCpfBodySchema>;

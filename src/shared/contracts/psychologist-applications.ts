import { z } from 'zod';
import {
  biographySchema,
  crpSchema,
  emailSchema,
  passwordSchema,
  psychologistNameSchema,
  specializationSchema,
} from './psychologist-area';

/**
 * POST /api/psychologist-applications — anyone (rate-limited per address), multipart/form-data: the text fields
 * below, `document` (required; PDF, JPEG or PNG) and `profilePicture` (optional; JPEG, PNG, GIF or WebP). Files are
 * checked by their content, not their name or declared type, and may have at most 10 MB each. The applicant is
 * saved as an inactive psychologist with no account; bank details are encrypted at rest. 201 `{ id }`.
 * Errors: 400 `validation` / `invalid_file` / `document_required`, 413 `file_too_large`, 429.
 */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png';
export const PICTURE_ACCEPT = 'image/*';

const bankText = (missing: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(120, 'Use no máximo 120 caracteres.');

/** Bank details as the dashboard completes them (issue 24): all four, or none yet. */
export const bankDetailsBodySchema = z.object({
  bankName: bankText('Informe o banco.'),
  bankAgency: bankText('Informe a agência.'),
  bankAccount: bankText('Informe a conta.'),
  bankAccountHolder: bankText('Informe o titular da conta.'),
});
export type BankDetailsBody = z.infer<typeof bankDetailsBodySchema>;

const optionalBankText = z
  .string()
  .trim()
  .max(120, 'Use no máximo 120 caracteres.')
  .optional()
  .transform((value) => (value ? value : undefined));

/** GET|PUT /api/psychologist/bank-details — masked; `pending` until completed. */
export const psychologistBankDetailsSchema = z.object({
  pending: z.boolean(),
  bankDetails: z
    .object({ bankName: z.string(), agency: z.string(), account: z.string(), holder: z.string() })
    .nullable(),
});
export type PsychologistBankDetails = z.infer<typeof psychologistBankDetailsSchema>;

export const psychologistApplicationFieldsSchema = z
  .object({
    name: psychologistNameSchema,
    email: emailSchema,
    phone: z
      .string({ error: 'Informe seu telefone.' })
      .trim()
      .min(1, 'Informe seu telefone.')
      .max(30, 'Telefone longo demais.')
      .regex(/^[\d\s()+-]{8,30}$/, 'Digite um telefone válido, com DDD.'),
    crp: crpSchema,
    specialization: specializationSchema,
    biography: biographySchema,
    // The partner application (ADR 012) requires name, e-mail, phone, specialisation, biography and document: bank details may
    // come later, from the dashboard, before the first payout (issue 24). Given at all, they are given whole.
    bankName: optionalBankText,
    bankAgency: optionalBankText,
    bankAccount: optionalBankText,
    bankAccountHolder: optionalBankText,
    acceptTerms: z
      .union([z.literal('true'), z.literal(true)], {
        error: 'Você deve aceitar os termos de parceria para continuar.',
      })
      .transform(() => true as const),
  })
  .superRefine((fields, context) => {
    const bank = [fields.bankName, fields.bankAgency, fields.bankAccount, fields.bankAccountHolder];
    if (bank.some(Boolean) && !bank.every(Boolean)) {
      context.addIssue({
        code: 'custom',
        path: ['bankName'],
        message: 'Preencha banco, agência, conta e titular, ou deixe os dados bancários para depois.',
      });
    }
  });
export type PsychologistApplicationFields = z.input<typeof psychologistApplicationFieldsSchema>;
export type ParsedPsychologistApplication = z.output<typeof psychologistApplicationFieldsSchema>;

export const psychologistApplicationResponseSchema = z.object({ id: z.string() });

/**
 * GET /api/psychologist-applications/confirm-email?token=… — the link e-mailed with an application. Always a 302:
 * to /email-confirmado, or /email-confirmado?error=INVALID_TOKEN, so a person never lands on JSON.
 */
export const applicationEmailConfirmationQuerySchema = z.object({ token: z.string().max(200).optional() });

/**
 * POST /api/psychologist-invitations/accept — anyone holding the one-time link an admin's approval e-mailed.
 * Creates the account with the application's name and e-mail, links it to the psychologist, and signs the person
 * in (Set-Cookie). 201 `{ psychologistId }`. Errors: 400 `invalid_invitation` (unknown, used or expired), 400
 * `validation`, 409 `email_taken`.
 */
export const invitationAcceptBodySchema = z.object({
  token: z.string({ error: 'Convite inválido.' }).min(20, 'Convite inválido.').max(200, 'Convite inválido.'),
  password: passwordSchema,
});
export type InvitationAcceptBody = z.infer<typeof invitationAcceptBodySchema>;
export const invitationAcceptResponseSchema = z.object({ psychologistId: z.string() });

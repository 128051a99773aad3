import { z } from 'zod';
import { CHAT_CONSENT_VERSION } from '../consent';
import { planTypeSchema } from './plans';

/**
 * The account self-service API (/conta; LGPD art. 11 and 18, CDC art. 49). Every route needs a session (401
 * `unauthorized` otherwise) and acts only on the signed-in person's own data; errors answer `{ code, message }`.
 */

/** A consent as stored: which text version, accepted when. */
export const consentSchema = z.object({ version: z.string(), acceptedAt: z.string() });

/** GET /api/account/consents — the chat consent in force (null when never given or revoked). */
export const consentsResponseSchema = z.object({
  chat: consentSchema.nullable(),
  currentChatVersion: z.string(),
  /** The host the messages go to when an LLM is configured (told in the consent text), or null. */
  aiProvider: z.string().nullable(),
});
export type ConsentsResponse = z.infer<typeof consentsResponseSchema>;

/**
 * POST /api/account/consents/chat — records the chat consent. The version must be the current text's, so an old
 * page cannot agree to a text the person never saw. 400 `validation` otherwise.
 */
export const chatConsentBodySchema = z.object({
  version: z.literal(CHAT_CONSENT_VERSION, {
    error: 'Este termo de consentimento foi atualizado. Recarregue a página e leia a nova versão.',
  }),
});
export type ChatConsentBody = z.infer<typeof chatConsentBodySchema>;

/** DELETE /api/account/consents/chat — revokes it; the chat refuses again until a new consent. */
export const okResponseSchema = z.object({ ok: z.literal(true) });

/** GET /api/account/overview — what /conta shows: the plan, the refundable payment, the sign-in method. */
export const accountOverviewSchema = z.object({
  user: z.object({ name: z.string(), email: z.string(), emailVerified: z.boolean() }),
  hasPassword: z.boolean(),
  plan: z.object({
    active: z.boolean(),
    planType: planTypeSchema.nullable(),
    expiresAt: z.string().nullable(),
    /** A provider subscription renews it; 'Cancelar renovação' stops that. */
    renews: z.boolean(),
  }),
  /** The latest plan payment still within the 7-day window and not refunded, or null. */
  refundable: z
    .object({ sessionId: z.string(), amountCents: z.number().int(), paidAt: z.string(), until: z.string() })
    .nullable(),
});
export type AccountOverview = z.infer<typeof accountOverviewSchema>;

/**
 * POST /api/account/plan/refund — CDC art. 49: refunds the latest plan payment in full and ends the plan at once.
 * 409 `refund_window_closed` after 7 days, 409 `already_refunded` for a second request, 404 `not_found` without a
 * plan payment, 502 `upstream_failed` when the provider fails (nothing changes then).
 */
export const refundResponseSchema = z.object({ amountCents: z.number().int(), refundedAt: z.string() });
export type RefundResponse = z.infer<typeof refundResponseSchema>;

/**
 * POST /api/account/plan/cancel — stops the renewal; access runs to the current expiry. 409 `not_renewing` when
 * nothing renews, 502 `upstream_failed` when the provider fails.
 */
export const cancelPlanResponseSchema = z.object({ expiresAt: z.string().nullable() });
export type CancelPlanResponse = z.infer<typeof cancelPlanResponseSchema>;

/** POST /api/account/delete — the password again, so a borrowed session cannot erase an account. */
export const deleteAccountBodySchema = z.object({
  password: z
    .string({ error: 'Digite sua senha para confirmar.' })
    .min(1, 'Digite sua senha para confirmar.')
    .max(128, 'Senha inválida.'),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

/** What was erased and what the law makes us keep, told to the person after deletion. */
export const deleteAccountResponseSchema = z.object({
  deleted: z.array(z.string()),
  kept: z.array(z.string()),
});
export type DeleteAccountResponse = z.infer<typeof deleteAccountResponseSchema>;

/** GET /api/account/export — everything the server holds on the person (LGPD art. 18 V), as a JSON download. */
export const accountExportSchema = z.object({
  exportedAt: z.string(),
  account: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    role: z.string(),
    createdAt: z.string(),
    signInMethods: z.array(z.string()),
  }),
  profile: z
    .object({
      planType: z.string().nullable(),
      planActive: z.boolean(),
      planExpiresAt: z.string().nullable(),
      cpf: z.string().nullable(),
      createdAt: z.string(),
    })
    .nullable(),
  sessions: z.array(
    z.object({
      createdAt: z.string(),
      expiresAt: z.string(),
      ipAddress: z.string().nullable(),
      userAgent: z.string().nullable(),
    }),
  ),
  consents: z.array(
    z.object({
      kind: z.string(),
      version: z.string(),
      acceptedAt: z.string(),
      revokedAt: z.string().nullable(),
    }),
  ),
  payments: z.array(
    z.object({
      id: z.string(),
      provider: z.string(),
      purpose: z.string(),
      description: z.string(),
      amountCents: z.number().int(),
      status: z.string(),
      paidAt: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  refunds: z.array(
    z.object({ paymentId: z.string(), amountCents: z.number().int(), refundedAt: z.string() }),
  ),
  appointments: z.array(
    z.object({
      id: z.string(),
      psychologistName: z.string(),
      startsAt: z.string(),
      endsAt: z.string(),
      status: z.string(),
      priceCents: z.number().int(),
      patientName: z.string(),
      patientEmail: z.string(),
      patientPhone: z.string(),
      patientCpf: z.string().nullable(),
      payerIsPatient: z.boolean(),
      payerName: z.string().nullable(),
      payerCpf: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  companyProposals: z.array(
    z.object({
      companyName: z.string(),
      employeeCount: z.number().int(),
      email: z.string(),
      message: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

import { addDays } from 'date-fns';
import type { Clock } from '../clock';
import type { AccountsService } from '../accounts/service';
import { verifyPassword } from '../auth/password';
import { BadRequestError, ConflictError, NotFoundError } from '../errors';
import type { PaymentsService } from '../payments/service';
import type { FileStore } from '../files/store';
import {
  CHAT_CONSENT_VERSION,
  PRIVACY_VERSION,
  REFUND_WINDOW_DAYS,
  TERMS_VERSION,
} from '../../shared/consent';
import type {
  AccountExport,
  AccountOverview,
  CancelPlanResponse,
  ConsentsResponse,
  DeleteAccountResponse,
  RefundResponse,
} from '../../shared/contracts/account';
import type { PrivacyRepository } from './repository';
import type { Executor } from '../payments/repository';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Told after deletion, matching what the Privacy page promises. */
const DELETED = [
  'Sua conta, nome, e-mail e senha',
  'Todas as sessões abertas',
  'Seu perfil e plano',
  'Seus consentimentos',
  'Propostas de empresa enviadas com seu e-mail',
];
const KEPT_PAYMENTS = 'Registros de pagamento, sem seu nome e e-mail, pelo prazo da legislação fiscal';
const KEPT_APPOINTMENTS =
  'Registros de consultas, sem seu nome, e-mail e telefone, por 5 anos (Resolução CFP nº 1/2009)';
const KEPT_CLINICAL_RECORDS =
  'O prontuário escrito pelo(a) psicólogo(a) sobre as suas consultas, cifrado e acessível só a ele(a), por pelo menos 5 anos após a última sessão (Resolução CFP nº 1/2009; LGPD art. 16, I)';

export function createPrivacyService(deps: {
  repository: PrivacyRepository;
  accounts: AccountsService;
  payments: PaymentsService;
  clock: Clock;
  /** Host of the configured LLM, named in the consent text; null with the scripted engine. */
  aiProvider: string | null;
  /** Where a psychologist's application files are; they go with the account. */
  files: Pick<FileStore, 'remove'>;
  /** Told when a file could not be removed after the account was deleted (it is logged there). */
  onFileRemovalError?: (error: unknown, name: string) => void;
}) {
  const { repository, accounts, payments, clock } = deps;

  async function verifiedEmailOf(userId: string): Promise<string | null> {
    const found = await repository.findUser(userId);
    if (!found) throw new NotFoundError('Conta não encontrada.');
    return found.emailVerified ? found.email.toLowerCase() : null;
  }

  /** No renewal after this; a refund or a deletion cancels first, so nobody is charged again (issue 14). */
  async function stopRenewal(userId: string): Promise<boolean> {
    const profile = await repository.findProfile(userId);
    if (!profile?.stripeSubscriptionId) return false;
    await payments.cancelSubscription(profile.stripeSubscriptionId);
    await repository.clearSubscription(userId);
    return true;
  }

  async function refundablePayment(userId: string) {
    const payment = await repository.findLatestPlanPayment(userId);
    if (!payment?.paidAt) return null;
    const until = addDays(payment.paidAt, REFUND_WINDOW_DAYS);
    return { payment, until };
  }

  return {
    /** Chat consent in force, for the chat guard and /conta. */
    hasChatConsent: async (userId: string) =>
      (await repository.findActiveConsent(userId, 'chat'))?.version === CHAT_CONSENT_VERSION,

    async getConsents(userId: string): Promise<ConsentsResponse> {
      const chat = await repository.findActiveConsent(userId, 'chat');
      return {
        chat:
          chat && chat.version === CHAT_CONSENT_VERSION
            ? { version: chat.version, acceptedAt: chat.acceptedAt.toISOString() }
            : null,
        currentChatVersion: CHAT_CONSENT_VERSION,
        aiProvider: deps.aiProvider,
      };
    },

    async giveChatConsent(userId: string): Promise<void> {
      if ((await repository.findActiveConsent(userId, 'chat'))?.version === CHAT_CONSENT_VERSION) return;
      await repository.insertConsent(userId, 'chat', CHAT_CONSENT_VERSION, clock.now());
    },

    revokeChatConsent: (userId: string) => repository.revokeConsents(userId, 'chat', clock.now()),

    /** Sign-up itself is the acceptance of the Terms and Privacy texts the form links to (LGPD art. 8). */
    /** `executor`: the sign-up's transaction, so the acceptance commits with the account (ADR 018). */
    async recordSignUpAcceptance(userId: string, executor?: Executor): Promise<void> {
      const now = clock.now();
      await repository.insertConsent(userId, 'terms', TERMS_VERSION, now, executor);
      await repository.insertConsent(userId, 'privacy', PRIVACY_VERSION, now, executor);
    },

    async getOverview(userId: string): Promise<AccountOverview> {
      const found = await repository.findUser(userId);
      if (!found) throw new NotFoundError('Conta não encontrada.');
      const [plan, hash, refund, profile] = await Promise.all([
        accounts.getPlanAccess(userId),
        repository.findCredentialHash(userId),
        refundablePayment(userId),
        repository.findProfile(userId),
      ]);
      const open =
        refund && refund.payment.status === 'paid' && clock.now() <= refund.until
          ? {
              sessionId: refund.payment.id,
              amountCents: refund.payment.amountCents,
              paidAt: refund.payment.paidAt!.toISOString(),
              until: refund.until.toISOString(),
            }
          : null;
      return {
        user: { name: found.name, email: found.email, emailVerified: found.emailVerified },
        hasPassword: hash !== null,
        plan: {
          active: plan.active,
          planType: plan.active ? plan.planType : null,
          expiresAt: iso(plan.expiresAt),
          renews: plan.active && Boolean(profile?.stripeSubscriptionId),
        },
        refundable: open,
      };
    },

    /**
     * CDC art. 49: within 7 days of paying, the plan ends now and the payment goes back in full. The claim row is
     * written before the provider is called, so two requests at once cannot both refund.
     */
    async refundPlan(userId: string): Promise<RefundResponse> {
      const refund = await refundablePayment(userId);
      if (!refund) throw new NotFoundError('Não há pagamento de plano para reembolsar.');
      const { payment, until } = refund;
      if (payment.status === 'refunded' || (await repository.findRefund(payment.id))) {
        throw new ConflictError('Este pagamento já foi reembolsado.', 'already_refunded');
      }
      const now = clock.now();
      if (now > until) {
        throw new ConflictError(
          `O prazo de ${REFUND_WINDOW_DAYS} dias para pedir reembolso deste pagamento terminou.`,
          'refund_window_closed',
        );
      }
      if (!(await repository.claimRefund(payment.id, userId, payment.amountCents, now))) {
        throw new ConflictError('Este pagamento já foi reembolsado.', 'already_refunded');
      }
      try {
        await payments.refund(payment.id);
      } catch (error) {
        await repository.releaseRefund(payment.id);
        throw error;
      }
      await stopRenewal(userId);
      await repository.endPlanNow(userId, now);
      return { amountCents: payment.amountCents, refundedAt: now.toISOString() };
    },

    async cancelPlan(userId: string): Promise<CancelPlanResponse> {
      if (!(await stopRenewal(userId))) {
        throw new ConflictError('Seu plano não tem renovação automática para cancelar.', 'not_renewing');
      }
      const plan = await accounts.getPlanAccess(userId);
      return { expiresAt: iso(plan.expiresAt) };
    },

    async exportData(userId: string): Promise<AccountExport> {
      const found = await repository.findUser(userId);
      if (!found) throw new NotFoundError('Conta não encontrada.');
      const verifiedEmail = found.emailVerified ? found.email.toLowerCase() : null;
      const [methods, profile, sessions, consentRows, paymentRows, refundRows, appointmentRows, proposals] =
        await Promise.all([
          repository.listSignInMethods(userId),
          repository.findProfile(userId),
          repository.listSessions(userId),
          repository.listConsents(userId),
          repository.listPayments(userId),
          repository.listRefunds(userId),
          repository.listAppointments(userId, verifiedEmail),
          repository.listCompanyProposals(verifiedEmail),
        ]);
      return {
        exportedAt: clock.now().toISOString(),
        account: {
          id: found.id,
          name: found.name,
          email: found.email,
          emailVerified: found.emailVerified,
          role: found.role ?? 'user',
          createdAt: found.createdAt.toISOString(),
          signInMethods: methods,
        },
        profile: profile
          ? {
              planType: profile.planType,
              planActive: profile.planActive,
              planExpiresAt: iso(profile.planExpiresAt),
              cpf: profile.cpf,
              createdAt: profile.createdAt.toISOString(),
            }
          : null,
        // The session tokens are secrets, not data about the person: only when and from where.
        sessions: sessions.map((row) => ({
          createdAt: row.createdAt.toISOString(),
          expiresAt: row.expiresAt.toISOString(),
          ipAddress: row.ipAddress,
          userAgent: row.userAgent,
        })),
        consents: consentRows.map((row) => ({
          kind: row.kind,
          version: row.version,
          acceptedAt: row.acceptedAt.toISOString(),
          revokedAt: iso(row.revokedAt),
        })),
        payments: paymentRows.map((row) => ({
          id: row.id,
          provider: row.provider,
          purpose: row.purpose,
          description: row.description,
          amountCents: row.amountCents,
          status: row.status,
          paidAt: iso(row.paidAt),
          createdAt: row.createdAt.toISOString(),
        })),
        refunds: refundRows.map((row) => ({
          paymentId: row.checkoutSessionId,
          amountCents: row.amountCents,
          refundedAt: row.refundedAt.toISOString(),
        })),
        appointments: appointmentRows.map((row) => ({
          id: row.id,
          psychologistName: row.psychologistName,
          startsAt: row.startsAt.toISOString(),
          endsAt: row.endsAt.toISOString(),
          status: row.status,
          priceCents: row.priceCents,
          patientName: row.patientName,
          patientEmail: row.patientEmail,
          patientPhone: row.patientPhone,
          patientCpf: row.patientCpf,
          payerIsPatient: row.payerIsPatient,
          payerName: row.payerName,
          payerCpf: row.payerCpf,
          createdAt: row.createdAt.toISOString(),
        })),
        companyProposals: proposals.map((row) => ({
          companyName: row.companyName,
          employeeCount: row.employeeCount,
          email: row.email,
          message: row.message,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },

    async deleteAccount(userId: string, password: string): Promise<DeleteAccountResponse> {
      const hash = await repository.findCredentialHash(userId);
      if (!hash) {
        throw new BadRequestError(
          'Sua conta entra pelo Google ou Facebook. Crie uma senha em "Esqueci minha senha" para confirmar a exclusão.',
          'password_required',
        );
      }
      if (!(await verifyPassword({ hash, password }))) {
        throw new BadRequestError('Senha incorreta.', 'wrong_password');
      }
      const verifiedEmail = await verifiedEmailOf(userId);
      const now = clock.now();
      const psychologist = await repository.findPsychologistByUser(userId);
      if (
        psychologist &&
        (await repository.countFutureAppointmentsOfPsychologist(psychologist.id, now)) > 0
      ) {
        throw new ConflictError(
          'Você tem consultas futuras agendadas. Cancele-as na sua área antes de excluir a conta.',
          'future_appointments',
        );
      }
      await stopRenewal(userId);
      const kept = await repository.transaction((tx) =>
        repository.deleteAccount(tx, {
          userId,
          verifiedEmail,
          psychologistId: psychologist?.id ?? null,
          at: now,
        }),
      );
      // After the commit that stopped naming them: a store that fails leaves an orphan that is logged, and the
      // person's account is deleted all the same.
      for (const name of kept.files) {
        try {
          await deps.files.remove(name);
        } catch (error) {
          deps.onFileRemovalError?.(error, name);
        }
      }
      return {
        deleted: DELETED,
        kept: [
          ...(kept.payments > 0 ? [KEPT_PAYMENTS] : []),
          ...(kept.appointments > 0 ? [KEPT_APPOINTMENTS] : []),
          ...(kept.clinicalRecords > 0 ? [KEPT_CLINICAL_RECORDS] : []),
        ],
      };
    },
  };
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;

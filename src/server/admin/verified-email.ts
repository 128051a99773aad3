import { ConflictError } from '../errors';
import type { AdminRepository, Executor } from './repository';

export const EMAIL_NOT_VERIFIED_MESSAGE =
  'O e-mail deste psicólogo ainda não foi confirmado. Peça que ele abra o link de confirmação enviado no ' +
  'cadastro (ou o reenvie em "Minha conta") e tente de novo.';

/**
 * The admin role goes only to a confirmed address: whoever signed up first with the future admin's address, with a
 * password of their own, would otherwise receive the role and enrol their own second factor.
 */
export const grantNeedsConfirmedEmail = (email: string) =>
  `O e-mail ${email} ainda não foi confirmado. Nada foi alterado. Peça que a pessoa abra o link de confirmação ` +
  'enviado no cadastro (ou o reenvie em /conta) e tente de novo: sem a confirmação, quem cadastrou o endereço ' +
  'com uma senha própria receberia o papel de administrador.';

/**
 * Issue 14: a psychologist reaches patients (public list, bookings, their e-mails) only once the address is proven.
 * A psychologist without an account (an applicant, or a row an admin manages) is not blocked here: applications
 * are checked on approval, below.
 */
export async function requireVerifiedAccountEmail(
  admin: AdminRepository,
  executor: Executor,
  psychologistId: string,
): Promise<void> {
  if ((await admin.findAccountEmailVerifiedByPsychologistId(executor, psychologistId)) === false) {
    throw new ConflictError(EMAIL_NOT_VERIFIED_MESSAGE, 'email_not_verified');
  }
}

/**
 * Approving a pending application lists the psychologist publicly at once, before the invitation is accepted, so
 * the applicant must first have followed the link e-mailed with the application (or confirmed the account's
 * address, should the row already have one). Re-sending the invitation of an approved application is not blocked.
 */
export async function requireConfirmedApplicantEmail(
  admin: AdminRepository,
  executor: Executor,
  found: {
    application: { status: string; emailVerifiedAt: Date | null };
    psychologist: { id: string; userId: string | null };
  },
): Promise<void> {
  if (found.application.status !== 'pendente') return;
  if (found.psychologist.userId) {
    await requireVerifiedAccountEmail(admin, executor, found.psychologist.id);
    return;
  }
  if (!found.application.emailVerifiedAt) {
    throw new ConflictError(EMAIL_NOT_VERIFIED_MESSAGE, 'email_not_verified');
  }
}

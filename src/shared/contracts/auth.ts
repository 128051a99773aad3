import { z } from 'zod';

export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 128;

/**
 * Where the e-mail confirmation link lands, after better-auth's /verify-email. A failure arrives as `?error=` with
 * better-auth's code (TOKEN_EXPIRED, INVALID_TOKEN, USER_NOT_FOUND…).
 */
export const EMAIL_CONFIRMED_PATH = '/email-confirmado';

/**
 * Where the confirmation e-mails link to: a page that confirms only when the person presses its button. Mail
 * scanners open every link in a message, and a link that confirmed on opening would let someone who signed up with
 * another person's address have it confirmed by that person's scanner.
 */
export const EMAIL_CONFIRM_PAGE_PATH = '/confirmar-email';

/** An account's address (better-auth) or a partner application's (`tipo=cadastro`). */
export type EmailConfirmationKind = 'conta' | 'cadastro';

/** The API path that confirms, which the page's button opens. */
export function emailConfirmationApiPath(token: string, kind: EmailConfirmationKind): string {
  const encoded = encodeURIComponent(token);
  return kind === 'cadastro'
    ? `/api/psychologist-applications/confirm-email?token=${encoded}`
    : `/api/auth/verify-email?token=${encoded}&callbackURL=${encodeURIComponent(EMAIL_CONFIRMED_PATH)}`;
}

/** The link a confirmation e-mail carries. */
export function emailConfirmationPageUrl(
  publicUrl: string,
  token: string,
  kind: EmailConfirmationKind,
): string {
  const tipo = kind === 'cadastro' ? '&tipo=cadastro' : '';
  return `${publicUrl}${EMAIL_CONFIRM_PAGE_PATH}?token=${encodeURIComponent(token)}${tipo}`;
}

export interface FormFailure {
  title: string;
  message: string;
}

export interface SignUpInput {
  fullName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/**
 * docs/product.md, Sign-up and login: the sign-up checks run in this order and only the first failure is shown, as
 * a toast with a title and a message. Kept as an ordered list rather than a zod object so the order is the
 * contract.
 */
export function firstSignUpFailure(input: SignUpInput): FormFailure | null {
  if (input.fullName.trim() === '') {
    return { title: 'Nome obrigatório', message: 'Por favor, digite seu nome completo.' };
  }
  if (input.email.trim() === '') {
    return { title: 'E-mail obrigatório', message: 'Por favor, digite seu e-mail.' };
  }
  if (input.password.length < MIN_PASSWORD_LENGTH) {
    return { title: 'Senha muito curta', message: 'A senha deve ter pelo menos 6 caracteres.' };
  }
  if (input.password !== input.confirmPassword) {
    return { title: 'Senhas não coincidem', message: 'Por favor, verifique se as senhas são iguais.' };
  }
  return null;
}

export const signInSchema = z.object({
  email: z.string().trim().min(1, 'Por favor, digite seu e-mail.').email('Digite um e-mail válido.'),
  password: z.string().min(1, 'Por favor, digite sua senha.'),
});
export type SignInInput = z.infer<typeof signInSchema>;

import { z } from 'zod';

export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 128;

/**
 * Where the e-mail confirmation link lands, after better-auth's /verify-email. A failure arrives as `?error=` with
 * better-auth's code (TOKEN_EXPIRED, INVALID_TOKEN, USER_NOT_FOUND…).
 */
export const EMAIL_CONFIRMED_PATH = '/email-confirmado';

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
 * SPEC §5: the sign-up checks run in this order and only the first failure is shown, as a toast with a title and a
 * message. Kept as an ordered list rather than a zod object so the order is the contract.
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

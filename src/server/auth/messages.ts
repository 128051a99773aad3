/**
 * better-auth answers in English; people read Portuguese. Its stable error codes are mapped here, and anything
 * unknown gets a generic pt-BR sentence rather than leaking English text.
 */
const MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'E-mail ou senha incorretos.',
  INVALID_EMAIL: 'Digite um e-mail válido.',
  INVALID_PASSWORD: 'Senha incorreta.',
  USER_ALREADY_EXISTS: 'Já existe uma conta com este e-mail. Faça login.',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'Já existe uma conta com este e-mail. Faça login.',
  PASSWORD_TOO_SHORT: 'A senha deve ter pelo menos 6 caracteres.',
  PASSWORD_TOO_LONG: 'A senha deve ter no máximo 128 caracteres.',
  EMAIL_NOT_VERIFIED: 'Confirme seu e-mail antes de entrar.',
  FAILED_TO_CREATE_USER: 'Não foi possível criar a conta. Tente novamente.',
  FAILED_TO_CREATE_SESSION: 'Não foi possível iniciar a sessão. Tente novamente.',
  USER_NOT_FOUND: 'E-mail ou senha incorretos.',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'E-mail ou senha incorretos.',
  PROVIDER_NOT_FOUND: 'Este login social não está disponível no momento.',
  SESSION_EXPIRED: 'Sua sessão expirou. Entre novamente.',
  INVALID_ORIGIN: 'Origem da requisição não permitida.',
  MISSING_OR_NULL_ORIGIN: 'Origem da requisição não permitida.',
  VALIDATION_ERROR: 'Dados inválidos. Verifique os campos e tente novamente.',
  INVALID_TOKEN: 'Este link de redefinição é inválido ou expirou. Peça um novo em "Esqueci minha senha".',
  RESET_PASSWORD_DISABLED: 'A redefinição de senha não está disponível no momento.',
  // Two-factor (better-auth's twoFactor plugin).
  INVALID_CODE: 'Código incorreto. Confira o aplicativo autenticador e tente de novo.',
  INVALID_BACKUP_CODE: 'Código de backup incorreto ou já usado.',
  INVALID_TWO_FACTOR_COOKIE: 'A verificação expirou. Entre novamente com e-mail e senha.',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE:
    'Muitas tentativas com códigos errados. Entre novamente com e-mail e senha.',
  ACCOUNT_TEMPORARILY_LOCKED:
    'Muitas tentativas com códigos errados. Por segurança, aguarde 15 minutos antes de tentar de novo.',
  TOTP_ALREADY_ENABLED: 'A verificação em duas etapas já está ativada nesta conta.',
  TOTP_NOT_ENABLED: 'A verificação em duas etapas não está ativada nesta conta.',
  TWO_FACTOR_NOT_ENABLED: 'A verificação em duas etapas não está ativada nesta conta.',
  BACKUP_CODES_NOT_ENABLED: 'A verificação em duas etapas não está ativada nesta conta.',
  EMAIL_ALREADY_VERIFIED: 'Seu e-mail já está confirmado.',
  EMAIL_MISMATCH: 'Só enviamos a confirmação para o e-mail da sua própria conta.',
  TOKEN_EXPIRED: 'Este link de confirmação expirou. Peça um novo em "Minha conta".',
  VERIFICATION_EMAIL_NOT_ENABLED: 'A confirmação de e-mail não está disponível no momento.',
};

/** Better-auth's /send-verification-email sends to any unconfirmed address for a visitor; we require the session. */
export const RESEND_NEEDS_SESSION_MESSAGE = 'Entre na sua conta para reenviar o e-mail de confirmação.';

export const RATE_LIMITED_MESSAGE = 'Muitas tentativas. Aguarde alguns segundos e tente novamente.';
const FALLBACK_MESSAGE = 'Não foi possível concluir. Tente novamente em alguns instantes.';

export function translateAuthError(status: number, code: string | undefined): string {
  if (status === 429) return RATE_LIMITED_MESSAGE;
  if (code && MESSAGES[code]) return MESSAGES[code];
  if (code && code.startsWith('PASSWORD_')) return 'Senha inválida.';
  return FALLBACK_MESSAGE;
}

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
};

export const RATE_LIMITED_MESSAGE = 'Muitas tentativas. Aguarde alguns segundos e tente novamente.';
const FALLBACK_MESSAGE = 'Não foi possível concluir. Tente novamente em alguns instantes.';

export function translateAuthError(status: number, code: string | undefined): string {
  if (status === 429) return RATE_LIMITED_MESSAGE;
  if (code && MESSAGES[code]) return MESSAGES[code];
  if (code && code.startsWith('PASSWORD_')) return 'Senha inválida.';
  return FALLBACK_MESSAGE;
}

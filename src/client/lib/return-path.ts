import { isSameSitePath } from '../../shared/same-site-path';

/**
 * Where the login page sends a person back to (`/login?next=/consultas-agendamento?etapa=psicologo`). Only a
 * path of this site is accepted, so a crafted link cannot use the login page to send someone elsewhere.
 */
export function safeReturnPath(value: string | null): string | null {
  return value && isSameSitePath(value) ? value : null;
}

export function loginHref(returnPath: string): string {
  return `/login?next=${encodeURIComponent(returnPath)}`;
}

/**
 * Where the login page sends a person back to (`/login?next=/consultas-agendamento?etapa=psicologo`). Only a
 * path of this site is accepted, so a crafted link cannot use the login page to send someone elsewhere.
 */
export function safeReturnPath(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

export function loginHref(returnPath: string): string {
  return `/login?next=${encodeURIComponent(returnPath)}`;
}

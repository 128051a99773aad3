export interface SiteConfig {
  contactEmail: string;
  contactWhatsapp: string;
}

/**
 * Placeholders the server replaces in every HTML page it serves (src/server/http/client-routes.ts), so the
 * pre-rendered pages and the running app show the contact details of this deployment's configuration.
 */
export const SITE_CONFIG_TOKENS: SiteConfig = {
  contactEmail: '%%ARIA_CONTACT_EMAIL%%',
  contactWhatsapp: '%%ARIA_CONTACT_WHATSAPP%%',
};

const FALLBACK: SiteConfig = { contactEmail: 'contato@aria.com.br', contactWhatsapp: '+55 11 99999-0000' };

function readMeta(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const value = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? null;
  return value && !value.startsWith('%%') ? value : null;
}

export function getSiteConfig(): SiteConfig {
  // While pre-rendering there is no document: emit the tokens, which the server fills in.
  if (typeof document === 'undefined') return SITE_CONFIG_TOKENS;
  return {
    contactEmail: readMeta('aria-contact-email') ?? FALLBACK.contactEmail,
    contactWhatsapp: readMeta('aria-contact-whatsapp') ?? FALLBACK.contactWhatsapp,
  };
}

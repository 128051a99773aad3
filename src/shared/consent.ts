/**
 * Versions of the texts a person agrees to (LGPD art. 8 and 11). Changing a text means a new version here, so the
 * stored acceptance always names the text the person actually read.
 */
export const CHAT_CONSENT_VERSION = 'chat-2026-11-26';
export const TERMS_VERSION = 'termos-2026-11-24';
export const PRIVACY_VERSION = 'privacidade-2026-11-26';

/** Days after a payment in which the buyer may cancel and be refunded in full (CDC art. 49). */
export const REFUND_WINDOW_DAYS = 7;

/**
 * Consultations, plans and receipts are on the São Paulo wall clock whatever zone the browser or the server runs in
 * (docs/product.md). A module of its own: a page that only shows dates should not load the contracts' validation.
 */
export const CONSULTATION_TIME_ZONE = 'America/Sao_Paulo';

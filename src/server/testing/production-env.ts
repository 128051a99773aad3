/**
 * What a production start needs besides NODE_ENV (config.ts refuses the development defaults there): tests that
 * build a production app add this. Nothing listens on the SMTP port, and the Stripe keys reach no one, so a test
 * that sends mail or pays must bring its own fake.
 */
export const PRODUCTION_TEST_ENV = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'segredo-de-producao-para-o-teste-0123456789',
  BANK_DETAILS_KEY: 'a'.repeat(64),
  CLINICAL_RECORDS_KEY: 'b'.repeat(64),
  PAYMENTS_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_nao_e_uma_chave_de_verdade',
  STRIPE_WEBHOOK_SECRET: 'whsec_nao_e_um_segredo_de_verdade',
  SMTP_URL: 'smtp://127.0.0.1:9',
} as const;

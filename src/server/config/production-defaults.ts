import type { ParsedEnv } from './env';
import { ConfigError } from './error';

/**
 * The embedded defaults let a fresh machine run with no account anywhere; in production each would fail open: the
 * sandbox hands plans and consultations to anyone typing its public test card, the outbox keeps every e-mail on
 * local disk where nobody receives it, a Stripe base URL sends payments to whatever server it names, and demo data
 * lists invented psychologists with a published password. Each is refused at start, naming its variable.
 */
export function refuseDevelopmentDefaults(e: ParsedEnv): void {
  const problems: string[] = [];
  if (e.PAYMENTS_PROVIDER === 'sandbox') {
    problems.push(
      'PAYMENTS_PROVIDER is sandbox: set PAYMENTS_PROVIDER=stripe (o pagamento de teste liberaria planos e ' +
        'consultas a qualquer pessoa).',
    );
  }
  if (!e.SMTP_URL) {
    problems.push(
      'SMTP_URL is not set: e-mails would only be written to DATA_DIR/outbox (ninguém receberia os e-mails).',
    );
  }
  if (e.STRIPE_API_BASE_URL) {
    problems.push(
      'STRIPE_API_BASE_URL is for tests only: remove it (os pagamentos iriam para outro servidor que não o da Stripe).',
    );
  }
  if (e.DEMO_DATA === true) {
    problems.push(
      'DEMO_DATA=true: remove it (psicólogos fictícios e uma senha publicada no README entrariam em produção).',
    );
  }
  if (problems.length > 0) {
    throw new ConfigError(`NODE_ENV=production refuses the development defaults: ${problems.join(' ')}`);
  }
}

import type { FastifyPluginAsync } from 'fastify';
import { sandboxCheckoutRoutes } from './sandbox-routes';
import { stripeWebhookRoutes } from './webhook-routes';

/** The payment provider's own endpoints: its webhook, or the sandbox's hosted page. */
export const paymentsRoutes: FastifyPluginAsync = async (app) => {
  if (app.services.payments.providerName === 'stripe') {
    await app.register(stripeWebhookRoutes);
    return;
  }
  if (app.config.nodeEnv === 'production') {
    // The sandbox is the default so a fresh machine runs with no account anywhere; in production it would hand
    // plans to anyone typing the public test card.
    app.log.warn('PAYMENTS_PROVIDER is sandbox in production: test cards grant real access');
  }
  await app.register(sandboxCheckoutRoutes);
};

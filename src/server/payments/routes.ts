import type { FastifyPluginAsync } from 'fastify';
import { sandboxCheckoutRoutes } from './sandbox-routes';
import { stripeWebhookRoutes } from './webhook-routes';

/** The payment provider's own endpoints: its webhook, or the sandbox's hosted page. */
export const paymentsRoutes: FastifyPluginAsync = async (app) => {
  if (app.services.payments.providerName === 'stripe') {
    await app.register(stripeWebhookRoutes);
    return;
  }
  await app.register(sandboxCheckoutRoutes);
};

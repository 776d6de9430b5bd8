import fp from 'fastify-plugin';
import Stripe from 'stripe';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Stripe client when online payment is set up (STRIPE_* settings); null when the operator grants plans. */
    stripe: Stripe | null;
  }
}

/**
 * One client for the process. Calls give up after 10 s with one retry (Stripe's idempotency keys
 * make the retry safe): only a parent's own billing actions and the queue's jobs wait on Stripe.
 */
export default fp(
  async (app) => {
    const settings = app.config.stripe;
    const client = settings
      ? new Stripe(settings.secretKey, {
          maxNetworkRetries: 1,
          timeout: 10_000,
          telemetry: false,
          ...(settings.api ?? {}),
        })
      : null;
    app.decorate('stripe', client);
  },
  { name: 'stripe', dependencies: ['config'] },
);

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import Stripe from 'stripe';
import { errorResponse, webhookReceipt } from '@qamar/shared';
import { billingEvents } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { queueIn } from '../../jobs/in-transaction.ts';
import { BILLING_SYNC_QUEUE } from './billing.jobs.ts';
import {
  eventEnvelope,
  handledEvents,
  subscriptionOfEvent,
  type HandledEvent,
} from './stripe-objects.ts';
import { requireStripe } from './billing.routes.ts';

/** How old a signature may be (Stripe's own default): a recorded delivery cannot be replayed later. */
const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * Stripe's webhook. The signature is checked on the raw bytes of the body (this plugin keeps JSON
 * bodies as bytes; the event is parsed only once its signature holds). An event we use is recorded
 * by its id, once, and queues a sync of the subscription it names in the same transaction; a
 * delivery already recorded, or an event we do not use, is answered 200 and changes nothing. No
 * call to Stripe happens here: the queue does that.
 */
const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/api/billing/webhook',
    {
      bodyLimit: 256 * 1024,
      // Signed by Stripe, which holds no CSRF token; many events can come at once.
      config: { csrf: false, rateLimit: { max: 1000, timeWindow: '1 minute' } },
      schema: {
        response: {
          200: webhookReceipt,
          400: errorResponse,
          409: errorResponse,
          413: errorResponse,
          415: errorResponse,
        },
      },
    },
    async (request) => {
      const { settings } = requireStripe(app);
      const signature = request.headers['stripe-signature'];
      const signatureInvalid = () => new AppError('SIGNATURE_INVALID', 'billing.signatureInvalid');
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) throw signatureInvalid();
      let event: unknown;
      try {
        event = Stripe.webhooks.constructEvent(
          request.body,
          signature,
          settings.webhookSecret,
          SIGNATURE_TOLERANCE_SECONDS,
          undefined,
          app.now().getTime(),
        );
      } catch {
        throw signatureInvalid();
      }
      const envelope = eventEnvelope.safeParse(event);
      if (!envelope.success) throw new AppError('VALIDATION_FAILED', 'validation.invalid');
      const { id, type, data } = envelope.data;
      if (!(handledEvents as readonly string[]).includes(type)) return { received: true as const };
      const subscriptionId = subscriptionOfEvent(type as HandledEvent, data.object);
      await app.db.transaction(async (tx) => {
        const [fresh] = await tx
          .insert(billingEvents)
          .values({ id, type, receivedAt: app.now() })
          .onConflictDoNothing()
          .returning({ id: billingEvents.id });
        if (fresh && subscriptionId)
          await app.queue.send(
            BILLING_SYNC_QUEUE,
            { subscriptionId },
            { db: queueIn(tx), singletonKey: subscriptionId },
          );
      });
      return { received: true as const };
    },
  );
};

export default webhookRoutes;

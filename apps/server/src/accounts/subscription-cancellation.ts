import type { FastifyInstance } from 'fastify';
import { and, eq, ne } from 'drizzle-orm';
import { queueIn } from '../jobs/in-transaction.ts';
import { subscriptions } from '../db/schema.ts';
import type { Transaction } from './quota.ts';

/** The queue of subscriptions to cancel at Stripe at once (the billing feature works it). */
export const BILLING_CANCEL_QUEUE = 'billing-cancel';

/**
 * A parent deleting their account must not be charged again: every subscription of theirs that has
 * not ended is queued for cancellation at Stripe, in the transaction that deletes the account (the
 * job carries Stripe's id alone, as our rows go with the account).
 */
export async function queueSubscriptionCancellations(
  app: FastifyInstance,
  tx: Transaction,
  userId: number,
): Promise<void> {
  const running = await tx
    .select({ providerId: subscriptions.providerId })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), ne(subscriptions.status, 'ended')));
  for (const { providerId } of running)
    await app.queue.send(BILLING_CANCEL_QUEUE, { providerId }, { db: queueIn(tx) });
}

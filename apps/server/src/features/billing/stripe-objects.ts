import type Stripe from 'stripe';
import { z } from 'zod';
import type { PaidPlanId } from '@qamar/shared';
import type { StripeConfig } from '../../config/config.ts';
import type { ProviderSubscription, SubscriptionStatus } from './entitlement.ts';

const fromSeconds = (seconds: number | null | undefined) =>
  typeof seconds === 'number' ? new Date(seconds * 1000) : null;
const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

const statusMap: Record<Stripe.Subscription.Status, SubscriptionStatus> = {
  incomplete: 'incomplete',
  trialing: 'trialing',
  active: 'active',
  past_due: 'past_due',
  // Stripe gave up on the payment, or it was cancelled, or the first payment never came: ended.
  unpaid: 'ended',
  canceled: 'ended',
  incomplete_expired: 'ended',
  paused: 'ended',
};

/** The plan a Stripe price id stands for (the two prices of the settings), or null for another price. */
export function planOfPrice(
  prices: StripeConfig['prices'],
  priceId: string | null,
): PaidPlanId | null {
  if (priceId === prices.family) return 'family';
  if (priceId === prices.heritage) return 'heritage';
  return null;
}

/**
 * A Stripe subscription in our terms, or null when it is none of ours (another price). The period
 * lives on the subscription's item in current API versions.
 */
export function readSubscription(
  subscription: Stripe.Subscription,
  prices: StripeConfig['prices'],
): ProviderSubscription | null {
  const item = subscription.items.data[0];
  const plan = planOfPrice(prices, idOf(item?.price ?? null));
  const customerId = idOf(subscription.customer);
  if (!item || !plan || !customerId) return null;
  const currentPeriodEnd = fromSeconds(item.current_period_end);
  const cancelAt =
    fromSeconds(subscription.cancel_at) ??
    (subscription.cancel_at_period_end ? currentPeriodEnd : null);
  return {
    providerId: subscription.id,
    customerId,
    plan,
    status: statusMap[subscription.status] ?? 'ended',
    cancelAt,
    trialEnd: fromSeconds(subscription.trial_end),
    currentPeriodStart: fromSeconds(item.current_period_start),
    currentPeriodEnd,
    startedAt: fromSeconds(subscription.start_date) ?? new Date(subscription.created * 1000),
    endedAt: fromSeconds(subscription.ended_at),
  };
}

/** The events the webhook takes in; every other type is answered 200 and left alone. */
export const handledEvents = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const;
export type HandledEvent = (typeof handledEvents)[number];

const stripeId = z.string().min(1).max(255);
const reference = z
  .union([stripeId, z.object({ id: stripeId })])
  .transform((value) => (typeof value === 'string' ? value : value.id));

/** The envelope of a verified event: what we read of it, checked before anything is stored. */
export const eventEnvelope = z.object({
  id: stripeId,
  type: z.string().max(100),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

const checkoutObject = z.object({
  mode: z.string(),
  subscription: reference.nullable().optional(),
});
const subscriptionObject = z.object({ id: stripeId });
// Current API versions name the subscription under `parent.subscription_details`; older ones at the top.
const invoiceObject = z.object({
  subscription: reference.nullable().optional(),
  parent: z
    .object({
      subscription_details: z
        .object({ subscription: reference.nullable().optional() })
        .nullable()
        .optional(),
    })
    .nullable()
    .optional(),
});

/** The subscription an event is about, or null when it names none (a one-off payment, an invoice of no subscription). */
export function subscriptionOfEvent(type: HandledEvent, object: unknown): string | null {
  switch (type) {
    case 'checkout.session.completed': {
      const session = checkoutObject.safeParse(object);
      return session.success && session.data.mode === 'subscription'
        ? (session.data.subscription ?? null)
        : null;
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = invoiceObject.safeParse(object);
      if (!invoice.success) return null;
      return (
        invoice.data.parent?.subscription_details?.subscription ?? invoice.data.subscription ?? null
      );
    }
    default: {
      const subscription = subscriptionObject.safeParse(object);
      return subscription.success ? subscription.data.id : null;
    }
  }
}

import { z } from 'zod';
import { planIds } from '../plans.ts';

/** The plans a parent pays for (Starter is free and needs no subscription). */
export const paidPlanIds = ['family', 'heritage'] as const;
export type PaidPlanId = (typeof paidPlanIds)[number];

/**
 * A subscription as the parent meets it: on a free trial, paid and running, waiting for a failed
 * payment to be fixed (its limits kept for a grace period), cancelled but running until the end of
 * the period it was paid for, or ended.
 */
export const subscriptionPhases = ['trialing', 'active', 'past_due', 'canceling', 'ended'] as const;
export type SubscriptionPhase = (typeof subscriptionPhases)[number];

const isoDate = z.string();

export const subscriptionView = z.object({
  id: z.number().int(),
  /** The plan this period was paid for. */
  plan: z.enum(paidPlanIds),
  phase: z.enum(subscriptionPhases),
  /** The end of the free trial (set while trialing, and kept afterwards). */
  trialEnd: isoDate.nullable(),
  /** The end of the current period: the next renewal, or the end of a cancelled subscription. */
  currentPeriodEnd: isoDate.nullable(),
  /** When a cancelled subscription stops (the end of the paid period). */
  endsAt: isoDate.nullable(),
  /** When a past-due subscription's limits stop, unless the payment is fixed first. */
  graceEndsAt: isoDate.nullable(),
  /** A downgrade waiting for the end of the period, and when it takes effect. */
  pendingPlan: z.enum(paidPlanIds).nullable(),
  pendingFrom: isoDate.nullable(),
  startedAt: isoDate,
  endedAt: isoDate.nullable(),
});
export type SubscriptionView = z.infer<typeof subscriptionView>;

/** What GET /api/billing answers: the parent's plan, whether online payment exists here, and the subscription. */
export const billingState = z.object({
  /** `stripe` when this server takes payments online; `off` when the operator grants plans instead. */
  payments: z.enum(['stripe', 'off']),
  /** The plan whose limits apply now. */
  plan: z.enum(planIds),
  /** A plan an admin granted (Starter when none); the higher of it and the subscription applies. */
  grantedPlan: z.enum(planIds),
  /** The parent's running subscription, else the last one (null when they never subscribed). */
  subscription: subscriptionView.nullable(),
  /** Whether a Family checkout would start with the free trial (a parent's first subscription only). */
  trialEligible: z.boolean(),
});
export type BillingState = z.infer<typeof billingState>;

export const choosePlanRequest = z.object({
  plan: z.enum(paidPlanIds, { error: 'validation.invalid' }),
});
export type ChoosePlanRequest = z.infer<typeof choosePlanRequest>;

/** An address at the payment provider the browser goes to (checkout, customer portal). */
export const billingRedirect = z.object({ url: z.string() });

export const webhookReceipt = z.object({ received: z.literal(true) });

/** Admins look subscriptions up by a parent's email (the newest first). */
export const adminSubscriptionQuery = z.object({
  email: z.string().trim().toLowerCase().max(254, { error: 'validation.maxLength' }).optional(),
});

export const adminSubscription = subscriptionView.extend({
  userId: z.number().int(),
  email: z.string(),
  refundedAt: isoDate.nullable(),
  refundedCents: z.number().int().nullable(),
  /** Whether it is still within the money-back window (its first 30 days) and not refunded. */
  refundable: z.boolean(),
});
export type AdminSubscription = z.infer<typeof adminSubscription>;

export const adminSubscriptionList = z.object({ subscriptions: z.array(adminSubscription) });

export const refundResponse = z.object({
  subscription: adminSubscription,
  refundedCents: z.number().int().nonnegative(),
});

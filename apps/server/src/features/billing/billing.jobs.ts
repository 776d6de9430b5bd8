import type { FastifyInstance } from 'fastify';
import { and, eq, isNotNull, isNull, lt, lte, gt, or, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { z } from 'zod';
import { isLanguage, paymentGraceDays, trialReminderDays, type PaidPlanId } from '@qamar/shared';
import { lockUser, refreshPlan } from '../../accounts/plan-change.ts';
import { BILLING_CANCEL_QUEUE } from '../../accounts/subscription-cancellation.ts';
import { billingEvents, subscriptions, users } from '../../db/schema.ts';
import { defineJob } from '../../jobs/registry.ts';
import { billingEmail } from './billing-emails.ts';
import { entitlementAt, graceEnd } from './entitlement.ts';
import { readSubscription } from './stripe-objects.ts';
import {
  applyProviderSubscription,
  BILLING_EMAIL_QUEUE,
  queueBillingEmail,
  stateOf,
} from './subscriptions.repository.ts';

export const BILLING_SYNC_QUEUE = 'billing-sync';
const BILLING_SWEEP_QUEUE = 'billing-sweep';
const DAY = 24 * 60 * 60 * 1000;
/** Events are kept long enough to outlast Stripe's redeliveries (three days), then dropped. */
const EVENT_MEMORY_DAYS = 30;

const isMissing = (error: unknown) =>
  error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';

/**
 * Brings one subscription in line with Stripe: fetches it as Stripe has it now and takes that in.
 * Events only say which subscription to look at, so their order never matters: the last fetch
 * wins, and the queue runs one fetch at a time per subscription (`stately`, keyed by its id).
 */
export async function syncSubscription(app: FastifyInstance, providerId: string): Promise<void> {
  const stripe = app.stripe;
  const settings = app.config.stripe;
  if (!stripe || !settings) return;
  let subscription: Stripe.Subscription;
  try {
    subscription = await stripe.subscriptions.retrieve(providerId);
  } catch (error) {
    if (isMissing(error)) return;
    throw error;
  }
  const read = readSubscription(subscription, settings.prices);
  if (!read) {
    app.log.warn(
      { subscription: providerId },
      'a Stripe subscription of another price or customer was left alone',
    );
    return;
  }
  await applyProviderSubscription(app, read, app.now());
}

const billingSyncJob = defineJob({
  name: BILLING_SYNC_QUEUE,
  payload: z.object({ subscriptionId: z.string() }),
  policy: 'stately',
  retryLimit: 10,
  retryDelay: 30,
  retryBackoff: true,
  concurrency: 2,
  handle: (app, { subscriptionId }) => syncSubscription(app, subscriptionId),
});

const billingEmailJob = defineJob({
  name: BILLING_EMAIL_QUEUE,
  payload: z.object({
    kind: z.enum(['started', 'trialEnding', 'paymentFailed', 'ended']),
    subscriptionId: z.number().int(),
  }),
  retryLimit: 4,
  retryDelay: 15,
  retryBackoff: true,
  concurrency: 2,
  handle: async (app, { kind, subscriptionId }) => {
    const [found] = await app.db
      .select({
        subscription: subscriptions,
        email: users.email,
        name: users.name,
        language: users.language,
      })
      .from(subscriptions)
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .where(eq(subscriptions.id, subscriptionId));
    // The account is gone (and the subscription with it).
    if (!found) return;
    const row = found.subscription;
    const date =
      kind === 'trialEnding' || (kind === 'started' && row.status === 'trialing')
        ? row.trialEnd
        : kind === 'paymentFailed'
          ? row.pastDueSince
            ? graceEnd(row.pastDueSince)
            : null
          : row.currentPeriodEnd;
    const message = billingEmail(
      kind,
      {
        to: found.email,
        name: found.name,
        language: isLanguage(found.language) ? found.language : 'en',
        plan: row.plan as PaidPlanId,
        trialing: row.status === 'trialing',
        date,
        refundedCents: row.refundedAt ? (row.refundedCents ?? 0) : null,
      },
      app.config.publicUrl,
    );
    await app.mailer.send(message);
  },
});

/** Cancels a subscription at Stripe now (its parent deleted the account). */
const billingCancelJob = defineJob({
  name: BILLING_CANCEL_QUEUE,
  payload: z.object({ providerId: z.string() }),
  retryLimit: 10,
  retryDelay: 30,
  retryBackoff: true,
  handle: async (app, { providerId }) => {
    if (!app.stripe) return;
    try {
      await app.stripe.subscriptions.cancel(
        providerId,
        {},
        { idempotencyKey: `qamar-cancel-${providerId}` },
      );
    } catch (error) {
      if (isMissing(error)) return;
      // Already cancelled: nothing left to do.
      if (error instanceof Stripe.errors.StripeInvalidRequestError && /cancel/i.test(error.message))
        return;
      throw error;
    }
  },
});

/**
 * What time alone changes, once a minute: a cancelled period or a payment's grace ending, a
 * downgrade starting (the row's plan and the parent's plan follow, with the "ended" email); the
 * "trial ends soon" email two days before a trial ends; old event ids forgotten. Each change is made
 * under the parent's row lock or by a conditional update, so two processes sweeping do it once.
 */
export async function sweepSubscriptions(app: FastifyInstance, now: Date): Promise<void> {
  const due = await app.db
    .select({ id: subscriptions.id, userId: subscriptions.userId })
    .from(subscriptions)
    .where(
      and(
        isNotNull(subscriptions.entitledPlan),
        or(
          lte(subscriptions.cancelAt, now),
          and(
            eq(subscriptions.status, 'past_due'),
            lte(subscriptions.pastDueSince, new Date(now.getTime() - paymentGraceDays * DAY)),
          ),
          and(
            isNotNull(subscriptions.pendingPlan),
            lte(subscriptions.pendingFrom, now),
            sql`${subscriptions.entitledPlan} is distinct from ${subscriptions.pendingPlan}`,
          ),
        ),
      ),
    )
    .limit(500);
  for (const { id, userId } of due) {
    await app.db.transaction(async (tx) => {
      if (!(await lockUser(tx, userId))) return;
      const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id));
      if (!row) return;
      const entitledPlan = entitlementAt(stateOf(row), now);
      if (entitledPlan === row.entitledPlan) return;
      await tx
        .update(subscriptions)
        .set({ entitledPlan, updatedAt: now })
        .where(eq(subscriptions.id, id));
      if (!entitledPlan) await queueBillingEmail(app, tx, 'ended', id);
      await refreshPlan(tx, userId, now);
    });
  }

  // Marked and queued together, so the reminder goes once (or, if the queueing fails, waits for the next sweep).
  await app.db.transaction(async (tx) => {
    const reminders = await tx
      .update(subscriptions)
      .set({ trialReminderAt: now })
      .where(
        and(
          eq(subscriptions.status, 'trialing'),
          isNull(subscriptions.cancelAt),
          isNull(subscriptions.trialReminderAt),
          gt(subscriptions.trialEnd, now),
          lte(subscriptions.trialEnd, new Date(now.getTime() + trialReminderDays * DAY)),
        ),
      )
      .returning({ id: subscriptions.id });
    for (const { id } of reminders) await queueBillingEmail(app, tx, 'trialEnding', id);
  });

  await app.db
    .delete(billingEvents)
    .where(lt(billingEvents.receivedAt, new Date(now.getTime() - EVENT_MEMORY_DAYS * DAY)));
}

const billingSweepJob = defineJob({
  name: BILLING_SWEEP_QUEUE,
  payload: z.unknown(),
  policy: 'stately',
  cron: '* * * * *',
  retryLimit: 0,
  handle: (app) => sweepSubscriptions(app, app.now()),
});

export const billingJobs = [billingSyncJob, billingEmailJob, billingCancelJob, billingSweepJob];

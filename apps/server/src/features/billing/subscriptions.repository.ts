import { and, desc, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PaidPlanId, SubscriptionView } from '@qamar/shared';
import { lockUser, refreshPlan } from '../../accounts/plan-change.ts';
import type { Reader, Transaction } from '../../accounts/quota.ts';
import { queueIn } from '../../jobs/in-transaction.ts';
import { billingCustomers, subscriptions } from '../../db/schema.ts';
import {
  graceEnd,
  nextState,
  phaseOf,
  transitionEmails,
  type BillingEmailKind,
  type ProviderSubscription,
  type SubscriptionState,
  type SubscriptionStatus,
} from './entitlement.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

export const BILLING_EMAIL_QUEUE = 'billing-email';

export function stateOf(row: SubscriptionRow): SubscriptionState {
  return {
    plan: row.plan as PaidPlanId,
    pendingPlan: row.pendingPlan as PaidPlanId | null,
    pendingFrom: row.pendingFrom,
    status: row.status as SubscriptionStatus,
    cancelAt: row.cancelAt,
    trialEnd: row.trialEnd,
    currentPeriodStart: row.currentPeriodStart,
    currentPeriodEnd: row.currentPeriodEnd,
    pastDueSince: row.pastDueSince,
    entitledPlan: row.entitledPlan as PaidPlanId | null,
    startedAt: row.startedAt,
    endedAt: row.endedAt,
  };
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A subscription as the parent's pages show it. */
export function toView(row: SubscriptionRow): SubscriptionView {
  const state = stateOf(row);
  const phase = phaseOf(state);
  return {
    id: row.id,
    // Once a downgrade has started, its plan is the one that applies.
    plan: state.entitledPlan ?? state.plan,
    phase,
    trialEnd: iso(row.trialEnd),
    currentPeriodEnd: iso(row.currentPeriodEnd),
    endsAt: phase === 'ended' ? null : iso(row.cancelAt),
    graceEndsAt:
      phase === 'past_due' && row.pastDueSince ? graceEnd(row.pastDueSince).toISOString() : null,
    pendingPlan: state.entitledPlan === state.pendingPlan ? null : state.pendingPlan,
    pendingFrom: state.entitledPlan === state.pendingPlan ? null : iso(row.pendingFrom),
    startedAt: row.startedAt.toISOString(),
    // Ended by time before Stripe's word: at the cancellation's date, or when the payment's grace ran out.
    endedAt:
      iso(row.endedAt) ??
      (phase === 'ended'
        ? iso(row.cancelAt ?? (row.pastDueSince ? graceEnd(row.pastDueSince) : row.updatedAt))
        : null),
  };
}

/** The parent's subscription that still grants a plan (the newest), else the newest of any. */
export async function currentSubscription(
  db: Reader,
  userId: number,
): Promise<SubscriptionRow | undefined> {
  const rows = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), ne(subscriptions.status, 'incomplete')))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(20);
  return rows.find((row) => row.entitledPlan !== null) ?? rows[0];
}

/** Whether the parent ever had a subscription (the free trial is for the first one only). */
export async function everSubscribed(db: Reader, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .limit(1);
  return Boolean(row);
}

export async function customerOf(db: Reader, userId: number) {
  const [row] = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, userId));
  return row;
}

export async function queueBillingEmail(
  app: FastifyInstance,
  tx: Transaction,
  kind: BillingEmailKind,
  subscriptionId: number,
): Promise<void> {
  await app.queue.send(BILLING_EMAIL_QUEUE, { kind, subscriptionId }, { db: queueIn(tx) });
}

/**
 * Takes in what Stripe says about a subscription (an event's subscription, fetched, or the answer to
 * one of our calls): under the parent's row lock, our row becomes what it says, the emails its
 * transitions call for are queued with it, and the parent's plan follows. Saying the same twice
 * changes nothing. Answers the row, or undefined when the customer is none of ours.
 */
export async function applyProviderSubscription(
  app: FastifyInstance,
  next: ProviderSubscription,
  now: Date,
  extra: (tx: Transaction, row: SubscriptionRow) => Promise<void> = async () => {},
): Promise<SubscriptionRow | undefined> {
  return app.db.transaction(async (tx) => {
    const [customer] = await tx
      .select({ userId: billingCustomers.userId })
      .from(billingCustomers)
      .where(eq(billingCustomers.customerId, next.customerId));
    if (!customer || !(await lockUser(tx, customer.userId))) return undefined;
    const [before] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.providerId, next.providerId));
    if (before && before.userId !== customer.userId) return undefined;
    const previous = before ? stateOf(before) : undefined;
    const after = nextState(previous, next, now);
    const values = { ...after, updatedAt: now };
    const [row] = before
      ? await tx
          .update(subscriptions)
          .set(values)
          .where(eq(subscriptions.id, before.id))
          .returning()
      : await tx
          .insert(subscriptions)
          .values({
            ...values,
            userId: customer.userId,
            providerId: next.providerId,
            createdAt: now,
          })
          .returning();
    for (const kind of transitionEmails(previous, after))
      await queueBillingEmail(app, tx, kind, row!.id);
    await extra(tx, row!);
    await refreshPlan(tx, customer.userId, now);
    return row!;
  });
}

import {
  isHigherPlan,
  paymentGraceDays,
  type PaidPlanId,
  type SubscriptionPhase,
} from '@qamar/shared';

/** Our states of a subscription, from Stripe's (which has more words for "ended"). */
export const subscriptionStatuses = [
  'incomplete',
  'trialing',
  'active',
  'past_due',
  'ended',
] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** What Stripe says about a subscription, in our terms. */
export interface ProviderSubscription {
  providerId: string;
  customerId: string;
  plan: PaidPlanId;
  status: SubscriptionStatus;
  cancelAt: Date | null;
  trialEnd: Date | null;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  startedAt: Date;
  endedAt: Date | null;
}

/** A subscription as our table keeps it. */
export interface SubscriptionState {
  plan: PaidPlanId;
  pendingPlan: PaidPlanId | null;
  pendingFrom: Date | null;
  status: SubscriptionStatus;
  cancelAt: Date | null;
  trialEnd: Date | null;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  pastDueSince: Date | null;
  entitledPlan: PaidPlanId | null;
  startedAt: Date;
  endedAt: Date | null;
}

const DAY = 24 * 60 * 60 * 1000;

/** When a past-due subscription's limits stop, unless the payment is fixed first. */
export const graceEnd = (pastDueSince: Date) =>
  new Date(pastDueSince.getTime() + paymentGraceDays * DAY);

/**
 * The plan a subscription grants at `now`, or null: while trialing or paid, until a cancellation's
 * date; while past due, for the grace period; a downgrade's lower plan from its date on.
 */
export function entitlementAt(
  row: Omit<SubscriptionState, 'entitledPlan'>,
  now: Date,
): PaidPlanId | null {
  if (row.status === 'past_due') {
    if (!row.pastDueSince || graceEnd(row.pastDueSince) <= now) return null;
  } else if (row.status !== 'trialing' && row.status !== 'active') {
    return null;
  }
  if (row.cancelAt && row.cancelAt <= now) return null;
  if (row.pendingPlan && row.pendingFrom && row.pendingFrom <= now) return row.pendingPlan;
  return row.plan;
}

/** The state a parent reads. */
export function phaseOf(row: SubscriptionState): SubscriptionPhase {
  if (!row.entitledPlan) return 'ended';
  if (row.status === 'past_due') return 'past_due';
  if (row.cancelAt) return 'canceling';
  return row.status === 'trialing' ? 'trialing' : 'active';
}

/**
 * Our row after Stripe's word `next` (the row before, if any): an upgrade applies at once; a
 * downgrade keeps the plan paid for until the end of the period it was made in (Stripe charges the
 * lower price from the next period: once a period starts at that date, the lower plan is the plan).
 */
export function nextState(
  before: SubscriptionState | undefined,
  next: ProviderSubscription,
  now: Date,
): SubscriptionState {
  let plan = next.plan;
  let pendingPlan: PaidPlanId | null = null;
  let pendingFrom: Date | null = null;
  if (before && isHigherPlan(before.plan, next.plan)) {
    const from = before.pendingFrom ?? before.currentPeriodEnd ?? next.currentPeriodEnd ?? now;
    const renewed = next.currentPeriodStart !== null && next.currentPeriodStart >= from;
    if (!renewed) {
      plan = before.plan;
      pendingPlan = next.plan;
      pendingFrom = from;
    }
  }
  const pastDueSince =
    next.status === 'past_due'
      ? before?.status === 'past_due' && before.pastDueSince
        ? before.pastDueSince
        : now
      : null;
  const state = {
    plan,
    pendingPlan,
    pendingFrom,
    status: next.status,
    cancelAt: next.status === 'ended' ? null : next.cancelAt,
    trialEnd: next.trialEnd,
    currentPeriodStart: next.currentPeriodStart,
    currentPeriodEnd: next.currentPeriodEnd,
    pastDueSince,
    startedAt: next.startedAt,
    endedAt: next.status === 'ended' ? (next.endedAt ?? before?.endedAt ?? now) : null,
  };
  return { ...state, entitledPlan: entitlementAt(state, now) };
}

export type BillingEmailKind = 'started' | 'trialEnding' | 'paymentFailed' | 'ended';

/** The emails a change of a subscription's row sends (each transition once: the row is locked while it changes). */
export function transitionEmails(
  before: SubscriptionState | undefined,
  after: SubscriptionState,
): BillingEmailKind[] {
  const kinds: BillingEmailKind[] = [];
  if (
    (!before || before.status === 'incomplete') &&
    (after.status === 'trialing' || after.status === 'active')
  )
    kinds.push('started');
  if (after.status === 'past_due' && before?.status !== 'past_due' && after.entitledPlan)
    kinds.push('paymentFailed');
  if (before?.entitledPlan && !after.entitledPlan) kinds.push('ended');
  return kinds;
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import {
  billingRedirect,
  billingState,
  choosePlanRequest,
  errorResponse,
  isHigherPlan,
  plans,
  type BillingState,
  type PaidPlanId,
  type PlanId,
} from '@qamar/shared';
import { findUserById, type UserRow } from '../../accounts/users.repository.ts';
import { billingCustomers } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { appLink } from '../../mail/bilingual-email.ts';
import { readSubscription } from './stripe-objects.ts';
import {
  applyProviderSubscription,
  currentSubscription,
  customerOf,
  everSubscribed,
  toView,
  type SubscriptionRow,
} from './subscriptions.repository.ts';

const refused = {
  400: errorResponse,
  401: errorResponse,
  404: errorResponse,
  409: errorResponse,
  503: errorResponse,
};

/** The Stripe client, or the parent is told online payment is not set up here (the operator grants plans). */
export function requireStripe(app: FastifyInstance) {
  if (!app.stripe || !app.config.stripe) throw new AppError('BILLING_DISABLED', 'billing.disabled');
  return { stripe: app.stripe, settings: app.config.stripe };
}

/**
 * A call to Stripe: when Stripe cannot be reached or refuses our keys, the caller hears that the
 * payment service is unavailable and nothing changed (our table changes only after Stripe's answer).
 */
export async function stripeCall<T>(request: FastifyRequest, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (
      error instanceof Stripe.errors.StripeConnectionError ||
      error instanceof Stripe.errors.StripeAPIError ||
      error instanceof Stripe.errors.StripeRateLimitError ||
      error instanceof Stripe.errors.StripeAuthenticationError ||
      error instanceof Stripe.errors.StripePermissionError
    ) {
      request.log.error({ err: error }, 'Stripe could not be used');
      throw new AppError('BILLING_UNAVAILABLE', 'billing.unavailable', { cause: error });
    }
    throw error;
  }
}

export async function billingStateOf(app: FastifyInstance, user: UserRow): Promise<BillingState> {
  const [row, subscribedBefore] = await Promise.all([
    currentSubscription(app.db, user.id),
    everSubscribed(app.db, user.id),
  ]);
  return {
    payments: app.stripe ? 'stripe' : 'off',
    plan: user.plan as PlanId,
    grantedPlan: user.grantedPlan as PlanId,
    subscription: row ? toView(row) : null,
    trialEligible: !subscribedBefore && plans.family.trialDays > 0,
  };
}

/**
 * The parent's billing: their plan and subscription (read from our table alone), and the actions
 * that go through Stripe: checkout, the customer portal, cancel at the period's end and undo, and
 * switching plans. Each action changes our table from Stripe's answer, as its webhook would.
 */
const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const running = async (userId: number): Promise<SubscriptionRow> => {
    const row = await currentSubscription(app.db, userId);
    if (!row?.entitledPlan) throw new AppError('NO_SUBSCRIPTION', 'billing.noSubscription');
    return row;
  };
  /** Takes in Stripe's answer and answers the parent's billing as it now stands. */
  const settle = async (request: FastifyRequest, subscription: Stripe.Subscription) => {
    const read = readSubscription(subscription, app.config.stripe!.prices);
    if (read) await applyProviderSubscription(app, read, app.now());
    return billingStateOf(app, (await findUserById(app.db, request.user!.id)) ?? request.user!);
  };

  app.get(
    '/api/billing',
    {
      preHandler: app.requireUser,
      schema: { response: { 200: billingState, 401: errorResponse } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return billingStateOf(app, request.user!);
    },
  );

  app.post(
    '/api/billing/checkout',
    {
      preHandler: app.requireUser,
      schema: { body: choosePlanRequest, response: { 200: billingRedirect, ...refused } },
    },
    async (request) => {
      const { stripe, settings } = requireStripe(app);
      const user = request.user!;
      const plan: PaidPlanId = request.body.plan;
      if ((await currentSubscription(app.db, user.id))?.entitledPlan)
        throw new AppError('SUBSCRIPTION_EXISTS', 'billing.alreadySubscribed');
      // A plan an admin gave that already covers this one: paying would buy nothing.
      if (!isHigherPlan(plan, user.grantedPlan as PlanId))
        throw new AppError('SAME_PLAN', 'billing.coveredByGrant');
      let customer = await customerOf(app.db, user.id);
      if (!customer) {
        // The key names this account (its id and creation time), so a retried request makes one customer.
        const made = await stripeCall(request, () =>
          stripe.customers.create(
            {
              email: user.email,
              name: user.name,
              preferred_locales: [request.language],
              metadata: { qamarUserId: String(user.id) },
            },
            { idempotencyKey: `qamar-customer-${user.id}-${user.createdAt.getTime()}` },
          ),
        );
        await app.db
          .insert(billingCustomers)
          .values({ userId: user.id, customerId: made.id })
          .onConflictDoNothing();
        customer = (await customerOf(app.db, user.id))!;
      }
      const trial =
        plan === 'family' && plans.family.trialDays > 0 && !(await everSubscribed(app.db, user.id));
      const session = await stripeCall(request, () =>
        stripe.checkout.sessions.create({
          mode: 'subscription',
          customer: customer.customerId,
          client_reference_id: String(user.id),
          line_items: [{ price: settings.prices[plan], quantity: 1 }],
          subscription_data: {
            metadata: { qamarUserId: String(user.id), plan },
            ...(trial ? { trial_period_days: plans.family.trialDays } : {}),
          },
          metadata: { qamarUserId: String(user.id), plan },
          // Stripe's checkout has no Arabic: it follows the browser's language, English otherwise.
          locale: request.language === 'ar' ? 'auto' : 'en',
          success_url: appLink(
            app.config.publicUrl,
            request.language,
            '/subscription-management?checkout=done',
          ),
          cancel_url: appLink(
            app.config.publicUrl,
            request.language,
            `/subscribe?plan=${plans[plan].name}&checkout=canceled`,
          ),
        }),
      );
      // Only the checkout opened last can be paid: the one it replaces is expired (two tabs, two clicks).
      const swapped = await app.db.execute(sql`
      update ${billingCustomers} as b set checkout_session_id = ${session.id}
      from (select user_id, checkout_session_id as previous from ${billingCustomers} where user_id = ${user.id} for update) as old
      where b.user_id = old.user_id
      returning old.previous`);
      const previous = (swapped as unknown as { rows: Array<{ previous: string | null }> }).rows[0]
        ?.previous;
      if (previous && previous !== session.id) {
        await stripe.checkout.sessions
          .expire(previous)
          .catch((error: unknown) =>
            request.log.info(
              { err: error, session: previous },
              'an earlier checkout could not be expired (paid or expired already)',
            ),
          );
      }
      if (!session.url) throw new AppError('BILLING_UNAVAILABLE', 'billing.unavailable');
      return { url: session.url };
    },
  );

  app.post(
    '/api/billing/portal',
    { preHandler: app.requireUser, schema: { response: { 200: billingRedirect, ...refused } } },
    async (request) => {
      const { stripe } = requireStripe(app);
      const customer = await customerOf(app.db, request.user!.id);
      if (!customer) throw new AppError('NO_SUBSCRIPTION', 'billing.noCustomer');
      const session = await stripeCall(request, () =>
        stripe.billingPortal.sessions.create({
          customer: customer.customerId,
          locale: request.language === 'ar' ? 'auto' : 'en',
          return_url: appLink(app.config.publicUrl, request.language, '/subscription-management'),
        }),
      );
      return { url: session.url };
    },
  );

  app.post(
    '/api/billing/cancel',
    { preHandler: app.requireUser, schema: { response: { 200: billingState, ...refused } } },
    async (request) => {
      const { stripe } = requireStripe(app);
      const row = await running(request.user!.id);
      if (row.cancelAt) throw new AppError('ALREADY_CANCELING', 'billing.alreadyCanceling');
      const subscription = await stripeCall(request, () =>
        stripe.subscriptions.update(row.providerId, { cancel_at_period_end: true }),
      );
      return settle(request, subscription);
    },
  );

  app.post(
    '/api/billing/resume',
    { preHandler: app.requireUser, schema: { response: { 200: billingState, ...refused } } },
    async (request) => {
      const { stripe } = requireStripe(app);
      const row = await running(request.user!.id);
      if (!row.cancelAt) throw new AppError('NOT_CANCELING', 'billing.notCanceling');
      const subscription = await stripeCall(request, () =>
        stripe.subscriptions.update(row.providerId, { cancel_at_period_end: false }),
      );
      return settle(request, subscription);
    },
  );

  app.post(
    '/api/billing/switch',
    {
      preHandler: app.requireUser,
      schema: { body: choosePlanRequest, response: { 200: billingState, ...refused } },
    },
    async (request) => {
      const { stripe, settings } = requireStripe(app);
      const row = await running(request.user!.id);
      const target: PaidPlanId = request.body.plan;
      const paid = row.plan as PaidPlanId;
      // Already this plan, or already going down to it at the period's end.
      if ((target === paid && !row.pendingPlan) || target === row.pendingPlan)
        throw new AppError('SAME_PLAN', 'billing.samePlan');
      const current = await stripeCall(request, () =>
        stripe.subscriptions.retrieve(row.providerId),
      );
      const item = current.items.data[0];
      if (!item) throw new AppError('NO_SUBSCRIPTION', 'billing.noSubscription');
      const items = [{ id: item.id, price: settings.prices[target] }];
      const subscription = await stripeCall(request, () =>
        isHigherPlan(target, paid)
          ? // Up: the difference is charged now, and the new plan applies only once that payment succeeds.
            stripe.subscriptions.update(row.providerId, {
              items,
              proration_behavior: 'always_invoice',
              payment_behavior: 'pending_if_incomplete',
              ...(current.status === 'trialing' ? { trial_end: 'now' as const } : {}),
            })
          : // Down (or back to the plan paid for): nothing is charged now; the lower price starts with the next period.
            stripe.subscriptions.update(row.providerId, { items, proration_behavior: 'none' }),
      );
      return settle(request, subscription);
    },
  );
};

export default billingRoutes;

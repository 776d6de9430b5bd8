import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { desc, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import {
  adminSubscriptionList,
  adminSubscriptionQuery,
  errorResponse,
  idParams,
  moneyBackGuaranteeDays,
  refundResponse,
  type AdminSubscription,
} from '@qamar/shared';
import { recordAdminAction } from '../../accounts/admin-audit.ts';
import { subscriptions, users } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors/app-error.ts';
import { requireStripe, stripeCall } from './billing.routes.ts';
import { readSubscription } from './stripe-objects.ts';
import {
  applyProviderSubscription,
  toView,
  type SubscriptionRow,
} from './subscriptions.repository.ts';

const DAY = 24 * 60 * 60 * 1000;
const LIST_MAX = 50;

/** Within the money-back promise: its first 30 days, not refunded yet. */
const refundable = (row: SubscriptionRow, now: Date) =>
  !row.refundedAt && now.getTime() - row.startedAt.getTime() <= moneyBackGuaranteeDays * DAY;

const adminView = (row: SubscriptionRow, email: string, now: Date): AdminSubscription => ({
  ...toView(row),
  userId: row.userId,
  email,
  refundedAt: row.refundedAt?.toISOString() ?? null,
  refundedCents: row.refundedCents,
  refundable: refundable(row, now),
});

/**
 * Admins and subscriptions: look them up by a parent's email, and keep the landing's 30-day
 * money-back promise: a refund pays back every payment of the subscription and ends it now,
 * written to the audit log.
 */
const adminSubscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/subscriptions',
    {
      onRequest: app.requireAdmin,
      schema: {
        querystring: adminSubscriptionQuery,
        response: { 200: adminSubscriptionList, 400: errorResponse, 401: errorResponse },
      },
    },
    async (request) => {
      const rows = await app.db
        .select({ subscription: subscriptions, email: users.email })
        .from(subscriptions)
        .innerJoin(users, eq(users.id, subscriptions.userId))
        .where(request.query.email ? eq(users.email, request.query.email) : undefined)
        .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
        .limit(LIST_MAX);
      const now = app.now();
      return {
        subscriptions: rows.map(({ subscription, email }) => adminView(subscription, email, now)),
      };
    },
  );

  app.post(
    '/api/admin/subscriptions/:id/refund',
    {
      onRequest: app.requireAdmin,
      schema: {
        params: idParams,
        response: {
          200: refundResponse,
          401: errorResponse,
          404: errorResponse,
          409: errorResponse,
          503: errorResponse,
        },
      },
    },
    async (request) => {
      const [found] = await app.db
        .select({ subscription: subscriptions, email: users.email })
        .from(subscriptions)
        .innerJoin(users, eq(users.id, subscriptions.userId))
        .where(eq(subscriptions.id, request.params.id));
      if (!found) throw notFound();
      const row = found.subscription;
      if (row.refundedAt) throw new AppError('ALREADY_REFUNDED', 'billing.alreadyRefunded');
      if (!refundable(row, app.now()))
        throw new AppError('REFUND_WINDOW_PASSED', 'billing.refundWindowPassed', {
          params: { days: moneyBackGuaranteeDays },
        });
      const { stripe, settings } = requireStripe(app);

      // Every payment of the subscription is paid back (the keys make a repeated refund the same refund).
      let refundedCents = 0;
      const invoices = await stripeCall(request, () =>
        stripe.invoices.list({ subscription: row.providerId, status: 'paid', limit: 100 }),
      );
      for (const invoice of invoices.data) {
        const payments = await stripeCall(request, () =>
          stripe.invoicePayments.list({ invoice: invoice.id!, status: 'paid', limit: 100 }),
        );
        for (const payment of payments.data) {
          const intent = payment.payment.payment_intent;
          const intentId = typeof intent === 'string' ? intent : intent?.id;
          if (!intentId || !payment.amount_paid) continue;
          const refund = await stripeCall(request, () =>
            stripe.refunds.create(
              { payment_intent: intentId },
              { idempotencyKey: `qamar-refund-${intentId}` },
            ),
          );
          refundedCents += refund.amount;
        }
      }
      // Then it ends now (or is read as it stands, when it had ended already).
      const ended = await stripeCall(request, async () => {
        try {
          return await stripe.subscriptions.cancel(
            row.providerId,
            {},
            { idempotencyKey: `qamar-refund-cancel-${row.providerId}` },
          );
        } catch (error) {
          if (error instanceof Stripe.errors.StripeInvalidRequestError)
            return stripe.subscriptions.retrieve(row.providerId);
          throw error;
        }
      });
      const read = readSubscription(ended, settings.prices);
      const now = app.now();
      const record = async (tx: Parameters<Parameters<typeof app.db.transaction>[0]>[0]) => {
        await tx
          .update(subscriptions)
          .set({ refundedAt: now, refundedCents })
          .where(eq(subscriptions.id, row.id));
        await recordAdminAction(tx, {
          adminId: request.admin!.id,
          action: 'subscription.refund',
          targetType: 'subscription',
          targetId: String(row.id),
          detail: { userId: row.userId, providerId: row.providerId, refundedCents },
          ip: request.ip,
        });
      };
      if (read) await applyProviderSubscription(app, read, now, record);
      else await app.db.transaction(record);
      const [after] = await app.db.select().from(subscriptions).where(eq(subscriptions.id, row.id));
      request.log.info(
        { admin: request.admin!.id, subscription: row.id, refundedCents },
        'subscription refunded',
      );
      return { subscription: adminView(after!, found.email, now), refundedCents };
    },
  );
};

export default adminSubscriptionRoutes;

import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { users } from '../src/db/schema.ts';
import { withCsrf } from './accounts-helper.ts';
import type { TestApp } from './helper.ts';
import { startLocalStripe, type LocalStripe, type LocalStripeOptions } from './stripe-local.ts';

/** A local Stripe whose webhook events go to the test app through `inject`, as Stripe's would over HTTP. */
export async function localStripeFor(
  app: () => TestApp,
  options: LocalStripeOptions = {},
): Promise<LocalStripe> {
  return startLocalStripe({
    ...options,
    deliver: async (body, signature) => (await postWebhook(app(), body, signature)).statusCode,
  });
}

export function postWebhook(
  t: TestApp,
  body: string,
  signature?: string,
  extra: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return t.inject({
    method: 'POST',
    url: '/api/billing/webhook',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature === undefined ? {} : { 'stripe-signature': signature }),
      ...extra,
    },
    payload: body,
    remoteAddress: '10.44.0.1',
  });
}

/** Waits until every billing job queued so far (syncs from Stripe, emails, cancellations) has been worked, and Stripe's replies to them. */
export async function billingSettled(
  t: TestApp,
  stripe?: LocalStripe,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const waiting = async () => {
    const result = await t.app.db.execute(
      sql`select count(*)::int as waiting from pgboss.job where name in ('billing-sync', 'billing-email', 'billing-cancel') and state in ('created', 'retry', 'active')`,
    );
    return (result as unknown as { rows: Array<{ waiting: number }> }).rows[0]!.waiting;
  };
  for (;;) {
    await stripe?.settle();
    // A job may make Stripe send events (a cancellation), whose own jobs come after them.
    if ((await waiting()) === 0 && (await stripe?.settle(), (await waiting()) === 0)) return;
    if (Date.now() > deadline) throw new Error('billing jobs still queued');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A parent's headers with a token made now (the test clock moves past tokens' lifetime). */
export async function asParent(
  t: TestApp,
  userId: number,
  mutating = false,
): Promise<Record<string, string>> {
  const [row] = await t.handle.db
    .select({ version: users.tokenVersion })
    .from(users)
    .where(eq(users.id, userId));
  const token = await t.app.issueToken('user', userId, row!.version);
  return mutating ? withCsrf(t, token) : { authorization: `Bearer ${token}` };
}

export async function billingCall(
  t: TestApp,
  userId: number,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) {
  return t.inject({
    method,
    url,
    headers: { ...(await asParent(t, userId, method !== 'GET')), ...headers },
    ...(payload ? { payload } : {}),
  });
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { plans, type BillingState } from '@qamar/shared';
import { adminAuditLog, admins, billingEvents, subscriptions, users } from '../src/db/schema.ts';
import { sweepSubscriptions } from '../src/features/billing/billing.jobs.ts';
import { adminToken, parent, withCsrf } from './accounts-helper.ts';
import {
  asParent,
  billingCall,
  billingSettled,
  localStripeFor,
  postWebhook,
} from './billing-helper.ts';
import { createTestApp, target, type TestApp } from './helper.ts';
import { startSmtpServer } from './smtp.ts';
import { localPrices, stripeEnv, type LocalStripe } from './stripe-local.ts';

const DAY = 24 * 60 * 60 * 1000;

describe(`billing through Stripe (${target})`, () => {
  let t: TestApp;
  let stripe: LocalStripe;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  // Real time moved forward by the tests (a captcha's expiry is checked against real time).
  let offset = 0;
  const clock = {
    now: () => new Date(Date.now() + offset),
    advance: (ms: number) => void (offset += ms),
  };
  /** An admin's headers with a token made now (the clock moves past an admin token's 8 hours). */
  const asAdmin = async () => withCsrf(t, await t.app.issueToken('admin', adminId, 0));
  let adminId = 0;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    stripe = await localStripeFor(() => t, { now: clock.now });
    t = await createTestApp({
      env: {
        ...stripeEnv(stripe),
        SMTP_URL: smtp.url,
        ADMIN_USERNAME: 'warda',
        ADMIN_PASSWORD: 'night-garden-7',
      },
      now: clock.now,
    });
    await adminToken(t, 'warda', 'night-garden-7');
    adminId = (await t.handle.db.select({ id: admins.id }).from(admins))[0]!.id;
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    await stripe?.close();
    await smtp?.close();
  });

  const state = async (userId: number, language = 'en') => {
    const response = await billingCall(t, userId, 'GET', '/api/billing', undefined, {
      'accept-language': language,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as BillingState;
  };
  const usage = async (userId: number) =>
    (await billingCall(t, userId, 'GET', '/api/user/usage-stats')).json() as {
      plan: string;
      stories: { limit: number };
      dialects: string[];
    };
  /** The billing emails a parent received (their verification email left out). */
  const mailsTo = (email: string) =>
    smtp.messages.filter(
      (message) => message.to.includes(email) && !message.decoded.includes('Confirm my email'),
    );
  const checkout = async (userId: number, plan: 'family' | 'heritage', language = 'en') => {
    const response = await billingCall(
      t,
      userId,
      'POST',
      '/api/billing/checkout',
      { plan },
      { 'accept-language': language },
    );
    expect(response.statusCode, response.body).toBe(200);
    const session = stripe.sessionOfUrl(response.json().url as string);
    expect(session).toBeDefined();
    return session!;
  };
  /** A parent subscribes and pays the checkout; answers the Stripe subscription's id. */
  const subscribe = async (userId: number, plan: 'family' | 'heritage') => {
    const session = await checkout(userId, plan);
    const subscription = await stripe.completeCheckout(String(session.id));
    await billingSettled(t, stripe);
    return String(subscription.id);
  };
  const sweep = async () => {
    await sweepSubscriptions(t.app, clock.now());
    await billingSettled(t, stripe);
  };
  const rowOf = async (providerId: string) =>
    (
      await t.handle.db.select().from(subscriptions).where(eq(subscriptions.providerId, providerId))
    )[0]!;

  it('a Starter parent subscribes to Family with the 7-day trial: the limits rise when Stripe confirms, and an email says so in both languages', async () => {
    const p = await parent(t, 'first-family@example.com');
    const before = await state(p.id);
    expect(before).toMatchObject({
      payments: 'stripe',
      plan: 'free',
      subscription: null,
      trialEligible: true,
    });
    expect((await usage(p.id)).dialects).not.toContain('egyptian');

    const session = await checkout(p.id, 'family');
    expect(session._params).toMatchObject({
      mode: 'subscription',
      line_items: [{ price: localPrices.family, quantity: '1' }],
      subscription_data: { trial_period_days: '7' },
    });
    // Nothing changes before Stripe says the checkout was paid.
    expect((await state(p.id)).plan).toBe('free');

    await stripe.completeCheckout(String(session.id));
    await billingSettled(t, stripe);
    const after = await state(p.id);
    expect(after.plan).toBe('family');
    expect(after.subscription).toMatchObject({
      plan: 'family',
      phase: 'trialing',
      endsAt: null,
      pendingPlan: null,
    });
    expect(
      Math.abs(
        new Date(after.subscription!.trialEnd!).getTime() - (clock.now().getTime() + 7 * DAY),
      ),
    ).toBeLessThan(10_000);
    expect(after.trialEligible).toBe(false);
    const limits = await usage(p.id);
    expect(limits.stories.limit).toBe(plans.family.storiesPerWeek);
    expect(limits.dialects).toContain('egyptian');
    const current = await billingCall(t, p.id, 'GET', '/api/user');
    expect(current.json().subscription).toBe('Family');

    const mails = mailsTo('first-family@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.decoded).toContain('Your free trial runs until');
    expect(mails[0]!.decoded).toContain('تستمر فترتك التجريبية المجانية حتى');
    expect(mails[0]!.decoded).toContain('/subscription-management');
  });

  it('refuses a second checkout while a subscription runs, and a parent cannot open checkout for the free plan', async () => {
    const p = await parent(t, 'twice@example.com');
    await subscribe(p.id, 'family');
    const again = await billingCall(
      t,
      p.id,
      'POST',
      '/api/billing/checkout',
      { plan: 'heritage' },
      { 'accept-language': 'ar' },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'SUBSCRIPTION_EXISTS',
      message: expect.stringContaining('لديك اشتراك بالفعل'),
    });
    const free = await billingCall(t, p.id, 'POST', '/api/billing/checkout', { plan: 'free' });
    expect(free.statusCode).toBe(400);
  });

  it('opening a second checkout expires the first, so only one can be paid', async () => {
    const p = await parent(t, 'two-tabs@example.com');
    const first = await checkout(p.id, 'family');
    const second = await checkout(p.id, 'family');
    expect(stripe.sessions.get(String(first.id))!.status).toBe('expired');
    expect(stripe.sessions.get(String(second.id))!.status).toBe('open');
    // One Stripe customer for the parent, however many checkouts.
    expect(second.customer).toBe(first.customer);
  });

  it('cancels at the period end and undoes it; at the end the parent is back on Starter with everything kept, and a second Family subscription gets no trial', async () => {
    const p = await parent(t, 'canceller@example.com');
    const providerId = await subscribe(p.id, 'family');
    // Made on Family: more characters than Starter allows.
    for (const name of ['Nour', 'Salma', 'Yusuf']) {
      const made = await t.inject({
        method: 'POST',
        url: '/api/characters',
        headers: await asParent(t, p.id, true),
        payload: { name, age: 6, gender: 'female', description: 'A child who loves the moon.' },
      });
      expect(made.statusCode, made.body).toBe(201);
    }

    const cancelled = await billingCall(t, p.id, 'POST', '/api/billing/cancel');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const canceling = cancelled.json() as BillingState;
    expect(canceling.subscription).toMatchObject({
      phase: 'canceling',
      endsAt: canceling.subscription!.currentPeriodEnd,
    });
    expect(canceling.plan).toBe('family');
    expect((await billingCall(t, p.id, 'POST', '/api/billing/cancel')).json().code).toBe(
      'ALREADY_CANCELING',
    );

    const resumed = await billingCall(t, p.id, 'POST', '/api/billing/resume');
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect((resumed.json() as BillingState).subscription).toMatchObject({
      phase: 'trialing',
      endsAt: null,
    });
    expect((await billingCall(t, p.id, 'POST', '/api/billing/resume')).json().code).toBe(
      'NOT_CANCELING',
    );
    expect((await billingCall(t, p.id, 'POST', '/api/billing/cancel')).statusCode).toBe(200);
    await billingSettled(t, stripe);

    // Limits stay until the end of the period...
    clock.advance(7 * DAY - 60_000);
    await sweep();
    expect((await state(p.id)).plan).toBe('family');
    // ...and end with it, even before Stripe's event arrives.
    clock.advance(120_000);
    await sweep();
    const ended = await state(p.id);
    expect(ended).toMatchObject({
      plan: 'free',
      subscription: { phase: 'ended' },
      trialEligible: false,
    });
    const endedMails = mailsTo('canceller@example.com')
      .map((mail) => mail.decoded)
      .filter((text) => text.includes('Your account is back on the Starter plan'));
    expect(endedMails).toHaveLength(1);
    expect(endedMails[0]).toContain('عاد حسابك إلى خطة المبتدئ');
    // Stripe's own word that it ended changes nothing more (no second email).
    await stripe.endPeriod(providerId);
    await billingSettled(t, stripe);
    expect((await rowOf(providerId)).status).toBe('ended');
    expect(
      mailsTo('canceller@example.com').filter((mail) =>
        mail.decoded.includes('Your account is back on the Starter plan'),
      ),
    ).toHaveLength(1);

    // Everything made stays readable; making more than Starter allows is refused with the upgrade offer.
    const own = await t.inject({
      method: 'GET',
      url: '/api/characters/own',
      headers: await asParent(t, p.id),
    });
    expect(own.json()).toHaveLength(3);
    const more = await t.inject({
      method: 'POST',
      url: '/api/characters',
      headers: await asParent(t, p.id, true),
      payload: { name: 'Hala', age: 5, gender: 'female', description: 'A girl with a kite.' },
    });
    expect(more.statusCode).toBe(403);
    expect(more.json().code).toBe('CHARACTER_LIMIT_EXCEEDED');

    // A second Family subscription: no trial.
    const second = await checkout(p.id, 'family');
    expect(
      (second._params.subscription_data as Record<string, unknown>).trial_period_days,
    ).toBeUndefined();
    await stripe.completeCheckout(String(second.id));
    await billingSettled(t, stripe);
    expect(await state(p.id)).toMatchObject({ plan: 'family', subscription: { phase: 'active' } });
  });

  it('refuses forged, tampered, stale and unsigned events, and answers 200 to events it does not use without recording them', async () => {
    const count = async () =>
      (await t.handle.db.select({ n: sql<number>`count(*)::int` }).from(billingEvents))[0]!.n;
    const before = await count();
    const body = stripe.eventBody('customer.subscription.updated', {
      id: 'sub_forged',
      object: 'subscription',
    });
    const forged = await postWebhook(
      t,
      body,
      stripe.sign(body, { secret: 'whsec_not_the_real_secret' }),
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('SIGNATURE_INVALID');
    const tampered = await postWebhook(
      t,
      body.replace('sub_forged', 'sub_tampered'),
      stripe.sign(body),
    );
    expect(tampered.statusCode).toBe(400);
    const stale = await postWebhook(
      t,
      body,
      stripe.sign(body, { timestamp: Math.floor(clock.now().getTime() / 1000) - 301 }),
    );
    expect(stale.statusCode).toBe(400);
    expect(stale.json().code).toBe('SIGNATURE_INVALID');
    const unsigned = await postWebhook(t, body);
    expect(unsigned.statusCode).toBe(400);
    const wrongType = await postWebhook(t, body, stripe.sign(body), {
      'content-type': 'text/plain',
    });
    expect(wrongType.statusCode).toBe(415);
    const arabic = await postWebhook(t, body, stripe.sign(body, { secret: 'whsec_other' }), {
      'accept-language': 'ar',
    });
    expect(arabic.json().message).toBe('توقيع الحدث مفقود أو غير مطابق أو قديم جدًا.');
    expect(await count()).toBe(before);

    const unused = stripe.eventBody('customer.created', { id: 'cus_someone', object: 'customer' });
    const answered = await postWebhook(t, unused, stripe.sign(unused));
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toEqual({ received: true });
    expect(await count()).toBe(before);
  });

  it('takes the same event delivered five times at once in once', async () => {
    const p = await parent(t, 'five-times@example.com');
    const session = await checkout(p.id, 'heritage');
    // Stripe's subscription exists; its event is delivered five times together, as retries can.
    const subscription = await stripe.completeCheckout(String(session.id), []);
    const body = stripe.eventBody('customer.subscription.created', subscription);
    const signature = stripe.sign(body);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => postWebhook(t, body, signature)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    await billingSettled(t, stripe);
    const eventId = (JSON.parse(body) as { id: string }).id;
    expect(
      await t.handle.db.select().from(billingEvents).where(eq(billingEvents.id, eventId)),
    ).toHaveLength(1);
    const jobs = await t.app.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = 'billing-sync' and data->>'subscriptionId' = ${String(subscription.id)}`,
    );
    expect((jobs as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(1);
    expect(
      await t.handle.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.providerId, String(subscription.id))),
    ).toHaveLength(1);
    expect(
      mailsTo('five-times@example.com').filter((mail) =>
        mail.decoded.includes('Thank you for choosing the Heritage plan'),
      ),
    ).toHaveLength(1);
    expect((await state(p.id)).plan).toBe('heritage');
    // Delivered again later: still nothing new.
    expect((await postWebhook(t, body, stripe.sign(body))).statusCode).toBe(200);
    await billingSettled(t, stripe);
    expect(mailsTo('five-times@example.com')).toHaveLength(1);
  });

  it('ends in the right state when events come out of order (updated before created)', async () => {
    const p = await parent(t, 'out-of-order@example.com');
    const session = await checkout(p.id, 'family');
    const subscription = await stripe.completeCheckout(String(session.id), []);
    const created = stripe.eventBody('customer.subscription.created', subscription);
    // Then the parent cancels at Stripe (in the portal): its update event overtakes the creation's.
    subscription.cancel_at_period_end = true;
    subscription.cancel_at = (
      subscription.items as { data: Array<{ current_period_end: number }> }
    ).data[0]!.current_period_end;
    const updated = stripe.eventBody('customer.subscription.updated', subscription);
    expect((await postWebhook(t, updated, stripe.sign(updated))).statusCode).toBe(200);
    await billingSettled(t, stripe);
    expect((await postWebhook(t, created, stripe.sign(created))).statusCode).toBe(200);
    await billingSettled(t, stripe);
    const after = await state(p.id);
    expect(after.plan).toBe('family');
    expect(after.subscription).toMatchObject({ phase: 'canceling' });
    expect(after.subscription!.endsAt).not.toBeNull();
  });

  it('keeps the limits for 7 days after a failed payment, with a banner state and an email, then returns to Starter; a fixed payment restores the plan', async () => {
    const p = await parent(t, 'past-due@example.com', { plan: 'free' });
    const providerId = await subscribe(p.id, 'heritage');
    expect((await state(p.id)).subscription!.phase).toBe('active');
    const customer = String(stripe.subscriptions.get(providerId)!.customer);
    stripe.decline(customer);
    clock.advance(30 * DAY);
    await stripe.endPeriod(providerId);
    await billingSettled(t, stripe);
    const failing = await state(p.id, 'ar');
    expect(failing.plan).toBe('heritage');
    expect(failing.subscription).toMatchObject({ phase: 'past_due' });
    expect(
      Math.abs(
        new Date(failing.subscription!.graceEndsAt!).getTime() - (clock.now().getTime() + 7 * DAY),
      ),
    ).toBeLessThan(10_000);
    const failedMails = mailsTo('past-due@example.com').filter((mail) =>
      mail.decoded.includes('did not go through'),
    );
    expect(failedMails).toHaveLength(1);
    expect(failedMails[0]!.decoded).toContain('لم تتمّ دفعة خطة التراث');

    clock.advance(7 * DAY - 60_000);
    await sweep();
    expect((await state(p.id)).plan).toBe('heritage');
    clock.advance(120_000);
    await sweep();
    expect(await state(p.id)).toMatchObject({ plan: 'free', subscription: { phase: 'ended' } });
    expect(
      mailsTo('past-due@example.com').filter((mail) =>
        mail.decoded.includes('Your account is back on the Starter plan'),
      ),
    ).toHaveLength(1);

    // The parent fixes the card; Stripe takes the payment: the plan is back.
    await stripe.payOpenInvoice(providerId);
    await billingSettled(t, stripe);
    expect(await state(p.id)).toMatchObject({
      plan: 'heritage',
      subscription: { phase: 'active', graceEndsAt: null },
    });
  });

  it('upgrades at once once Stripe has the payment, and downgrades at the end of the period paid for', async () => {
    const p = await parent(t, 'switcher@example.com');
    const providerId = await subscribe(p.id, 'family');
    expect(
      (await billingCall(t, p.id, 'POST', '/api/billing/switch', { plan: 'family' })).json().code,
    ).toBe('SAME_PLAN');

    const up = await billingCall(t, p.id, 'POST', '/api/billing/switch', { plan: 'heritage' });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json()).toMatchObject({
      plan: 'heritage',
      subscription: { plan: 'heritage', phase: 'active' },
    });
    const charged = [...stripe.invoices.values()].filter(
      (invoice) =>
        invoice.billing_reason === 'subscription_update' &&
        invoice.customer === stripe.subscriptions.get(providerId)!.customer,
    );
    expect(charged.map((invoice) => invoice.amount_paid)).toEqual([1999]);
    await billingSettled(t, stripe);

    const down = await billingCall(t, p.id, 'POST', '/api/billing/switch', { plan: 'family' });
    expect(down.statusCode, down.body).toBe(200);
    const pending = down.json() as BillingState;
    expect(pending.plan).toBe('heritage');
    expect(pending.subscription).toMatchObject({
      plan: 'heritage',
      pendingPlan: 'family',
      pendingFrom: pending.subscription!.currentPeriodEnd,
    });
    expect(
      (await billingCall(t, p.id, 'POST', '/api/billing/switch', { plan: 'family' })).json().code,
    ).toBe('SAME_PLAN');
    await billingSettled(t, stripe);
    expect((await state(p.id)).plan).toBe('heritage');

    // The next period starts at the lower price: Family from then on.
    clock.advance(30 * DAY);
    await stripe.endPeriod(providerId);
    await billingSettled(t, stripe);
    expect(await state(p.id)).toMatchObject({
      plan: 'family',
      subscription: { plan: 'family', pendingPlan: null, phase: 'active' },
    });
  });

  it('refunds a subscription in its first 30 days (admins only, written to the audit log), which ends it', async () => {
    const p = await parent(t, 'refund-me@example.com');
    const providerId = await subscribe(p.id, 'heritage');
    const row = await rowOf(providerId);

    const asParentCall = await t.inject({
      method: 'POST',
      url: `/api/admin/subscriptions/${row.id}/refund`,
      headers: await asParent(t, p.id, true),
    });
    expect(asParentCall.statusCode).toBe(401);
    const anonymous = await t.inject({
      method: 'POST',
      url: `/api/admin/subscriptions/${row.id}/refund`,
      headers: await withCsrf(t),
    });
    expect(anonymous.statusCode).toBe(401);

    const found = await t.inject({
      method: 'GET',
      url: '/api/admin/subscriptions?email=refund-me@example.com',
      headers: await asAdmin(),
    });
    expect(found.json().subscriptions).toEqual([
      expect.objectContaining({
        id: row.id,
        email: 'refund-me@example.com',
        refundable: true,
        plan: 'heritage',
      }),
    ]);

    const refunded = await t.inject({
      method: 'POST',
      url: `/api/admin/subscriptions/${row.id}/refund`,
      headers: await asAdmin(),
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json()).toMatchObject({
      refundedCents: 1999,
      subscription: { phase: 'ended', refundable: false, refundedCents: 1999 },
    });
    expect([...stripe.refunds.values()].map((refund) => refund.amount)).toContain(1999);
    expect(stripe.subscriptions.get(providerId)!.status).toBe('canceled');
    await billingSettled(t, stripe);
    expect((await state(p.id)).plan).toBe('free');
    const [audit] = await t.handle.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, String(row.id)));
    expect(audit).toMatchObject({
      action: 'subscription.refund',
      targetType: 'subscription',
      detail: expect.objectContaining({ refundedCents: 1999 }),
    });
    const ended = mailsTo('refund-me@example.com').filter((mail) =>
      mail.decoded.includes('Your account is back on the Starter plan'),
    );
    expect(ended).toHaveLength(1);
    expect(ended[0]!.decoded).toContain('We have refunded your payment of \u2068$19.99\u2069');
    expect(ended[0]!.decoded).toContain('أعدنا إليك مبلغ \u2068$19.99\u2069');

    const twice = await t.inject({
      method: 'POST',
      url: `/api/admin/subscriptions/${row.id}/refund`,
      headers: await asAdmin(),
    });
    expect(twice.json().code).toBe('ALREADY_REFUNDED');
    const missing = await t.inject({
      method: 'POST',
      url: '/api/admin/subscriptions/999999/refund',
      headers: await asAdmin(),
    });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses a refund after the 30 days of the promise', async () => {
    const p = await parent(t, 'too-late@example.com');
    const providerId = await subscribe(p.id, 'heritage');
    clock.advance(31 * DAY);
    const late = await t.inject({
      method: 'POST',
      url: `/api/admin/subscriptions/${(await rowOf(providerId)).id}/refund`,
      headers: { ...(await asAdmin()), 'accept-language': 'ar' },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: 'REFUND_WINDOW_PASSED',
      message: expect.stringContaining('30'),
    });
    expect(stripe.subscriptions.get(providerId)!.status).toBe('active');
  });

  it('keeps a plan an admin granted when a subscription below it ends', async () => {
    const p = await parent(t, 'gifted@example.com');
    const providerId = await subscribe(p.id, 'family');
    const grant = await t.inject({
      method: 'POST',
      url: '/api/admin/users/plan',
      headers: await asAdmin(),
      payload: { email: 'gifted@example.com', plan: 'heritage' },
    });
    expect(grant.statusCode, grant.body).toBe(200);
    expect(grant.json().user.subscription).toBe('Heritage');
    await t.app.stripe!.subscriptions.cancel(providerId);
    await billingSettled(t, stripe);
    expect(await state(p.id)).toMatchObject({
      plan: 'heritage',
      grantedPlan: 'heritage',
      subscription: { phase: 'ended' },
    });
    // Paying for what the grant already gives would buy nothing.
    const covered = await billingCall(t, p.id, 'POST', '/api/billing/checkout', { plan: 'family' });
    expect(covered.statusCode).toBe(409);
    expect(covered.json()).toMatchObject({
      code: 'SAME_PLAN',
      message: expect.stringContaining('given by the Qamar team'),
    });
    // A grant below a running subscription leaves the subscription's plan.
    const q = await parent(t, 'paying@example.com');
    await subscribe(q.id, 'heritage');
    const lower = await t.inject({
      method: 'POST',
      url: '/api/admin/users/plan',
      headers: await asAdmin(),
      payload: { email: 'paying@example.com', plan: 'family' },
    });
    expect(lower.json().user.subscription).toBe('Heritage');
  });

  it('reminds a trialing parent two days before the trial ends, once', async () => {
    const p = await parent(t, 'reminder@example.com');
    await subscribe(p.id, 'family');
    clock.advance(5 * DAY - 60_000);
    await sweep();
    expect(
      mailsTo('reminder@example.com').filter((mail) =>
        mail.decoded.includes('Your free trial of the Family plan ends on'),
      ),
    ).toHaveLength(0);
    clock.advance(120_000);
    await sweep();
    await sweep();
    const reminders = mailsTo('reminder@example.com').filter((mail) =>
      mail.decoded.includes('Your free trial of the Family plan ends on'),
    );
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.decoded).toContain('تنتهي الفترة التجريبية المجانية لخطة العائلة');
  });

  it('cancels the subscription at Stripe when the parent deletes the account', async () => {
    const p = await parent(t, 'leaving@example.com');
    const providerId = await subscribe(p.id, 'family');
    const deleted = await t.inject({
      method: 'DELETE',
      url: '/api/user',
      headers: await asParent(t, p.id, true),
      payload: { password: 'moonlit-dunes-42' },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    await billingSettled(t, stripe);
    expect(stripe.subscriptions.get(providerId)!.status).toBe('canceled');
    expect(await t.handle.db.select().from(users).where(eq(users.id, p.id))).toHaveLength(0);
  });

  it('opens the customer portal for a parent who has a customer, and tells the others there is none yet', async () => {
    const p = await parent(t, 'portal@example.com');
    const none = await billingCall(t, p.id, 'POST', '/api/billing/portal');
    expect(none.statusCode).toBe(409);
    await subscribe(p.id, 'family');
    const portal = await billingCall(t, p.id, 'POST', '/api/billing/portal', undefined, {
      'accept-language': 'ar',
    });
    expect(portal.statusCode, portal.body).toBe(200);
    expect(portal.json().url).toMatch(new RegExp(`^${stripe.url}/portal/`));
    const call = stripe.calls.filter((c) => c.path === '/v1/billing_portal/sessions').at(-1)!;
    expect(call.params.return_url).toBe('http://qamar.test/ar/subscription-management');
  });

  it('schedules the sweep every minute and answered no request with a 5xx', async () => {
    const schedules = await t.app.queue.getSchedules();
    expect(schedules.map((schedule) => `${schedule.name} ${schedule.cron}`)).toContain(
      'billing-sweep * * * * *',
    );
    expect(t.serverErrors).toEqual([]);
  });
});

describe(`billing without Stripe settings (${target})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('shows the plan, says online payment is not set up, and never pretends to charge', async () => {
    const p = await parent(t, 'embedded@example.com', { plan: 'family' });
    const billing = await billingCall(t, p.id, 'GET', '/api/billing');
    expect(billing.json()).toMatchObject({ payments: 'off', plan: 'family', subscription: null });
    for (const [url, payload] of [
      ['/api/billing/checkout', { plan: 'family' }],
      ['/api/billing/portal', undefined],
      ['/api/billing/cancel', undefined],
      ['/api/billing/switch', { plan: 'heritage' }],
    ] as const) {
      const refused = await billingCall(t, p.id, 'POST', url, payload, { 'accept-language': 'ar' });
      expect(refused.statusCode, url).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'BILLING_DISABLED',
        message: expect.stringContaining('الدفع الإلكتروني غير مُفعَّل'),
      });
    }
    const webhook = await postWebhook(t, '{}', 't=1,v1=00');
    expect(webhook.statusCode).toBe(409);
    expect(await t.handle.db.select().from(subscriptions)).toHaveLength(0);
    expect(t.serverErrors).toEqual([]);
  });
});

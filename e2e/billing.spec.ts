import type { Page } from '@playwright/test';
import { formatUsd, plans } from '@qamar/shared';
import {
  expect,
  expectNoAxeViolations,
  langs,
  pathIn,
  shoot,
  test,
  texts,
  type Lang,
} from './fixtures.ts';
import { signInAdminOnPage } from './admin-session.ts';
import { callAsParent } from './community-api.ts';
import { linkFromOutbox } from './outbox.ts';
import { registerParent } from './parents.ts';
import { stripeTest, type StripeApp } from './stripe-app.ts';
import { postStory } from './stories-api.ts';
import { isolate } from '../apps/web/src/lib/bidi.ts';

/**
 * Plans and billing. Without Stripe settings (the suite's main app, the embedded default) the pages
 * show the plans and say plainly that the operator grants them. With Stripe (a second app of this
 * spec's own, pointed at a local Stripe that serves a checkout page and sends signed webhooks), a
 * Starter parent subscribes from the dialect lock, passes the checkout, gets Family's limits,
 * cancels, is back on Starter at the period's end with everything kept, and gets no second trial.
 */

// Each group runs in one worker, in order: the Stripe app starts once, for its group.
test.describe.configure({ mode: 'serial' });

const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(params[name] ?? whole));
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A text of the table as a pattern: the given values filled in, any other value (a date) matching anything. */
function pattern(text: string, params: Record<string, string | number>): RegExp {
  const parts = text.split(/(\{\{\w+\}\})/).map((part) => {
    const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
    if (!name) return escape(part);
    return name in params ? escape(String(params[name])) : '.+';
  });
  return new RegExp(`^${parts.join('')}$`);
}
const DAY = 24 * 60 * 60 * 1000;
/** A plan's price as the pages write it (isolated, so the sign stays first in Arabic). */
const price = (id: 'family' | 'heritage') => formatUsd(plans[id].priceUsdMonthly);

test.describe('plans without online payment (the embedded default)', () => {
  for (const lang of langs) {
    test(`${lang}: the pages show the plans and the parent's plan, and say the operator grants plans`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const t = texts[lang];
      await registerParent(page, lang, { label: 'billing-off' });
      // The landing page's pricing cards lead to their plan's subscription page.
      await page.goto(pathIn(lang, '/'));
      await expect(
        page
          .locator('#pricing')
          .getByRole('link', { name: `${t.landing.choosePlan} · ${t.plan.family}` }),
      ).toHaveAttribute('href', pathIn(lang, '/subscribe?plan=Family'));
      await page.goto(pathIn(lang, '/subscription'));
      await expect(
        page.getByRole('heading', { level: 1, name: t.billing.plans.title }),
      ).toBeVisible();
      await expect(page.getByTestId('billing-offline')).toContainText(t.billing.offline.title);
      await expect(page.getByTestId('billing-current')).toContainText(t.plan.free);
      await expect(page.getByTestId('plan-free')).toContainText(t.billing.plans.current);
      await expect(page.getByTestId('billing-usage')).toContainText(
        fill(t.billing.usage.of, { used: 0, limit: plans.free.storiesPerWeek }),
      );
      // Nothing offers to pay, nor a free trial this server cannot start.
      await expect(page.getByTestId('upgrade-family')).toHaveCount(0);
      await expect(page.getByTestId('plan-family')).not.toContainText(
        fill(t.landing.trial, { days: plans.family.trialDays }),
      );
      await expectNoAxeViolations(page);
      await shoot(page, `billing-off-subscription-${lang}`);

      await page.goto(pathIn(lang, '/subscribe?plan=Family'));
      await expect(
        page.getByRole('heading', {
          level: 1,
          name: fill(t.billing.subscribe.title, { plan: t.plan.family }),
        }),
      ).toBeVisible();
      await expect(page.getByTestId('billing-offline')).toContainText(t.billing.offline.text);
      await expect(page.getByTestId('subscribe-checkout')).toHaveCount(0);
      await expectNoAxeViolations(page);
      await shoot(page, `billing-off-subscribe-${lang}`);

      // A plan that does not exist: the choice of plans, not an error.
      await page.goto(pathIn(lang, '/subscribe?plan=Platinum'));
      await expect(
        page.getByRole('heading', { level: 1, name: t.billing.subscribe.chooseTitle }),
      ).toBeVisible();
      await expect(
        page
          .getByTestId('plan-choice')
          .getByRole('listitem')
          .filter({ hasText: t.plan.heritage })
          .first(),
      ).toBeVisible();
      await shoot(page, `billing-off-choose-${lang}`);

      await page.goto(pathIn(lang, '/subscription-management'));
      await expect(page.getByTestId('no-subscription')).toContainText(t.billing.manage.noneTitle);
      await expectNoAxeViolations(page);
    });
  }
});

/** The Stripe subscription of the parent with this email, as the local Stripe holds it. */
function subscriptionOf(app: StripeApp, email: string) {
  const customer = [...app.stripe.customers.values()].find(
    (candidate) => candidate.email === email,
  );
  const found = [...app.stripe.subscriptions.values()].filter(
    (subscription) => subscription.customer === customer?.id && subscription.status !== 'canceled',
  );
  expect(found).toHaveLength(1);
  return found[0]!;
}

/** From the subscribe page through the local Stripe's checkout page, back to the management page once the webhook has confirmed. */
async function payCheckout(page: Page, lang: Lang, button: 'Start trial' | 'Subscribe') {
  const t = texts[lang];
  await page.getByTestId('subscribe-checkout').click();
  await page.waitForURL(/\/checkout\/cs_test_/);
  await expect(page.getByRole('heading', { name: /Subscribe to/ })).toBeVisible();
  await page.getByRole('button', { name: button }).click();
  await page.waitForURL(new RegExp(`${pathIn(lang, '/subscription-management')}`));
  await expect(page.getByTestId('subscription-card')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('subscription-plan')).toHaveText(t.plan.family);
}

stripeTest.describe('subscribing through Stripe (a local Stripe)', () => {
  // The admin's authenticator codes follow real time: the tests that sign the admin in run
  // before the others move the app's clock forward.
  for (const lang of langs) {
    stripeTest(
      `${lang}: a failed payment shows the grace strip on every page; an admin keeps the money-back promise from the Users screen: the paid subscription is refunded and ended, and the parent is back on Starter`,
      async ({ page, browser, stripeApp }) => {
        stripeTest.setTimeout(240_000);
        const t = texts[lang];
        const u = t.adminAccess.users;
        const email = await registerParent(page, lang, { label: 'refund' });
        await page.goto(await linkFromOutbox(email, 'verify-email', stripeApp.dataDir));
        await expect(page.getByRole('heading', { name: t.verifyEmail.successTitle })).toBeVisible();
        // Heritage has no trial: the first month is paid at checkout.
        await page.goto(pathIn(lang, '/subscribe?plan=Heritage'));
        await page.getByTestId('subscribe-checkout').click();
        await page.waitForURL(/\/checkout\/cs_test_/);
        await page.getByRole('button', { name: 'Subscribe' }).click();
        await page.waitForURL(new RegExp(`${pathIn(lang, '/subscription-management')}`));
        await expect(page.getByTestId('subscription-plan')).toHaveText(t.plan.heritage, {
          timeout: 20_000,
        });

        // The next month's payment fails: the plan stays for the 7 days of grace, and a strip above
        // every page says until when and leads to the payment method.
        const heritage = subscriptionOf(stripeApp, email);
        stripeApp.stripe.decline(String(heritage.customer));
        await stripeApp.stripe.endPeriod(String(heritage.id));
        await expect(async () => {
          await page.goto(pathIn(lang, '/create'));
          await expect(page.getByTestId('past-due')).toBeVisible({ timeout: 1000 });
        }).toPass({ timeout: 20_000 });
        await expect(page.getByTestId('past-due').locator('p')).toHaveText(
          pattern(t.billing.pastDueBanner.text, { plan: t.plan.heritage }),
        );
        await expect(page.getByTestId('plan-badge')).toHaveText(t.plan.heritage);
        await expectNoAxeViolations(page);
        await shoot(page, `billing-past-due-${lang}`);
        await page.goto(pathIn(lang, '/subscription-management'));
        await expect(page.getByTestId('subscription-phase')).toHaveText(
          t.billing.manage.phases.past_due,
        );
        await page
          .getByTestId('past-due')
          .getByRole('button', { name: t.billing.pastDueBanner.action })
          .click();
        await page.waitForURL(/\/portal\//);
        await page.getByRole('link', { name: 'Return to Qamar' }).click();
        await page.waitForURL(new RegExp(`${pathIn(lang, '/subscription-management')}`));

        const adminContext = await browser.newContext({
          baseURL: stripeApp.url,
          locale: lang === 'ar' ? 'ar' : 'en-US',
        });
        const admin = await adminContext.newPage();
        await admin.addInitScript(() => window.localStorage.setItem('cookieConsent', 'declined'));
        await signInAdminOnPage(admin, lang, stripeApp.dataDir);
        await admin.goto('/admin/users');
        await admin.getByLabel(u.searchLabel).fill(email);
        await admin.getByRole('button', { name: u.search }).click();
        await admin.getByRole('link', { name: email }).click();
        const card = admin.getByRole('region', { name: u.subscriptions });
        await expect(card.getByTestId('admin-subscription-phase')).toHaveText(
          t.billing.manage.phases.past_due,
        );
        await expectNoAxeViolations(admin);
        const refundsBefore = stripeApp.stripe.refunds.size;
        await card.getByRole('button', { name: u.refund }).click();
        const dialog = admin.getByRole('dialog', { name: u.refundTitle });
        await expect(dialog).toContainText(
          fill(u.refundText, { email: isolate(email), plan: t.plan.heritage }),
        );
        await dialog.getByRole('button', { name: u.refundConfirm }).click();
        const paid = price('heritage');
        await expect(admin.locator('ol > li[data-state="open"]').first()).toContainText(
          fill(u.refundedToast, { amount: paid, email: isolate(email) }),
        );
        await expect(card.getByTestId('admin-subscription-phase')).toHaveText(
          t.billing.manage.phases.ended,
        );
        await expect(card).toContainText(u.refunded);
        await expect(card).toContainText(paid);
        await expect(card.getByRole('button', { name: u.refund })).toHaveCount(0);
        await expect(admin.getByRole('region', { name: u.usage })).toContainText(t.plan.free);
        await adminContext.close();

        // At Stripe: the payment paid back and the subscription cancelled. The parent is on Starter.
        const customer = [...stripeApp.stripe.customers.values()].find(
          (candidate) => candidate.email === email,
        )!;
        const theirs = [...stripeApp.stripe.subscriptions.values()].filter(
          (subscription) => subscription.customer === customer.id,
        );
        expect(theirs.map((subscription) => subscription.status)).toEqual(['canceled']);
        const newRefunds = [...stripeApp.stripe.refunds.values()].slice(refundsBefore);
        expect(newRefunds.map((refund) => refund.amount)).toEqual([
          Math.round(plans.heritage.priceUsdMonthly * 100),
        ]);
        await expect(async () => {
          await page.goto(pathIn(lang, '/subscription'));
          await expect(page.getByTestId('plan-badge')).toHaveText(t.plan.free, { timeout: 1000 });
        }).toPass({ timeout: 20_000 });
      },
    );
  }

  for (const lang of langs) {
    stripeTest(
      `${lang}: a Starter parent subscribes to Family from the dialect lock, cancels, is back on Starter at the period's end with stories kept, and gets no second trial`,
      async ({ page, stripeApp }) => {
        stripeTest.setTimeout(240_000);
        const t = texts[lang];
        const email = await registerParent(page, lang, { label: 'billing' });
        await page.goto(await linkFromOutbox(email, 'verify-email', stripeApp.dataDir));
        await expect(page.getByRole('heading', { name: t.verifyEmail.successTitle })).toBeVisible();

        // The dialect lock on /create offers Family.
        await page.goto(pathIn(lang, '/create'));
        await expect(
          page
            .getByRole('status')
            .filter({ hasText: String(plans.free.storiesPerWeek) })
            .first(),
        ).toBeVisible();
        await page
          .getByRole('link', { name: fill(t.stories.create.upgradeTo, { plan: t.plan.family }) })
          .click();
        await expect(page).toHaveURL(new RegExp(`${pathIn(lang, '/subscribe')}\\?plan=Family$`));
        await expect(
          page.getByRole('heading', {
            level: 1,
            name: fill(t.billing.subscribe.title, { plan: t.plan.family }),
          }),
        ).toBeVisible();
        await expect(page.getByTestId('subscribe-price')).toContainText(
          fill(t.billing.subscribe.trial, { days: plans.family.trialDays, price: price('family') }),
        );
        await expectNoAxeViolations(page);
        await shoot(page, `billing-subscribe-${lang}`);

        await payCheckout(page, lang, 'Start trial');
        await expect(page.getByTestId('subscription-phase')).toHaveText(
          t.billing.manage.phases.trialing,
        );
        await expect(page.getByTestId('plan-badge')).toHaveText(t.plan.family);
        await expectNoAxeViolations(page);
        await shoot(page, `billing-manage-trialing-${lang}`);

        // Family's limits: Egyptian unlocked, 15 stories a week.
        await page.goto(pathIn(lang, '/create'));
        await expect(
          page
            .getByRole('status')
            .filter({ hasText: String(plans.family.storiesPerWeek) })
            .first(),
        ).toBeVisible();
        await page.getByRole('combobox', { name: t.stories.create.dialect }).click();
        await expect(
          page.getByRole('option', { name: new RegExp(`^${t.dialects.egyptian}`) }),
        ).not.toHaveAttribute('aria-disabled', 'true');
        await page.keyboard.press('Escape');
        const story = await postStory(page, { dialect: 'egyptian', length: 3 });
        expect(story.status).toBe(201);
        await page.goto(pathIn(lang, '/subscription'));
        await expect(page.getByTestId('billing-usage')).toContainText(
          fill(t.billing.usage.of, { used: 1, limit: plans.family.storiesPerWeek }),
        );

        // Cancel at the end of the period.
        await page.goto(pathIn(lang, '/subscription-management'));
        await page.getByTestId('subscription-cancel').click();
        await shoot(page, `billing-cancel-dialog-${lang}`);
        await page.getByTestId('subscription-cancel-confirm').click();
        await expect(page.getByTestId('subscription-phase')).toHaveText(
          t.billing.manage.phases.canceling,
        );
        await expect(page.getByTestId('subscription-resume')).toBeVisible();
        await expectNoAxeViolations(page);
        await shoot(page, `billing-manage-canceling-${lang}`);

        // The clock passes the end of the period (the trial's end): back on Starter, before Stripe's
        // own event arrives; that event then changes nothing more.
        const cancelled = subscriptionOf(stripeApp, email);
        await stripeApp.advance(plans.family.trialDays * DAY + 60_000);
        await expect(async () => {
          await page.goto(pathIn(lang, '/subscription'));
          await expect(page.getByTestId('plan-badge')).toHaveText(t.plan.free, { timeout: 1000 });
        }).toPass({ timeout: 20_000 });
        await stripeApp.stripe.endPeriod(String(cancelled.id));
        await expect(page.getByTestId('billing-status')).toHaveText(
          pattern(t.billing.status.ended, { plan: t.plan.family }),
        );
        await shoot(page, `billing-subscription-ended-${lang}`);
        // The story made on Family is still the parent's; a new Egyptian story waits for a plan again.
        const mine = await callAsParent<{ stories: Array<{ id: number }> }>(
          page,
          'GET',
          '/api/stories',
        );
        expect(mine.body.stories.map((s) => s.id)).toContain(story.body.id);
        expect((await postStory(page, { dialect: 'egyptian', length: 3 })).body.code).toBe(
          'DIALECT_LOCKED',
        );

        // A second Family subscription: no trial this time.
        await page.goto(pathIn(lang, '/subscribe?plan=Family'));
        await expect(page.getByTestId('subscribe-price')).toContainText(
          fill(t.billing.subscribe.price, { price: price('family') }),
        );
        await expect(page.getByTestId('subscribe-price')).toContainText(
          t.billing.subscribe.trialUsed,
        );
        await payCheckout(page, lang, 'Subscribe');
        await expect(page.getByTestId('subscription-phase')).toHaveText(
          t.billing.manage.phases.active,
        );
        await expect(page.getByTestId('plan-badge')).toHaveText(t.plan.family);
        expect(subscriptionOf(stripeApp, email).trial_end).toBeNull();
      },
    );
  }
});

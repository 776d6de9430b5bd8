import type { Page } from '@playwright/test';
import { dismissCookies, expect, pathIn, texts, type Lang } from './fixtures.ts';
import { linkFromOutbox } from './outbox.ts';

export const parentPassword = 'moonlit-dunes-42';

export interface NewParent {
  /** Shown name; a name in the page's language by default. */
  name?: string;
  /** Part of the email address, to tell suites apart in the outbox. */
  label?: string;
  /** Opens the verification link from the outbox after signing up. */
  verify?: boolean;
  /** Leaves the onboarding tour to open on /create (marked as seen otherwise, so it covers nothing). */
  showTour?: boolean;
}

/** A new parent signs up through the real form (ALTCHA included), lands on /create, and is verified when asked. Answers the email. */
export async function registerParent(
  page: Page,
  lang: Lang,
  options: NewParent = {},
): Promise<string> {
  const t = texts[lang];
  await dismissCookies(page);
  // Every parent gets an address of their own (the suite's server trusts this header): the
  // suites sign up more parents than one address may in an hour.
  await page.setExtraHTTPHeaders({
    'X-Forwarded-For': `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`,
  });
  if (!options.showTour)
    await page.addInitScript(() => window.localStorage.setItem('hasSeenOnboarding', 'true'));
  const email = `${options.label ?? 'parent'}-${lang}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.goto(pathIn(lang, '/auth?tab=register'));
  await page.getByLabel(t.auth.name).fill(options.name ?? (lang === 'ar' ? 'هدى' : 'Huda'));
  await page.getByLabel(t.auth.email).fill(email);
  await page.getByLabel(t.auth.password, { exact: true }).fill(parentPassword);
  await page.getByLabel(t.auth.confirmPassword).fill(parentPassword);
  await page.getByRole('checkbox', { name: new RegExp(t.auth.acceptTermsBefore) }).check();
  const widget = page.locator('altcha-widget');
  await widget.locator('label').first().click();
  await expect(
    widget.locator('[data-state="verified"]').or(widget.locator('.altcha[data-state="verified"]')),
  ).toHaveCount(1, { timeout: 20_000 });
  await page.getByRole('tabpanel').getByRole('button', { name: t.auth.register }).click();
  await expect(page).toHaveURL(new RegExp(`${pathIn(lang, '/create')}$`));
  if (options.verify) {
    await page.goto(await linkFromOutbox(email, 'verify-email'));
    await expect(page.getByRole('heading', { name: t.verifyEmail.successTitle })).toBeVisible();
  }
  return email;
}

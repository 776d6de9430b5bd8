import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Browser, type Page } from '@playwright/test';
import { ar } from '../apps/web/src/locales/ar.ts';
import { en } from '../apps/web/src/locales/en.ts';

export const texts = { en, ar } as const;
export type Lang = keyof typeof texts;
export const langs: Lang[] = ['en', 'ar'];

/** `/help` in a language: `/help` or `/ar/help`. */
export function pathIn(lang: Lang, path: string): string {
  if (lang === 'en') return path;
  return path === '/' ? '/ar' : `/ar${path}`;
}

/** Every test fails on a console error or an uncaught exception (a CSP violation shows up here too). */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        // A refused request (401, 409, 429...) is logged by Chromium itself; tests provoke those on purpose.
        if (
          message.type() === 'error' &&
          !message
            .text()
            .startsWith('Failed to load resource: the server responded with a status of 4')
        ) {
          errors.push(message.text());
        }
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Pages load lazily: check once the page's heading is there, and once the app has rendered over
  // a page the server wrote (the landing page, a shared story's first screen): axe reads the page
  // as it was when it started, and nodes React replaced meanwhile would count as hidden. The
  // feedback button comes with the app only.
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.getByTestId('feedback-button')).toBeAttached();
  // A dialog or card still fading in has its text part-transparent, which axe reads as low contrast:
  // check once every animation that ends has ended (spinners and other endless ones are left running).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const violations = async () =>
    (await new AxeBuilder({ page }).analyze()).violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    );
  // Once in a while axe reads a document caught between two renders (no title, no h1, nothing
  // else): read it again, a few times; a fault the page really has is there every time.
  let summary = await violations();
  for (let again = 0; again < 3 && summary.length > 0; again++) {
    await page.waitForTimeout(500);
    summary = await violations();
  }
  expect(summary).toEqual([]);
}

/** A stored cookie choice, so the banner does not cover what a test looks at. */
export async function dismissCookies(page: Page): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('cookieConsent', 'declined'));
}

/**
 * A signed-out reader in a fresh browser (no stored session, no cached answers) in the given
 * interface language, with the errors its page logs. Closed links and private stories answer 404
 * on purpose; Chromium logs those itself, so they are left out.
 */
export async function newVisitor(
  browser: Browser,
  lang: Lang,
): Promise<{ visitor: Page; errors: string[] }> {
  const context = await browser.newContext({ locale: lang === 'ar' ? 'ar' : 'en-US' });
  const visitor = await context.newPage();
  await dismissCookies(visitor);
  const errors: string[] = [];
  visitor.on('console', (message) => {
    if (
      message.type() === 'error' &&
      !message
        .text()
        .startsWith('Failed to load resource: the server responded with a status of 404')
    )
      errors.push(message.text());
  });
  visitor.on('pageerror', (error) => errors.push(error.message));
  return { visitor, errors };
}

/**
 * Another person in a browser of their own (their own session, cookies and cache) in a language,
 * with the errors their page logs (refused requests, which tests provoke on purpose, left out).
 */
export async function openBrowser(
  browser: Browser,
  lang: Lang,
): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ locale: lang === 'ar' ? 'ar' : 'en-US' });
  const page = await context.newPage();
  await dismissCookies(page);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (
      message.type() === 'error' &&
      !message.text().startsWith('Failed to load resource: the server responded with a status of 4')
    )
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors, close: () => context.close() };
}

/** Screenshots of a screen at desktop and phone width (when E2E_SCREENSHOTS names a folder), then back to desktop. */
export async function shoot(page: Page, name: string): Promise<void> {
  const shotsDir = process.env.E2E_SCREENSHOTS;
  if (!shotsDir) return;
  fs.mkdirSync(shotsDir, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${shotsDir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

export { expect };

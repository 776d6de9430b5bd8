import type { Locator, Page } from '@playwright/test';
import {
  dismissCookies,
  expect,
  expectNoAxeViolations,
  langs,
  newVisitor,
  pathIn,
  test,
  texts,
  type Lang,
} from './fixtures.ts';
import { signInAdminOnPage } from './admin-session.ts';
import { signInAdmin } from './community-api.ts';
import { registerParent } from './parents.ts';
import { createStoryFromPage, waitUntilComplete } from './stories-api.ts';

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_m, key: string) => String(values[key]));
const toasts = (page: Page) => page.locator('ol > li[data-state="open"]');
const examples = (page: Page) => page.getByTestId('example-stories');
const exampleCards = (page: Page) => examples(page).getByRole('listitem');

/** The visitor opens the landing page, finds the story among the examples, clicks it and reads it. */
async function openFromLanding(visitor: Page, lang: Lang, id: number): Promise<string> {
  const t = texts[lang];
  await visitor.goto(pathIn(lang, '/'));
  const card = exampleCards(visitor).filter({
    has: visitor.locator(`a[href="${pathIn(lang, `/story/${id}`)}"]`),
  });
  await expect(card).toHaveCount(1);
  await expect(card.getByText(t.landing.examples.featured, { exact: true })).toBeVisible();
  await expect(
    exampleCards(visitor).getByText(t.landing.examples.sample, { exact: true }),
  ).toHaveCount(0);
  const title = (await card.getByRole('heading', { level: 3 }).innerText()).trim();
  await expectNoAxeViolations(visitor);
  await card.getByRole('link', { name: title }).click();
  await expect(visitor).toHaveURL(new RegExp(`${pathIn(lang, `/story/${id}`)}$`));
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(visitor.getByRole('button', { name: t.stories.reader.next })).toBeVisible();
  await expect(visitor.getByRole('group', { name: t.stories.reader.ownerActions })).toHaveCount(0);
  await expectNoAxeViolations(visitor);
  return title;
}

async function expectHidden(visitor: Page, lang: Lang, id: number): Promise<void> {
  await visitor.goto(pathIn(lang, `/story/${id}`));
  await expect(
    visitor.getByRole('heading', { name: texts[lang].stories.reader.notFoundTitle }),
  ).toBeVisible();
}

const button = (scope: Page | Locator, text: string, title: string) =>
  scope.getByRole('button', { name: fill(text, { title }) });

// The first tests need a home page with nothing public yet; the later ones make a story public.
test.describe.configure({ mode: 'serial' });

test.describe('the landing page', () => {
  for (const lang of langs) {
    const t = texts[lang];
    const l = t.landing;

    test(`shows three sample cards and trust badges, and no testimonials section, while no story is public and no parent's words are approved (${lang})`, async ({
      page,
    }) => {
      await dismissCookies(page);
      const data = page.waitForResponse((response) => response.url().endsWith('/api/landing-data'));
      await page.goto(pathIn(lang, '/'));
      const answer = await data;
      expect(answer.headers()['cache-control']).toBe('public, max-age=60');
      expect(await answer.json()).toMatchObject({
        featuredStories: [],
        publicStories: { stories: [] },
        testimonials: [],
      });

      const cards = exampleCards(page);
      await expect(cards).toHaveCount(3);
      await expect(cards.getByRole('heading', { level: 3 })).toHaveText([
        l.examples.samples.moon.title,
        l.examples.samples.kite.title,
        l.examples.samples.courtyard.title,
      ]);
      await expect(cards.getByText(l.examples.sample, { exact: true })).toHaveCount(3);
      for (const picture of await cards.locator('img').all()) {
        await expect(picture).toHaveAttribute('loading', 'lazy');
        await expect(picture).toHaveAttribute('width', '640');
        await expect(picture).toHaveAttribute('height', '480');
      }
      // A sample is not a real story: it leads to making one.
      const first = cards.first().getByRole('link', {
        name: fill(l.examples.makeOneLabel, { title: l.examples.samples.moon.title }),
      });
      await expect(first).toHaveAttribute('href', `${pathIn(lang, '/auth')}?returnTo=%2Fcreate`);

      // The sections in docs/product/screens.md's order.
      const headings = await page.locator('main h2').allInnerTexts();
      expect(headings.map((text) => text.trim())).toEqual([
        l.examples.title,
        l.howTitle,
        l.benefitsTitle,
        l.pricingTitle,
        l.finalTitle,
        l.trust.title,
      ]);
      await expect(page.locator('#pricing').getByText(fill(l.trial, { days: 7 }))).toBeVisible();

      // No parent is made up: without approved words there is no testimonials section at all.
      await expect(page.getByTestId('testimonials')).toHaveCount(0);
      const trust = page.getByRole('region', { name: l.trust.title });
      for (const badge of [
        l.trust.ssl,
        fill(l.trust.moneyBack, { days: 30 }),
        l.trust.cancel,
        l.trust.gentle,
        l.trust.noAds,
        l.trust.private,
      ]) {
        await expect(trust.getByText(badge, { exact: true })).toBeVisible();
      }
      await expectNoAxeViolations(page);
      await first.click();
      await expect(page).toHaveURL(new RegExp(`${pathIn(lang, '/auth')}\\?returnTo=%2Fcreate$`));
    });
  }

  test('a parent publishes from the reader; an admin features the story; visitors find it on / and /ar and read it; unpublishing hides it again', async ({
    page,
    browser,
  }) => {
    test.setTimeout(300_000);
    const en = texts.en.library.visibility;
    const ar = texts.ar.library.visibility;
    await registerParent(page, 'en', { verify: true, label: 'landing' });
    const id = await createStoryFromPage(page, 3);
    await waitUntilComplete(page, id);
    const { visitor, errors } = await newVisitor(browser, 'en');
    await expectHidden(visitor, 'en', id);

    // An admin cannot feature a private story: the reader offers no such button.
    const adminContext = await browser.newContext({ locale: 'en-US' });
    const admin = await adminContext.newPage();
    await dismissCookies(admin);
    await signInAdminOnPage(admin);
    await admin.goto(`/story/${id}`);
    const title = (await admin.getByRole('heading', { level: 1 }).innerText()).trim();
    const adminActions = admin.getByRole('group', { name: en.adminActions });
    await expect(adminActions).toHaveCount(0);

    // The owner publishes from the reader, in English; a visitor can read it.
    await page.goto(`/story/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const owner = page.getByRole('group', { name: texts.en.stories.reader.ownerActions });
    await button(owner, en.publishLabel, title).click();
    const publishing = texts.en.publishing;
    const dialog = page.getByRole('dialog', { name: publishing.dialog.title });
    await dialog.getByLabel(publishing.displayName).fill('Umm Noor');
    await dialog.getByRole('button', { name: publishing.dialog.publish, exact: true }).click();
    await expect(toasts(page).first()).toContainText(publishing.toast.pendingTitle);
    // A new author's first story waits for an admin, who approves it.
    const moderator = await signInAdmin();
    await moderator.moderateStory(id, 'approve');
    await moderator.dispose();
    await page.reload();
    await expect(button(owner, en.unpublishLabel, title)).toBeVisible();
    await expect(owner.getByText(en.published, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await visitor.goto(`/story/${id}`);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(
      visitor.getByRole('group', { name: texts.en.stories.reader.ownerActions }),
    ).toHaveCount(0);

    // My Stories marks it published.
    await page.goto('/my-stories');
    const item = page.locator(`[data-story-id="${id}"]`);
    await expect(item.getByText(en.published, { exact: true })).toBeVisible();
    await expect(button(item, en.unpublishLabel, title)).toBeVisible();

    // A parent with stories is asked for a new one, not a first, in both languages.
    for (const lang of ['en', 'ar'] as const) {
      await page.goto(pathIn(lang, '/'));
      await expect(page.getByRole('link', { name: texts[lang].landing.ctaAgain })).toHaveCount(2);
      await expect(page.getByRole('link', { name: texts[lang].landing.cta })).toHaveCount(0);
    }

    // The admin features it from the reader.
    await admin.reload();
    await button(adminActions, en.featureLabel, title).click();
    await expect(toasts(admin).first()).toContainText(en.featuredToast);
    await expect(button(adminActions, en.unfeatureLabel, title)).toBeVisible();
    await expectNoAxeViolations(admin);

    // Visitors find it among the examples in both languages and read it.
    expect(await openFromLanding(visitor, 'en', id)).toBe(title);
    const arabicVisitor = await newVisitor(browser, 'ar');
    await page.goto(`/ar/story/${id}`);
    const arabicTitle = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
    expect(await openFromLanding(arabicVisitor.visitor, 'ar', id)).toBe(arabicTitle);

    // The owner sees it is on the home page; the admin takes it off.
    const ownerAr = page.getByRole('group', { name: texts.ar.stories.reader.ownerActions });
    await expect(ownerAr.getByText(ar.featured, { exact: true })).toBeVisible();
    await button(adminActions, en.unfeatureLabel, title).click();
    await expect(toasts(admin).first()).toContainText(en.unfeaturedToast);
    await expect(button(adminActions, en.featureLabel, title)).toBeVisible();

    // The owner unpublishes from the Arabic reader: it leaves every public place, the examples too
    // (samples, or the stories other tests made public, take its place).
    await page.reload();
    await button(ownerAr, ar.unpublishLabel, arabicTitle).click();
    await expect(toasts(page).first()).toContainText(ar.unpublishedToast);
    await expect(button(ownerAr, ar.publishLabel, arabicTitle)).toBeVisible();
    await expectNoAxeViolations(page);
    const later = await newVisitor(browser, 'en');
    await later.visitor.goto('/');
    await expect(exampleCards(later.visitor)).toHaveCount(3);
    await expect(exampleCards(later.visitor).locator(`a[href$="/story/${id}"]`)).toHaveCount(0);
    await expectHidden(later.visitor, 'en', id);

    expect([...errors, ...arabicVisitor.errors, ...later.errors]).toEqual([]);
    await adminContext.close();
  });
});

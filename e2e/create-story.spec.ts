import type { Page } from '@playwright/test';
import { spokenDialects } from '@qamar/shared';
import {
  expect,
  expectNoAxeViolations,
  langs,
  pathIn,
  test,
  texts,
  type Lang,
} from './fixtures.ts';
import { signInAdminOnPage } from './admin-session.ts';
import { linkFromOutbox } from './outbox.ts';
import { registerParent } from './parents.ts';
import { postStory } from './stories-api.ts';
import { isolate } from '../apps/web/src/lib/bidi.ts';

type Texts = (typeof texts)[Lang];

const toasts = (page: Page) => page.locator('ol > li[data-state="open"]');
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_m, key: string) => String(values[key]));
const dialectBox = (page: Page, t: Texts) =>
  page.getByRole('combobox', { name: t.stories.create.dialect });

async function chooseCharacters(page: Page, t: Texts, count: number): Promise<void> {
  const c = t.catalogue;
  await page.getByRole('button', { name: c.story.chooseCharacters }).click();
  const picker = page.getByRole('dialog', { name: c.characterPicker.title });
  const cards = picker.getByTestId('default-characters').locator('li > button[aria-pressed]');
  await expect(cards.first()).toBeVisible();
  for (let index = 0; index < count; index++) await cards.nth(index).click();
  await expect(picker.locator('li > button[aria-pressed="true"]')).toHaveCount(count);
  await picker.getByRole('button', { name: c.characterPicker.done }).click();
  await expect(page.getByRole('button', { name: c.story.changeCharacters })).toBeVisible();
}

async function chooseLocation(page: Page, t: Texts): Promise<void> {
  const c = t.catalogue;
  await page.getByRole('button', { name: c.story.chooseLocation }).click();
  const places = page.getByRole('dialog', { name: c.locationPicker.title });
  await places
    .getByTestId('default-locations')
    .locator('li > button[aria-pressed]')
    .first()
    .click();
  await expect(places).toBeHidden();
  await expect(page.getByRole('button', { name: c.story.changeLocation })).toBeVisible();
}

async function chooseTheme(page: Page, t: Texts): Promise<void> {
  await page.getByRole('region', { name: t.themes.cardTitle }).getByRole('button').click();
  const dialog = page.getByRole('dialog', { name: t.themes.dialogTitle });
  await dialog.getByRole('list', { name: t.themes.popular }).getByRole('button').first().click();
  await dialog.getByRole('button', { name: t.themes.save }).click();
  await expect(page.getByRole('region', { name: t.themes.cardTitle })).toContainText(
    t.themes.chosenTheme,
  );
}

async function chooseDialect(page: Page, t: Texts, name: string): Promise<void> {
  await dialectBox(page, t).click();
  await page.getByRole('option', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) }).click();
  await expect(dialectBox(page, t)).toContainText(name);
}

async function fewestPages(page: Page, t: Texts): Promise<void> {
  const fewer = page.getByRole('button', { name: t.stories.create.fewerPages });
  while (await fewer.isEnabled()) await fewer.click();
  await expect(page.getByTestId('page-count')).toContainText('3');
}

/** Submits and follows the progress screen until the story page opens by itself; answers the story id. */
async function submitAndWatch(page: Page, lang: Lang, t: Texts): Promise<number> {
  await page.getByRole('button', { name: t.stories.create.submit }).click();
  await expect(toasts(page).first()).toContainText(t.stories.create.startedTitle);
  await expect(toasts(page).first()).toContainText(t.stories.create.startedText);
  const progress = page.locator('section[data-stage]');
  await expect(progress).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const seen = new Set<string>();
  await expect
    .poll(
      async () => {
        const stage = await page
          .evaluate(
            () => document.querySelector('section[data-stage]')?.getAttribute('data-stage') ?? null,
          )
          .catch(() => null);
        if (stage) seen.add(stage);
        return page.url();
      },
      { timeout: 180_000, intervals: [250] },
    )
    .toMatch(new RegExp(`${pathIn(lang, '/story/')}\\d+$`));
  expect(seen.has('complete')).toBe(true);
  expect(
    [...seen].some((stage) =>
      ['preparing', 'writing', 'illustrations', 'narrations'].includes(stage),
    ),
  ).toBe(true);
  return Number(/\/story\/(\d+)$/.exec(page.url())?.[1]);
}

for (const lang of langs) {
  const t = texts[lang];
  const s = t.stories.create;

  test.describe(`creating a story in ${lang}`, () => {
    test('a new parent takes the tour, creates a Fusha story through the form, meets the weekly limit, and makes an Egyptian story once granted Heritage', async ({
      page,
      browser,
    }) => {
      test.setTimeout(420_000);
      const email = await registerParent(page, lang, { label: 'create', showTour: true });

      // The tour: six steps, forwards and back, finished once and for good.
      const tour = page.getByRole('dialog', { name: t.onboarding.steps.welcome.title });
      await expect(tour).toBeVisible();
      await expect(tour).toContainText(t.onboarding.steps.welcome.quick);
      await expectNoAxeViolations(page);
      const steps = ['welcome', 'character', 'location', 'language', 'features', 'ready'] as const;
      for (const [index, step] of steps.entries()) {
        const dialog = page.getByRole('dialog', { name: t.onboarding.steps[step].title });
        await expect(dialog).toContainText(
          fill(t.onboarding.stepOf, { step: index + 1, total: 6 }),
        );
        if (index === 0)
          await expect(dialog.getByRole('button', { name: t.onboarding.previous })).toHaveCount(0);
        if (index === 2) {
          await dialog.getByRole('button', { name: t.onboarding.previous }).click();
          await expect(
            page.getByRole('dialog', { name: t.onboarding.steps.character.title }),
          ).toBeVisible();
          await page.getByRole('button', { name: t.onboarding.next }).click();
        }
        if (step === 'features') await expect(dialog).toContainText(t.plan.heritage);
        if (step !== 'ready') await dialog.getByRole('button', { name: t.onboarding.next }).click();
      }
      const last = page.getByRole('dialog', { name: t.onboarding.steps.ready.title });
      await expect(last.getByRole('button', { name: t.onboarding.start })).toBeVisible();
      await expectNoAxeViolations(page);
      await last.getByRole('button', { name: t.onboarding.complete }).click();
      await expect(last).toBeHidden();
      expect(
        await page.evaluate(() => [
          window.localStorage.getItem('onboardingCompleted'),
          window.localStorage.getItem('hasSeenOnboarding'),
        ]),
      ).toEqual(['true', 'true']);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.catalogue.story.title);
      await expect(page.getByRole('dialog')).toHaveCount(0);

      // Not verified yet: the orange notice, and a submit asks for the email first.
      await expect(page.getByText(s.verifyNotice)).toBeVisible();
      await page.getByRole('button', { name: s.submit }).click();
      await expect(toasts(page).first()).toContainText(s.verifyTitle);

      await page.goto(await linkFromOutbox(email, 'verify-email'));
      await expect(page.getByRole('heading', { name: t.verifyEmail.successTitle })).toBeVisible();

      // Usage stats from before a plan change still allow Egyptian; the check before submit reads them afresh and refuses.
      await page.route('**/api/user/usage-stats', async (route) => {
        const response = await route.fetch();
        const usage = (await response.json()) as { dialects: string[] };
        await route.fulfill({
          response,
          json: { ...usage, dialects: [...usage.dialects, 'egyptian'] },
        });
      });
      await page.goto(pathIn(lang, '/create'));
      await expect(page.getByText(s.verifyNotice)).toHaveCount(0);

      // An empty form says what is missing, in the interface language.
      await page.getByRole('button', { name: s.submit }).click();
      const problems = page.getByRole('alert').filter({ hasText: s.problemsTitle });
      await expect(problems).toContainText(
        lang === 'en'
          ? 'Please select at least one character'
          : 'يرجى اختيار شخصية واحدة على الأقل',
      );
      await expect(problems).toContainText(
        lang === 'en' ? 'Please select a location' : 'يرجى اختيار مكان',
      );

      await chooseCharacters(page, t, 3);
      await chooseLocation(page, t);
      await chooseTheme(page, t);
      await expect(problems).toHaveCount(0);
      await expect(page.getByRole('radio', { name: new RegExp(s.ages.early.years) })).toBeChecked();
      await page.getByRole('radio', { name: new RegExp(s.ages.toddlers.years) }).check();
      await fewestPages(page, t);
      await chooseDialect(page, t, t.dialects.egyptian);
      await expect(dialectBox(page, t)).toContainText(t.stories.beta);
      await page.unrouteAll({ behavior: 'wait' });
      await page.getByRole('button', { name: s.submit }).click();
      await expect(toasts(page).first()).toContainText(s.dialectTitle);
      await expect(toasts(page).first()).toContainText(t.plan.family);

      // Now the dropdown shows the truth: Egyptian locked with the Family badge, Gulf with Heritage, and the upgrade links.
      await dialectBox(page, t).click();
      const egyptian = page.getByRole('option', { name: new RegExp(`^${t.dialects.egyptian}`) });
      await expect(egyptian).toHaveAttribute('aria-disabled', 'true');
      await expect(egyptian).toContainText(t.plan.family);
      await expect(
        page.getByRole('option', {
          name: new RegExp(`^${t.dialects.gulf_uae.replace(/[()]/g, '\\$&')}`),
        }),
      ).toContainText(t.plan.heritage);
      await expect(
        page.getByRole('option', {
          name: new RegExp(`^${t.dialects.standard.replace(/[()]/g, '\\$&')}`),
        }),
      ).not.toHaveAttribute('aria-disabled', 'true');
      await page.keyboard.press('Escape');
      await expect(
        page.getByRole('link', { name: fill(s.upgradeTo, { plan: t.plan.family }) }),
      ).toHaveAttribute('href', pathIn(lang, '/subscribe?plan=Family'));
      await expect(
        page.getByRole('link', { name: fill(s.upgradeTo, { plan: t.plan.heritage }) }),
      ).toHaveAttribute('href', pathIn(lang, '/subscribe?plan=Heritage'));
      // The server refuses a locked dialect too, whatever the page believes.
      expect((await postStory(page, { dialect: 'egyptian' })).body.code).toBe('DIALECT_LOCKED');

      await chooseDialect(page, t, t.dialects.standard);
      await expectNoAxeViolations(page);
      await submitAndWatch(page, lang, t);
      expect(await page.evaluate(() => window.localStorage.getItem('hasCreatedStories'))).toBe(
        'true',
      );

      // The Starter week: the top of /create says how many stories are left and when the count
      // starts again; at none left, the limit notice with the way to more takes the form's place.
      const usage = await page.evaluate(async () => {
        const response = await fetch('/api/user/usage-stats', {
          headers: { Authorization: `Bearer ${window.localStorage.getItem('authToken')}` },
        });
        return (await response.json()) as {
          stories: { limit: number; remaining: number; resetDate: string };
        };
      });
      const resetDate = await page.evaluate(
        ([iso, language]) =>
          new Intl.DateTimeFormat(language === 'ar' ? 'ar-u-nu-latn' : 'en-GB', {
            day: 'numeric',
            month: 'long',
            year: 'numeric',
          }).format(new Date(iso)),
        [usage.stories.resetDate, lang] as const,
      );
      await page.goto(pathIn(lang, '/create'));
      const allowance = page
        .getByRole('status')
        .filter({ hasText: fill(s.allowanceResets, { date: resetDate }) });
      await expect(allowance).toContainText(String(usage.stories.remaining));
      await expect(allowance).toContainText(String(usage.stories.limit));
      for (let index = 0; index < usage.stories.remaining; index++)
        expect((await postStory(page, {})).status).toBe(201);
      await page.goto(pathIn(lang, '/create'));
      const notice = page.getByRole('region', { name: s.limitTitle });
      await expect(notice).toContainText(resetDate);
      await expect(notice).toContainText(String(usage.stories.limit));
      await expect(notice.getByRole('link', { name: new RegExp(t.plan.family) })).toHaveAttribute(
        'href',
        pathIn(lang, '/subscribe?plan=Family'),
      );
      await expect(notice.getByRole('link', { name: s.limitRead })).toHaveAttribute(
        'href',
        pathIn(lang, '/my-stories'),
      );
      await expect(page.getByRole('button', { name: s.submit })).toHaveCount(0);
      await expectNoAxeViolations(page);

      // Usage that has not caught up lets the form through; the server's answer is the friendly offer with Upgrade.
      await page.route('**/api/user/usage-stats', async (route) => {
        const response = await route.fetch();
        const stats = (await response.json()) as { stories: Record<string, unknown> };
        await route.fulfill({
          response,
          json: { ...stats, stories: { ...stats.stories, remaining: 1 } },
        });
      });
      await page.reload();
      await chooseCharacters(page, t, 1);
      await chooseLocation(page, t);
      await page.getByRole('button', { name: s.submit }).click();
      const offer = toasts(page).first();
      await expect(offer).toContainText(s.moreTitle);
      await expect(offer).toContainText(String(usage.stories.limit));
      await page.unrouteAll({ behavior: 'wait' });
      await offer.getByRole('button', { name: s.upgrade }).click();
      await expect(page).toHaveURL(new RegExp(`${pathIn(lang, '/subscription')}$`));

      // An admin grants Heritage from the admin pages.
      const adminContext = await browser.newContext();
      const admin = await adminContext.newPage();
      await admin.addInitScript(() => window.localStorage.setItem('cookieConsent', 'declined'));
      await signInAdminOnPage(admin);
      const u = texts.en.adminAccess.users;
      await admin.goto('/admin/users');
      await admin.getByLabel(u.searchLabel).fill(email);
      await admin.getByRole('button', { name: u.search }).click();
      await admin.getByRole('link', { name: email }).click();
      await admin.getByRole('combobox', { name: u.plan }).selectOption('heritage');
      await admin.getByRole('button', { name: u.grant }).click();
      await expect(toasts(admin).first()).toContainText(
        u.granted.replace('{{plan}}', texts.en.plan.heritage).replace('{{email}}', isolate(email)),
      );
      await adminContext.close();

      // The parent reloads: every dialect is open, the spoken ones marked BETA; an Egyptian story reads in Egyptian.
      await page.goto(pathIn(lang, '/create'));
      await page.reload();
      await dialectBox(page, t).click();
      for (const dialect of spokenDialects) {
        const option = page.getByRole('option', {
          name: new RegExp(`^${t.dialects[dialect].replace(/[()]/g, '\\$&')}`),
        });
        await expect(option).not.toHaveAttribute('aria-disabled', 'true');
        await expect(option).toContainText(t.stories.beta);
      }
      await page.keyboard.press('Escape');
      await expect(
        page.getByRole('link', { name: fill(s.upgradeTo, { plan: t.plan.heritage }) }),
      ).toHaveCount(0);
      await chooseCharacters(page, t, 2);
      await chooseLocation(page, t);
      await fewestPages(page, t);
      await chooseDialect(page, t, t.dialects.egyptian);
      await expect(dialectBox(page, t)).toContainText(t.stories.beta);
      await submitAndWatch(page, lang, t);

      const reader = t.stories.reader;
      const text = page.getByTestId('story-text');
      await expect(
        page.getByRole('button', { name: `${reader.languages.dialect} · ${t.dialects.egyptian}` }),
      ).toHaveAttribute('aria-pressed', 'true');
      await expect(text).toHaveAttribute('lang', /^ar/);
      const dialectText = (await text.innerText()).trim();
      expect(dialectText).toMatch(/[\u0600-\u06FF]/);
      await page.getByRole('button', { name: reader.languages.ar, exact: true }).click();
      await expect.poll(async () => (await text.innerText()).trim()).not.toBe(dialectText);
    });
  });
}

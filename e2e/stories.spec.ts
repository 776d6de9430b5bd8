import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, langs, pathIn, test, texts } from './fixtures.ts';
import { linkFromOutbox } from './outbox.ts';
import { registerParent } from './parents.ts';
import { createStoryFromPage } from './stories-api.ts';

const vowelMarks = /[\u064B-\u065F\u0670]/;
const toasts = (page: Page) => page.locator('ol > li[data-state="open"]');
const literally = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

for (const lang of langs) {
  const t = texts[lang];
  const s = t.stories;
  const name = lang === 'ar' ? 'ليلى' : 'Layla';
  const forwardKey = lang === 'ar' ? 'ArrowLeft' : 'ArrowRight';
  const backwardKey = lang === 'ar' ? 'ArrowRight' : 'ArrowLeft';
  const position = (page: number, total: number) =>
    s.reader.position.replace('{{page}}', String(page)).replace('{{total}}', String(total));

  test.describe(`stories in ${lang}`, () => {
    test('a parent creates a story, watches it being made, reads every page in each language, listens, finds it in the lists and deletes it', async ({
      page,
      browser,
    }) => {
      test.setTimeout(240_000);
      const email = await registerParent(page, lang, { label: 'stories', name });

      // Before verifying: nothing yet, and creating waits for the email.
      await page.goto(pathIn(lang, '/my-stories'));
      await expect(page.getByRole('heading', { name: s.myStories.emptyTitle })).toBeVisible();
      await expect(page.getByRole('link', { name: s.myStories.emptyCta })).toHaveAttribute(
        'href',
        pathIn(lang, '/create'),
      );
      await expectNoAxeViolations(page);
      await page.goto(pathIn(lang, '/dashboard'));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
      const createAction = page.getByRole('button', { name: s.dashboard.actions.create });
      await expect(createAction).toHaveAttribute('aria-disabled', 'true');
      await expectNoAxeViolations(page);
      await createAction.focus();
      await expect(page.getByRole('tooltip')).toContainText(
        s.dashboard.verifyTooltip.replace('{{action}}', s.dashboard.verifyActions.create),
      );

      await page.goto(await linkFromOutbox(email, 'verify-email'));
      await expect(page.getByRole('heading', { name: t.verifyEmail.successTitle })).toBeVisible();
      const id = await createStoryFromPage(page, 3);

      // The progress screen moves through its stages and opens the story by itself.
      await page.goto(pathIn(lang, `/generation/${id}`));
      const progress = page.locator('section[data-stage]');
      await expect(progress).toBeVisible();
      const stageNow = () =>
        page.evaluate(
          () => document.querySelector('section[data-stage]')?.getAttribute('data-stage') ?? null,
        );
      const seen = new Set<string>();
      const noteStage = async () => {
        const stage = await stageNow().catch(() => null);
        if (stage) seen.add(stage);
      };
      // The first stage at once: a short story is made in a few seconds, the accessibility check takes one or two.
      await noteStage();
      await expectNoAxeViolations(page);
      await expect
        .poll(
          async () => {
            await noteStage();
            return page.url();
          },
          { timeout: 150_000, intervals: [250] },
        )
        .toMatch(new RegExp(`${pathIn(lang, `/story/${id}`)}$`));
      expect(seen.has('complete')).toBe(true);
      expect(
        [...seen].some((stage) =>
          ['preparing', 'writing', 'illustrations', 'narrations'].includes(stage),
        ),
      ).toBe(true);

      // The reader opens in Fusha, the story's language, with vowel marks.
      const text = page.getByTestId('story-text');
      await expect(text).toHaveAttribute('lang', 'ar');
      await expect(page.getByRole('button', { name: s.reader.languages.ar })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(page.getByTestId('page-position')).toHaveText(position(1, 3));
      await expectNoAxeViolations(page);
      expect(await text.innerText()).toMatch(vowelMarks);
      await page.getByRole('switch', { name: s.reader.tashkeel }).click();
      await expect.poll(async () => vowelMarks.test(await text.innerText())).toBe(false);
      await page.getByRole('switch', { name: s.reader.tashkeel }).click();
      await expect.poll(async () => vowelMarks.test(await text.innerText())).toBe(true);

      // Playing the narration lights up one word after another.
      await page.getByRole('button', { name: s.reader.play }).click();
      const active = page.locator('[data-testid="story-text"] [data-active="true"]');
      await expect(active).toHaveCount(1, { timeout: 10_000 });
      const firstWord = await active.innerText();
      await expect
        .poll(
          async () => (await active.count()) === 1 && (await active.innerText()) !== firstWord,
          { timeout: 15_000 },
        )
        .toBe(true);
      await page.getByRole('button', { name: s.reader.pause }).click();

      // Every page, by button and by arrow key (reversed in Arabic); turning stops the voice.
      await page.getByRole('button', { name: s.reader.next }).click();
      await expect(page.getByTestId('page-position')).toHaveText(position(2, 3));
      await expect(page.getByRole('button', { name: s.reader.play })).toBeVisible();
      await page.keyboard.press(forwardKey);
      await expect(page.getByTestId('page-position')).toHaveText(position(3, 3));
      await expect(page.getByRole('button', { name: s.reader.next })).toBeDisabled();
      await expect(page.getByRole('heading', { name: s.reader.endTitle })).toBeVisible();
      await expect(page.getByTestId('story-moral')).toHaveAttribute('lang', 'ar');
      await page.keyboard.press(backwardKey);
      await expect(page.getByTestId('page-position')).toHaveText(position(2, 3));
      await page.getByRole('button', { name: s.reader.previous }).click();
      await expect(page.getByTestId('page-position')).toHaveText(position(1, 3));
      await expect(page.getByRole('button', { name: s.reader.previous })).toBeDisabled();

      await page.getByRole('button', { name: s.reader.languages.en }).click();
      await expect(text).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('switch')).toHaveCount(0);
      const title = (await page.getByRole('heading', { level: 1 }).innerText()).trim();

      // A story in a dialect opens in it, with Fusha and English beside it (the free plan cannot make one, so the answer is dressed up).
      const dialectText = 'كان فيه مرة بنت اسمها ليلى، وكانت بتحب الطيارات الورق قوي.';
      await page.route(`**/api/stories/${id}`, async (route) => {
        const response = await route.fetch();
        const story = (await response.json()) as {
          dialect: string;
          pages: Array<Record<string, unknown>>;
        };
        await route.fulfill({
          response,
          json: {
            ...story,
            dialect: 'egyptian',
            pages: story.pages.map((p) => ({ ...p, contentDialect: dialectText })),
          },
        });
      });
      await page.reload();
      await expect(
        page.getByRole('button', {
          name: `${s.reader.languages.dialect} · ${t.dialects.egyptian}`,
        }),
      ).toHaveAttribute('aria-pressed', 'true');
      await expect(text).toHaveText(dialectText);
      await expect(page.getByRole('button', { name: new RegExp(`^${s.beta}`) })).toBeVisible();
      await page.getByRole('button', { name: s.reader.languages.ar }).click();
      await expect(text).not.toHaveText(dialectText);
      await page.unroute(`**/api/stories/${id}`);

      // A visitor who does not own it is told it is not there.
      const visitor = await browser.newPage();
      await visitor.goto(pathIn(lang, `/story/${id}`));
      await expect(visitor.getByRole('heading', { name: s.reader.notFoundTitle })).toBeVisible();
      await visitor.close();

      await page.goto(pathIn(lang, '/my-stories'));
      const card = page.locator(`li[data-story-id="${id}"]`);
      await expect(card.getByRole('heading', { name: title })).toBeVisible();
      await expect(card).toContainText(s.status.complete);
      await expectNoAxeViolations(page);

      await page.goto(pathIn(lang, '/dashboard'));
      await expect(
        page
          .getByRole('region', { name: s.dashboard.recentTitle })
          .getByRole('link', { name: literally(title) }),
      ).toBeVisible();
      await expect(page.locator('[data-stat="thisWeek"] dd')).toHaveText('1');
      await expect(
        page
          .getByRole('region', { name: s.dashboard.actionsTitle })
          .getByRole('link', { name: s.dashboard.actions.create }),
      ).toHaveAttribute('href', pathIn(lang, '/create'));

      // Deleting asks first, then goes back to the emptied list.
      await page.goto(pathIn(lang, `/story/${id}`));
      await page.getByRole('button', { name: s.reader.delete }).click();
      const dialog = page.getByRole('dialog', { name: s.reader.deleteTitle });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: s.reader.deleteConfirm }).click();
      await expect(toasts(page).first()).toContainText(s.reader.deleted);
      await expect(page).toHaveURL(new RegExp(`${pathIn(lang, '/my-stories')}$`));
      await expect(page.getByRole('heading', { name: s.myStories.emptyTitle })).toBeVisible();
    });
  });
}

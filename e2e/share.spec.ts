import { request as playwrightRequest, type Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  langs,
  newVisitor,
  pathIn,
  test,
  texts,
} from './fixtures.ts';
import { registerParent } from './parents.ts';
import { createStoryFromPage, waitUntilComplete } from './stories-api.ts';

const vowelMarks = /[\u064B-\u065F\u0670]/;
const toasts = (page: Page) => page.locator('ol > li[data-state="open"]');
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_m, key: string) => String(values[key]));
/** The Starter plan's link allows 50 views (docs/product/roles-and-plans.md); the warning shows above 80 % of them. */
const MAX_VIEWS = 50;

/**
 * Loads the shared story `times` times outside the browser, each time as another reader would (a
 * reader counts once a day: each load has its own cookie jar); answers the last status and view count.
 */
async function loadTimes(
  token: string,
  times: number,
): Promise<{ status: number; viewCount?: number }> {
  let last: { status: number; viewCount?: number } = { status: 0 };
  for (let i = 0; i < times; i++) {
    const reader = await playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL });
    const response = await reader.get(`/api/share/${token}`);
    last = {
      status: response.status(),
      viewCount: response.ok()
        ? ((await response.json()) as { shareInfo: { viewCount: number } }).shareInfo.viewCount
        : undefined,
    };
    await reader.dispose();
  }
  return last;
}

for (const lang of langs) {
  const t = texts[lang];
  const sh = t.share;
  const reader = t.stories.reader;
  const position = (page: number, total: number) => fill(reader.position, { page, total });

  test.describe(`sharing in ${lang}`, () => {
    test('a parent shares a story; visitors read it in English and Arabic until the view limit; rotating and revoking close the old link', async ({
      page,
      browser,
    }) => {
      test.setTimeout(300_000);
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await registerParent(page, lang, { verify: true, label: 'share' });
      const id = await createStoryFromPage(page, 3);
      await waitUntilComplete(page, id);

      // The owner shares from the story page and copies the link.
      await page.goto(pathIn(lang, `/story/${id}`));
      const title = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
      await page.getByRole('button', { name: fill(sh.controls.openLabel, { title }) }).click();
      const dialog = page.getByRole('dialog', { name: sh.controls.title });
      await expect(dialog.getByText(sh.controls.none)).toBeVisible();
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: sh.controls.create }).click();
      const field = dialog.getByLabel(sh.controls.link);
      // The link carries the sharer's language.
      await expect(field).toHaveValue(
        lang === 'ar'
          ? /^https?:\/\/[^/]+\/ar\/share\/[A-Za-z0-9_-]{20,}$/
          : /^https?:\/\/[^/]+\/share\/[A-Za-z0-9_-]{20,}$/,
      );
      await expect(dialog.getByTestId('share-views')).toHaveText(
        fill(sh.controls.views, { views: 0, max: MAX_VIEWS }),
      );
      await dialog.getByRole('button', { name: sh.controls.copy }).click();
      await expect(toasts(page).first()).toContainText(sh.controls.copied);
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe(await field.inputValue());
      const sharePath = new URL(copied).pathname.replace(/^\/ar(?=\/)/, '');
      const token = sharePath.split('/').pop() as string;
      await page.keyboard.press('Escape');

      // The page itself, before any script has run, shows the viewer down to the first picture: the
      // title, badges and language switch, never the story's text, and reading it counts no view.
      const scriptless = await browser.newContext({
        javaScriptEnabled: false,
        locale: lang === 'ar' ? 'ar' : 'en-US',
      });
      const firstScreen = await scriptless.newPage();
      await firstScreen.goto(pathIn(lang, sharePath));
      await expect(firstScreen.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(firstScreen.getByTestId('share-view-count')).toHaveText(
        fill(sh.viewer.views_one, { count: 1 }),
      );
      await expect(
        firstScreen.getByRole('group', { name: sh.viewer.language }).getByRole('button'),
      ).toHaveText([sh.viewer.languages.en, sh.viewer.languages.ar]);
      const picture = firstScreen.getByRole('img', { name: fill(reader.pictureAlt, { page: 1 }) });
      await expect(picture).toBeVisible();
      expect(
        await picture.evaluate(
          (image: HTMLImageElement) => image.complete && image.naturalWidth > 0,
        ),
      ).toBe(true);
      await expect(firstScreen.getByTestId('story-text')).toHaveCount(0);
      await expect(firstScreen.getByTestId('share-footer')).toHaveCount(0);
      await scriptless.close();

      // A visitor reads every page in English, then in Arabic (vowelled); the promotion shows from the
      // third page. Theirs is the link's first view: the page without scripts counted none.
      const { visitor, errors } = await newVisitor(browser, lang);
      const firstLoad = visitor.waitForResponse((response) =>
        response.url().endsWith(`/api/share/${token}`),
      );
      await visitor.goto(pathIn(lang, sharePath));
      const answer = (await (await firstLoad).json()) as {
        story: Record<string, unknown>;
        pages: Array<Record<string, unknown>>;
      };
      await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(visitor).toHaveTitle(title);
      // Indexable (ADR 006): robots.txt keeps crawlers away from the story's text under /api/.
      await expect(visitor.locator('meta[name="robots"]')).toHaveCount(0);
      expect(await (await visitor.request.get('/robots.txt')).text()).toMatch(
        /^Disallow: \/api\/$/m,
      );
      const viewer = visitor.getByTestId('shared-story');
      await expect(viewer.getByRole('link', { name: sh.viewer.signUp })).toHaveAttribute(
        'href',
        pathIn(lang, '/auth?from=share'),
      );
      await expect(viewer.getByRole('link', { name: sh.viewer.home })).toHaveAttribute(
        'href',
        pathIn(lang, '/'),
      );
      await expect(visitor.getByTestId('share-view-count')).toHaveText(
        fill(sh.viewer.views_one, { count: 1 }),
      );
      await expect(visitor.getByTestId('share-footer')).toHaveText(
        fill(sh.viewer.footer, { product: t.common.appName, views: 1, max: MAX_VIEWS }),
      );
      await expect(visitor.getByRole('alert')).toHaveCount(0);
      const languages = visitor.getByRole('group', { name: sh.viewer.language });
      await expect(languages.getByRole('button')).toHaveText([
        sh.viewer.languages.en,
        sh.viewer.languages.ar,
      ]);
      await expect(languages.getByRole('button', { name: sh.viewer.languages.en })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expectNoAxeViolations(visitor);

      const text = visitor.getByTestId('story-text');
      const next = visitor.getByRole('button', { name: reader.next });
      const promo = visitor.getByRole('heading', { name: sh.viewer.promoTitle });
      const closing = visitor.getByRole('heading', { name: sh.viewer.endTitle });
      await expect(visitor.getByRole('button', { name: reader.previous })).toBeDisabled();
      for (let index = 0; index < 3; index++) {
        await expect(visitor.getByTestId('page-position')).toHaveText(position(index + 1, 3));
        await expect(
          visitor.getByText(fill(reader.pageOf, { page: index + 1, total: 3 }), { exact: true }),
        ).toBeVisible();
        await languages.getByRole('button', { name: sh.viewer.languages.en }).click();
        await expect(text).toHaveAttribute('lang', 'en');
        expect((await text.innerText()).trim().length).toBeGreaterThan(20);
        await languages.getByRole('button', { name: sh.viewer.languages.ar }).click();
        await expect(text).toHaveAttribute('lang', 'ar');
        expect(await text.innerText()).toMatch(vowelMarks);
        await expect(visitor.getByRole('button', { name: reader.play })).toBeVisible();
        await expect(promo).toHaveCount(index >= 2 ? 1 : 0);
        await expect(closing).toHaveCount(index === 2 ? 1 : 0);
        if (index < 2) await next.click();
      }
      await expect(next).toBeDisabled();
      await expect(visitor.getByRole('link', { name: sh.viewer.promoCta }).first()).toHaveAttribute(
        'href',
        pathIn(lang, '/auth?from=share'),
      );
      await expect(visitor.getByRole('link', { name: sh.viewer.endSignUp })).toHaveAttribute(
        'href',
        pathIn(lang, '/auth?from=share'),
      );
      await expectNoAxeViolations(visitor);

      // Playing marks the words; turning the page (by the reading direction's arrow key) stops the voice.
      await visitor.getByRole('button', { name: reader.play }).click();
      await expect(visitor.locator('[data-testid="story-text"] [data-active="true"]')).toHaveCount(
        1,
        { timeout: 10_000 },
      );
      await visitor.keyboard.press(lang === 'ar' ? 'ArrowRight' : 'ArrowLeft');
      await expect(visitor.getByTestId('page-position')).toHaveText(position(2, 3));
      await expect(visitor.getByRole('button', { name: reader.play })).toBeVisible();
      await expect(promo).toHaveCount(0);

      // A signed-in reader gets no sign-up prompts, and the dashboard and forum at the end.
      await page.goto(pathIn(lang, sharePath));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByRole('link', { name: sh.viewer.signUp })).toHaveCount(0);
      await page.getByRole('button', { name: reader.next }).click();
      await page.getByRole('button', { name: reader.next }).click();
      await expect(page.getByRole('heading', { name: sh.viewer.promoTitle })).toHaveCount(0);
      await expect(page.getByRole('link', { name: sh.viewer.endDashboard })).toHaveAttribute(
        'href',
        pathIn(lang, '/dashboard'),
      );
      await expect(page.getByRole('link', { name: sh.viewer.endForum })).toHaveAttribute(
        'href',
        pathIn(lang, '/forum'),
      );

      // One view so far: the owner's own reading counts none, and the visitor's reloads today count
      // no more. Other readers bring it to 40 of 50: no warning; above 80 % it shows; past the
      // limit the link is gone.
      await expect(page.getByTestId('share-footer')).toHaveText(
        fill(sh.viewer.footer, { product: t.common.appName, views: 1, max: MAX_VIEWS }),
      );
      await visitor.reload();
      await expect(visitor.getByTestId('share-footer')).toHaveText(
        fill(sh.viewer.footer, { product: t.common.appName, views: 1, max: MAX_VIEWS }),
      );
      expect(await loadTimes(token, 39)).toEqual({ status: 200, viewCount: 40 });
      await visitor.reload();
      await expect(visitor.getByTestId('share-footer')).toHaveText(
        fill(sh.viewer.footer, { product: t.common.appName, views: 40, max: MAX_VIEWS }),
      );
      await expect(visitor.getByRole('alert')).toHaveCount(0);
      expect(await loadTimes(token, 1)).toEqual({ status: 200, viewCount: 41 });
      await visitor.reload();
      await expect(visitor.getByRole('alert')).toHaveText(
        fill(sh.viewer.nearLimit, { views: 41, max: MAX_VIEWS }),
      );
      await expect(visitor.getByTestId('share-footer')).toHaveText(
        fill(sh.viewer.footer, { product: t.common.appName, views: 41, max: MAX_VIEWS }),
      );
      await expectNoAxeViolations(visitor);
      expect(await loadTimes(token, 9)).toEqual({ status: 200, viewCount: MAX_VIEWS });
      expect((await loadTimes(token, 1)).status).toBe(404);
      await visitor.reload();
      await expect(
        visitor.getByRole('heading', { level: 1, name: sh.viewer.notFoundTitle }),
      ).toBeVisible();
      await expect(visitor.getByText(sh.viewer.notFoundText)).toBeVisible();
      await expect(visitor.getByRole('link', { name: sh.viewer.backHome })).toHaveAttribute(
        'href',
        pathIn(lang, '/'),
      );
      await expectNoAxeViolations(visitor);

      // The owner sees the count, and makes a new link: the old one stops, the new one starts from zero.
      await page.goto(pathIn(lang, `/story/${id}`));
      await page.getByRole('button', { name: fill(sh.controls.openLabel, { title }) }).click();
      await expect(dialog.getByTestId('share-views')).toHaveText(
        fill(sh.controls.views, { views: MAX_VIEWS, max: MAX_VIEWS }),
      );
      await dialog.getByRole('button', { name: sh.controls.rotate }).click();
      await expect(dialog.getByRole('heading', { name: sh.controls.rotateTitle })).toBeVisible();
      await dialog
        .getByRole('group')
        .getByRole('button', { name: sh.controls.rotateConfirm })
        .click();
      await expect(toasts(page).first()).toContainText(sh.controls.rotated);
      await expect(field).not.toHaveValue(copied);
      await expect(dialog.getByTestId('share-views')).toHaveText(
        fill(sh.controls.views, { views: 0, max: MAX_VIEWS }),
      );
      const newPath = new URL(await field.inputValue()).pathname.replace(/^\/ar(?=\/)/, '');
      await visitor.goto(pathIn(lang, sharePath));
      await expect(
        visitor.getByRole('heading', { level: 1, name: sh.viewer.notFoundTitle }),
      ).toBeVisible();
      await visitor.goto(pathIn(lang, newPath));
      await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(visitor.getByTestId('share-footer')).toHaveText(
        fill(sh.viewer.footer, { product: t.common.appName, views: 1, max: MAX_VIEWS }),
      );

      // Revoking from the story's card in My Stories, after a confirmation, closes the new link too.
      await page.goto(pathIn(lang, '/my-stories'));
      await page
        .locator(`li[data-story-id="${id}"]`)
        .getByRole('button', { name: fill(sh.controls.openLabel, { title }) })
        .click();
      await expect(dialog.getByTestId('share-views')).toHaveText(
        fill(sh.controls.views, { views: 1, max: MAX_VIEWS }),
      );
      await dialog.getByRole('button', { name: sh.controls.revoke }).click();
      await expect(dialog.getByRole('heading', { name: sh.controls.revokeTitle })).toBeVisible();
      await dialog
        .getByRole('group')
        .getByRole('button', { name: sh.controls.revokeConfirm })
        .click();
      await expect(toasts(page).first()).toContainText(sh.controls.revoked);
      await expect(dialog.getByRole('button', { name: sh.controls.create })).toBeVisible();
      await visitor.reload();
      await expect(
        visitor.getByRole('heading', { level: 1, name: sh.viewer.notFoundTitle }),
      ).toBeVisible();

      // A story in a spoken dialect also offers Dialect (the free plan cannot make one, so an answer is dressed up).
      const dialectText = 'كان فيه مرة بنت اسمها ليلى، وكانت بتحب الطيارات الورق قوي.';
      await visitor.route('**/api/share/*', (route) =>
        route.fulfill({
          json: {
            ...answer,
            story: { ...answer.story, dialect: 'egyptian' },
            pages: answer.pages.map((p) => ({ ...p, contentDialect: dialectText })),
          },
        }),
      );
      await visitor.goto(pathIn(lang, sharePath));
      await expect(languages.getByRole('button')).toHaveText([
        sh.viewer.languages.en,
        sh.viewer.languages.ar,
        sh.viewer.languages.dialect,
      ]);
      await expect(visitor.getByTestId('shared-story')).toContainText(t.dialects.egyptian);
      await languages.getByRole('button', { name: sh.viewer.languages.dialect }).click();
      await expect(text).toHaveText(dialectText);
      await visitor.context().close();
      expect(errors, 'console errors of the visitor').toEqual([]);
    });
  });
}

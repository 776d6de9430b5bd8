import type { Page } from '@playwright/test';
import { messages } from '../packages/shared/src/i18n/messages.ts';
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
import { postStory, waitUntilComplete } from './stories-api.ts';

const toasts = (page: Page) => page.locator('ol > li[data-state="open"]');
const bare = (text: string) => text.replace(/[\u0610-\u061A\u064B-\u065F\u0670\u0640]/g, '');
const shots = process.env.E2E_SHOTS_DIR;

/** The parent's own character (a boy, his Arabic name typed without vowels), made from the page with the app's token and CSRF. */
async function ownCharacter(page: Page, name: string, nameAr: string): Promise<number> {
  return page.evaluate(
    async ({ name, nameAr }) => {
      const auth = { Authorization: `Bearer ${window.localStorage.getItem('authToken')}` };
      const { csrfToken } = (await (
        await fetch('/api/csrf-token', { headers: auth, credentials: 'include' })
      ).json()) as { csrfToken: string };
      const response = await fetch('/api/characters', {
        method: 'POST',
        credentials: 'include',
        headers: { ...auth, 'Content-Type': 'application/json', 'X-CSRF-Token': csrfToken },
        body: JSON.stringify({
          name,
          nameAr,
          age: 6,
          gender: 'male',
          description: 'A boy who counts the stars.',
          _csrf: csrfToken,
        }),
      });
      return ((await response.json()) as { id: number }).id;
    },
    { name, nameAr },
  );
}

async function catalogueCharacter(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const auth = { Authorization: `Bearer ${window.localStorage.getItem('authToken')}` };
    return (
      (await (await fetch('/api/characters/default', { headers: auth })).json()) as Array<{
        id: number;
      }>
    )[0]!.id;
  });
}

for (const lang of langs) {
  const t = texts[lang];
  const pub = t.publishing;

  test.describe(`publishing in ${lang}`, () => {
    test('a parent previews the public copy with a neutral name, sets a display name, publishes, and the story waits for review', async ({
      page,
      browser,
    }) => {
      test.setTimeout(300_000);
      await registerParent(page, lang, { verify: true, label: 'publish' });
      const own = await ownCharacter(page, 'Khalid', 'خالد');
      const answer = await postStory(page, {
        selectedCharacterIds: [own, await catalogueCharacter(page)],
        length: 3,
      });
      expect(answer.status).toBe(201);
      const id = answer.body.id as number;
      await waitUntilComplete(page, id);

      await page.goto(pathIn(lang, `/story/${id}`));
      const title = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
      await page
        .getByRole('button', {
          name: t.library.visibility.publishLabel.replace('{{title}}', title),
        })
        .click();
      const dialog = page.getByRole('dialog', { name: pub.dialog.title });
      await expect(dialog.getByRole('heading', { name: pub.dialog.preview })).toBeVisible();

      // The boy's name is hidden by default, a neutral name stands in the preview, highlighted.
      const hideBox = dialog.getByRole('checkbox', { name: new RegExp(pub.dialog.hideName) });
      await expect(hideBox).toHaveCount(1);
      await expect(hideBox).toBeChecked();
      await expect(dialog.getByText(pub.dialog.stockCharacter)).toBeVisible();
      const highlighted = dialog.locator('mark');
      await expect(highlighted.first()).toBeVisible();
      const neutral = bare((await highlighted.first().innerText()).trim());
      const preview = bare(await dialog.getByTestId('public-copy-preview').innerText());
      expect(preview).not.toMatch(lang === 'ar' ? /خالد/ : /Khalid/i);
      expect(neutral).not.toMatch(/خالد|Khalid/i);
      await expect(dialog.getByText(pub.dialog.review)).toBeVisible();
      await expectNoAxeViolations(page);
      if (shots) {
        for (const width of [1280, 390]) {
          await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
          await page.screenshot({
            path: `${shots}/publish-dialog-${lang}-${width}.png`,
            fullPage: false,
          });
          await dialog.evaluate((element) => element.scrollTo(0, element.scrollHeight));
          await page.screenshot({
            path: `${shots}/publish-dialog-${lang}-${width}-end.png`,
            fullPage: false,
          });
          await dialog.evaluate((element) => element.scrollTo(0, 0));
        }
        await page.setViewportSize({ width: 1280, height: 720 });
      }

      // Showing the name brings it back in the preview; hiding it again replaces it.
      await hideBox.uncheck();
      await expect(highlighted).toHaveCount(0);
      await hideBox.check();
      await expect(highlighted.first()).toBeVisible();

      // No display name yet: a name that looks like an email is refused in the parent's language.
      const nameField = dialog.getByLabel(pub.displayName);
      await expect(nameField).toHaveValue('');
      await nameField.fill('huda@example.com');
      await dialog.getByRole('button', { name: pub.dialog.publish, exact: true }).click();
      await expect(dialog.getByText(messages['community.displayNameEmail'][lang])).toBeVisible();
      await nameField.fill(lang === 'ar' ? 'أم نور' : 'Umm Noor');
      await dialog.getByRole('button', { name: pub.dialog.publish, exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(toasts(page).first()).toContainText(pub.toast.pendingTitle);
      await expect(page.getByText(pub.state.pending)).toBeVisible();

      // My Stories shows the same state; the profile has the display name saved.
      await page.goto(pathIn(lang, '/my-stories'));
      await expect(
        page.locator(`[data-story-id="${id}"]`).getByText(pub.state.pending),
      ).toBeVisible();
      if (shots)
        await page
          .locator(`[data-story-id="${id}"]`)
          .screenshot({ path: `${shots}/my-stories-pending-${lang}.png` });
      await page.goto(pathIn(lang, '/profile'));
      await expect(page.getByLabel(pub.displayName)).toHaveValue(
        lang === 'ar' ? 'أم نور' : 'Umm Noor',
      );
      await expect(page.getByText(pub.displayNameHint)).toBeVisible();
      if (shots) {
        await page.setViewportSize({ width: 390, height: 844 });
        await page.getByLabel(pub.displayName).scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${shots}/profile-${lang}-390.png` });
        await page.setViewportSize({ width: 1280, height: 720 });
      }

      // Another parent, in a browser of their own, cannot open it while it waits for review.
      const { visitor, errors } = await newVisitor(browser, lang);
      await registerParent(visitor, lang, { label: 'publish-reader' });
      const read = await visitor.request.get(`/api/stories/${id}`, {
        headers: {
          Authorization: `Bearer ${await visitor.evaluate(() => window.localStorage.getItem('authToken'))}`,
        },
      });
      expect(read.status()).toBe(404);
      await visitor.goto(pathIn(lang, `/story/${id}`));
      await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(
        t.stories.reader.notFoundTitle,
      );
      expect(errors).toEqual([]);
      await visitor.context().close();
    });
  });
}

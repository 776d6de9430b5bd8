import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { translateMessage } from '@qamar/shared';
import { expect, expectNoAxeViolations, langs, pathIn, test, texts } from './fixtures.ts';
import { registerParent } from './parents.ts';
import { createStoryFromPage, waitUntilComplete } from './stories-api.ts';

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_m, key: string) => String(values[key]));
const toasts = (page: Page) => page.locator('ol > li[data-state="open"]');
/** Text as pdftotext gives it, compared without vowel marks, bidi marks or spaces (it spaces marks apart). */
/** The letters of a name (vowel marks are not letters): file names lose a title's punctuation and marks. */
const letters = (value: string) => value.replace(/[^\p{L}]/gu, '');
const plain = (text: string) =>
  text
    .normalize('NFKC')
    .replace(/[\u064b-\u0652\u0670\u200e\u200f\u202a-\u202e]/g, '')
    .replace(/\s+/g, '');

/** The saved file: a PDF, its page count and its text (poppler's tools, as CI installs them). */
async function saved(download: Download): Promise<{ name: string; pages: number; text: string }> {
  const file = await download.path();
  expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  const pages = Number(/^Pages:\s+(\d+)/m.exec(execFileSync('pdfinfo', [file]).toString())?.[1]);
  return {
    name: download.suggestedFilename(),
    pages,
    text: execFileSync('pdftotext', [file, '-']).toString(),
  };
}

for (const lang of langs) {
  const t = texts[lang];
  const pdf = t.pdf;

  test.describe(`picture books in ${lang}`, () => {
    test('a parent downloads the bilingual book from the story page and one edition from My Stories', async ({
      page,
    }) => {
      test.setTimeout(300_000);
      await registerParent(page, lang, { verify: true, label: 'pdf' });
      const id = await createStoryFromPage(page, 3);
      await waitUntilComplete(page, id);

      // The story page: the owner's PDF menu offers both languages together and each alone; a
      // Fusha story has no dialect edition.
      await page.goto(pathIn(lang, `/story/${id}`));
      const title = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: fill(pdf.openLabel, { title }) }).click();
      const menu = page.getByRole('menu');
      await expect(menu.getByRole('menuitem')).toHaveText([
        pdf.editions.bilingual,
        pdf.editions.en,
        pdf.editions.ar,
      ]);
      const fromReader = page.waitForEvent('download');
      await menu.getByRole('menuitem', { name: pdf.editions.bilingual }).click();
      const bilingual = await saved(await fromReader);
      await expect(toasts(page).first()).toContainText(pdf.ready);
      // The titles, as the owner reads them (the public status call gives them to the owner alone).
      const story = await page.evaluate(
        async (storyId) =>
          (await (
            await fetch(`/api/stories/${storyId}`, {
              headers: { Authorization: `Bearer ${window.localStorage.getItem('authToken')}` },
            })
          ).json()) as { titleEn: string; titleAr: string },
        id,
      );
      // The bilingual book is named in the parent's language.
      expect(letters(bilingual.name)).toBe(
        `${letters(lang === 'ar' ? story.titleAr : story.titleEn)}pdf`,
      );
      // Cover, three story pages (a page may run onto a second), the moral and the end.
      expect(bilingual.pages).toBeGreaterThanOrEqual(6);
      expect(bilingual.text).toContain(translateMessage('pdf.theEnd', 'en'));
      // A Starter parent's book carries the mark.
      expect(bilingual.text).toContain(translateMessage('pdf.watermark', 'en'));

      // My Stories: the same control on the story's card, here the interface language's edition alone.
      await page.goto(pathIn(lang, '/my-stories'));
      const card = page.locator(`[data-story-id="${id}"]`);
      await card.getByRole('button', { name: fill(pdf.openLabel, { title }) }).click();
      const fromList = page.waitForEvent('download');
      await page
        .getByRole('menu')
        .getByRole('menuitem', { name: pdf.editions[lang], exact: true })
        .click();
      const edition = await saved(await fromList);
      expect(letters(edition.name)).toBe(
        `${letters(lang === 'ar' ? story.titleAr : story.titleEn)}pdf`,
      );
      // One language of a 6-8 story fits each page: cover + 3 + moral + end.
      expect(edition.pages).toBe(6);
      expect(plain(edition.text)).toContain(plain(translateMessage('pdf.theEnd', lang)));
      await expect(
        card.getByRole('button', { name: fill(pdf.openLabel, { title }) }),
      ).toBeEnabled();
    });
  });
}

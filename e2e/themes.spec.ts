import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, langs, test, texts, type Lang } from './fixtures.ts';
import { registerParent } from './parents.ts';

type Texts = (typeof texts)[Lang];

const themeCard = (page: Page, t: Texts) => page.getByRole('region', { name: t.themes.cardTitle });
const themeDialog = (page: Page, t: Texts) =>
  page.getByRole('dialog', { name: t.themes.dialogTitle });
const tiles = (dialog: Locator, t: Texts) =>
  dialog.getByRole('list', { name: t.themes.popular }).getByRole('button');
const otherTileNames = async (dialog: Locator) =>
  (await dialog.locator('ul button:not([data-featured])').allInnerTexts()).map((text) =>
    text.trim(),
  );

async function openDialog(page: Page, t: Texts): Promise<Locator> {
  await themeCard(page, t).getByRole('button').click();
  const dialog = themeDialog(page, t);
  await expect(dialog).toBeVisible();
  return dialog;
}

for (const lang of langs) {
  const t = texts[lang];

  test.describe(`theme dialog in ${lang}`, () => {
    test('a parent picks a theme with a spark, keeps only the theme, cancels an edit, and sees 4 tiles on a phone', async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await registerParent(page, lang, { label: 'themes', name: lang === 'ar' ? 'سلمى' : 'Salma' });
      const card = themeCard(page, t);
      await expect(card).toContainText(t.themes.emptyPrompt);

      // The first answer fails: a friendly message with a retry, then the grid.
      let failures = 0;
      await page.route('**/api/themes', (route) =>
        failures++ === 0
          ? route.fulfill({
              status: 429,
              json: { message: 'Too many requests', code: 'RATE_LIMITED' },
            })
          : route.continue(),
      );
      let dialog = await openDialog(page, t);
      await expect(dialog.getByRole('alert')).toContainText(t.themes.loadFailed);
      await dialog.getByRole('button', { name: t.themes.retry }).click();
      await expect(tiles(dialog, t)).toHaveCount(8);
      await page.unroute('**/api/themes');

      const featured = await dialog.locator('ul button[data-featured]').count();
      expect(featured).toBeGreaterThanOrEqual(1);
      expect(featured).toBeLessThanOrEqual(4);
      await expect(dialog.locator('ul button[data-featured]').first()).toContainText(
        t.themes.featured,
      );
      const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

      // The shuffle brings themes not seen yet and keeps the featured ones.
      const before = await otherTileNames(dialog);
      await dialog.getByRole('button', { name: t.themes.discoverMore }).click();
      await expect.poll(() => otherTileNames(dialog)).not.toEqual(before);
      const after = await otherTileNames(dialog);
      expect(after.filter((name) => before.includes(name))).toEqual([]);
      await expect(tiles(dialog, t)).toHaveCount(8);
      await expect(dialog.locator('ul button[data-featured]')).toHaveCount(featured);

      // Picking a theme never writes into the parent's idea: it offers a story spark beside the box,
      // which goes in only when the parent taps it.
      const tile = dialog.locator('ul button:not([data-featured])').first();
      const themeName = (await tile.innerText()).trim();
      await tile.click();
      await expect(tile).toHaveAttribute('aria-pressed', 'true');
      const box = dialog.getByLabel(t.themes.descriptionLabel);
      await expect(box).toHaveValue('');
      const offer = dialog.getByRole('group', { name: t.themes.sparkOffer });
      await expect(offer).toBeVisible();
      const spark = (await offer.locator('p[dir="auto"]').innerText()).trim();
      expect(spark.length).toBeGreaterThan(10);
      await offer.getByRole('button', { name: t.themes.useSpark }).click();
      await expect(box).toHaveValue(spark);
      await expect(box).toBeFocused();
      await expect(offer).toBeHidden();
      await expect(
        dialog.getByText(t.themes.precedence.replace('{{theme}}', themeName)),
      ).toBeVisible();
      await dialog.getByRole('button', { name: t.themes.save }).click();
      await expect(dialog).toBeHidden();
      // Saved with text, the card says plainly that the story follows the idea, not the theme.
      await expect(card).toContainText(spark);
      await expect(card).toContainText(t.themes.ignored.replace('{{theme}}', themeName));

      // Reopened, the chosen theme is still on screen; cleared, the theme alone is kept.
      dialog = await openDialog(page, t);
      await expect(dialog.getByRole('button', { name: themeName })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(dialog.getByLabel(t.themes.descriptionLabel)).toHaveValue(spark);
      await dialog.getByRole('button', { name: t.themes.clear }).click();
      await expect(dialog.getByLabel(t.themes.descriptionLabel)).toHaveValue('');
      await expect(
        dialog.getByText(t.themes.counter.replace('{{count}}', '0').replace('{{max}}', '500')),
      ).toBeVisible();
      await dialog.getByRole('button', { name: t.themes.save }).click();
      await expect(dialog).toBeHidden();
      await expect(card).toContainText(t.themes.chosenTheme);
      await expect(card).toContainText(themeName);
      await expect(card).not.toContainText(t.themes.ignored.replace('{{theme}}', themeName));

      // Cancel discards what was typed, and so does Escape.
      for (const close of ['cancel', 'escape'] as const) {
        dialog = await openDialog(page, t);
        await dialog
          .getByLabel(t.themes.descriptionLabel)
          .fill(
            lang === 'ar'
              ? 'تنين صغير يخاف من الظلام'
              : 'A little dragon who is afraid of the dark',
          );
        await expect(
          dialog.getByText(t.themes.precedence.replace('{{theme}}', themeName)),
        ).toBeVisible();
        if (close === 'cancel') await dialog.getByRole('button', { name: t.themes.cancel }).click();
        else await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expect(card.getByRole('button')).toBeFocused();
        await expect(card).toContainText(themeName);
        await expect(card).not.toContainText(lang === 'ar' ? 'تنين' : 'dragon');
      }

      // On a phone: 4 tiles, at most 2 featured, the chosen theme among them.
      await page.setViewportSize({ width: 390, height: 844 });
      dialog = await openDialog(page, t);
      await expect(tiles(dialog, t)).toHaveCount(4);
      expect(await dialog.locator('ul button[data-featured]').count()).toBeLessThanOrEqual(2);
      await expect(dialog.getByRole('button', { name: themeName })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await dialog.getByRole('button', { name: t.themes.discoverMore }).click();
      await expect(tiles(dialog, t)).toHaveCount(4);
      await expect(dialog.getByRole('button', { name: themeName })).toBeVisible();
      await dialog.getByRole('button', { name: t.themes.cancel }).click();
      await expect(card).toContainText(themeName);
    });
  });
}

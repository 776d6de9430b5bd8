import { expect, langs, pathIn, test, texts } from './fixtures.ts';
import { registerParent } from './parents.ts';

for (const lang of langs) {
  const t = texts[lang];
  test(`shots ${lang}`, async ({ page, browser }) => {
    test.setTimeout(240_000);
    await registerParent(page, lang, { label: 'shots' });
    for (const [w, h] of [[1280, 900], [390, 844]] as const) {
      await page.setViewportSize({ width: w, height: h });
      await page.goto(pathIn(lang, '/create'));
      await expect(page.getByRole('status').filter({ hasText: /\d/ }).first()).toBeVisible();
      await page.screenshot({ path: `/tmp/shots/create-${lang}-${w}.png` });
      await page.getByRole('region', { name: t.themes.cardTitle }).getByRole('button').click();
      const dialog = page.getByRole('dialog', { name: t.themes.dialogTitle });
      await dialog.locator('ul button:not([data-featured])').first().click();
      await expect(dialog.getByRole('group', { name: t.themes.sparkOffer })).toBeVisible();
      await dialog.getByRole('group', { name: t.themes.sparkOffer }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/shots/theme-${lang}-${w}.png` });
      await dialog.getByRole('group', { name: t.themes.sparkOffer }).getByRole('button', { name: t.themes.useSpark }).click();
      await dialog.getByRole('button', { name: t.themes.save }).click();
      await page.getByRole('region', { name: t.themes.cardTitle }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/shots/theme-card-${lang}-${w}.png` });
      await page.route('**/api/user/usage-stats', async (route) => {
        const response = await route.fetch();
        const stats = (await response.json()) as { stories: Record<string, unknown> };
        await route.fulfill({ response, json: { ...stats, stories: { ...stats.stories, remaining: 0, used: 3 } } });
      });
      await page.reload();
      await expect(page.getByRole('region', { name: t.stories.create.limitTitle })).toBeVisible();
      await page.screenshot({ path: `/tmp/shots/limit-${lang}-${w}.png` });
      await page.unrouteAll({ behavior: 'wait' });
    }
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const visitor = await ctx.newPage();
    await visitor.goto(pathIn(lang, '/about'));
    await expect(visitor.getByRole('region', { name: t.cookies.title })).toBeVisible();
    await visitor.screenshot({ path: `/tmp/shots/cookies-${lang}-390.png` });
    await ctx.close();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(pathIn(lang, '/help'));
    await page.getByRole('button', { name: t.feedback.button }).click();
    const fb = page.getByRole('dialog', { name: t.feedback.title });
    await fb.getByLabel(t.feedback.message).fill('  ');
    await fb.getByRole('button', { name: t.feedback.send }).click({ force: true }).catch(() => {});
    await page.keyboard.press('Escape');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `/tmp/shots/toast-${lang}-1280.png` });
  });
}

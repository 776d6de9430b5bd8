import fs from 'node:fs';
import { expect, langs, pathIn, test, texts } from './fixtures.ts';
import { registerParent } from './parents.ts';

const shots = process.env.CHILD_SHOTS_DIR;
const fourYearsAgo = String(new Date().getFullYear() - 4);

for (const lang of langs) {
  test(`a parent adds, exports and deletes a child profile, and meets the plan's limit (${lang})`, async ({ page }) => {
    test.setTimeout(90_000);
    const t = texts[lang];
    const c = t.children;
    await registerParent(page, lang, { label: 'kids' });

    // The user menu leads to the page.
    await page.getByRole('button', { name: t.nav.accountMenu.replace('{{name}}', lang === 'ar' ? 'هدى' : 'Huda') }).click();
    await page.getByRole('menuitem', { name: t.nav.childProfiles }).click();
    await expect(page).toHaveURL(new RegExp(`${pathIn(lang, '/child-profiles')}$`));
    await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
    await expect(page.getByText(c.emptyTitle)).toBeVisible();
    if (shots) await page.screenshot({ path: `${shots}/empty-${lang}-${page.viewportSize()?.width}.png`, fullPage: true });

    // The consent note comes before the first profile.
    await page.getByTestId('add-child').click();
    await expect(page.getByTestId('child-consent')).toContainText(c.consent.text);
    await page.getByTestId('child-consent-agree').click();

    const form = page.getByRole('dialog', { name: c.form.addTitle });
    await form.getByLabel(c.form.nameEn).fill('Hessa');
    // The Arabic name comes from the names table, and stays editable.
    await expect(form.getByLabel(c.form.nameAr)).toHaveValue('حصة');
    await form.getByTestId('gender-female').click();
    await form.getByTestId('birth-year').selectOption(fourYearsAgo);
    await form.getByTestId('interest-animals').click();
    await form.getByTestId('avoid-dogs').click();
    await expect(form.getByTestId('avoid-dogs')).toHaveAttribute('aria-pressed', 'true');
    await form.getByTestId('family-grandma').selectOption({ label: lang === 'ar' ? 'تيتة (Teta)' : 'Teta (تيتة)' });
    await form.getByTestId('reading-read-along').click();
    if (shots) {
      await page.screenshot({ path: `${shots}/form-${lang}-${page.viewportSize()?.width}.png` });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${shots}/form-${lang}-390.png` });
      await page.setViewportSize({ width: 1280, height: 900 });
    }
    await form.getByTestId('child-save').click();
    await expect(form).toBeHidden();

    const card = page.getByTestId('child-card');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(lang === 'ar' ? 'حصة' : 'Hessa');
    await expect(card).toContainText(lang === 'ar' ? '4 سنوات' : '4 years old');
    await expect(card.getByRole('img')).toBeVisible();
    if (shots) {
      await page.screenshot({ path: `${shots}/list-${lang}-1280.png`, fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${shots}/list-${lang}-390.png`, fullPage: true });
      await page.setViewportSize({ width: 1280, height: 900 });
    }

    // Starter keeps one profile: the next opens the upgrade dialog.
    await page.getByTestId('add-child').click();
    const upgrade = page.getByRole('dialog', { name: c.limitTitle });
    await expect(upgrade).toBeVisible();
    await expect(upgrade).toContainText(lang === 'ar' ? 'العائلة' : 'Family');
    if (shots) await page.screenshot({ path: `${shots}/limit-${lang}-1280.png` });
    await page.keyboard.press('Escape');

    // Export: the profile as JSON, with both names, what to avoid and the family word.
    const download = page.waitForEvent('download');
    await card.getByTestId('child-export').click();
    const file = await (await download).path();
    const data = JSON.parse(fs.readFileSync(file, 'utf8')) as { profile: { nameEn: string; nameAr: string; avoid: string[]; familyWords: { grandma: { en: string } } }; stories: unknown[] };
    expect(data.profile).toMatchObject({ nameEn: 'Hessa', nameAr: 'حصة', avoid: ['dogs'], familyWords: { grandma: { en: 'Teta' } } });
    expect(data.stories).toEqual([]);

    // Delete, after a confirmation.
    await card.getByTestId('child-delete').click();
    await page.getByTestId('child-delete-confirm').click();
    await expect(page.getByTestId('child-card')).toHaveCount(0);
    await expect(page.getByText(c.emptyTitle)).toBeVisible();
    await page.reload();
    await expect(page.getByText(c.emptyTitle)).toBeVisible();
  });
}

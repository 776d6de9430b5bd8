import fs from 'node:fs';
import { expect, langs, pathIn, test, texts } from './fixtures.ts';
import { registerParent } from './parents.ts';
import { postStory, waitUntilComplete } from './stories-api.ts';

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

test('a story made with Hessa, who avoids dogs: her age group is filled in, she is named in English and Fusha (the Gulf dialect in the server test), and no dog is in it', async ({ page }) => {
  test.setTimeout(240_000);
  await registerParent(page, 'en', { label: 'kids-story', verify: true });
  // The profile through the API the page uses (the page itself has its own test above).
  const child = await page.evaluate(async () => {
    const auth = { Authorization: `Bearer ${window.localStorage.getItem('authToken')}` };
    const { csrfToken } = (await (await fetch('/api/csrf-token', { headers: auth, credentials: 'include' })).json()) as { csrfToken: string };
    const response = await fetch('/api/child-profiles', {
      method: 'POST',
      credentials: 'include',
      headers: { ...auth, 'Content-Type': 'application/json', 'X-CSRF-Token': csrfToken },
      body: JSON.stringify({ nameEn: 'Hessa', nameAr: 'حصة', gender: 'female', birthMonth: 1, birthYear: new Date().getFullYear() - 4, avoid: ['dogs'], familyWords: { grandma: { en: 'Teta', ar: 'تيتة' }, grandpa: null } }),
    });
    return (await response.json()) as { id: number };
  });
  await page.goto('/create');
  await page.getByTestId(`pick-child-${child.id}`).click();
  await expect(page.getByTestId(`pick-child-${child.id}`)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('input[name="age-group"][value="3-5"]')).toBeChecked();
  if (shots) {
    await page.getByTestId(`pick-child-${child.id}`).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/create-en-1280.png` });
    await page.goto('/ar/create');
    await page.getByTestId(`pick-child-${child.id}`).click();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId(`pick-child-${child.id}`).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/create-ar-390.png` });
  }

  const answer = await postStory(page, { childIds: [child.id], ageGroup: '3-5', length: 3 });
  expect(answer.status).toBe(201);
  await waitUntilComplete(page, answer.body.id!);
  const story = (await (await page.request.get(`/api/stories/${answer.body.id}`, { headers: { Authorization: `Bearer ${await page.evaluate(() => window.localStorage.getItem('authToken'))}` } })).json()) as { pages: Array<{ contentEn: string; contentAr: string; contentDialect?: string | null }> };
  const bare = (text: string) => text.replace(/[\u064B-\u065F\u0670\u0640]/g, '');
  expect(story.pages.map((p) => p.contentEn).join(' ')).toContain('Hessa');
  expect(bare(story.pages.map((p) => p.contentAr).join(' '))).toContain('حصة');
  for (const p of story.pages) {
    expect(p.contentEn).not.toMatch(/\b(dog|dogs|puppy)\b/i);
    expect(bare(p.contentAr)).not.toMatch(/(^|[^\p{L}])[وفبلك]?(ال)?(كلب|كلاب|جرو)/u);
  }
  // My Stories by child: another story without her, then the filter keeps hers alone.
  const other = await postStory(page, { length: 3 });
  expect(other.status).toBe(201);
  await page.goto('/my-stories');
  await expect(page.locator('main li a[href^="/story/"]').first()).toBeVisible();
  await page.getByTestId('child-filter').selectOption({ label: 'Hessa' });
  await expect(page).toHaveURL(new RegExp(`child=${child.id}`));
  await expect(page.locator(`main a[href="/story/${answer.body.id}"]`).first()).toBeVisible();
  await expect(page.locator(`main a[href="/story/${other.body.id}"]`)).toHaveCount(0);
});

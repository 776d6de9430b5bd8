import fs from 'node:fs';
import { expect, langs, pathIn, test, texts } from './fixtures.ts';
import { registerParent } from './parents.ts';
import { postStory, waitUntilComplete } from './stories-api.ts';
import { signInAdmin } from './community-api.ts';

const shots = process.env.CHILD_SHOTS_DIR;
const fourYearsAgo = String(new Date().getFullYear() - 4);

for (const lang of langs) {
  test(`a parent adds, exports and deletes a child profile, and meets the plan's limit (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const t = texts[lang];
    const c = t.children;
    await registerParent(page, lang, { label: 'kids' });

    // The user menu leads to the page.
    await page
      .getByRole('button', {
        name: t.nav.accountMenu.replace('{{name}}', lang === 'ar' ? 'هدى' : 'Huda'),
      })
      .click();
    await page.getByRole('menuitem', { name: t.nav.childProfiles }).click();
    await expect(page).toHaveURL(new RegExp(`${pathIn(lang, '/child-profiles')}$`));
    await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
    await expect(page.getByText(c.emptyTitle)).toBeVisible();
    if (shots)
      await page.screenshot({
        path: `${shots}/empty-${lang}-${page.viewportSize()?.width}.png`,
        fullPage: true,
      });

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
    await form
      .getByTestId('family-grandma')
      .selectOption({ label: lang === 'ar' ? 'تيتة (Teta)' : 'Teta (تيتة)' });
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
    const data = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      profile: {
        nameEn: string;
        nameAr: string;
        avoid: string[];
        familyWords: { grandma: { en: string } };
      };
      stories: unknown[];
    };
    expect(data.profile).toMatchObject({
      nameEn: 'Hessa',
      nameAr: 'حصة',
      avoid: ['dogs'],
      familyWords: { grandma: { en: 'Teta' } },
    });
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

for (const lang of langs) {
  test(`a story made with Hessa through the form: her age group and home dialect filled in, themes for her interests, named in English, Fusha and Saudi, Teta for her grandmother, no dog, read along with vowel marks; My Stories and the dashboard by child (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const t = texts[lang];
    const email = await registerParent(page, lang, { label: 'kids-story', verify: true });
    // The Saudi dialect is Heritage's.
    const admin = await signInAdmin();
    await admin.grantPlan(email, 'heritage');
    await admin.dispose();
    // The profile through the API the page uses (the page itself has its own test above).
    const child = await page.evaluate(async (year) => {
      const auth = { Authorization: `Bearer ${window.localStorage.getItem('authToken')}` };
      const { csrfToken } = (await (
        await fetch('/api/csrf-token', { headers: auth, credentials: 'include' })
      ).json()) as { csrfToken: string };
      const response = await fetch('/api/child-profiles', {
        method: 'POST',
        credentials: 'include',
        headers: { ...auth, 'Content-Type': 'application/json', 'X-CSRF-Token': csrfToken },
        body: JSON.stringify({
          nameEn: 'Hessa',
          nameAr: 'حصة',
          gender: 'female',
          birthMonth: 1,
          birthYear: year,
          dialect: 'gulf_saudi',
          interests: ['animals'],
          avoid: ['dogs'],
          familyWords: { grandma: { en: 'Teta', ar: 'تيتة' }, grandpa: null },
          reading: { mode: 'read-along', vowelMarks: true },
        }),
      });
      return (await response.json()) as { id: number };
    }, Number(fourYearsAgo));
    const name = lang === 'ar' ? 'حصة' : 'Hessa';

    await page.goto(pathIn(lang, '/create'));
    await page.getByTestId(`pick-child-${child.id}`).click();
    await expect(page.getByTestId(`pick-child-${child.id}`)).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.locator('input[name="age-group"][value="3-5"]')).toBeChecked();
    await expect(page.getByRole('combobox', { name: t.stories.create.dialect })).toContainText(
      t.dialects.gulf_saudi,
    );
    // Her interest in animals suggests kindness to animals first.
    const suggestions = page.getByRole('group', {
      name: t.themes.suggestedFor.replace('{{name}}', name),
    });
    await expect(suggestions.getByRole('button').first()).toBeVisible();
    await suggestions.getByRole('button').first().click();
    await expect(suggestions.getByRole('button').first()).toHaveAttribute('aria-pressed', 'true');
    if (shots) {
      await page.getByTestId(`pick-child-${child.id}`).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/create-${lang}-1280.png`, fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${shots}/create-${lang}-390.png`, fullPage: true });
      await page.setViewportSize({ width: 1280, height: 900 });
    }
    // Her own idea, with her grandmother in it: the story follows it.
    await page
      .getByRole('region', { name: t.themes.cardTitle })
      .getByRole('button')
      .first()
      .click();
    const themes = page.getByRole('dialog', { name: t.themes.dialogTitle });
    await themes
      .getByLabel(t.themes.descriptionLabel)
      .fill(
        lang === 'ar' ? 'حصة تخبز كعك التمر مع جدتها' : 'Hessa bakes date cookies with grandma',
      );
    await themes.getByRole('button', { name: t.themes.save }).click();
    // A place, and no catalogue character: Hessa is the cast.
    await page.getByRole('button', { name: t.catalogue.story.chooseLocation }).click();
    const places = page.getByRole('dialog', { name: t.catalogue.locationPicker.title });
    await places
      .getByTestId('default-locations')
      .locator('li > button[aria-pressed]')
      .first()
      .click();
    await expect(places).toBeHidden();
    const fewer = page.getByRole('button', { name: t.stories.create.fewerPages });
    while (await fewer.isEnabled()) await fewer.click();
    const created = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/stories',
    );
    await page.getByRole('button', { name: t.stories.create.submit }).click();
    const answer = await created;
    expect(answer.status(), await answer.text()).toBe(201);
    const id = ((await answer.json()) as { id: number }).id;
    const headers = {
      Authorization: `Bearer ${await page.evaluate(() => window.localStorage.getItem('authToken'))}`,
    };
    await waitUntilComplete(page, id);
    const story = (await (await page.request.get(`/api/stories/${id}`, { headers })).json()) as {
      dialect: string;
      pages: Array<{ contentEn: string; contentAr: string; contentDialect?: string | null }>;
    };
    expect(story.dialect).toBe('gulf_saudi');
    const bare = (text: string) => text.replace(/[\u064B-\u065F\u0670\u0640]/g, '');
    const english = story.pages.map((p) => p.contentEn).join(' ');
    const fusha = bare(story.pages.map((p) => p.contentAr).join(' '));
    const saudi = bare(story.pages.map((p) => p.contentDialect ?? '').join(' '));
    expect(english).toContain('Hessa');
    expect(fusha).toContain('حصة');
    expect(saudi).toContain('حصة');
    expect(english).toContain('Teta');
    expect(`${fusha} ${saudi}`).toContain('تيتة');
    expect(english).not.toMatch(/\bgrandma\b/i);
    for (const text of [english, fusha, saudi]) {
      expect(text).not.toMatch(/\b(dog|dogs|puppy|puppies)\b/i);
      expect(text).not.toMatch(/(^|[^\p{L}])[وفبلك]?(ال)?(كلب|كلاب|جرو)/u);
    }

    // The reader opens the way she reads: along with the voice, vowel marks on.
    await page.goto(pathIn(lang, `/story/${id}`));
    const language = page.getByRole('group', { name: t.stories.reader.language });
    await language.getByRole('button', { name: t.stories.reader.languages.ar }).click();
    await expect(page.getByRole('switch')).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByTestId('story-text')).toHaveText(/[\u064B-\u0652]/);
    await expect(page.getByRole('button', { name: t.stories.reader.mute })).toBeVisible();
    await language
      .getByRole('button', { name: new RegExp(`^${t.stories.reader.languages.dialect}`) })
      .click();
    await expect(page.getByTestId('story-text')).toHaveText(/حصّ?ة/);

    // My Stories and the dashboard by child: another story without her, then the filter keeps hers alone.
    const other = await postStory(page, { length: 3 });
    expect(other.status).toBe(201);
    for (const path of ['/my-stories', '/dashboard']) {
      await page.goto(pathIn(lang, path));
      await expect(page.locator(`main a[href$="/${other.body.id}"]`).first()).toBeVisible();
      await page.getByTestId('child-filter').selectOption({ label: name });
      await expect(page).toHaveURL(new RegExp(`child=${child.id}`));
      await expect(page.locator(`main a[href$="/story/${id}"]`).first()).toBeVisible();
      await expect(page.locator(`main a[href$="/${other.body.id}"]`)).toHaveCount(0);
      if (shots)
        await page.screenshot({
          path: `${shots}/by-child${path.replace('/', '-')}-${lang}.png`,
          fullPage: true,
        });
    }
  });
}

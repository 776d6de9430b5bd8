import type { Locator, Page } from '@playwright/test';
import {
  dismissCookies,
  expect,
  expectNoAxeViolations,
  langs,
  pathIn,
  test,
  texts,
} from './fixtures.ts';
import { signInAdminOnPage } from './admin-session.ts';
import { registerParent } from './parents.ts';

const toasts = (page: Page) => page.locator('ol > li[data-state="open"]');
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_m, key: string) => String(values[key]));
/** A name set apart from the sentence around it (U+2068 … U+2069), as the name hints show it. */
const isolate = (name: string) => `\u2068${name}\u2069`;
/** A text about a character or place as it agrees with its gender: Arabic has `x_female` beside `x`, English only `x`. */
const about = (table: object, key: string, gender: 'male' | 'female') => {
  const texts = table as Record<string, string>;
  return (texts[`${key}_${gender}`] ?? texts[key]) as string;
};

async function defaultNames(grid: Locator): Promise<string[]> {
  return grid.locator('li > button[aria-pressed] span.font-extrabold').allTextContents();
}

for (const lang of langs) {
  const t = texts[lang];
  const c = t.catalogue;

  test.describe(`catalogue in ${lang}`, () => {
    test('a verified Starter parent picks, creates, edits and deletes characters and a location', async ({
      page,
      consoleErrors,
    }) => {
      test.setTimeout(150_000);
      await dismissCookies(page);
      await registerParent(page, lang, { label: 'catalogue', verify: true });
      await page.goto(pathIn(lang, '/create'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.story.title);
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: c.story.chooseCharacters }).click();
      const picker = page.getByRole('dialog', { name: c.characterPicker.title });
      const grid = picker.getByTestId('default-characters');
      await expect(grid.locator('li').first()).toBeVisible();
      await expectNoAxeViolations(page);

      // Filtering by Animal leaves only animals, and the chip says how many there are.
      const animal = picker.getByRole('button', {
        name: new RegExp(`^${c.characterTypes.animal}\\s*\\d+$`),
      });
      await animal.click();
      await expect(animal).toHaveAttribute('aria-pressed', 'true');
      await expect(grid.locator('li[data-type]:not([data-type="animal"])')).toHaveCount(0);
      const before = await defaultNames(grid);
      expect(before.length).toBeGreaterThan(0);
      expect(before.length).toBeLessThanOrEqual(8);
      await picker.getByRole('button', { name: c.characterPicker.shuffle }).click();
      await expect.poll(() => defaultNames(grid)).not.toEqual(before);
      await expect(grid.locator('li[data-type]:not([data-type="animal"])')).toHaveCount(0);
      await picker
        .getByRole('button', { name: new RegExp(`^${c.characterPicker.all}\\s*\\d+$`) })
        .click();

      // The nested creation form checks the fields, then draws the character and selects it.
      await picker.getByRole('button', { name: c.characterPicker.createNew }).click();
      await picker.getByRole('button', { name: c.characterForm.submit }).click();
      await expect(
        picker.getByText(
          lang === 'en' ? 'Name must be at least 2 characters' : 'يجب ألا يقل الاسم عن حرفين',
        ),
      ).toBeVisible();
      await expect(
        picker.getByText(
          lang === 'en' ? 'Age must be between 1 and 100' : 'يجب أن يكون العمر بين 1 و100',
        ),
      ).toBeVisible();
      await expect(
        picker.getByText(
          lang === 'en'
            ? 'Description must be at least 10 characters'
            : 'يجب ألا يقل الوصف عن 10 أحرف',
        ),
      ).toBeVisible();
      // Closed on the form, the picker opens on its list again.
      await page.keyboard.press('Escape');
      await expect(picker).toBeHidden();
      await page.getByRole('button', { name: c.story.chooseCharacters }).click();
      await expect(picker.getByRole('button', { name: c.characterPicker.createNew })).toBeVisible();
      await expect(picker.getByRole('button', { name: c.characterForm.submit })).toHaveCount(0);
      await picker.getByRole('button', { name: c.characterPicker.createNew }).click();
      await picker.getByLabel(c.form.name).fill('Sami');
      await picker.getByLabel(c.form.nameAr).fill('سامي');
      await picker.getByLabel(c.characterForm.age).fill(lang === 'ar' ? '٧' : '7');
      await picker.getByText(c.genders.male, { exact: true }).click();
      await picker
        .getByLabel(c.form.description)
        .fill('A cheerful boy with a red scarf who loves flying kites.');
      await picker.getByRole('button', { name: c.characterForm.submit }).click();
      await expect(toasts(page).first()).toContainText(c.characterForm.created);
      const shownName = lang === 'ar' ? 'سامي' : 'Sami';
      const own = picker.getByRole('region', { name: c.characterPicker.ownTitle, exact: true });
      await expect(
        own.getByRole('button', { name: new RegExp(shownName), pressed: true }),
      ).toBeVisible();
      await expect(own.getByText(fill(c.usageLabel, { used: 1, limit: 1 }))).toBeVisible();

      // Two defaults make three; a fourth is refused with a toast.
      await grid.getByRole('button', { pressed: false }).first().click();
      await grid.getByRole('button', { pressed: false }).first().click();
      await expect(picker.getByRole('status')).toContainText(
        lang === 'en' ? '3 of 3' : '3 شخصيات من 3',
      );
      await grid.getByRole('button', { pressed: false }).first().click();
      await expect(toasts(page).first()).toContainText(c.characterPicker.maxTitle);
      await expect(grid.getByRole('button', { pressed: true })).toHaveCount(2);

      // At the Starter limit the create button opens the upgrade dialog instead of the form.
      await picker.getByRole('button', { name: c.characterPicker.createNew }).click();
      const upgrade = page.getByRole('dialog', { name: c.upgrade.characterTitle });
      await expect(upgrade).toBeVisible();
      await expect(upgrade.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
      await expect(upgrade).toContainText('$9.99');
      await upgrade.getByRole('button', { name: c.upgrade.later }).click();
      await expect(upgrade).toBeHidden();
      await picker.getByRole('button', { name: c.characterPicker.done }).click();
      await expect(
        page.getByRole('button', { name: fill(c.story.remove, { name: shownName }) }),
      ).toBeVisible();
      // The chosen characters' chips show their whole line (kind and age), none cut off.
      const chips = page
        .getByRole('region', { name: new RegExp(c.story.charactersTitle) })
        .locator('li span.text-xs');
      await expect(chips).toHaveCount(3);
      for (const chip of await chips.all())
        expect(
          await chip.evaluate(
            (el) =>
              el.scrollWidth <= el.clientWidth &&
              !getComputedStyle(el).textOverflow.includes('ellipsis'),
          ),
        ).toBe(true);

      // A location created from its picker is selected shortly after.
      await page.getByRole('button', { name: c.story.chooseLocation }).click();
      const places = page.getByRole('dialog', { name: c.locationPicker.title });
      await expect(places.getByTestId('default-locations').locator('li').first()).toBeVisible();
      await places.getByRole('button', { name: c.locationPicker.createFirst }).click();
      await places.getByLabel(c.form.name).fill('Grandma garden');
      await places.getByText(c.locationTypes.fantasy, { exact: true }).click();
      await places
        .getByLabel(c.form.description)
        .fill('A quiet garden with a fig tree and a little fountain.');
      await places.getByRole('button', { name: c.locationForm.submit }).click();
      await expect(toasts(page).first()).toContainText(c.locationForm.created);
      await expect(
        places.getByRole('button', { name: /Grandma garden/, pressed: true }),
      ).toBeVisible();
      await expect(places.getByRole('status')).toContainText('Grandma garden');
      await places.getByRole('button', { name: c.locationPicker.done }).click();
      await expect(page.getByRole('button', { name: /Grandma garden/ })).toBeVisible();

      // Upgrade Now goes to the subscription page with the next plan.
      await page
        .getByRole('button', { name: c.story.chooseCharacters })
        .or(page.getByRole('button', { name: c.story.changeCharacters }))
        .click();
      await picker.getByRole('button', { name: c.characterPicker.createNew }).click();
      await upgrade.getByRole('button', { name: c.upgrade.upgradeNow }).click();
      await expect(page).toHaveURL(new RegExp(`${pathIn(lang, '/subscribe')}\\?plan=Family$`));

      // /my-characters shows the character and edits it.
      await page.goto(pathIn(lang, '/my-characters'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.mine.charactersTitle);
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: fill(c.editLabel, { name: shownName }) }).click();
      const edit = page.getByRole('dialog', { name: c.mine.editCharacterTitle });
      await edit.getByLabel(c.form.description).fill('short');
      await edit.getByRole('button', { name: c.mine.save }).click();
      await expect(
        edit.getByText(
          lang === 'en'
            ? 'Description must be at least 10 characters'
            : 'يجب ألا يقل الوصف عن 10 أحرف',
        ),
      ).toBeVisible();
      await edit.getByLabel(c.form.name).fill('Samir');
      await edit.getByLabel(c.form.nameAr).fill('سمير');
      await edit
        .getByLabel(c.form.description)
        .fill('A cheerful boy with a blue scarf who loves flying kites.');
      await edit.getByRole('button', { name: c.mine.save }).click();
      await expect(toasts(page).first()).toContainText(c.mine.saved);
      const renamed = lang === 'ar' ? 'سمير' : 'Samir';
      await expect(page.getByRole('heading', { level: 2, name: renamed })).toBeVisible();
      await expect(page.getByText('blue scarf')).toBeVisible();

      // Deleting from the picker asks first, says it cannot be undone, and deselects it.
      await page.goto(pathIn(lang, '/create'));
      await page.getByRole('button', { name: c.story.chooseCharacters }).click();
      await picker
        .getByRole('button', { name: new RegExp(renamed) })
        .first()
        .click();
      await expect(picker.getByRole('status')).toContainText(
        lang === 'en' ? '1 of 3' : 'شخصية واحدة',
      );
      // A delete the network loses says so, and the character stays.
      await page.route('**/api/characters/*', (route) =>
        route.request().method() === 'DELETE'
          ? route.abort('internetdisconnected')
          : route.continue(),
      );
      page.once('dialog', (dialog) => void dialog.accept());
      await picker.getByRole('button', { name: fill(c.deleteLabel, { name: renamed }) }).click();
      await expect(toasts(page).first()).toContainText(c.characterPicker.deleteFailed);
      await expect(toasts(page).first()).toContainText(c.characterPicker.deleteFailedFallback);
      await expect(picker.getByRole('status')).toContainText(
        lang === 'en' ? '1 of 3' : 'شخصية واحدة',
      );
      await page.unroute('**/api/characters/*');
      // Chromium logs the request the test cut on purpose; nothing else may be logged.
      consoleErrors.splice(
        0,
        consoleErrors.length,
        ...consoleErrors.filter(
          (error) => error !== 'Failed to load resource: net::ERR_INTERNET_DISCONNECTED',
        ),
      );
      page.once('dialog', (dialog) => {
        expect(dialog.message()).toBe(fill(c.characterPicker.deleteConfirm, { name: renamed }));
        void dialog.accept();
      });
      await picker.getByRole('button', { name: fill(c.deleteLabel, { name: renamed }) }).click();
      await expect(toasts(page).first()).toContainText(c.characterPicker.deleted);
      await expect(picker.getByRole('status')).toContainText(lang === 'en' ? '0 of 3' : 'لم تختر');
      await expect(picker.getByText(c.characterPicker.ownEmpty)).toBeVisible();
    });

    test('the character form spells a known name in Arabic and asks for an unknown one', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await dismissCookies(page);
      await registerParent(page, lang, { label: 'names', verify: true });
      await page.goto(pathIn(lang, '/create-character'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.characterForm.title);
      const name = page.getByLabel(c.form.name);
      const nameAr = page.getByLabel(c.form.nameAr);

      // A name of the table fills the Arabic field, which stays the parent's to change.
      await page.getByText(c.genders.male, { exact: true }).click();
      await name.fill('Fahad');
      await expect(nameAr).toHaveValue('فهد');
      await expect(page.getByTestId('name-ar-suggested')).toHaveText(
        c.characterForm.nameArSuggested,
      );
      await name.fill('Abdullah');
      await expect(nameAr).toHaveValue('عبد الله');
      await expectNoAxeViolations(page);

      // A name the table does not know leaves the field empty and asks for the spelling.
      await name.fill('Zorbi');
      await expect(nameAr).toHaveValue('');
      const ask = page.getByTestId('name-ar-ask');
      await expect(ask).toContainText(fill(c.characterForm.nameArUnknown, { name: 'Zorbi' }));
      await expectNoAxeViolations(page);
      await ask
        .getByRole('button', { name: fill(c.characterForm.nameArUseGuess, { guess: 'زوربي' }) })
        .click();
      await expect(nameAr).toHaveValue('زوربي');
      await expect(ask).toBeHidden();

      // What the parent typed is never replaced by a suggestion.
      await nameAr.fill('زوربى');
      await name.fill('Hessa');
      await expect(nameAr).toHaveValue('زوربى');
    });

    test('an Arabic name typed in an English field moves to the Arabic one, and what is said about the item agrees with it', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await dismissCookies(page);
      await registerParent(page, lang, { label: 'scripts', verify: true });

      // A place: the Arabic name moves over in one tap and the English field asks for its own.
      await page.goto(pathIn(lang, '/create-location'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.locationForm.title);
      const name = page.getByLabel(c.form.name);
      const nameAr = page.getByLabel(c.form.nameAr);
      const hint = page.getByTestId('name-script-hint');
      await name.fill('حديقة سطح جدتي');
      await expect(hint).toContainText(
        fill(c.form.nameLooksArabic, { name: isolate('حديقة سطح جدتي') }),
      );
      await expectNoAxeViolations(page);
      await hint.getByRole('button', { name: c.form.moveToArabic }).click();
      await expect(nameAr).toHaveValue('حديقة سطح جدتي');
      await expect(name).toHaveValue('');
      await expect(name).toBeFocused();
      await expect(hint).toContainText(c.form.askLatinLocation);
      await name.fill('Grandma’s rooftop garden');
      await expect(hint).toBeHidden();
      await page
        .getByLabel(c.form.description)
        .fill('A rooftop garden with jasmine pots and a view of the stars.');
      await page.getByRole('button', { name: c.locationForm.submit }).click();
      const place = lang === 'ar' ? 'حديقة سطح جدتي' : 'Grandma’s rooftop garden';
      await expect(toasts(page).first()).toContainText(
        fill(about(c.locationForm, 'createdDescription', 'female'), { name: place }),
      );
      await expect(
        page.getByRole('heading', {
          name: fill(about(c.locationForm, 'doneTitle', 'female'), { name: place }),
        }),
      ).toBeVisible();

      // A boy: the table's English spelling is offered, and an Arabic name in both fields is refused.
      await page.goto(pathIn(lang, '/create-character'));
      await page.getByText(c.genders.male, { exact: true }).click();
      await name.fill('سامي');
      await hint.getByRole('button', { name: c.form.moveToArabic }).click();
      await expect(nameAr).toHaveValue('سامي');
      await expect(hint).toContainText(c.form.askLatinCharacter);
      await name.fill('سامي');
      await expect(hint).toContainText(c.form.nameNeedsLatin);
      // Typed in each other's fields, the names swap in a tap.
      await nameAr.fill('Sami');
      await expect(hint).toContainText(
        fill(c.form.namesSwapped, { name: isolate('سامي'), nameAr: isolate('Sami') }),
      );
      await hint.getByRole('button', { name: c.form.swapNames }).click();
      await expect(name).toHaveValue('Sami');
      await expect(nameAr).toHaveValue('سامي');
      await expect(hint).toBeHidden();
      await name.fill('سامي');
      await expect(hint).toContainText(c.form.nameNeedsLatin);
      await page.getByLabel(c.characterForm.age).fill('7');
      await page
        .getByLabel(c.form.description)
        .fill('A cheerful boy with a red scarf who loves flying kites.');
      await page.getByRole('button', { name: c.characterForm.submit }).click();
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      await expect(toasts(page)).toHaveCount(0);
      await name.fill('');
      await hint
        .getByRole('button', { name: fill(c.form.useLatin, { latin: isolate('Sami') }) })
        .click();
      await expect(name).toHaveValue('Sami');
      await expect(nameAr).toHaveValue('سامي');
      await page.getByRole('button', { name: c.characterForm.submit }).click();
      const boy = lang === 'ar' ? 'سامي' : 'Sami';
      await expect(toasts(page).first()).toContainText(
        fill(about(c.characterForm, 'createdDescription', 'male'), { name: boy }),
      );
      await expect(
        page.getByRole('heading', {
          name: fill(about(c.characterForm, 'doneTitle', 'male'), { name: boy }),
        }),
      ).toBeVisible();
      if (lang === 'ar')
        await expect(page.getByRole('heading', { name: 'سامي جاهز!' })).toBeVisible();
    });

    test('an admin adds a default animal character that parents then find in the picker', async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      await dismissCookies(page);
      await signInAdminOnPage(page);

      const name = `Qunfudh ${lang} ${Math.floor(Math.random() * 1e6)}`;
      await page.goto(pathIn(lang, '/create-character'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.characterForm.title);
      await expect(page.getByText(c.characterForm.adminNote)).toBeVisible();
      await page.getByLabel(c.form.name).fill(name);
      await page.getByLabel(c.characterForm.age).fill('4');
      await page.getByLabel(c.form.type).selectOption('animal');
      await page.getByLabel(c.characterForm.species).fill('hedgehog');
      await page
        .getByLabel(c.form.description)
        .fill('A shy little hedgehog who collects shiny pebbles.');
      await page.getByRole('button', { name: c.characterForm.submit }).click();
      await expect(toasts(page).first()).toContainText(c.characterForm.created);
      await expect(
        page.getByRole('heading', {
          name: fill(about(c.characterForm, 'doneTitle', 'female'), { name }),
        }),
      ).toBeVisible();

      // A parent (not yet verified) can browse and pick it, but not create their own.
      const context = await browser.newContext();
      const parent = await context.newPage();
      await dismissCookies(parent);
      await registerParent(parent, lang, { label: 'catalogue' });
      await parent.goto(pathIn(lang, '/create-character'));
      await expect(parent.getByRole('heading', { name: c.verify.characterTitle })).toBeVisible();
      await parent.goto(pathIn(lang, '/create'));
      await parent.getByRole('button', { name: c.story.chooseCharacters }).click();
      const picker = parent.getByRole('dialog', { name: c.characterPicker.title });
      await picker
        .getByRole('button', { name: new RegExp(`^${c.characterTypes.animal}\\s*\\d+$`) })
        .click();
      const grid = picker.getByTestId('default-characters');
      await expect(grid.locator('li').first()).toBeVisible();
      // Not shown yet? One shuffle brings the items not seen before first.
      if (!(await defaultNames(grid)).includes(name))
        await picker.getByRole('button', { name: c.characterPicker.shuffle }).click();
      await grid.getByRole('button', { name: new RegExp(name) }).click();
      await expect(grid.getByRole('button', { name: new RegExp(name) })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await picker.getByRole('button', { name: c.characterPicker.createNew }).click();
      await expect(picker.getByRole('heading', { name: c.verify.characterTitle })).toBeVisible();
      await context.close();
    });
  });
}

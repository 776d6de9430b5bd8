import type { Locator, Page } from '@playwright/test';
import { messages } from '../packages/shared/src/i18n/messages.ts';
import {
  dismissCookies,
  expect,
  expectNoAxeViolations,
  langs,
  openBrowser,
  pathIn,
  test,
  texts,
  type Lang,
} from './fixtures.ts';
import { registerParent } from './parents.ts';
import { callAsParent, publishStory, signInAdmin, signInAdminPage } from './community-api.ts';
import { createStoryFromPage, waitUntilComplete } from './stories-api.ts';

/**
 * The admin portal's content pages (docs/admin-content.md), driven as an admin would, in English
 * and Arabic: a reported comment removed with a reason its author reads, a default character added
 * in the portal and found in a parent's picker (then retired and gone from it), every page's
 * loading, empty and error states, and screenshots of every screen at 1280 and 390 px.
 */

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_m, key: string) => String(values[key]));
/** A plural text of the interface («3 بلاغات», "3 reports") as the translator picks it. */
function plural(lang: Lang, table: object, base: string, count: number): string {
  const forms = table as Record<string, string>;
  const form = new Intl.PluralRules(lang).select(count);
  return fill(forms[`${base}_${form}`] ?? forms[`${base}_other`] ?? '', { count });
}
const toasts = (page: Page) => page.locator('ol > li[data-state="open"]');
/** A few letters of a script, different each run, so that parallel runs find their own things. */
const uniqueWord = (letters: string) =>
  Array.from({ length: 5 }, () => letters[Math.floor(Math.random() * letters.length)]).join('');

/** A screenshot at the desktop and phone widths, kept with the test's results to look at. */
async function shoot(page: Page, name: string, lang: Lang, target?: Locator): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 1280 ? 900 : 844 });
    await page.waitForTimeout(200);
    const path = test.info().outputPath(`${name}-${lang}-${width}.png`);
    await (target ? target.screenshot({ path }) : page.screenshot({ path, fullPage: true }));
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

const pages = [
  { path: '/admin/stories', api: '/api/admin/stories', key: 'stories' },
  { path: '/admin/reports', api: '/api/admin/moderation', key: 'reports' },
  { path: '/admin/testimonials', api: '/api/admin/testimonials', key: 'testimonials' },
  { path: '/admin/catalogue', api: '/api/admin/catalogue', key: 'catalogue' },
  { path: '/admin/feedback', api: '/api/admin/feedback', key: 'feedback' },
] as const;

/** What each list answers when there is nothing in it. */
const emptyAnswers: Record<(typeof pages)[number]['key'], unknown> = {
  stories: { stories: [], nextBefore: null },
  reports: { stories: [], comments: [] },
  testimonials: { testimonials: [] },
  catalogue: { characters: [], locations: [], themes: [] },
  feedback: { feedback: [], nextBefore: null, open: 0 },
};

for (const lang of langs) {
  const t = texts[lang];
  const a = t.adminContent;
  const ca = t.communityActions;

  test.describe(`admin content pages in ${lang}`, () => {
    test('a reported comment is removed on the reports page with a reason its author then reads', async ({
      page,
      browser,
    }) => {
      test.setTimeout(360_000);
      // A published story (its author's first, approved by the admin) and a comment on it by another parent.
      await registerParent(page, lang, { verify: true, label: 'admin-reports-author' });
      const storyId = await createStoryFromPage(page, 3);
      await waitUntilComplete(page, storyId);
      await publishStory(page, storyId);
      const api = await signInAdmin();
      await api.moderateStory(storyId, 'approve');
      await api.dispose();

      const commenter = await openBrowser(browser, lang);
      await registerParent(commenter.page, lang, {
        verify: true,
        label: 'admin-reports-commenter',
      });
      const body =
        lang === 'ar'
          ? `تعليق للاختبار ${uniqueWord('ابتثجحخدذرزسشصضطظعغفقكلمنهوي')}`
          : `A comment to moderate ${uniqueWord('abcdefghijklmnopqrstuvwxyz')}`;
      const made = await callAsParent<{ id: number }>(
        commenter.page,
        'POST',
        `/api/community/stories/${storyId}/comments`,
        { body },
      );
      expect(made.status).toBe(201);

      // Three parents report it: hidden at once.
      const reporters = await Promise.all([0, 1, 2].map(() => openBrowser(browser, lang)));
      await Promise.all(
        reporters.map((reporter, index) =>
          registerParent(reporter.page, lang, {
            verify: true,
            label: `admin-reports-reporter-${index}`,
          }),
        ),
      );
      for (const [index, reporter] of reporters.entries()) {
        const reason = (['spam', 'inappropriate', 'other'] as const)[index]!;
        const answer = await callAsParent(
          reporter.page,
          'POST',
          `/api/community/comments/${made.body.id}/report`,
          {
            reason,
            ...(reason === 'other'
              ? {
                  details:
                    lang === 'ar' ? 'لا علاقة له بالقصة.' : 'It has nothing to do with the story.',
                }
              : {}),
          },
        );
        expect(answer.status).toBe(200);
        await reporter.close();
      }

      // The admin finds it on the reports page with its three reports.
      await signInAdminPage(page, lang);
      await page.goto('/admin/reports');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(a.reports.title);
      const item = page.locator(`[data-queue-comment="${made.body.id}"]`);
      await expect(item).toContainText(body);
      await expect(item).toContainText(plural(lang, a.reports, 'reportCount', 3));
      await expect(item.getByText(a.reports.reasons.spam)).toBeVisible();
      await expect(item).toContainText(
        lang === 'ar' ? 'لا علاقة له بالقصة.' : 'It has nothing to do with the story.',
      );
      await expect(
        page
          .getByRole('navigation', { name: t.adminAccess.nav.label })
          .getByRole('link', { name: t.adminAccess.sections.reports }),
      ).toHaveAttribute('aria-current', 'page');
      await expectNoAxeViolations(page);
      await shoot(page, 'reports', lang);

      // Remove: a reason is required, then given.
      await item.getByRole('button', { name: a.reports.remove }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText(a.reports.removeText);
      await dialog.getByRole('button', { name: a.reports.remove }).click();
      await expect(dialog.getByText(a.common.reasonRequired)).toBeVisible();
      await expectNoAxeViolations(page);
      await shoot(page, 'reports-remove-dialog', lang, dialog);
      const reason =
        lang === 'ar' ? 'التعليق لا يخص هذه القصة.' : 'This comment is not about the story.';
      await dialog.getByRole('textbox').fill(reason);
      await dialog.getByRole('button', { name: a.reports.remove }).click();
      await expect(toasts(page).first()).toContainText(a.reports.removeDone);
      await expect(item).toHaveCount(0);

      // The story itself on the stories page: featured and taken off, hidden with a reason, restored.
      await page.goto(`/admin/stories?q=${storyId}`);
      const row = page.locator(`[data-story-id="${storyId}"]`);
      await row.getByRole('button', { name: a.stories.feature }).click();
      await expect(toasts(page).first()).toContainText(a.stories.featured);
      await expect(row).toContainText(a.stories.visibility.featured);
      await row.getByRole('button', { name: a.stories.unfeature }).click();
      await expect(row).toContainText(a.stories.visibility.published);
      await row.getByRole('button', { name: a.stories.hide }).click();
      const hiding = page.getByRole('dialog');
      const hideReason = lang === 'ar' ? 'نراجع هذه القصة.' : 'We are reviewing this story.';
      await hiding.getByRole('textbox').fill(hideReason);
      await hiding.getByRole('button', { name: a.stories.hide }).click();
      await expect(row).toContainText(hideReason);
      await row.getByRole('button', { name: a.stories.restore }).click();
      await page.getByRole('dialog').getByRole('button', { name: a.stories.restore }).click();
      await expect(row.getByRole('button', { name: a.stories.hide })).toBeVisible();
      await expect(row).toContainText(a.stories.visibility.published);

      // Its author reads the reason under the comment.
      await commenter.page.goto(pathIn(lang, `/story/${storyId}`));
      const moderation = commenter.page.locator('#comments').getByTestId('comment-moderation');
      await expect(moderation).toContainText(ca.comments.removed);
      await expect(moderation).toContainText(reason);
      expect(commenter.errors).toEqual([]);
      await commenter.close();
    });

    test('a default character added in the portal is drawn, appears in a parent’s picker on /create, and leaves it when retired', async ({
      page,
      browser,
    }) => {
      test.setTimeout(180_000);
      await signInAdminPage(page, lang);
      await page.goto('/admin/catalogue');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(a.catalogue.title);
      const grid = page.getByTestId('admin-catalogue');
      await expect(grid.locator('li').first()).toBeVisible();
      await expectNoAxeViolations(page);
      await shoot(page, 'catalogue', lang);

      const add = fill(a.catalogue.add, { kind: a.catalogue.kinds.characters.one });
      await page.getByRole('button', { name: add }).click();
      const form = page.getByRole('dialog', { name: add });
      // Words in the wrong script are refused under their field, in the admin's language.
      const nameEn = `Sahar Star ${uniqueWord('abcdefghijklmnopqrstuvwxyz')}`;
      const nameAr = `سحر النجمة ${uniqueWord('ابتثجحخدذرزسشصضطظعغفقكلمنهوي')}`;
      await form.getByLabel(a.catalogue.fields.nameEn).fill(nameEn);
      await form.getByLabel(a.catalogue.fields.nameAr).fill('Sahar');
      await form.getByLabel(a.catalogue.fields.type).selectOption('magical');
      await form.getByLabel(a.catalogue.fields.gender).selectOption('female');
      await form.getByLabel(a.catalogue.fields.age).fill('7');
      await form.getByLabel(a.catalogue.fields.species).fill('star sprite');
      await form
        .getByLabel(a.catalogue.fields.descriptionEn)
        .fill('A tiny star sprite who lights the way home for lost fireflies.');
      await form
        .getByLabel(a.catalogue.fields.descriptionAr)
        .fill('جنية نجمية صغيرة تضيء طريق العودة لليراعات التائهة.');
      await form.getByRole('button', { name: a.catalogue.save }).click();
      await expect(form.getByText(messages['catalogue.nameArNotArabic'][lang])).toBeVisible();
      await expectNoAxeViolations(page);
      await shoot(page, 'catalogue-form', lang, form);
      await form.getByLabel(a.catalogue.fields.nameAr).fill(nameAr);
      await form.getByRole('button', { name: a.catalogue.save }).click();
      await expect(form).toHaveCount(0);

      // The card shows the drawing's progress, then the picture.
      const card = grid.locator('li').filter({ hasText: nameEn });
      await expect(card.locator('[data-picture-state]')).toHaveAttribute(
        'data-picture-state',
        /queued|drawing|ready/,
      );
      if (
        (await card.locator('[data-picture-state]').getAttribute('data-picture-state')) !== 'ready'
      )
        await shoot(page, 'catalogue-drawing', lang, card);
      await expect(card.locator('[data-picture-state]')).toHaveAttribute(
        'data-picture-state',
        'ready',
        { timeout: 60_000 },
      );
      // The picture loads when it comes into view (the card is at the end of a long grid).
      await card.scrollIntoViewIfNeeded();
      await expect(card.locator('img')).toHaveJSProperty('complete', true);
      await expect
        .poll(() => card.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
      await shoot(page, 'catalogue-card', lang, card);

      // A parent finds it among the magical characters of the picker on /create.
      const parent = await openBrowser(browser, lang);
      await registerParent(parent.page, lang, { label: 'admin-catalogue-parent' });
      const c = t.catalogue;
      const shown = lang === 'ar' ? nameAr : nameEn;
      const openPicker = async () => {
        await parent.page.goto(pathIn(lang, '/create'));
        await parent.page.getByRole('button', { name: c.story.chooseCharacters }).click();
        const picker = parent.page.getByRole('dialog', { name: c.characterPicker.title });
        await picker
          .getByRole('button', { name: new RegExp(`^${c.characterTypes.magical}\\s*\\d+$`) })
          .click();
        const defaults = picker.getByTestId('default-characters');
        await expect(defaults.locator('li').first()).toBeVisible();
        return { picker, defaults };
      };
      let { picker, defaults } = await openPicker();
      // More magical characters than a shuffle shows (other runs add some too)? Shuffling brings the unseen ones first.
      for (
        let i = 0;
        i < 3 && (await defaults.getByRole('button', { name: new RegExp(shown) }).count()) === 0;
        i += 1
      ) {
        const shuffle = picker.getByRole('button', { name: c.characterPicker.shuffle });
        if (await shuffle.isDisabled()) break;
        await shuffle.click();
      }
      await defaults.getByRole('button', { name: new RegExp(shown) }).click();
      await expect(defaults.getByRole('button', { name: new RegExp(shown) })).toHaveAttribute(
        'aria-pressed',
        'true',
      );

      // Retired in the portal: gone from the picker.
      await card.getByRole('button', { name: a.catalogue.retire }).click();
      await expect(toasts(page).first()).toContainText(
        fill(a.catalogue.done.retire, { name: nameEn }),
      );
      await expect(card.getByText(a.catalogue.retired)).toBeVisible();
      await page.getByRole('checkbox').uncheck();
      await expect(card).toHaveCount(0);
      await page.getByRole('checkbox').check();
      ({ picker, defaults } = await openPicker());
      // Not among those shown, nor after a shuffle (when there are more than one shuffle shows).
      const shuffle = picker.getByRole('button', { name: c.characterPicker.shuffle });
      for (let i = 0; i < 3; i += 1) {
        await expect(defaults.getByRole('button', { name: new RegExp(shown) })).toHaveCount(0);
        if (await shuffle.isDisabled()) break;
        await shuffle.click();
      }
      expect(parent.errors).toEqual([]);
      await parent.close();

      // Brought back, for the next run's parents.
      await card.getByRole('button', { name: a.catalogue.unretire }).click();
      await expect(card.getByText(a.catalogue.retired)).toHaveCount(0);
    });

    test('the stories, testimonials, catalogue themes and feedback pages, with their actions', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      // Something of each: feedback from a visitor, and a theme to look at.
      const note =
        lang === 'ar'
          ? `زر القمر يختفي خلف التذييل ${uniqueWord('ابتثجحخدذرزسشصضطظعغفقكلمنهوي')}`
          : `The moon button hides behind the footer ${uniqueWord('abcdefghijklmnopqrstuvwxyz')}`;
      await dismissCookies(page);
      // From an address of its own: feedback allows a few messages per address.
      await page.setExtraHTTPHeaders({
        'X-Forwarded-For': `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`,
      });
      await page.goto(pathIn(lang, '/help'));
      expect(
        await page.evaluate(async (message) => {
          const { csrfToken } = (await (
            await fetch('/api/csrf-token', { credentials: 'include' })
          ).json()) as { csrfToken: string };
          const response = await fetch('/api/feedback', {
            method: 'POST',
            credentials: 'include',
            headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': csrfToken },
            body: JSON.stringify({ category: 'bug', message, pageUrl: '/help', _csrf: csrfToken }),
          });
          return response.status;
        }, note),
      ).toBe(201);

      await signInAdminPage(page, lang);

      // Stories: the list, a search, and the filters in the address.
      await page.goto('/admin/stories');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(a.stories.title);
      await expect(
        page.getByTestId('admin-stories').or(page.getByText(a.stories.emptyTitle)),
      ).toBeVisible();
      await expectNoAxeViolations(page);
      await shoot(page, 'stories', lang);
      await page.getByRole('searchbox', { name: a.stories.searchLabel }).fill('zzqx-no-such-story');
      await page.getByRole('button', { name: a.stories.search }).click();
      await expect(page.getByText(a.stories.noneFoundTitle)).toBeVisible();
      await expect(page).toHaveURL(/q=zzqx-no-such-story/);
      await page.getByLabel(a.stories.filters.visibility).selectOption('featured');
      await expect(page).toHaveURL(/visibility=featured/);
      await shoot(page, 'stories-none-found', lang);

      // Testimonials: the operator adds a parent's words in both languages.
      await page.goto('/admin/testimonials');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(a.testimonials.title);
      await page.getByRole('button', { name: a.testimonials.add }).click();
      const dialog = page.getByRole('dialog', { name: a.testimonials.addTitle });
      await dialog.getByRole('button', { name: a.testimonials.save }).click();
      await expect(dialog.getByText(a.testimonials.wordsRequired)).toBeVisible();
      const name = `Huda ${uniqueWord('abcdefghijklmnopqrstuvwxyz')}`;
      await dialog.getByLabel(a.testimonials.firstName).fill(name);
      await dialog.getByLabel(a.testimonials.city).fill(lang === 'ar' ? 'عمّان' : 'Amman');
      await dialog
        .getByLabel(a.testimonials.messageEn)
        .fill('Our evenings are calmer since we found these stories.');
      await dialog
        .getByLabel(a.testimonials.messageAr)
        .fill('صارت أمسياتنا أهدأ منذ وجدنا هذه القصص.');
      await expectNoAxeViolations(page);
      await shoot(page, 'testimonials-add', lang, dialog);
      await dialog.getByRole('button', { name: a.testimonials.save }).click();
      await expect(toasts(page).first()).toContainText(a.testimonials.added);
      await page.getByRole('button', { name: a.testimonials.status.approved }).click();
      const added = page.locator('[data-testimonial]').filter({ hasText: name });
      await expect(added).toContainText('صارت أمسياتنا أهدأ');
      await expect(added).toContainText(a.testimonials.fromOperator);
      await expectNoAxeViolations(page);
      await shoot(page, 'testimonials', lang);
      await added.getByRole('button', { name: a.testimonials.takeOff }).click();
      await expect(added).toHaveCount(0);

      // Catalogue themes: the form with its icons and story sparks.
      await page.goto('/admin/catalogue?tab=themes');
      await expect(page.locator('[data-catalogue-theme]').first()).toBeVisible();
      await shoot(page, 'catalogue-themes', lang);
      await page
        .locator('[data-catalogue-theme]')
        .first()
        .getByRole('button', { name: new RegExp(a.catalogue.edit) })
        .click();
      await expect(page.getByRole('dialog').getByText(a.catalogue.fields.sparks)).toBeVisible();
      await expectNoAxeViolations(page);
      await shoot(page, 'catalogue-theme-form', lang, page.getByRole('dialog'));
      await page.getByRole('dialog').getByRole('button', { name: a.common.cancel }).click();

      // Feedback: the visitor's note, open, then marked done.
      await page.goto('/admin/feedback');
      const entry = page.locator('[data-feedback]').filter({ hasText: note });
      await expect(entry).toContainText(a.feedback.category.bug);
      await expect(entry).toContainText(a.feedback.visitor);
      await expectNoAxeViolations(page);
      await shoot(page, 'feedback', lang);
      await entry.getByRole('button', { name: a.feedback.markDone }).click();
      await expect(toasts(page).first()).toContainText(a.feedback.markedDone);
      await expect(entry).toHaveCount(0);
      await page.getByRole('button', { name: a.feedback.status.done }).click();
      await expect(entry.getByRole('button', { name: a.feedback.reopen })).toBeVisible();
      // By category: gone under Ideas, back under Problems, both kept in the address.
      const categories = page.getByRole('group', { name: a.feedback.categoryFilter });
      await categories.getByRole('button', { name: a.feedback.category.feature }).click();
      await expect(page).toHaveURL(/category=feature/);
      await expect(entry).toHaveCount(0);
      await categories.getByRole('button', { name: a.feedback.category.bug }).click();
      await expect(page).toHaveURL(/category=bug/);
      await expect(entry.getByRole('button', { name: a.feedback.reopen })).toBeVisible();
    });

    test('every admin content page shows its loading, empty and error states', async ({ page }) => {
      test.setTimeout(120_000);
      await signInAdminPage(page, lang);
      for (const { path, api, key } of pages) {
        const matcher = (url: URL) => url.pathname === api;
        // Loading: the answer waits until the spinner has been seen; then empty.
        let release: () => void = () => {};
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route(matcher, async (route) => {
          await held;
          await route.fulfill({
            status: 200,
            contentType: 'application/json',
            body: JSON.stringify(emptyAnswers[key]),
          });
        });
        await page.goto(path);
        // The page is in its frame, its list still loading.
        await expect(page.getByRole('navigation', { name: t.adminAccess.nav.label })).toBeVisible();
        await expect(
          page.getByRole('main').getByRole('status', { name: t.common.loading }),
        ).toBeVisible();
        if (key === 'feedback') await shoot(page, 'state-loading', lang);
        release();
        const emptyTitle = {
          stories: a.stories.emptyTitle,
          reports: a.reports.emptyTitle,
          testimonials: a.testimonials.empty.pending,
          catalogue: a.catalogue.emptyTitle,
          feedback: a.feedback.emptyOpenTitle,
        }[key];
        await expect(page.getByRole('heading', { name: emptyTitle })).toBeVisible();
        await expectNoAxeViolations(page);
        await shoot(page, `state-empty-${key}`, lang);
        await page.unroute(matcher);

        // Error, with a way to try again that works once the server answers.
        let failing = true;
        await page.route(matcher, (route) =>
          failing
            ? route.fulfill({
                status: 400,
                contentType: 'application/json',
                body: JSON.stringify({ message: 'refused', code: 'BAD_REQUEST' }),
              })
            : route.continue(),
        );
        await page.goto(path);
        const alert = page.getByRole('alert').filter({ hasText: a.common.loadFailed });
        await expect(alert).toBeVisible();
        if (key === 'stories') await shoot(page, 'state-error', lang);
        failing = false;
        await alert.getByRole('button', { name: a.common.retry }).click();
        await expect(alert).toHaveCount(0);
        await page.unroute(matcher);
      }
    });

    test('on a phone the current section is named above the page, and the sections open from a button', async ({
      page,
    }) => {
      await signInAdminPage(page, lang);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/admin/feedback');
      await page.getByRole('button', { name: t.adminAccess.nav.open }).click();
      const sections = page.getByRole('dialog', { name: t.adminAccess.nav.title });
      const current = sections.getByRole('link', { name: t.adminAccess.sections.feedback });
      await expect(current).toHaveAttribute('aria-current', 'page');
      await shoot(page, 'phone-navigation', lang);
      await sections.getByRole('link', { name: t.adminAccess.sections.reports }).click();
      await expect(page).toHaveURL(/\/admin\/reports$/);
      await expect(sections).toBeHidden();
    });

    test('the language switch turns an admin page to the other language in place', async ({
      page,
    }) => {
      const other = lang === 'ar' ? texts.en : texts.ar;
      const admin = await signInAdmin();
      await page.addInitScript(
        ({ token, language }) => {
          window.localStorage.setItem('adminToken', token);
          window.localStorage.setItem('cookieConsent', 'declined');
          if (!window.sessionStorage.getItem('started')) {
            window.localStorage.setItem('preferredLanguage', language);
            window.sessionStorage.setItem('started', 'yes');
          }
        },
        { token: admin.token, language: lang },
      );
      await admin.dispose();
      await page.goto('/admin/feedback');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(a.feedback.title);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      await page
        .getByRole('banner')
        .getByRole('button', { name: t.language.otherLanguage })
        .click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        other.adminContent.feedback.title,
      );
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'ltr' : 'rtl');
      await expect(page).toHaveURL(/\/admin\/feedback$/);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        other.adminContent.feedback.title,
      );
    });
  });
}

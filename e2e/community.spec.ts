import type { Locator, Page } from '@playwright/test';
import { messages } from '../packages/shared/src/i18n/messages.ts';
import {
  expect,
  expectNoAxeViolations,
  langs,
  newVisitor,
  openBrowser as openParent,
  pathIn,
  test,
  texts,
  type Lang,
} from './fixtures.ts';
import { registerParent } from './parents.ts';
import { callAsParent, publishStory, signInAdmin } from './community-api.ts';
import { createStoryFromPage, postStory, waitUntilComplete } from './stories-api.ts';

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_m, key: string) => String(values[key]));
/** A plural text of the interface ("1 like", «إعجاب واحد») as the translator picks it. */
function plural(lang: Lang, forms: Record<string, string>, base: string, count: number): string {
  const form = new Intl.PluralRules(lang).select(count);
  return fill(forms[`${base}_${form}`] ?? forms[`${base}_other`] ?? '', { count });
}

/** A screenshot at the desktop and phone widths, kept with the test's results to look at. */
async function shoot(page: Page, name: string, lang: Lang, target?: Locator): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 1280 ? 900 : 844 });
    await page.waitForTimeout(150);
    const path = test.info().outputPath(`${name}-${lang}-${width}.png`);
    await (target ? target.screenshot({ path }) : page.screenshot({ path }));
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** A new author's first published story waits for an admin, who approves it. */
async function approveFirstStory(page: Page, id: number): Promise<void> {
  const story = await callAsParent<{ community: { moderation: string } | null }>(
    page,
    'GET',
    `/api/stories/${id}`,
  );
  expect(story.body.community?.moderation).toBe('pending');
  const admin = await signInAdmin();
  await admin.moderateStory(id, 'approve');
  await admin.dispose();
}

/** A published story of a new verified parent, approved by an admin (a new author's first story waits for that). */
async function publicStory(page: Page, lang: Lang, label: string): Promise<number> {
  await registerParent(page, lang, { verify: true, label });
  const id = await createStoryFromPage(page, 3);
  await waitUntilComplete(page, id);
  await publishStory(page, id);
  await approveFirstStory(page, id);
  return id;
}

for (const lang of langs) {
  const t = texts[lang];
  const ca = t.communityActions;

  test.describe(`acting on a story in ${lang}`, () => {
    test('a parent likes, saves, comments on and reports another parent’s story; its author sees the figures', async ({
      page,
      browser,
    }) => {
      test.setTimeout(300_000);
      const id = await publicStory(page, lang, 'community-author');

      // A visitor sees the figures and the way to sign in, in the page's language.
      const { visitor, errors: visitorErrors } = await newVisitor(browser, lang);
      await visitor.goto(pathIn(lang, `/story/${id}`));
      const visitorBar = visitor.getByRole('region', { name: ca.bar.label });
      await expect(visitorBar.getByTestId('community-likes')).toHaveText(
        plural(lang, ca.counts, 'likes', 0),
      );
      const signIn = visitorBar.getByRole('link', { name: ca.bar.signIn });
      await expect(signIn).toHaveAttribute(
        'href',
        new RegExp(`^${pathIn(lang, '/auth')}\\?returnTo=`),
      );
      await expect(visitor.locator('#comments').getByText(ca.comments.empty)).toBeVisible();
      await expectNoAxeViolations(visitor);
      expect(visitorErrors).toEqual([]);
      await visitor.context().close();

      const reader = await openParent(browser, lang);
      const b = reader.page;
      await registerParent(b, lang, { verify: true, label: 'community-reader' });
      await b.goto(pathIn(lang, `/story/${id}`));
      const bar = b.getByRole('region', { name: ca.bar.label });
      await expect(bar.getByText(new RegExp(fill(ca.bar.author, { author: '.+' })))).toBeVisible();

      // Like: pressed with a count of one, kept over a reload; unlike; like again.
      const like = bar.getByRole('button', { name: new RegExp(`^${ca.bar.like}`) });
      await expect(like).toHaveAttribute('aria-pressed', 'false');
      await expect(bar.getByTestId('like-count')).toHaveText('0');
      await like.click();
      await expect(like).toHaveAttribute('aria-pressed', 'true');
      await expect(bar.getByTestId('like-count')).toHaveText('1');
      await b.waitForLoadState('networkidle');
      await b.reload();
      await expect(like).toHaveAttribute('aria-pressed', 'true');
      await expect(bar.getByTestId('like-count')).toHaveText('1');
      await like.click();
      await expect(like).toHaveAttribute('aria-pressed', 'false');
      await expect(bar.getByTestId('like-count')).toHaveText('0');
      await like.click();
      await expect(like).toHaveAttribute('aria-pressed', 'true');

      // Save: the bookmark says Saved.
      await bar.getByRole('button', { name: ca.bar.save, exact: true }).click();
      await expect(bar.getByRole('button', { name: ca.bar.saved, exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expectNoAxeViolations(b);
      await shoot(b, 'bar', lang, bar);

      // Comments: a link is refused with the server's words in the page's language; plain words appear.
      const comments = b.locator('#comments');
      await expect(comments.getByText(ca.comments.empty)).toBeVisible();
      const field = comments.getByRole('textbox', { name: ca.comments.label });
      await field.fill(
        lang === 'ar' ? 'اقرؤوا المزيد على www.example.com' : 'Read more at www.example.com',
      );
      await expect(comments.getByTestId('comment-counter')).toHaveText(
        fill(t.feedback.counter, { count: (await field.inputValue()).length, max: 1000 }),
      );
      await comments.getByRole('button', { name: ca.comments.post }).click();
      await expect(comments.getByTestId('comment-error')).toHaveText(
        messages['community.commentLink'][lang],
      );
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      const first =
        lang === 'ar'
          ? 'قرأناها قبل النوم وضحك ابني كثيرًا.'
          : 'We read it at bedtime and my son laughed a lot.';
      await field.fill(first);
      await comments.getByRole('button', { name: ca.comments.post }).click();
      const list = comments.getByTestId('comment-list');
      await expect(list.getByRole('listitem')).toHaveCount(1);
      await expect(list.getByRole('listitem').first()).toContainText(first);
      await expect(list.getByRole('listitem').first().locator('time')).toHaveText(t.time.justNow);
      await expect(field).toHaveValue('');
      await shoot(b, 'comments', lang, comments);

      // Delete one's own comment, after a confirmation.
      await list.getByRole('button', { name: ca.comments.deleteLabel }).click();
      const confirm = b.getByRole('dialog', { name: ca.comments.deleteTitle });
      await confirm.getByRole('button', { name: ca.comments.deleteConfirm }).click();
      await expect(comments.getByText(ca.comments.empty)).toBeVisible();
      await expect(comments.getByTestId('comments-total')).toHaveText('0');
      const second = lang === 'ar' ? 'حكاية جميلة، شكرًا لكم!' : 'A lovely story, thank you!';
      await field.fill(second);
      await comments.getByRole('button', { name: ca.comments.post }).click();
      await expect(list.getByRole('listitem')).toHaveCount(1);

      // Report the story: a reason, details, then the thanks; the flag says Reported.
      await bar.getByRole('button', { name: ca.bar.report }).click();
      const dialog = b.getByRole('dialog', { name: ca.report.storyTitle });
      await expect(dialog.getByRole('radio')).toHaveCount(5);
      await expect(dialog.getByRole('button', { name: ca.report.send })).toBeDisabled();
      await dialog.getByRole('radio', { name: ca.report.reasons.unsafe }).check();
      await dialog
        .getByLabel(ca.report.details)
        .fill(
          lang === 'ar' ? 'فيها مشهد مخيف للصغار.' : 'One scene is frightening for little ones.',
        );
      await expectNoAxeViolations(b);
      await shoot(b, 'report', lang);
      await dialog.getByRole('button', { name: ca.report.send }).click();
      await expect(dialog.getByRole('status')).toHaveText(ca.report.thanksStory);
      await dialog.getByRole('button').filter({ hasText: ca.report.close }).click();
      await expect(bar.getByRole('button', { name: ca.bar.reported })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
      await b.reload();
      await expect(bar.getByRole('button', { name: ca.bar.reported })).toBeVisible();
      await expect(bar.getByRole('button', { name: ca.bar.saved, exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      expect(reader.errors).toEqual([]);
      await reader.close();

      // The author sees the like and the comment, and that the story is in the library.
      await page.goto(pathIn(lang, `/story/${id}`));
      const panel = page.getByRole('region', { name: ca.owner.title });
      await expect(panel.getByTestId('moderation-state')).toHaveText(ca.owner.visible);
      await expect(panel.getByTestId('community-likes')).toHaveText(
        plural(lang, ca.counts, 'likes', 1),
      );
      await expect(panel.getByTestId('community-comments')).toHaveText(
        plural(lang, ca.counts, 'comments', 1),
      );
      await expect(page.getByRole('button', { name: new RegExp(`^${ca.bar.like}`) })).toHaveCount(
        0,
      );
      await expect(page.locator('#comments').getByTestId('comment-list')).toContainText(second);
      await expectNoAxeViolations(page);
    });

    test('three parents’ reports hide a story from others at once, and an admin restores it', async ({
      page,
      browser,
    }) => {
      test.setTimeout(300_000);
      const id = await publicStory(page, lang, 'reported-author');
      const reporters = await Promise.all([
        openParent(browser, lang),
        openParent(browser, lang),
        openParent(browser, lang),
      ]);
      for (const [index, reporter] of reporters.entries())
        await registerParent(reporter.page, lang, { verify: true, label: `reporter-${index}` });

      // The first two report from the story page, the third through the API.
      for (const reporter of reporters.slice(0, 2)) {
        await reporter.page.goto(pathIn(lang, `/story/${id}`));
        await reporter.page
          .getByRole('region', { name: ca.bar.label })
          .getByRole('button', { name: ca.bar.report })
          .click();
        const dialog = reporter.page.getByRole('dialog', { name: ca.report.storyTitle });
        await dialog.getByRole('radio', { name: ca.report.reasons.inappropriate }).check();
        await dialog.getByRole('button', { name: ca.report.send }).click();
        await expect(dialog.getByRole('status')).toHaveText(ca.report.thanksStory);
      }
      const third = reporters[2] as (typeof reporters)[number];
      await third.page.goto(pathIn(lang, `/story/${id}`));
      await expect(third.page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(
        (
          await callAsParent(third.page, 'POST', `/api/community/stories/${id}/report`, {
            reason: 'spam',
          })
        ).status,
      ).toBe(200);

      // Hidden at once: others get the not-found page; the author sees why.
      const first = reporters[0] as (typeof reporters)[number];
      await first.page.reload();
      await expect(first.page.getByRole('heading', { level: 1 })).toHaveText(
        t.stories.reader.notFoundTitle,
      );
      await page.goto(pathIn(lang, `/story/${id}`));
      const panel = page.getByRole('region', { name: ca.owner.title });
      await expect(panel.getByTestId('moderation-state')).toHaveText(ca.owner.hidden);
      await expect(panel.getByText(ca.owner.hiddenText)).toBeVisible();
      await expect(page.locator('#comments')).toHaveCount(0);
      await expectNoAxeViolations(page);
      await shoot(page, 'owner-hidden', lang);

      // An admin restores it: others read it again, and the author sees it back in the library.
      const admin = await signInAdmin();
      await admin.moderateStory(id, 'restore');
      await admin.dispose();
      await first.page.reload();
      await expect(first.page.getByRole('region', { name: ca.bar.label })).toBeVisible();
      await page.reload();
      await expect(panel.getByTestId('moderation-state')).toHaveText(ca.owner.visible);
      for (const reporter of reporters) {
        expect(reporter.errors).toEqual([]);
        await reporter.close();
      }
    });
  });
}

test('a Starter parent is stopped at the sixteenth community story of the week with the upgrade dialog, in English and Arabic', async ({
  page,
  browser,
}) => {
  test.setTimeout(900_000);
  const storiesNeeded = 16;
  // One author on Heritage (25 stories a week) writes sixteen stories; the first is approved, the rest go straight to the library.
  const email = await registerParent(page, 'en', { verify: true, label: 'prolific-author' });
  const admin = await signInAdmin();
  await admin.grantPlan(email, 'heritage');
  const ids: number[] = [];
  for (let i = 0; i < storiesNeeded; i++) {
    const answer = await postStory(page, { length: 3 });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    ids.push(answer.body.id as number);
  }
  for (const id of ids) await waitUntilComplete(page, id);
  await admin.dispose();
  await publishStory(page, ids[0] as number);
  await approveFirstStory(page, ids[0] as number);
  for (const id of ids.slice(1)) await publishStory(page, id);

  const reader = await openParent(browser, 'en');
  const r = reader.page;
  await registerParent(r, 'en', { verify: true, label: 'starter-reader' });
  for (const id of ids.slice(0, storiesNeeded - 1))
    expect((await callAsParent(r, 'GET', `/api/stories/${id}`)).status).toBe(200);
  const allowance = await callAsParent<{ used: number; limit: number; resetDate: string }>(
    r,
    'GET',
    '/api/community/allowance',
  );
  expect(allowance.body).toMatchObject({ used: 15, limit: 15 });
  // A story already opened this week opens again without counting.
  await r.goto(`/story/${ids[0]}`);
  await expect(r.getByRole('region', { name: texts.en.communityActions.bar.label })).toBeVisible();

  const last = ids[storiesNeeded - 1] as number;
  for (const lang of langs) {
    const ca = texts[lang].communityActions;
    await r.goto(pathIn(lang, `/story/${last}`));
    const dialog = r.getByRole('dialog', { name: ca.limit.title });
    await expect(dialog).toBeVisible();
    const date = new Intl.DateTimeFormat(lang === 'ar' ? 'ar-u-nu-latn' : 'en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(new Date(allowance.body.resetDate));
    await expect(dialog.getByTestId('community-limit-reset')).toHaveText(
      fill(ca.limit.text, { limit: 15, date }),
    );
    await expect(dialog.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '15');
    await expect(dialog.getByText(ca.limit.unlimited)).toBeVisible();
    // Behind the dialog (hidden from assistive technology while it is open), the page says the same.
    await expect(r.locator('main h1')).toHaveText(ca.limit.title);
    await expectNoAxeViolations(r);
    await shoot(r, 'limit', lang);
    await dialog.getByRole('button', { name: texts[lang].catalogue.upgrade.upgradeNow }).click();
    await expect(r).toHaveURL(new RegExp(`${pathIn(lang, '/subscribe')}\\?plan=Family$`));
  }
  expect(reader.errors).toEqual([]);
  await reader.close();
});

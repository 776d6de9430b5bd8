import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import type { CommunityList, CommunityStory, ModerationQueue } from '@qamar/shared';
import { callAsParent, signInAdmin } from './community-api.ts';
import {
  dismissCookies,
  expect,
  expectNoAxeViolations,
  langs,
  newVisitor,
  pathIn,
  test,
  texts,
  type Lang,
} from './fixtures.ts';
import { registerParent } from './parents.ts';
import { postStory, waitUntilComplete } from './stories-api.ts';

/**
 * The community's pages as parents use them: parent A publishes three stories (an admin approves
 * the first publications); other parents find them in the library by searching, filtering, sorting
 * and paging, open one, save it and find it under Saved Stories; the forum lists them as posts with
 * their time; A's dashboard counts what happened; a parent's words reach the home page once approved.
 * Set E2E_SCREENSHOTS to a folder to keep screenshots of every page at 1280 and 390 px.
 */
test.describe.configure({ mode: 'serial' });

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_m, key: string) => String(values[key]));
const literally = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
const HOUR = 3_600_000;

/** The Arabic story's idea, fully vowelled, with hamza on its alif: searched for as «ارنب». */
const arabicIdea = 'الأَرْنَبُ الصَّغِيرُ يَبْحَثُ عَنِ القَمَرِ فِي الحَدِيقَةِ';
const authorName = 'Umm Layla';

interface Shelf {
  /** Published in this order: the Arabic idea (3-5), the lantern (6-8, English, a theme), the kite (9-12). */
  ids: [number, number, number];
  themeId: number;
  publishedAt: string[];
}
let shelf: Shelf;
let authorPage: Page;
/** Who opened which of A's stories (each counts once a week) and how many likes A received. */
const reads = new Set<string>();
let likes = 0;

async function snap(page: Page, name: string) {
  const folder = process.env.E2E_SCREENSHOTS;
  if (!folder) return;
  fs.mkdirSync(folder, { recursive: true });
  const size = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: path.join(folder, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(size);
}

/** Opens a page in a language: the app remembers the last language shown and would take an unprefixed path to Arabic. */
async function openIn(page: Page, lang: Lang, path: string) {
  await page.evaluate(
    (language) => window.localStorage.setItem('preferredLanguage', language),
    lang,
  );
  await page.goto(pathIn(lang, path));
}

/** The ids of the cards a list shows, in order. */
const shownIds = (list: Locator) =>
  list
    .locator('li[data-story-id]')
    .evaluateAll((items) => items.map((item) => Number((item as HTMLElement).dataset.storyId)));
const ours = (ids: number[]) => ids.filter((id) => shelf.ids.includes(id));

/**
 * Other specs publish stories on the same server at the same time: the lists are asked for pages of
 * 50 here (the featured row aside), so that this spec's three stories stay on the first page
 * whatever the others add, in every order.
 */
async function onePage(page: Page, pageSize = 50): Promise<void> {
  await page.unrouteAll();
  await page.route('**/api/community/stories?*', (route) => {
    const url = new URL(route.request().url());
    if (url.searchParams.get('shelf') !== 'featured')
      url.searchParams.set('pageSize', String(pageSize));
    return route.continue({ url: url.toString() });
  });
}

test.beforeAll(async ({ browser }, testInfo) => {
  testInfo.setTimeout(420_000);
  const context = await browser.newContext({ locale: 'en-US' });
  authorPage = await context.newPage();
  await registerParent(authorPage, 'en', { label: 'library-author', verify: true, name: 'Layla' });
  const themes = (await callAsParent<Array<{ id: number }>>(authorPage, 'GET', '/api/themes')).body;
  const themeId = themes[0]!.id;
  const asked = [
    { ageGroup: '3-5', dialect: 'standard', storyDescription: arabicIdea },
    {
      ageGroup: '6-8',
      dialect: 'english',
      storyDescription: 'An owl carries a lantern through the quiet forest',
      selectedThemeId: themeId,
    },
    {
      ageGroup: '9-12',
      dialect: 'standard',
      storyDescription: 'A kite flies over the sea at sunset',
    },
  ];
  const ids: number[] = [];
  for (const fields of asked) {
    const answer = await postStory(authorPage, { length: 3, ...fields });
    expect(answer.status).toBe(201);
    ids.push(answer.body.id!);
  }
  await Promise.all(ids.map((id) => waitUntilComplete(authorPage, id)));
  // Published one after the other (with a display name, which publishing asks for the first time).
  for (const id of ids) {
    const published = await callAsParent(authorPage, 'POST', `/api/stories/${id}/publish`, {
      displayName: authorName,
    });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    await authorPage.waitForTimeout(1100);
  }
  // A new author's first publications wait for an admin: approve what waits.
  const admin = await signInAdmin();
  const queue = (await (
    await admin.call('GET', '/api/admin/moderation')
  ).json()) as ModerationQueue;
  for (const story of queue.stories.filter(
    (item) => ids.includes(item.id) && item.moderation === 'pending',
  ))
    await admin.moderateStory(story.id, 'approve');
  await admin.dispose();
  const listed = await callAsParent<CommunityList>(
    authorPage,
    'GET',
    `/api/community/stories?sort=oldest&pageSize=50`,
  );
  const byId = new Map(listed.body.stories.map((story: CommunityStory) => [story.id, story]));
  expect(ids.every((id) => byId.has(id))).toBe(true);
  shelf = {
    ids: ids as Shelf['ids'],
    themeId,
    publishedAt: ids.map((id) => byId.get(id)!.publishedAt!),
  };
});

for (const lang of langs) {
  const t = texts[lang];
  const c = t.community;
  const [S1, S2, S3] = [0, 1, 2] as const;

  test(`the library in ${lang}: search without vowels and another hamza, filters, sorts, pages, opening and saving a story`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await registerParent(page, lang, {
      label: `library-reader`,
      verify: true,
      name: lang === 'ar' ? 'سلمى' : 'Salma',
    });
    await onePage(page);
    const id = (index: 0 | 1 | 2) => shelf.ids[index];
    // Another parent likes the lantern story: it leads "most liked".
    expect((await callAsParent(page, 'PUT', `/api/community/stories/${id(S2)}/like`)).status).toBe(
      200,
    );
    likes += 1;

    // Nothing saved yet: the saved page says where stories come from.
    await page.goto(pathIn(lang, '/saved-stories'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.saved.title);
    await expect(page.getByRole('heading', { name: c.saved.emptyTitle })).toBeVisible();
    await expect(page.getByRole('link', { name: c.saved.emptyCta })).toHaveAttribute(
      'href',
      pathIn(lang, '/library'),
    );
    await expectNoAxeViolations(page);
    await snap(page, `saved-empty-${lang}`);

    // The library, at its other address too, newest first.
    await page.goto(pathIn(lang, lang === 'ar' ? '/story-library' : '/library'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.library.title);
    const all = page.getByRole('region', { name: c.library.allTitle });
    const filters = page.getByRole('region', { name: c.filters.label });
    await expect.poll(async () => ours(await shownIds(all))).toEqual([id(S3), id(S2), id(S1)]);
    const card = all.locator(`li[data-story-id="${id(S1)}"]`);
    await expect(card.getByText(authorName)).toBeVisible();
    await expect(card.getByText(fill(t.common.ages, { age: '3-5' }))).toBeVisible();
    await expect(card.getByText(t.dialects.standard)).toBeVisible();
    await expect(card.locator('img')).toHaveCount(1);
    await expectNoAxeViolations(page);
    await snap(page, `library-${lang}`);

    // Search: unvowelled, a bare alif for the hamza, without the article; kept in the address and on reload.
    const search = filters.getByRole('searchbox', { name: c.filters.search });
    await search.fill('ارنب');
    await expect(page).toHaveURL(/\?q=%D8%A7%D8%B1%D9%86%D8%A8$/);
    await expect.poll(async () => ours(await shownIds(all))).toEqual([id(S1)]);
    await page.reload();
    await expect(search).toHaveValue('ارنب');
    await expect.poll(async () => ours(await shownIds(all))).toEqual([id(S1)]);
    await page.getByRole('button', { name: c.filters.clearSearch }).click();
    await expect(search).toHaveValue('');
    await expect(page).toHaveURL(
      new RegExp(`${pathIn(lang, lang === 'ar' ? '/story-library' : '/library')}$`),
    );

    // Filters: age, language, theme; back undoes the last one.
    await filters.getByLabel(c.filters.ageGroup, { exact: true }).selectOption('6-8');
    await expect.poll(async () => ours(await shownIds(all))).toEqual([id(S2)]);
    await filters.getByLabel(c.filters.ageGroup, { exact: true }).selectOption('');
    await filters.getByLabel(c.filters.dialect, { exact: true }).selectOption('english');
    await expect.poll(async () => ours(await shownIds(all))).toEqual([id(S2)]);
    await filters.getByLabel(c.filters.theme, { exact: true }).selectOption(String(shelf.themeId));
    await expect(page).toHaveURL(new RegExp(`\\?dialect=english&theme=${shelf.themeId}$`));
    await expect.poll(async () => ours(await shownIds(all))).toEqual([id(S2)]);
    await page.goBack();
    await expect(filters.getByLabel(c.filters.theme, { exact: true })).toHaveValue('');
    await expect(filters.getByLabel(c.filters.dialect, { exact: true })).toHaveValue('english');
    await filters.getByLabel(c.filters.dialect, { exact: true }).selectOption('');

    // Sorts: oldest first, most liked first.
    await filters.getByLabel(c.filters.sort, { exact: true }).selectOption('oldest');
    await expect.poll(async () => ours(await shownIds(all))).toEqual([id(S1), id(S2), id(S3)]);
    await filters.getByLabel(c.filters.sort, { exact: true }).selectOption('popular');
    await expect.poll(async () => ours(await shownIds(all))[0]).toBe(id(S2));
    await filters.getByLabel(c.filters.sort, { exact: true }).selectOption('recent');

    // No match, then every story again with one button.
    await search.fill('zqxjv');
    await expect(page.getByRole('heading', { name: c.library.noResultsTitle })).toBeVisible();
    await expectNoAxeViolations(page);
    await snap(page, `library-no-results-${lang}`);
    await page.getByRole('button', { name: c.library.clear }).click();
    await expect(search).toHaveValue('');
    await expect.poll(async () => ours(await shownIds(all))).toEqual([id(S3), id(S2), id(S1)]);

    // Pages (two stories a page here, so that three make two pages), in the oldest-first order.
    await onePage(page, 2);
    await page.goto(pathIn(lang, '/library?sort=oldest'));
    const pager = page.getByRole('navigation', { name: t.stories.myStories.pagination });
    await expect(all.locator('li[data-story-id]')).toHaveCount(2);
    const firstPage = await shownIds(all);
    await pager.getByRole('button', { name: t.stories.myStories.next }).click();
    await expect(page).toHaveURL(/sort=oldest&page=2$/);
    await expect(pager).toContainText(
      new RegExp(fill(t.stories.myStories.page, { page: 2, total: '\\d+' })),
    );
    await expect
      .poll(async () => (await shownIds(all)).some((shown) => firstPage.includes(shown)))
      .toBe(false);
    await page.goBack();
    await expect.poll(() => shownIds(all)).toEqual(firstPage);
    await onePage(page);

    // A card opens the story, in the interface's language.
    await page.goto(pathIn(lang, '/library'));
    await all
      .locator(`li[data-story-id="${id(S1)}"]`)
      .getByRole('link')
      .click();
    await expect(page).toHaveURL(new RegExp(`${pathIn(lang, `/story/${id(S1)}`)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    reads.add(`${lang}-library:${id(S1)}`);

    // Saved, it is under Saved Stories.
    expect((await callAsParent(page, 'PUT', `/api/community/stories/${id(S1)}/save`)).status).toBe(
      200,
    );
    await page.goto(pathIn(lang, '/library'));
    await page.getByRole('link', { name: c.library.savedLink }).click();
    await expect(page).toHaveURL(new RegExp(`${pathIn(lang, '/saved-stories')}$`));
    const saved = page.locator('main ul');
    await expect.poll(() => shownIds(saved)).toEqual([id(S1)]);
    await expectNoAxeViolations(page);
    await snap(page, `saved-${lang}`);
    await saved.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${pathIn(lang, `/story/${id(S1)}`)}$`));
  });

  test(`the forum in ${lang}: posts with their time and their counts, search and sort, a post opens at its comments`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await registerParent(page, lang, {
      label: 'forum-reader',
      verify: true,
      name: lang === 'ar' ? 'سلمى' : 'Salma',
    });
    await onePage(page);
    const id = (index: 0 | 1 | 2) => shelf.ids[index];
    // This parent likes the lantern story too: it leads "most popular".
    expect((await callAsParent(page, 'PUT', `/api/community/stories/${id(S2)}/like`)).status).toBe(
      200,
    );
    likes += 1;
    const last = new Date(shelf.publishedAt[2]!).getTime();
    const posts = page.getByRole('list', { name: c.forum.posts });
    const filters = page.getByRole('region', { name: c.filters.label });
    const time = (index: 0 | 1 | 2) =>
      posts.locator(`li[data-story-id="${id(index)}"]`).getByTestId('post-time');

    // Two hours after the last was posted (the three were posted within seconds).
    await page.clock.setFixedTime(new Date(last + 2 * HOUR + 60_000));
    await page.goto(pathIn(lang, '/forum'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.forum.title);
    await expect.poll(async () => ours(await shownIds(posts))).toEqual([id(S3), id(S2), id(S1)]);
    await expect(time(S3)).toHaveText(lang === 'ar' ? 'منذ ساعتين' : '2 hours ago');
    await expect(time(S1)).toHaveText(lang === 'ar' ? 'منذ ساعتين' : '2 hours ago');
    const post = posts.locator(`li[data-story-id="${id(S2)}"]`);
    await expect(post.getByText(authorName)).toBeVisible();
    await expect(post.getByText(/lantern/)).toBeVisible();
    await expect(post.locator('[data-count="likes"]')).toContainText(String(likes));
    await expect(post.locator('[data-count="comments"]')).toContainText('0');
    await expectNoAxeViolations(page);
    await snap(page, `forum-${lang}`);

    // Three days on: days; ten days on (within the session token's life), the date.
    await page.clock.setFixedTime(new Date(last + 3 * 24 * HOUR));
    await page.reload();
    await expect(time(S3)).toHaveText(lang === 'ar' ? 'منذ 3 أيام' : '3 days ago');
    await page.clock.setFixedTime(new Date(last + 10 * 24 * HOUR));
    await page.reload();
    const date = new Intl.DateTimeFormat(lang === 'ar' ? 'ar-u-nu-latn' : 'en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(new Date(last));
    await expect(time(S3)).toHaveText(date);
    await page.clock.setFixedTime(new Date(last + 5 * 60_000));
    await page.reload();
    await expect(time(S3)).toHaveText(lang === 'ar' ? 'منذ 5 دقائق' : '5 minutes ago');

    // Most popular first; oldest first; a search.
    await filters.getByLabel(c.filters.sort, { exact: true }).selectOption('popular');
    await expect.poll(async () => ours(await shownIds(posts))[0]).toBe(id(S2));
    await filters.getByLabel(c.filters.sort, { exact: true }).selectOption('oldest');
    await expect.poll(async () => ours(await shownIds(posts))).toEqual([id(S1), id(S2), id(S3)]);
    await filters.getByRole('searchbox', { name: c.filters.search }).fill('أرنب');
    await expect.poll(async () => ours(await shownIds(posts))).toEqual([id(S1)]);
    await filters.getByRole('searchbox', { name: c.filters.search }).fill('zqxjv');
    await expect(page.getByRole('heading', { name: c.library.noResultsTitle })).toBeVisible();
    await page.getByRole('button', { name: c.library.clear }).click();
    await expect(page).toHaveURL(new RegExp(`${pathIn(lang, '/forum')}\\?sort=oldest$`));

    // A post opens the story at its comments.
    await posts
      .locator(`li[data-story-id="${id(S1)}"]`)
      .getByRole('link')
      .click();
    await expect(page).toHaveURL(new RegExp(`${pathIn(lang, `/story/${id(S1)}`)}#comments$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    reads.add(`${lang}-forum:${id(S1)}`);
  });
}

test('empty library and forum invite parents to publish (before anything is published, as a fresh site shows it)', async ({
  page,
}) => {
  await registerParent(page, 'en', { label: 'library-empty', verify: true });
  // Other suites publish stories on the same server: the lists are answered empty here.
  await page.route('**/api/community/stories?*', (route) =>
    route.fulfill({ json: { stories: [], total: 0, page: 1, pageSize: 12 } }),
  );
  for (const lang of langs) {
    const c = texts[lang].community;
    await page.goto(pathIn(lang, '/library'));
    await expect(page.getByRole('heading', { name: c.library.emptyTitle })).toBeVisible();
    await expect(page.getByRole('link', { name: c.library.emptyCta })).toHaveAttribute(
      'href',
      pathIn(lang, '/my-stories'),
    );
    await expect(page.getByRole('region', { name: c.library.featuredTitle })).toHaveCount(0);
    await snap(page, `library-empty-${lang}`);
    await page.goto(pathIn(lang, '/forum'));
    await expect(page.getByRole('heading', { name: c.forum.emptyTitle })).toBeVisible();
    await expect(page.getByRole('link', { name: c.forum.emptyCta })).toHaveAttribute(
      'href',
      pathIn(lang, '/my-stories'),
    );
  }
});

test("the author's dashboard counts views, likes and published stories; a parent's words reach the home page once approved", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // The header, the footer and the dashboard lead to the community's pages, in both languages.
  for (const lang of langs) {
    const t = texts[lang];
    const heading = authorPage.getByRole('heading', { level: 1 });
    await openIn(authorPage, lang, '/dashboard');
    await authorPage
      .getByRole('navigation', { name: t.nav.main })
      .getByRole('link', { name: t.nav.forum })
      .click();
    await expect(heading).toHaveText(t.community.forum.title);
    await authorPage
      .getByRole('navigation', { name: t.nav.main })
      .getByRole('link', { name: t.nav.library })
      .click();
    await expect(heading).toHaveText(t.community.library.title);
    await authorPage.getByRole('contentinfo').getByRole('link', { name: t.footer.forum }).click();
    await expect(heading).toHaveText(t.community.forum.title);
    await authorPage.getByRole('contentinfo').getByRole('link', { name: t.footer.library }).click();
    await expect(heading).toHaveText(t.community.library.title);
    await authorPage.goto(pathIn(lang, '/dashboard'));
    await authorPage
      .getByRole('region', { name: t.stories.dashboard.actionsTitle })
      .getByRole('link', { name: t.stories.dashboard.actions.library })
      .click();
    await expect(authorPage).toHaveURL(new RegExp(`${pathIn(lang, '/library')}$`));
    await expect(heading).toHaveText(t.community.library.title);
  }
  for (const lang of langs) {
    const s = texts[lang].stories.dashboard;
    await openIn(authorPage, lang, '/dashboard');
    await expect(authorPage.locator('[data-stat="published"] dd')).toHaveText('3');
    await expect(authorPage.locator('[data-stat="likes"] dd')).toHaveText(String(likes));
    await expect(authorPage.locator('[data-stat="views"] dd')).toHaveText(String(reads.size));
    await expect(authorPage.locator('[data-stat="published"] dt')).toHaveText(s.stats.published);
  }

  // Share your experience: checked before sending, refused words shown under their field, then thanks.
  const c = texts.ar.community.testimonial;
  await openIn(authorPage, 'ar', '/dashboard');
  await authorPage.getByRole('button', { name: c.open }).click();
  const dialog = authorPage.getByRole('dialog', { name: c.dialogTitle });
  await dialog.getByLabel(c.firstName).fill('ليلى');
  await dialog.getByRole('button', { name: c.submit }).click();
  await expect(dialog.getByText(c.required)).toBeVisible();
  await expect(dialog.getByText(fill(c.tooShort_many, { count: 20 }))).toBeVisible();
  await dialog.getByLabel(c.city).fill('عمّان');
  await dialog.getByLabel(c.message).fill('قصص رائعة، تابعونا على www.example.com كل ليلة');
  await dialog.getByRole('button', { name: c.submit }).click();
  const refused = dialog.getByLabel(c.message);
  await expect(refused).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(authorPage);
  await snap(authorPage, 'testimonial-form-ar');
  const words = 'صارت ابنتي تنتظر حكاية قمر كل ليلة، وتختار أبطالها بنفسها.';
  await dialog.getByLabel(c.message).fill(words);
  await dialog.getByRole('button', { name: c.submit }).click();
  await expect(dialog.getByText(c.thanksText)).toBeVisible();
  await dialog.getByRole('button', { name: c.done }).click();
  await expect(dialog).toHaveCount(0);
  await snap(authorPage, 'dashboard-ar');
  await openIn(authorPage, 'en', '/dashboard');
  await expect(
    authorPage.getByRole('heading', { name: texts.en.community.testimonial.cardTitle }),
  ).toBeVisible();
  await snap(authorPage, 'dashboard-en');

  // Not shown before an admin approves it; shown in both languages afterwards, as written.
  const admin = await signInAdmin();
  const pending = (await (
    await admin.call('GET', '/api/admin/testimonials?status=pending')
  ).json()) as { testimonials: Array<{ id: number; message: string }> };
  const mine = pending.testimonials.find((item) => item.message === words);
  expect(mine).toBeDefined();
  expect(
    (
      await admin.call('POST', `/api/admin/testimonials/${mine!.id}`, { action: 'approve' })
    ).status(),
  ).toBe(200);
  await admin.dispose();
  for (const lang of langs) {
    const { visitor, errors } = await newVisitor(browser, lang);
    await dismissCookies(visitor);
    await visitor.goto(pathIn(lang, '/'));
    const section = visitor.getByRole('region', { name: texts[lang].landing.testimonials.title });
    await expect(section.locator('blockquote').filter({ hasText: literally(words) })).toBeVisible();
    await expect(section.getByText('عمّان')).toBeVisible();
    await section.scrollIntoViewIfNeeded();
    await expectNoAxeViolations(visitor);
    await snap(visitor, `landing-testimonials-${lang}`);
    expect(errors).toEqual([]);
    await visitor.context().close();
  }
});

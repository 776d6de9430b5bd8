import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { plans } from '@qamar/shared';
import { stories, storyShares } from '../src/db/schema.ts';
import { adminToken, parent, postCatalogueStory, withCsrf } from './accounts-helper.ts';
import { createTestApp, target, testClock, untilStoryComplete, type TestApp } from './helper.ts';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

describe(`share links (${target})`, () => {
  const clock = testClock();
  let t: TestApp;
  let owner: { token: string; id: number };
  let storyId: number;
  beforeAll(async () => {
    t = await createTestApp({
      env: { ADMIN_USERNAME: 'warda', ADMIN_PASSWORD: 'night-garden-7' },
      now: clock.now,
    });
    owner = await parent(t, 'sharer@example.com', { plan: 'heritage' });
    storyId = (await postCatalogueStory(t, owner.token, { dialect: 'lebanese' })).json().id;
    const early = await t.inject({
      method: 'POST',
      url: `/api/stories/${storyId}/share`,
      headers: await withCsrf(t, owner.token),
    });
    expect([409, 200]).toContain(early.statusCode);
    if (early.statusCode === 200)
      await t.inject({
        method: 'DELETE',
        url: `/api/stories/${storyId}/share`,
        headers: await withCsrf(t, owner.token),
      });
    await untilStoryComplete(t, storyId);
  }, 180_000);
  afterAll(async () => {
    expect(t.serverErrors).toEqual([]);
    await t.close();
  });

  const share = async (method: 'GET' | 'POST' | 'DELETE', suffix = '', token = owner.token) =>
    t.inject({
      method,
      url: `/api/stories/${storyId}/share${suffix}`,
      headers: method === 'GET' ? auth(token) : await withCsrf(t, token),
    });
  const open = (
    token: string,
    headers: Record<string, string> = {},
    method: 'GET' | 'HEAD' = 'GET',
  ) => t.inject({ method, url: `/api/share/${token}`, headers });

  it('gives the owner one link of at least 128 random bits, which anyone can open', async () => {
    expect((await share('GET')).json()).toEqual({ share: null });
    const created = (await share('POST')).json().share;
    expect(created.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(created).toMatchObject({
      path: `/share/${created.token}`,
      viewCount: 0,
      maxViews: plans.heritage.shareMaxViews,
    });
    expect((await share('POST')).json().share.token).toBe(created.token);

    const seen = await open(created.token);
    expect(seen.statusCode).toBe(200);
    const body = seen.json();
    expect(body.shareInfo).toEqual({
      isAuthenticated: false,
      viewCount: 1,
      maxViews: plans.heritage.shareMaxViews,
    });
    expect(body.story).toMatchObject({
      id: storyId,
      ageGroup: '6-8',
      dialect: 'lebanese',
      title: expect.any(String),
    });
    expect(body.pages).toHaveLength(3);
    expect(body.pages[0]).toMatchObject({
      contentEn: expect.any(String),
      contentAr: expect.stringMatching(/[\u064b-\u0652]/),
      contentDialect: expect.any(String),
      imageUrl: expect.any(String),
      narrationDialectUrl: expect.any(String),
    });
    expect(body.story.title).not.toMatch(/[\u0600-\u06ff]/);
    expect((await open(created.token, { 'accept-language': 'ar' })).json().story.title).toMatch(
      /[\u0600-\u06ff]/,
    );
    // The owner reads the whole story through the link without spending a view.
    const own = (await open(created.token, auth(owner.token))).json();
    expect(own.shareInfo).toMatchObject({ isAuthenticated: true, viewCount: 2 });
    expect(own.pages).toHaveLength(3);
    expect((await share('GET')).json().share.viewCount).toBe(2);
  });

  it('counts a visitor once a day per link, with a signed cookie, and again the next day', async () => {
    const { token, viewCount } = (await share('GET')).json().share;
    const first = await open(token);
    expect(first.json().shareInfo.viewCount).toBe(viewCount + 1);
    const cookie = first.cookies.find((c) => c.name === 'qamar_seen');
    expect(cookie).toMatchObject({ path: '/api/share', httpOnly: true, sameSite: 'Lax' });
    expect(cookie!.value).not.toMatch(/10\.|Mozilla|@/);
    const again = () => open(token, { cookie: `qamar_seen=${cookie!.value}` });
    for (let i = 0; i < 5; i++) {
      const reload = await again();
      expect(reload.json().shareInfo.viewCount).toBe(viewCount + 1);
      expect(reload.json().pages).toHaveLength(3);
    }
    // A made-up or altered cookie is ignored: that load counts.
    const forged = cookie!.value.replace(/:[^:]+$/, ':AAAAAAAAAAAAAAAAAAAAAA');
    expect((await open(token, { cookie: `qamar_seen=${forged}` })).json().shareInfo.viewCount).toBe(
      viewCount + 2,
    );
    // Another signed-in parent is a visitor like any other.
    const other = await parent(t, 'cousin@example.com');
    expect((await open(token, auth(other.token))).json().shareInfo.viewCount).toBe(viewCount + 3);
    // The next day, the same browser counts once more.
    clock.advance(24 * 60 * 60 * 1000);
    expect((await again()).json().shareInfo.viewCount).toBe(viewCount + 4);
    clock.advance(-24 * 60 * 60 * 1000);
    // A rotated link is a new link: the same browser's first load of it counts.
    const rotated = (await share('POST', '/rotate')).json().share;
    expect(
      (await open(rotated.token, { cookie: `qamar_seen=${cookie!.value}` })).json().shareInfo
        .viewCount,
    ).toBe(1);
  });

  it('counts nothing for HEAD requests and link previews, and gives them the title without the pages', async () => {
    const { token, viewCount } = (await share('GET')).json().share;
    const head = await open(token, {}, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload).toHaveLength(0);
    for (const robot of [
      'WhatsApp/2.23.20.0',
      'facebookexternalhit/1.1',
      'Slackbot-LinkExpanding 1.0',
      'Mozilla/5.0 (compatible; Googlebot/2.1)',
    ]) {
      const preview = await open(token, { 'user-agent': robot });
      expect(preview.statusCode).toBe(200);
      const body = preview.json();
      expect(body.shareInfo.viewCount).toBe(viewCount);
      expect(body.story).toMatchObject({ id: storyId, title: expect.any(String) });
      // The pages' text is the story itself: only a load that counts a view gets it.
      expect(body.pages).toEqual([]);
    }
    expect((await share('GET')).json().share.viewCount).toBe(viewCount);
  });

  it('gives link previews the story’s title and first picture in the page itself, counting nothing', async () => {
    const { token, viewCount } = (await share('GET')).json().share;
    const page = await t.inject({
      method: 'GET',
      url: `/share/${token}`,
      headers: { 'user-agent': 'Slackbot-LinkExpanding 1.0' },
    });
    expect(page.headers['content-type']).toContain('text/html');
    const title = (await open(token, { 'user-agent': 'bot' })).json().story.title as string;
    expect(page.body).toContain(
      `<meta data-server-head property="og:title" content="${title.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}" />`,
    );
    // The picture's address is signed for the link (docs/decisions/012): a preview fetches it at once.
    const signed = (size: string) =>
      `/media/stories/${storyId}/pages/0/picture/${size}\\.webp\\?e=\\d+&amp;g=s\\d+\\.[\\w-]+&amp;s=[\\w-]{22}`;
    expect(page.body).toMatch(
      new RegExp(
        `<meta data-server-head property="og:image" content="http://qamar\\.test${signed('medium')}" />`,
      ),
    );
    // The picture the viewer shows first downloads beside the scripts.
    expect(page.body).toMatch(
      new RegExp(
        `<link data-server-head rel="preload" as="image" href="${signed('full')}" fetchpriority="high" />`,
      ),
    );
    // A robot gets the head alone: no first screen, nothing of the pages.
    expect(page.body).toContain('<div id="root"></div>');
    expect(page.body).not.toContain('data-first-screen');
    // Indexable (ADR 006): the story's text is under /api/, which robots.txt closes to crawlers (e2e/share.spec.ts).
    expect(page.body).not.toContain('name="robots"');
    const arabic = await t.inject({ method: 'GET', url: `/ar/share/${token}` });
    expect(arabic.body).toMatch(
      /<meta data-server-head property="og:title" content="[^"]*[\u0600-\u06ff]/,
    );
    expect((await share('GET')).json().share.viewCount).toBe(viewCount);
    const unknown = await t.inject({ method: 'GET', url: `/share/${'y'.repeat(32)}` });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).not.toContain('og:title');
  });

  it('renders the viewer’s first screen into the page from the story and the view this load will count, counting nothing', async () => {
    const { token, viewCount, maxViews } = (await share('GET')).json().share;
    const firstScreen = (body: string) => {
      const rendered = /<div id="root"><pre data-first-screen>([^<]*)<\/pre><\/div>/.exec(
        body,
      )?.[1];
      expect(rendered, 'the first screen in #root').toBeDefined();
      return JSON.parse(
        rendered!.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&'),
      );
    };
    const english = await t.inject({ method: 'GET', url: `/share/${token}` });
    expect((await share('GET')).json().share.viewCount).toBe(viewCount);
    // The load that follows counts the view the first screen showed, and gets the same story.
    const api = (await open(token)).json();
    // In the page of the build's server folder: fonts preloaded, scripts started after the first paint.
    expect(english.body).toContain('<html lang="en" dir="ltr">');
    expect(english.body).toContain('/assets/start-abc123.js');
    expect(english.body).toContain('<link data-server-head rel="preload" as="image"');
    expect(firstScreen(english.body)).toEqual({
      path: `/share/${token}`,
      language: 'en',
      queries: [{ key: ['/api/share', token], data: api }],
    });
    expect(api.shareInfo).toEqual({ isAuthenticated: false, viewCount: viewCount + 1, maxViews });
    const arabic = firstScreen((await t.inject({ method: 'GET', url: `/ar/share/${token}` })).body);
    expect(arabic).toMatchObject({ path: `/ar/share/${token}`, language: 'ar' });
    expect(arabic.queries[0].data.story.title).toMatch(/[\u0600-\u06ff]/);
    expect((await share('GET')).json().share.viewCount).toBe(viewCount + 1);
    // A link that cannot be read gets the empty page: the app shows 'Story Not Found'.
    const unknown = await t.inject({ method: 'GET', url: `/share/${'y'.repeat(32)}` });
    expect(unknown.body).toContain('<div id="root"></div>');
    expect(unknown.body).not.toContain('data-first-screen');
  });

  it('lets only the owner manage the link; others get 404', async () => {
    const stranger = await parent(t, 'not-the-sharer@example.com');
    for (const [method, suffix] of [
      ['GET', ''],
      ['POST', ''],
      ['POST', '/rotate'],
      ['DELETE', ''],
    ] as const) {
      expect((await share(method, suffix, stranger.token)).statusCode).toBe(404);
    }
  });

  it('answers the same 404 for unknown, rotated away, used up and revoked links', async () => {
    const before = (await share('GET')).json().share.token;
    const notFound = (await open('x'.repeat(32))).json();
    expect(notFound).toMatchObject({ code: 'NOT_FOUND' });
    expect((await open('short')).json()).toEqual(notFound);

    const rotated = (await share('POST', '/rotate')).json().share;
    expect(rotated.token).not.toBe(before);
    expect(rotated.viewCount).toBe(0);
    expect((await open(before)).json()).toEqual(notFound);

    // One view left: the next load takes it, the one after finds the link used up.
    await t.handle.db
      .update(storyShares)
      .set({ viewCount: plans.heritage.shareMaxViews - 1 })
      .where(eq(storyShares.storyId, storyId));
    expect((await open(rotated.token)).json().shareInfo.viewCount).toBe(
      plans.heritage.shareMaxViews,
    );
    expect((await open(rotated.token)).json()).toEqual(notFound);
    // The owner's plan decides the limit: when an admin moves the owner to Starter, 60 views are over its limit.
    await t.handle.db
      .update(storyShares)
      .set({ viewCount: plans.free.shareMaxViews + 10 })
      .where(eq(storyShares.storyId, storyId));
    expect((await open(rotated.token)).statusCode).toBe(200);
    const admin = await adminToken(t, 'warda', 'night-garden-7');
    const grant = async (plan: 'free' | 'heritage') =>
      expect(
        (
          await t.inject({
            method: 'POST',
            url: '/api/admin/users/plan',
            headers: await withCsrf(t, admin),
            payload: { email: 'sharer@example.com', plan },
          })
        ).statusCode,
      ).toBe(200);
    await grant('free');
    expect((await open(rotated.token)).json()).toEqual(notFound);
    expect((await share('GET')).json().share.maxViews).toBe(plans.free.shareMaxViews);
    await grant('heritage');
    expect((await open(rotated.token)).json().shareInfo.maxViews).toBe(
      plans.heritage.shareMaxViews,
    );

    expect((await share('DELETE')).statusCode).toBe(204);
    expect((await open(rotated.token)).json()).toEqual(notFound);
    expect((await share('DELETE')).statusCode).toBe(404);
  });

  it('admits exactly the views left under 3,000 parallel loads', async () => {
    const { token } = (await share('POST')).json().share;
    const left = 1000;
    await t.handle.db
      .update(storyShares)
      .set({ viewCount: plans.heritage.shareMaxViews - left })
      .where(eq(storyShares.storyId, storyId));
    const answers = await Promise.all(
      Array.from({ length: 3000 }, (_, i) =>
        t.inject({
          method: 'GET',
          url: `/api/share/${token}`,
          remoteAddress: `10.20.${i % 250}.${Math.floor(i / 250)}`,
        }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(left);
    expect(
      answers
        .filter((answer) => answer.statusCode !== 200)
        .every((answer) => answer.statusCode === 404),
    ).toBe(true);
    const [row] = await t.handle.db
      .select()
      .from(storyShares)
      .where(eq(storyShares.storyId, storyId));
    expect(row!.viewCount).toBe(plans.heritage.shareMaxViews);
    const [story] = await t.handle.db.select().from(stories).where(eq(stories.id, storyId));
    expect(story!.status).toBe('complete');
  }, 120_000);
});

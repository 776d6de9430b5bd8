import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { plans } from '@qamar/shared';
import { stories, storyChildren, storyPages } from '../src/db/schema.ts';
import { parent, postCatalogueStory, withCsrf } from './accounts-helper.ts';
import { createTestApp, target, untilStoryComplete, type TestApp } from './helper.ts';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const thisYear = new Date().getUTCFullYear();
/** Hessa, four all this year: born in January four years ago. */
const hessa = {
  nameEn: 'Hessa',
  nameAr: 'حصة',
  gender: 'female',
  birthMonth: 1,
  birthYear: thisYear - 4,
  dialect: 'gulf_saudi',
  interests: ['animals', 'space'],
  avoid: ['dogs'],
  familyWords: { grandma: { en: 'Teta', ar: 'تيتة' }, grandpa: { en: 'Jeddo', ar: 'جدّو' } },
  reading: { mode: 'read-along', vowelMarks: true },
  avatar: { skinTone: 'medium', hair: 'long', clothing: 'purple', glasses: false, hijab: false },
};

describe(`child profiles (${target})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    expect(t.serverErrors).toEqual([]);
    await t.close();
  });

  let address = 0;
  const send = async (
    method: 'POST' | 'PATCH' | 'DELETE',
    url: string,
    token: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    t.inject({
      method,
      url,
      headers: { ...(await withCsrf(t, token)), ...headers },
      ...(payload ? { payload } : {}),
      remoteAddress: `10.40.0.${(address += 1) % 250}`,
    });
  const get = (url: string, token?: string, headers: Record<string, string> = {}) =>
    t.inject({ method: 'GET', url, headers: { ...(token ? auth(token) : {}), ...headers } });

  it('creates, lists, reads and edits a child, with the age and age group derived', async () => {
    const { token } = await parent(t, 'hessa-mum@example.com');
    expect((await get('/api/child-profiles', token)).json()).toEqual({
      children: [],
      limit: plans.free.childProfiles,
    });
    const made = await send('POST', '/api/child-profiles', token, hessa);
    expect(made.statusCode).toBe(201);
    const child = made.json();
    expect(child).toMatchObject({ ...hessa, age: 4, ageGroup: '3-5' });
    // The avatar: drawn from the presets alone, the name nowhere in it; other presets, another picture.
    expect(child.avatarSvg).toMatch(/^<svg[\s\S]*<\/svg>$/);
    expect(child.avatarSvg).not.toMatch(/Hessa|حصة/);
    expect((await get('/api/child-profiles', token)).json().children).toEqual([child]);
    expect((await get(`/api/child-profiles/${child.id}`, token)).json()).toEqual(child);

    const edited = await send('PATCH', `/api/child-profiles/${child.id}`, token, {
      avoid: ['dogs', 'dark'],
      reading: { mode: 'listen', vowelMarks: false },
    });
    expect(edited.statusCode).toBe(200);
    // Only what is sent changes.
    expect(edited.json()).toEqual({
      ...child,
      avoid: ['dogs', 'dark'],
      reading: { mode: 'listen', vowelMarks: false },
      updatedAt: expect.any(String),
    });
    expect(edited.json().avatarSvg).toBe(child.avatarSvg);
    const restyled = await send('PATCH', `/api/child-profiles/${child.id}`, token, {
      avatar: { ...hessa.avatar, skinTone: 'dark', glasses: true, hijab: true },
    });
    expect(restyled.json().avatarSvg).not.toBe(child.avatarSvg);
    const older = await send('PATCH', `/api/child-profiles/${child.id}`, token, {
      birthYear: thisYear - 10,
      birthMonth: 1,
    });
    expect(older.json()).toMatchObject({ age: 10, ageGroup: '9-12' });
  });

  it('takes defaults for what is left out and refuses what does not fit', async () => {
    const { token } = await parent(t, 'checks@example.com', { plan: 'heritage' });
    const minimal = await send('POST', '/api/child-profiles', token, {
      nameEn: 'Omar',
      nameAr: 'عمر',
      gender: 'male',
      birthMonth: 6,
      birthYear: thisYear - 7,
    });
    expect(minimal.statusCode).toBe(201);
    expect(minimal.json()).toMatchObject({
      dialect: 'standard',
      interests: [],
      avoid: [],
      familyWords: { grandma: null, grandpa: null },
      reading: { mode: 'read-along', vowelMarks: true },
    });

    const refused = async (changes: object, field: string, language = 'en') => {
      const response = await send(
        'POST',
        '/api/child-profiles',
        token,
        { ...hessa, ...changes },
        { 'accept-language': language },
      );
      expect(response.statusCode, JSON.stringify(changes)).toBe(400);
      expect(response.json().field).toBe(field);
      return response.json().message as string;
    };
    await refused({ nameEn: 'حصة' }, 'nameEn');
    await refused({ nameAr: 'Hessa' }, 'nameAr');
    await refused({ nameEn: 'x'.repeat(41) }, 'nameEn');
    expect(await refused({ birthYear: thisYear + 1 }, 'birthYear', 'ar')).toMatch(
      /[\u0600-\u06ff]/,
    );
    await refused({ birthYear: thisYear - 14 }, 'birthYear');
    await refused({ birthMonth: 13 }, 'birthMonth');
    await refused({ avoid: ['spiders'] }, 'avoid.0');
    await refused({ avoid: ['dogs', 'dogs'] }, 'avoid');
    await refused(
      {
        interests: [
          'animals',
          'space',
          'nature',
          'desert',
          'adventure',
          'magic',
          'friendship',
          'family',
          'music',
        ],
      },
      'interests',
    );
    await refused(
      { familyWords: { grandma: { en: 'T'.repeat(25), ar: 'تيتة' } } },
      'familyWords.grandma.en',
    );
    await refused({ avatar: { ...hessa.avatar, skinTone: 'blue' } }, 'avatar.skinTone');
    await refused({ reading: { mode: 'skim' } }, 'reading.mode');
    const halfDate = await send('PATCH', `/api/child-profiles/${minimal.json().id}`, token, {
      birthYear: thisYear - 5,
    });
    expect(halfDate.statusCode).toBe(400);
  });

  it("answers 404 for another parent's child, a missing one, and signed-out callers 401", async () => {
    const owner = await parent(t, 'owner-k@example.com');
    const other = await parent(t, 'other-k@example.com');
    const child = (await send('POST', '/api/child-profiles', owner.token, hessa)).json();
    for (const url of [
      `/api/child-profiles/${child.id}`,
      `/api/child-profiles/${child.id}/export`,
    ]) {
      const response = await get(url, other.token);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Hessa');
      expect((await get(url)).statusCode).toBe(401);
    }
    expect(
      (await send('PATCH', `/api/child-profiles/${child.id}`, other.token, { nameEn: 'Mona' }))
        .statusCode,
    ).toBe(404);
    expect((await send('DELETE', `/api/child-profiles/${child.id}`, other.token)).statusCode).toBe(
      404,
    );
    expect((await get('/api/child-profiles', other.token)).json().children).toEqual([]);
    expect((await get(`/api/child-profiles/${child.id}`, owner.token)).json().nameEn).toBe('Hessa');
  });

  it("holds the plan's limit under parallel requests and answers like the story limit, in Arabic too", async () => {
    const starter = await parent(t, 'starter-k@example.com');
    expect((await send('POST', '/api/child-profiles', starter.token, hessa)).statusCode).toBe(201);
    const second = await send(
      'POST',
      '/api/child-profiles',
      starter.token,
      { ...hessa, nameEn: 'Noura', nameAr: 'نورة' },
      { 'accept-language': 'ar' },
    );
    expect(second.statusCode).toBe(403);
    expect(Object.keys(second.json())).toEqual(['code', 'message', 'limit', 'upgradeOptions']);
    expect(second.json()).toMatchObject({
      code: 'CHILD_LIMIT',
      limit: 1,
      upgradeOptions: [{ plan: 'family' }, { plan: 'heritage' }],
    });
    expect(second.json().message).toMatch(/[\u0600-\u06ff]/);

    const family = await parent(t, 'family-k@example.com', { plan: 'family' });
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => send('POST', '/api/child-profiles', family.token, hessa)),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(plans.family.childProfiles);
    expect(answers.filter((r) => r.statusCode === 403)).toHaveLength(
      12 - plans.family.childProfiles,
    );
    expect((await get('/api/child-profiles', family.token)).json().children).toHaveLength(
      plans.family.childProfiles,
    );
  });

  it("exports a child's data and deletes the child with every story that names them, and their media", async () => {
    const { token } = await parent(t, 'export-k@example.com', { plan: 'family' });
    const child = (await send('POST', '/api/child-profiles', token, hessa)).json();
    const kept = (
      await send('POST', '/api/child-profiles', token, {
        ...hessa,
        nameEn: 'Noura',
        nameAr: 'نورة',
      })
    ).json();
    const withHer = (await postCatalogueStory(t, token)).json().id as number;
    const without = (await postCatalogueStory(t, token)).json().id as number;
    await t.handle.db.insert(storyChildren).values([
      { storyId: withHer, childId: child.id },
      { storyId: without, childId: kept.id },
    ]);
    await t.app.media.put(
      `stories/${withHer}/pages/0/picture/small.webp`,
      new Uint8Array([1, 2, 3]),
      'image/webp',
    );
    await t.app.media.put(
      `stories/${without}/pages/0/picture/small.webp`,
      new Uint8Array([1, 2, 3]),
      'image/webp',
    );

    const exported = await get(`/api/child-profiles/${child.id}/export`, token);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toContain('attachment');
    expect(exported.headers['cache-control']).toBe('no-store');
    const data = exported.json();
    expect(data.profile).toMatchObject({ id: child.id, nameEn: 'Hessa', nameAr: 'حصة' });
    expect(data.stories.map((s: { id: number }) => s.id)).toEqual([withHer]);

    expect((await send('DELETE', `/api/child-profiles/${child.id}`, token)).statusCode).toBe(204);
    expect((await get(`/api/child-profiles/${child.id}`, token)).statusCode).toBe(404);
    expect(
      await t.handle.db.select({ id: stories.id }).from(stories).where(eq(stories.id, withHer)),
    ).toEqual([]);
    expect(await t.app.media.exists(`stories/${withHer}/pages/0/picture/small.webp`)).toBe(false);
    expect(
      await t.handle.db.select({ id: stories.id }).from(stories).where(eq(stories.id, without)),
    ).toHaveLength(1);
    expect(await t.app.media.exists(`stories/${without}/pages/0/picture/small.webp`)).toBe(true);
    expect((await send('DELETE', `/api/child-profiles/${child.id}`, token)).statusCode).toBe(404);
  });

  it('makes a story with a child: the child is the hero in every language, and nothing the child avoids is in it', async () => {
    const { token } = await parent(t, 'story-k@example.com', { plan: 'heritage' });
    const other = await parent(t, 'story-other-k@example.com', { plan: 'heritage' });
    const child = (await send('POST', '/api/child-profiles', token, hessa)).json();
    const stranger = (
      await send('POST', '/api/child-profiles', other.token, {
        ...hessa,
        nameEn: 'Noura',
        nameAr: 'نورة',
      })
    ).json();
    // A child alone is a cast: no catalogue character is needed; with none at all the story is refused.
    const alone = await send('POST', '/api/stories', token, {
      selectedCharacterIds: [],
      childIds: [child.id],
      selectedLocationId: (await get('/api/locations', token)).json()[0].id,
      length: 3,
    });
    expect(alone.statusCode, alone.body).toBe(201);
    const nobody = await send('POST', '/api/stories', token, {
      selectedCharacterIds: [],
      selectedLocationId: (await get('/api/locations', token)).json()[0].id,
    });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json()).toMatchObject({ field: 'selectedCharacterIds' });
    // Another parent's child is refused like an unknown item.
    const refused = await postCatalogueStory(t, token, { childIds: [stranger.id] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().field).toBe('childIds');

    const made = await postCatalogueStory(t, token, {
      childIds: [child.id],
      dialect: 'gulf_saudi',
      ageGroup: '3-5',
      length: 4,
      storyDescription: 'Grandma comes to visit and bakes date cookies with Hessa',
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id as number;
    const [row] = await t.handle.db.select().from(stories).where(eq(stories.id, id));
    const input = row!.input as {
      characters: Array<{ name: string; nameAr?: string; look?: object }>;
      avoid?: string[];
    };
    expect(input.characters[0]).toMatchObject({ name: 'Hessa', nameAr: 'حصة', look: hessa.avatar });
    expect(input.avoid).toEqual(['dogs']);
    expect(input).toMatchObject({ familyWords: hessa.familyWords });
    expect(
      await t.handle.db.select().from(storyChildren).where(eq(storyChildren.storyId, id)),
    ).toEqual([{ storyId: id, childId: child.id }]);

    // The writing step: every page in English, Fusha and the Gulf dialect.
    let pages: Array<typeof storyPages.$inferSelect> = [];
    for (let i = 0; i < 120 && pages.length === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      pages = await t.handle.db.select().from(storyPages).where(eq(storyPages.storyId, id));
    }
    expect(pages.length).toBe(4);
    const bare = (text: string) => text.replace(/[\u064B-\u065F\u0670\u0640]/g, '');
    expect(pages.map((p) => p.textEn).join(' ')).toContain('Hessa');
    expect(bare(pages.map((p) => p.textAr).join(' '))).toContain('حصة');
    expect(bare(pages.map((p) => p.textDialect ?? '').join(' '))).toContain('حصة');
    // Her grandmother, when the story has her, is Teta in every language (the writer's own test covers stories that do).
    const english = pages.map((p) => p.textEn).join(' ');
    expect(english).not.toMatch(/\bgrandma\b/i);
    expect(bare(pages.map((p) => `${p.textAr} ${p.textDialect ?? ''}`).join(' '))).not.toMatch(
      /(^|[^\p{L}])[وفبلك]?(ال)?[جي]د[ةت]/u,
    );
    if (english.includes('Teta'))
      expect(pages.map((p) => p.textDialect ?? '').join(' ')).toContain('تيتة');
    for (const page of pages) {
      for (const text of [
        page.textEn,
        page.textAr,
        page.textDialect ?? '',
        JSON.stringify(page.scene),
      ]) {
        expect(text).not.toMatch(/\b(dog|dogs|puppy|puppies)\b/i);
        expect(bare(text)).not.toMatch(/(^|[^\p{L}])([وفبلك]?(ال)?)(كلب|كلاب|جرو)/u);
      }
    }
    // The owner's reader opens the way Hessa reads; a story made without a child says nothing of it.
    expect((await get(`/api/stories/${id}`, token)).json().reading).toEqual(hessa.reading);
    const plain = (await postCatalogueStory(t, token, { length: 3 })).json().id as number;
    expect((await get(`/api/stories/${plain}`, token)).json().reading).toBeNull();
    // My Stories by child: the stories made with her only (newest first).
    expect((await get(`/api/stories?childId=${child.id}`, token)).json()).toMatchObject({
      total: 2,
      stories: [{ id }, { id: alone.json().id }],
    });
    expect((await get(`/api/stories`, token)).json().total).toBe(3);
    expect((await get(`/api/stories?childId=${stranger.id}`, token)).json().total).toBe(0);
    // The export lists it; deleting the child deletes it.
    expect(
      (await get(`/api/child-profiles/${child.id}/export`, token))
        .json()
        .stories.map((s: { id: number }) => s.id)
        .sort(),
    ).toEqual([alone.json().id, id].sort());
    expect((await send('DELETE', `/api/child-profiles/${child.id}`, token)).statusCode).toBe(204);
    expect(
      await t.handle.db.select({ id: stories.id }).from(stories).where(eq(stories.id, id)),
    ).toEqual([]);
  }, 90_000);

  it('never publishes her name: the public copy hides it even when the parent asks to hide nothing', async () => {
    const { token } = await parent(t, 'publish-k@example.com', { plan: 'heritage' });
    const child = (await send('POST', '/api/child-profiles', token, hessa)).json();
    const made = await postCatalogueStory(t, token, {
      childIds: [child.id],
      dialect: 'gulf_saudi',
      length: 3,
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id as number;
    await untilStoryComplete(t, id);
    const names = /hessa|حصة/i;
    const bare = (text: string) => text.replace(/[\u064B-\u065F\u0670\u0640]/g, '');

    const preview = await get(`/api/stories/${id}/public-copy?hide=`, token);
    expect(preview.statusCode, preview.body).toBe(200);
    const { characters, replacements, ...copy } = preview.json() as {
      characters: Array<{ name: string; hidden: boolean }>;
      replacements: unknown[];
    };
    expect(characters[0]).toMatchObject({ name: 'Hessa', hidden: true });
    expect(replacements).toHaveLength(1);
    expect(bare(JSON.stringify(copy))).not.toMatch(names);

    const published = await send('POST', `/api/stories/${id}/publish`, token, {
      displayName: 'Umm Hessa',
      hiddenNames: [],
    });
    expect(published.statusCode, published.body).toBe(200);
    const [row] = await t.handle.db.select().from(stories).where(eq(stories.id, id));
    const pages = await t.handle.db.select().from(storyPages).where(eq(storyPages.storyId, id));
    // Her name was in every language of the story; the public copy has it nowhere.
    expect(bare(pages.map((p) => `${p.textEn} ${p.textAr} ${p.textDialect}`).join(' '))).toMatch(
      /Hessa[\s\S]*حصة[\s\S]*حصة/,
    );
    const copies = [
      row!.publicTitleEn ?? row!.titleEn,
      row!.publicTitleAr ?? row!.titleAr,
      row!.publicTitleDialect ?? row!.titleDialect,
      ...pages.flatMap((p) => [
        p.publicTextEn ?? p.textEn,
        p.publicTextAr ?? p.textAr,
        p.publicTextDialect ?? p.textDialect,
      ]),
    ];
    expect(bare(copies.join(' '))).not.toMatch(names);
    expect(row!.publicNames).toHaveLength(1);
  }, 90_000);
});

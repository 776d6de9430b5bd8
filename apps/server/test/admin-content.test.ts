import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import {
  translateMessage,
  type AdminCatalogue,
  type AdminCatalogueCharacter,
  type MessageKey,
} from '@qamar/shared';
import {
  adminAuditLog,
  characters,
  feedback,
  stories,
  storyComments,
  testimonials,
} from '../src/db/schema.ts';
import { seedCatalogue } from '../src/features/catalogue/seed.ts';
import { adminToken, parent, postCatalogueStory, withCsrf } from './accounts-helper.ts';
import { createTestApp, target, untilStoryComplete, type TestApp } from './helper.ts';

/**
 * The admin portal's content side (docs/admin-content.md): finding stories and hiding them with a
 * reason, the catalogue's defaults (added, edited and redrawn in a job, retired without breaking a
 * story), testimonials the operator adds, and the feedback inbox's done marks; all admins' alone,
 * all in the audit log.
 */
describe(`admin content: stories, catalogue, testimonials, feedback (${target})`, () => {
  let t: TestApp;
  let admin: string;
  let parentToken: string;
  let parentId: number;
  let address = 0;
  const nextAddress = () => `10.44.${(address >> 8) & 255}.${++address & 255}`;

  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_USERNAME: 'warda', ADMIN_PASSWORD: 'night-garden-7' } });
    admin = await adminToken(t, 'warda', 'night-garden-7');
    ({ token: parentToken, id: parentId } = await parent(t, 'umm-salma@example.com', {
      plan: 'family',
      displayName: 'Umm Salma',
    }));
  });
  afterAll(async () => {
    expect(t.serverErrors).toEqual([]);
    await t.close();
  });

  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token?: string,
    payload?: object,
    language: 'en' | 'ar' = 'en',
  ) =>
    t.inject({
      method,
      url,
      headers: {
        ...(method === 'GET'
          ? token
            ? { authorization: `Bearer ${token}` }
            : {}
          : await withCsrf(t, token)),
        'accept-language': language,
      },
      ...(payload ? { payload } : {}),
      remoteAddress: nextAddress(),
    });
  const expectRefusal = (
    response: { statusCode: number; json: () => unknown },
    status: number,
    key: MessageKey,
    language: 'en' | 'ar' = 'en',
  ) => {
    expect(response.statusCode, JSON.stringify(response.json())).toBe(status);
    expect((response.json() as { message: string }).message).toBe(translateMessage(key, language));
  };
  const auditOf = (action: string, targetId: string) =>
    t.handle.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, action), eq(adminAuditLog.targetId, targetId)));
  /** Every id of a keyset-paged list, page after page. */
  const walkPages = async (url: string, list: 'feedback' | 'stories') => {
    const seen: number[] = [];
    let before: number | null = null;
    do {
      const page = (
        await call('GET', `${url}${before ? `&before=${before}` : ''}`, admin)
      ).json() as Record<string, Array<{ id: number }>> & { nextBefore: number | null };
      seen.push(...page[list]!.map((entry) => entry.id));
      before = page.nextBefore;
    } while (before);
    return seen;
  };
  const catalogue = async () =>
    (await call('GET', '/api/admin/catalogue', admin)).json() as AdminCatalogue;
  /** Waits until the drawing job of a catalogue item has finished. */
  const drawn = async (folder: 'characters' | 'locations', id: number) => {
    for (let i = 0; i < 240; i += 1) {
      const item = (await catalogue())[folder].find((entry) => entry.id === id)!;
      if (item.pictureState === 'ready' || item.pictureState === 'failed') return item;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`the picture of ${folder} ${id} was not drawn`);
  };

  const zaytoun = {
    nameEn: 'Zaytoun',
    nameAr: 'زيتون',
    age: 5,
    gender: 'male',
    type: 'animal',
    species: 'hedgehog',
    descriptionEn: 'A round little hedgehog who collects olives for his grandmother.',
    descriptionAr: 'قنفذ صغير مستدير يجمع الزيتون لجدته.',
  };
  const orchard = {
    nameEn: 'Olive Orchard',
    nameAr: 'بستان الزيتون',
    type: 'nature',
    descriptionEn: 'Old silver olive trees on a hill where the evening breeze sings.',
    descriptionAr: 'أشجار زيتون فضية قديمة على تلة تغني فيها نسمة المساء.',
  };

  it('refuses every admin content call to anonymous callers and parents', async () => {
    const lists = [
      '/api/admin/catalogue',
      '/api/admin/stories',
      '/api/admin/feedback',
      '/api/admin/testimonials',
    ];
    for (const url of lists) {
      expect((await call('GET', url)).statusCode).toBe(401);
      expect((await call('GET', url, parentToken)).statusCode).toBe(401);
      expect((await call('GET', url, admin)).statusCode).toBe(200);
    }
    const changes: Array<[string, object]> = [
      ['/api/admin/catalogue/characters', zaytoun],
      ['/api/admin/catalogue/locations', orchard],
      [
        '/api/admin/testimonials',
        {
          firstName: 'Huda',
          city: 'Amman',
          messageEn: 'Our evenings are calmer since we found these stories.',
        },
      ],
    ];
    for (const [url, body] of changes) {
      expect((await call('POST', url, undefined, body)).statusCode).toBe(401);
      expect((await call('POST', url, parentToken, body)).statusCode).toBe(401);
    }
    expect(
      (await t.handle.db.select().from(characters).where(eq(characters.nameEn, 'Zaytoun'))).length,
    ).toBe(0);
    // Nothing but the admin's own sign-ins was written to the audit log.
    expect(
      (await t.handle.db.select().from(adminAuditLog)).filter(
        (row) => !row.action.startsWith('admin.'),
      ),
    ).toEqual([]);
  });

  it('adds a default character and place drawn by a job, which parents then find in their pickers', async () => {
    const added = await call('POST', '/api/admin/catalogue/characters', admin, zaytoun);
    expect(added.statusCode, added.body).toBe(201);
    const character = added.json() as AdminCatalogueCharacter;
    expect(character).toMatchObject({
      nameEn: 'Zaytoun',
      nameAr: 'زيتون',
      age: 5,
      species: 'hedgehog',
      seeded: false,
      retiredAt: null,
    });
    expect(['queued', 'drawing', 'ready']).toContain(character.pictureState);
    const ready = await drawn('characters', character.id);
    expect(ready.pictureState).toBe('ready');
    const picture = await call('GET', ready.imageThumbnail!);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');

    const picker = (
      await call('GET', '/api/characters/default', parentToken, undefined, 'ar')
    ).json() as Array<{ id: number; name: string }>;
    expect(picker.find((entry) => entry.id === character.id)?.name).toBe('زيتون');
    expect(await auditOf('catalogue.character-create', String(character.id))).toHaveLength(1);

    const place = (await call('POST', '/api/admin/catalogue/locations', admin, orchard)).json() as {
      id: number;
    };
    expect((await drawn('locations', place.id)).pictureState).toBe('ready');
    expect(
      ((await call('GET', '/api/locations', parentToken)).json() as Array<{ id: number }>).some(
        (entry) => entry.id === place.id,
      ),
    ).toBe(true);
  });

  it('refuses a catalogue item with wrong or missing words, in the admin’s language, and saves nothing', async () => {
    const before = (await catalogue()).characters.length;
    expectRefusal(
      await call(
        'POST',
        '/api/admin/catalogue/characters',
        admin,
        { ...zaytoun, nameAr: 'Zaytoun' },
        'ar',
      ),
      400,
      'catalogue.nameArNotArabic',
      'ar',
    );
    expectRefusal(
      await call('POST', '/api/admin/catalogue/characters', admin, {
        ...zaytoun,
        descriptionAr: 'A hedgehog who collects olives.',
      }),
      400,
      'admin.textNotArabic',
    );
    expectRefusal(
      await call('POST', '/api/admin/catalogue/characters', admin, {
        ...zaytoun,
        descriptionAr: undefined,
      }),
      400,
      'validation.required',
    );
    expectRefusal(
      await call('POST', '/api/admin/catalogue/locations', admin, {
        ...orchard,
        descriptionEn: 'بستان فيه أشجار زيتون كثيرة',
      }),
      400,
      'admin.textNotEnglish',
    );
    expect((await catalogue()).characters.length).toBe(before);
  });

  it('edits a seeded character: its picture is drawn again and a new release keeps the admin’s words', async () => {
    const [seeded] = (await catalogue()).characters.filter((entry) => entry.seeded);
    const changed = {
      ...zaytoun,
      nameEn: `${seeded!.nameEn} Star`,
      nameAr: `${seeded!.nameAr ?? 'نجمة'} النجمة`,
      type: seeded!.type,
      gender: seeded!.gender,
      species: seeded!.species ?? undefined,
      age: seeded!.age,
    };
    const edited = await call(
      'PUT',
      `/api/admin/catalogue/characters/${seeded!.id}`,
      admin,
      changed,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const ready = await drawn('characters', seeded!.id);
    expect(ready).toMatchObject({ nameEn: changed.nameEn, pictureState: 'ready', seeded: true });
    // Its picture is now one of its own, not the release's.
    expect(ready.imageThumbnail).not.toMatch(/^\/media\/catalogue\//);
    await seedCatalogue(t.handle.db);
    expect((await catalogue()).characters.find((entry) => entry.id === seeded!.id)?.nameEn).toBe(
      changed.nameEn,
    );
    expect(await auditOf('catalogue.character-edit', String(seeded!.id))).toHaveLength(1);
    expect(
      (await call('PUT', '/api/admin/catalogue/characters/999999', admin, changed)).statusCode,
    ).toBe(404);
  });

  it('retires a character and a place: gone from the pickers and from new stories, while a story made with them reads as before', async () => {
    const { characters: cast, locations: places } = await catalogue();
    const hedgehog = cast.find((entry) => entry.nameEn === 'Zaytoun')!;
    const orchardRow = places.find((entry) => entry.nameEn === 'Olive Orchard')!;
    const made = await postCatalogueStory(t, parentToken, {
      selectedCharacterIds: [hedgehog.id],
      selectedLocationId: orchardRow.id,
      length: 3,
    });
    expect(made.statusCode, made.body).toBe(201);
    const storyId = made.json().id as number;
    await untilStoryComplete(t, storyId);
    const before = (await call('GET', `/api/stories/${storyId}`, parentToken)).json() as {
      pages: Array<{ contentEn: string }>;
    };

    // Many admins retiring at once: retired once, one line in the audit log.
    const retired = await Promise.all(
      Array.from({ length: 8 }, () =>
        call('POST', `/api/admin/catalogue/characters/${hedgehog.id}/retire`, admin),
      ),
    );
    expect(retired.map((response) => response.statusCode)).toEqual(Array(8).fill(200));
    expect(retired[0]!.json().retiredAt).toEqual(expect.any(String));
    expect(await auditOf('catalogue.character-retire', String(hedgehog.id))).toHaveLength(1);
    expect(
      (await call('POST', `/api/admin/catalogue/locations/${orchardRow.id}/retire`, admin))
        .statusCode,
    ).toBe(200);

    for (const url of ['/api/characters', '/api/characters/default']) {
      expect(
        ((await call('GET', url, parentToken)).json() as Array<{ id: number }>).some(
          (entry) => entry.id === hedgehog.id,
        ),
      ).toBe(false);
    }
    expect(
      ((await call('GET', '/api/locations', parentToken)).json() as Array<{ id: number }>).some(
        (entry) => entry.id === orchardRow.id,
      ),
    ).toBe(false);
    expectRefusal(
      await postCatalogueStory(t, parentToken, { selectedCharacterIds: [hedgehog.id], length: 3 }),
      400,
      'story.unknownItem',
    );
    expectRefusal(
      await postCatalogueStory(t, parentToken, { selectedLocationId: orchardRow.id, length: 3 }),
      400,
      'story.unknownItem',
    );

    // The story made with them: the same pages, its pictures and its picture book.
    const after = await call('GET', `/api/stories/${storyId}`, parentToken);
    expect(after.statusCode).toBe(200);
    const story = after.json() as { pages: Array<{ contentEn: string; imageUrl: string | null }> };
    expect(story.pages.map((page) => page.contentEn)).toEqual(
      before.pages.map((page) => page.contentEn),
    );
    expect(story.pages.map((page) => page.contentEn).join(' ')).toContain('Zaytoun');
    const picture = await call('GET', story.pages[0]!.imageUrl!);
    expect(picture.statusCode).toBe(200);
    const book = await call('GET', `/api/stories/${storyId}/pdf`, parentToken);
    expect(book.statusCode).toBe(200);
    expect(book.headers['content-type']).toContain('application/pdf');
    // Publishing it still treats the retired character as the catalogue's (its name is not hidden).
    const copy = (await call('GET', `/api/stories/${storyId}/public-copy`, parentToken)).json() as {
      characters: Array<{ name: string; own: boolean }>;
    };
    expect(copy.characters.find((entry) => entry.name === 'Zaytoun')?.own).toBe(false);

    // Brought back: in the pickers again.
    const back = await call(
      'DELETE',
      `/api/admin/catalogue/characters/${hedgehog.id}/retire`,
      admin,
    );
    expect(back.json().retiredAt).toBeNull();
    expect(
      (
        (await call('GET', '/api/characters/default', parentToken)).json() as Array<{ id: number }>
      ).some((entry) => entry.id === hedgehog.id),
    ).toBe(true);
    expect(await auditOf('catalogue.character-unretire', String(hedgehog.id))).toHaveLength(1);
    // A parent's own character is not the catalogue's to retire.
    const own = await call('POST', '/api/characters', parentToken, {
      name: 'Salma',
      age: 6,
      gender: 'female',
      description: 'A cheerful girl with a red scarf.',
    });
    expect(
      (await call('POST', `/api/admin/catalogue/characters/${own.json().id}/retire`, admin))
        .statusCode,
    ).toBe(404);
  }, 240_000);

  it('adds, edits and retires a theme with its story sparks and featured order', async () => {
    const theme = {
      nameEn: 'Stargazing',
      nameAr: 'تأمل النجوم',
      icon: 'bedtime-and-dreams.svg',
      featured: true,
      featuredOrder: 1,
      sparksEn: ['A girl counts the stars from the roof with her grandfather.'],
      sparksAr: ['فتاة تعدّ النجوم من السطح مع جدها.'],
    };
    expectRefusal(
      await call('POST', '/api/admin/catalogue/themes', admin, { ...theme, sparksAr: [] }, 'ar'),
      400,
      'admin.sparksMismatch',
      'ar',
    );
    expectRefusal(
      await call('POST', '/api/admin/catalogue/themes', admin, { ...theme, icon: '../secret.svg' }),
      400,
      'validation.invalid',
    );
    const added = await call('POST', '/api/admin/catalogue/themes', admin, theme);
    expect(added.statusCode, added.body).toBe(201);
    const id = added.json().id as number;
    const listed = (await call('GET', '/api/themes', undefined, undefined, 'ar')).json() as Array<{
      id: number;
      name: string;
      storySparks: string[];
      featured: boolean;
    }>;
    const mine = listed.find((entry) => entry.id === id)!;
    expect(mine).toMatchObject({
      name: 'تأمل النجوم',
      storySparks: theme.sparksAr,
      featured: true,
    });
    const edited = await call('PUT', `/api/admin/catalogue/themes/${id}`, admin, {
      ...theme,
      featured: false,
      featuredOrder: 999,
      sparksEn: [...theme.sparksEn, 'Two brothers name a new star after their cat.'],
      sparksAr: [...theme.sparksAr, 'أخوان يسمّيان نجمة جديدة باسم قطتهما.'],
    });
    expect(edited.json()).toMatchObject({
      featured: false,
      sparksEn: [theme.sparksEn[0], 'Two brothers name a new star after their cat.'],
    });
    expect((await call('POST', `/api/admin/catalogue/themes/${id}/retire`, admin)).statusCode).toBe(
      200,
    );
    expect(
      ((await call('GET', '/api/themes')).json() as Array<{ id: number }>).some(
        (entry) => entry.id === id,
      ),
    ).toBe(false);
    expectRefusal(
      await postCatalogueStory(t, parentToken, { selectedThemeId: id, length: 3 }),
      400,
      'story.unknownItem',
    );
    expect((await catalogue()).themes.find((entry) => entry.id === id)?.retiredAt).toEqual(
      expect.any(String),
    );
  });

  it('lets the operator add a parent’s words in both languages: approved at once, each visitor reading their own', async () => {
    const words = {
      firstName: 'Huda',
      city: 'Amman',
      messageEn: 'Our evenings are calmer since we found these stories.',
      messageAr: 'صارت أمسياتنا أهدأ منذ وجدنا هذه القصص.',
    };
    expectRefusal(
      await call(
        'POST',
        '/api/admin/testimonials',
        admin,
        { firstName: 'Huda', city: 'Amman' },
        'ar',
      ),
      400,
      'admin.testimonialWordsRequired',
      'ar',
    );
    expectRefusal(
      await call('POST', '/api/admin/testimonials', admin, {
        ...words,
        messageAr: 'Our evenings are calmer since we found these.',
      }),
      400,
      'admin.textNotArabic',
    );
    expectRefusal(
      await call('POST', '/api/admin/testimonials', admin, {
        ...words,
        messageEn: 'Write to us at huda@example.com for more stories.',
      }),
      400,
      'community.textEmail',
    );
    const added = await call('POST', '/api/admin/testimonials', admin, words);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({
      status: 'approved',
      fromParent: false,
      message: words.messageEn,
      language: 'en',
      translation: words.messageAr,
    });
    const english = (await call('GET', '/api/landing-data')).json().testimonials as Array<{
      id: number;
      message: string;
      language: string;
    }>;
    expect(english.find((entry) => entry.id === added.json().id)).toMatchObject({
      message: words.messageEn,
      language: 'en',
    });
    const arabic = (await call('GET', '/api/landing-data', undefined, undefined, 'ar')).json()
      .testimonials as Array<{ id: number; message: string; language: string }>;
    expect(arabic.find((entry) => entry.id === added.json().id)).toMatchObject({
      message: words.messageAr,
      language: 'ar',
    });
    expect(await auditOf('testimonial.create', String(added.json().id))).toHaveLength(1);

    // A parent's own words wait for the admin, who approves them.
    const sent = await call('POST', '/api/testimonials', parentToken, {
      firstName: 'Salma',
      city: 'Irbid',
      message: 'My daughter asks for the hedgehog story every night.',
    });
    const id = sent.json().id as number;
    const pending = (await call('GET', '/api/admin/testimonials?status=pending', admin)).json()
      .testimonials as Array<{ id: number }>;
    expect(pending.map((entry) => entry.id)).toContain(id);
    expect(
      (await call('POST', `/api/admin/testimonials/${id}`, admin, { action: 'approve' })).json(),
    ).toMatchObject({ status: 'approved', fromParent: true, translation: null });
    expect(await auditOf('testimonial.approve', String(id))).toHaveLength(1);
    const [row] = await t.handle.db.select().from(testimonials).where(eq(testimonials.id, id));
    expect(row!.reviewedAt).toBeInstanceOf(Date);
  });

  it('keeps the feedback inbox newest first, by category, with a done mark', async () => {
    const sent: number[] = [];
    for (const [category, message] of [
      ['bug', 'The picture on page two did not load.'],
      ['feature', 'Please add stories about the sea.'],
      ['bug', 'The audio stopped on my phone.'],
    ] as const) {
      const response = await call('POST', '/api/feedback', parentToken, {
        category,
        message,
        pageUrl: '/create',
      });
      sent.push(response.json().id);
    }
    const all = (await call('GET', '/api/admin/feedback', admin)).json();
    expect(all.feedback.slice(0, 3).map((entry: { id: number }) => entry.id)).toEqual(
      [...sent].reverse(),
    );
    expect(all.feedback[0]).toMatchObject({
      category: 'bug',
      senderEmail: 'umm-salma@example.com',
      doneAt: null,
      pageUrl: '/create',
    });
    const bugs = (await call('GET', '/api/admin/feedback?category=bug', admin)).json();
    expect(bugs.feedback.every((entry: { category: string }) => entry.category === 'bug')).toBe(
      true,
    );

    const done = await call('PUT', `/api/admin/feedback/${sent[0]}/done`, admin);
    expect(done.json().doneAt).toEqual(expect.any(String));
    expect((await call('PUT', `/api/admin/feedback/${sent[0]}/done`, admin)).statusCode).toBe(200);
    expect(await auditOf('feedback.done', String(sent[0]))).toHaveLength(1);
    const open = (await call('GET', '/api/admin/feedback?status=open', admin)).json();
    expect(open.feedback.map((entry: { id: number }) => entry.id)).not.toContain(sent[0]);
    expect(open.open).toBe(open.feedback.length);
    expect(
      (await call('GET', '/api/admin/feedback?status=done', admin))
        .json()
        .feedback.map((entry: { id: number }) => entry.id),
    ).toEqual([sent[0]]);
    expect(
      (await call('DELETE', `/api/admin/feedback/${sent[0]}/done`, admin)).json().doneAt,
    ).toBeNull();
    expect((await call('PUT', '/api/admin/feedback/999999/done', admin)).statusCode).toBe(404);

    // Keyset paging: one at a time, every entry once, newest first.
    const ids = (
      await t.handle.db.select({ id: feedback.id }).from(feedback).orderBy(asc(feedback.id))
    ).map((entry) => entry.id);
    expect(await walkPages('/api/admin/feedback?limit=1', 'feedback')).toEqual([...ids].reverse());
  });

  it('finds stories by title, author and id, hides one with a reason its author reads, and restores it', async () => {
    const [published] = await t.handle.db
      .insert(stories)
      .values({
        userId: parentId,
        status: 'complete',
        titleEn: 'The Lantern of Jaffa',
        titleAr: 'فانوس يافا',
        publishedAt: new Date(),
        moderation: 'visible',
        input: { characters: [{ name: 'Salma' }], location: { name: 'Jaffa' } },
      })
      .returning({ id: stories.id });
    const id = published!.id;
    const find = async (query: string) =>
      (
        (await call('GET', `/api/admin/stories?${query}`, admin)).json() as {
          stories: Array<{ id: number }>;
        }
      ).stories.map((entry) => entry.id);
    expect(await find('q=lantern')).toContain(id);
    expect(await find(`q=${encodeURIComponent('يافا')}`)).toContain(id);
    expect(await find('q=umm-salma%40example')).toContain(id);
    expect(await find('q=Umm%20Salma')).toContain(id);
    expect(await find(`q=%23${id}`)).toEqual([id]);
    expect(await find('q=100%25')).toEqual([]);
    expect(await find('visibility=published&moderation=visible')).toContain(id);
    expect(await find('visibility=private')).not.toContain(id);
    expect(await find('status=error')).not.toContain(id);
    const listed = (
      (await call('GET', `/api/admin/stories?q=%23${id}`, admin, undefined, 'ar')).json() as {
        stories: Array<Record<string, unknown>>;
      }
    ).stories[0];
    expect(listed).toMatchObject({
      title: 'فانوس يافا',
      author: { kind: 'parent', email: 'umm-salma@example.com', displayName: 'Umm Salma' },
      openReports: 0,
    });

    expectRefusal(
      await call('POST', `/api/admin/moderation/stories/${id}`, admin, { action: 'hide' }, 'ar'),
      400,
      'admin.reasonRequired',
      'ar',
    );
    const hidden = await call('POST', `/api/admin/moderation/stories/${id}`, admin, {
      action: 'hide',
      reason: 'It names a real school.',
    });
    expect(hidden.json()).toEqual({
      id,
      moderation: 'hidden',
      moderationReason: 'It names a real school.',
    });
    const stranger = await parent(t, 'stranger@example.com');
    expect((await call('GET', `/api/stories/${id}`, stranger.token)).statusCode).toBe(404);
    const owners = (await call('GET', `/api/stories/${id}`, parentToken)).json() as {
      community: { moderation: string; moderationReason: string };
    };
    expect(owners.community).toMatchObject({
      moderation: 'hidden',
      moderationReason: 'It names a real school.',
    });
    const queue = (await call('GET', '/api/admin/moderation', admin)).json() as {
      stories: Array<{ id: number }>;
    };
    expect(queue.stories.map((entry) => entry.id)).toContain(id);
    expect(
      (
        await call('POST', `/api/admin/moderation/stories/${id}`, admin, { action: 'restore' })
      ).json().moderation,
    ).toBe('visible');
    expect((await call('GET', `/api/stories/${id}`, stranger.token)).statusCode).toBe(200);
    expect((await auditOf('story.hide', String(id)))[0]).toMatchObject({
      detail: { from: 'visible', to: 'hidden', reason: 'It names a real school.' },
    });
    expect(await auditOf('story.restore', String(id))).toHaveLength(1);

    // Featuring and its undoing are logged too.
    expect((await call('POST', `/api/admin/stories/${id}/feature`, admin)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/stories/${id}/feature`, admin)).statusCode).toBe(200);
    expect(await auditOf('story.feature', String(id))).toHaveLength(1);
    expect(await auditOf('story.unfeature', String(id))).toHaveLength(1);

    // Keyset paging walks every story once, newest first.
    const ids = (
      await t.handle.db.select({ id: stories.id }).from(stories).orderBy(asc(stories.id))
    ).map((entry) => entry.id);
    expect(await walkPages('/api/admin/stories?limit=2', 'stories')).toEqual([...ids].reverse());
  });

  it('removes a reported comment with a reason its author reads', async () => {
    const [story] = await t.handle.db
      .insert(stories)
      .values({
        userId: parentId,
        status: 'complete',
        titleEn: 'The Kite of Gaza',
        publishedAt: new Date(),
        moderation: 'visible',
        input: { characters: [{ name: 'Salma' }], location: { name: 'Gaza' } },
      })
      .returning({ id: stories.id });
    const author = await parent(t, 'commenter@example.com', { displayName: 'Abu Kareem' });
    const made = await call('POST', `/api/community/stories/${story!.id}/comments`, author.token, {
      body: 'A lovely kite story for our evenings.',
    });
    expect(made.statusCode, made.body).toBe(201);
    const commentId = made.json().id as number;
    // Three parents report it: hidden at once, and in the queue with their reasons.
    for (const [i, reason] of (['spam', 'inappropriate', 'other'] as const).entries()) {
      const reporter = await parent(t, `reporter-${i}@example.com`);
      const report = await call(
        'POST',
        `/api/community/comments/${commentId}/report`,
        reporter.token,
        { reason, details: reason === 'other' ? 'It does not belong here.' : undefined },
      );
      expect(report.statusCode, report.body).toBeLessThan(300);
    }
    const queue = (await call('GET', '/api/admin/moderation', admin)).json() as {
      comments: Array<{
        id: number;
        moderation: string;
        reports: Array<{ reason: string; details: string | null }>;
      }>;
    };
    const queued = queue.comments.find((entry) => entry.id === commentId)!;
    expect(queued.moderation).toBe('hidden');
    expect(queued.reports.map((report) => report.reason)).toEqual([
      'spam',
      'inappropriate',
      'other',
    ]);
    expect(queued.reports[2]!.details).toBe('It does not belong here.');
    const removed = await call('POST', `/api/admin/moderation/comments/${commentId}`, admin, {
      action: 'remove',
      reason: 'Shared in the wrong story.',
    });
    expect(removed.json()).toEqual({
      id: commentId,
      moderation: 'removed',
      moderationReason: 'Shared in the wrong story.',
    });
    const seen = (
      await call('GET', `/api/community/stories/${story!.id}/comments`, author.token)
    ).json() as { comments: Array<{ id: number; moderationReason: string | null; mine: boolean }> };
    expect(seen.comments.find((entry) => entry.id === commentId)).toMatchObject({
      mine: true,
      moderationReason: 'Shared in the wrong story.',
    });
    const [row] = await t.handle.db
      .select()
      .from(storyComments)
      .where(eq(storyComments.id, commentId));
    expect(row!.moderation).toBe('removed');
    expect(await auditOf('comment.remove', String(commentId))).toHaveLength(1);
  });
});

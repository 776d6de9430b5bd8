import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { plans } from '@qamar/shared';
import { apiLogs, characters, locations } from '../src/db/schema.ts';
import { adminToken, parent, withCsrf } from './accounts-helper.ts';
import { createTestApp, target, type TestApp } from './helper.ts';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const arabic = { 'accept-language': 'ar' };
const newCharacter = {
  name: 'Salma',
  nameAr: 'سلمى',
  age: '6',
  gender: 'female',
  description: 'A cheerful girl with curly hair and a red scarf who loves drawing.',
};
const newLocation = {
  name: 'Teta Garden',
  nameAr: 'حديقة تيتا',
  type: 'nature',
  description: 'A small garden full of jasmine and lemon trees behind the house.',
};

describe(`characters, locations, themes and usage (${target})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_USERNAME: 'warda', ADMIN_PASSWORD: 'night-garden-7' } });
  });
  afterAll(async () => {
    expect(t.serverErrors).toEqual([]);
    await t.close();
  });

  const post = async (
    url: string,
    token: string,
    payload: object,
    headers: Record<string, string> = {},
    remoteAddress = '10.3.0.1',
  ) =>
    t.inject({
      method: 'POST',
      url,
      headers: { ...(await withCsrf(t, token)), ...headers },
      payload,
      remoteAddress,
    });
  const get = (url: string, token?: string, headers: Record<string, string> = {}) =>
    t.inject({ method: 'GET', url, headers: { ...(token ? auth(token) : {}), ...headers } });

  it('seeds the catalogue in both languages: characters, locations and themes', async () => {
    const { token } = await parent(t, 'seed@example.com');
    const all = (await get('/api/characters', token)).json();
    expect(all.length).toBeGreaterThanOrEqual(30);
    expect(new Set(all.map((c: { type: string }) => c.type))).toEqual(
      new Set(['human', 'animal', 'magical']),
    );
    const layla = all.find((c: { nameEn: string }) => c.nameEn === 'Layla');
    expect(layla).toMatchObject({
      isDefault: true,
      userId: null,
      name: 'Layla',
      age: expect.any(String),
      imageThumbnail: expect.stringMatching(/^\/media\/catalogue\//),
    });
    const inArabic = (await get('/api/characters/default', token, arabic)).json();
    expect(inArabic.find((c: { id: number }) => c.id === layla.id).name).toBe('ليلى');
    expect(inArabic.find((c: { id: number }) => c.id === layla.id).description).toMatch(
      /[\u0600-\u06ff]/,
    );

    const places = (await get('/api/locations', token)).json();
    expect(places.length).toBeGreaterThanOrEqual(30);
    expect(new Set(places.map((l: { type: string }) => l.type))).toEqual(
      new Set(['city', 'nature', 'fantasy']),
    );

    const themes = (await get('/api/themes')).json();
    expect(themes.length).toBeGreaterThanOrEqual(16);
    const featured = themes.filter((theme: { featured: boolean }) => theme.featured);
    expect(featured.length).toBeGreaterThan(0);
    expect(
      themes.slice(0, featured.length).every((theme: { featured: boolean }) => theme.featured),
    ).toBe(true);
    for (const theme of themes) expect(theme.storySparks.length).toBeGreaterThanOrEqual(4);
    const arabicThemes = (await get('/api/themes', undefined, arabic)).json();
    expect(arabicThemes[0].name).toMatch(/[\u0600-\u06ff]/);
    expect(arabicThemes[0].storySparks[0]).toMatch(/[\u0600-\u06ff]/);
    expect((await get('/api/themes/user', token)).json()).toEqual([]);
  });

  it('draws a catalogue picture on first request and serves it for a year', async () => {
    const { token } = await parent(t, 'pictures@example.com');
    const [first] = (await get('/api/locations', token)).json();
    const picture = await get(first.imageThumbnail);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    expect(picture.headers['cache-control']).toContain('immutable');
    expect(picture.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    expect((await get(first.imageThumbnail)).rawPayload.equals(picture.rawPayload)).toBe(true);
    expect((await get('/media/catalogue/v1/locations/no-such-place/full.webp')).statusCode).toBe(
      404,
    );
    expect((await get('/media/catalogue/v0/locations/old-souk/full.webp')).statusCode).toBe(404);
  });

  it('asks for a session, and lists nobody else’s items', async () => {
    expect((await get('/api/characters')).statusCode).toBe(401);
    expect((await get('/api/user/usage-stats')).statusCode).toBe(401);
  });

  it('refuses an unverified parent, bad fields and unsafe words, saving nothing', async () => {
    const unverified = await parent(t, 'unverified@example.com', { verified: false });
    const refused = await post('/api/characters', unverified.token, newCharacter);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });

    const { token, id } = await parent(t, 'fields@example.com');
    const shortName = await post('/api/characters', token, { ...newCharacter, name: 'S' });
    expect(shortName.statusCode).toBe(400);
    expect(shortName.json()).toMatchObject({
      message: 'Name must be at least 2 characters',
      field: 'name',
    });
    expect(
      (await post('/api/characters', token, { ...newCharacter, age: '0' })).json().message,
    ).toBe('Age must be between 1 and 100');
    expect(
      (await post('/api/characters', token, { ...newCharacter, age: 'six' })).json().message,
    ).toBe('Age must be between 1 and 100');
    expect(
      (
        await post('/api/characters', token, { ...newCharacter, description: 'Too short' }, arabic)
      ).json().message,
    ).toBe('يجب ألا يقل الوصف عن 10 أحرف');
    const unsafe = await post('/api/characters', token, {
      ...newCharacter,
      description: 'A girl who carries a sword everywhere she goes.',
    });
    expect(unsafe.statusCode).toBe(422);
    expect(unsafe.json()).toMatchObject({ code: 'CONTENT_UNSAFE', field: 'description' });
    const unsafePlace = await post(
      '/api/locations/generate',
      token,
      { ...newLocation, description: 'حديقة مرعبة مليئة بالظلال' },
      arabic,
    );
    expect(unsafePlace.statusCode).toBe(422);
    expect(unsafePlace.json().message).toMatch(/حكاية قبل النوم/);
    expect(await t.handle.db.select().from(characters).where(eq(characters.userId, id))).toEqual(
      [],
    );
    expect(await t.handle.db.select().from(locations).where(eq(locations.userId, id))).toEqual([]);
  });

  it('refuses Arabic letters in the English name and Latin letters in the Arabic one, in the caller’s language', async () => {
    const { token, id } = await parent(t, 'scripts@example.com');
    const englishInArabic = {
      en: 'The English name needs English (Latin) letters. Please put the Arabic name in the Arabic name field.',
      ar: 'يُكتب الاسم بالإنجليزية بحروف إنجليزية (لاتينية). يرجى وضع الاسم العربي في خانة الاسم بالعربية.',
    };
    const arabicInLatin = {
      en: 'The Arabic name needs Arabic letters. Please put the English spelling in the English name field.',
      ar: 'يُكتب الاسم بالعربية بحروف عربية. يرجى وضع الكتابة الإنجليزية في خانة الاسم بالإنجليزية.',
    };
    const refusals = [
      [
        '/api/characters',
        { ...newCharacter, name: 'سامي', nameAr: undefined },
        'name',
        englishInArabic,
      ],
      ['/api/characters', { ...newCharacter, name: 'Sami حسن' }, 'name', englishInArabic],
      ['/api/characters', { ...newCharacter, nameAr: 'Salma' }, 'nameAr', arabicInLatin],
      [
        '/api/locations/generate',
        { ...newLocation, name: 'حديقة سطح جدتي', nameAr: undefined },
        'name',
        englishInArabic,
      ],
      [
        '/api/locations/generate',
        { ...newLocation, nameAr: 'Teta حديقة' },
        'nameAr',
        arabicInLatin,
      ],
    ] as const;
    for (const [url, payload, field, message] of refusals) {
      for (const language of ['en', 'ar'] as const) {
        const refused = await post(url, token, payload, language === 'ar' ? arabic : {});
        expect(refused.statusCode, `${url} ${field} ${language}`).toBe(400);
        expect(refused.json()).toMatchObject({
          code: 'VALIDATION_FAILED',
          field,
          message: message[language],
        });
      }
    }
    expect(await t.handle.db.select().from(characters).where(eq(characters.userId, id))).toEqual(
      [],
    );
    expect(await t.handle.db.select().from(locations).where(eq(locations.userId, id))).toEqual([]);

    // Edits and the admin's default items follow the same rule.
    const place = (await post('/api/locations/generate', token, newLocation)).json();
    const patched = await t.inject({
      method: 'PATCH',
      url: `/api/locations/${place.id}`,
      headers: { ...(await withCsrf(t, token)), ...arabic },
      payload: { name: 'حديقة تيتا' },
    });
    expect(patched.statusCode).toBe(400);
    expect(patched.json()).toMatchObject({ field: 'name', message: englishInArabic.ar });
    const admin = await adminToken(t, 'warda', 'night-garden-7');
    const adminPlace = await post('/api/admin/locations/generate', admin, {
      name: 'Moon Harbour',
      nameAr: 'Moon',
      details: { description: 'A quiet harbour where boats sleep under the moon.', type: 'city' },
    });
    expect(adminPlace.statusCode).toBe(400);
    expect(adminPlace.json()).toMatchObject({ field: 'nameAr', message: arabicInLatin.en });
    const adminCharacter = await post(
      '/api/admin/characters',
      admin,
      { ...newCharacter, name: 'زوزو', isDefault: true },
      arabic,
    );
    expect(adminCharacter.json()).toMatchObject({ field: 'name', message: englishInArabic.ar });
  });

  it('creates a parent’s character with its portrait, within the plan’s limit', async () => {
    const { token, id } = await parent(t, 'creator@example.com');
    const created = await post('/api/characters', token, { ...newCharacter, type: 'magical' });
    expect(created.statusCode).toBe(201);
    const character = created.json();
    expect(character).toMatchObject({
      name: 'Salma',
      nameAr: 'سلمى',
      age: '6',
      gender: 'female',
      type: 'human',
      isDefault: false,
      userId: id,
    });
    for (const url of [character.imageUrl, character.imageMedium, character.imageThumbnail]) {
      const picture = await get(url);
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toBe('image/webp');
    }
    const [log] = await t.handle.db.select().from(apiLogs).where(eq(apiLogs.userId, id));
    expect(log).toMatchObject({
      kind: 'illustrator',
      purpose: 'character-portrait',
      outcome: 'ok',
    });

    const limit = plans.free.customCharacters;
    const second = await post('/api/characters', token, { ...newCharacter, name: 'Karim' });
    expect(second.statusCode).toBe(403);
    expect(second.json()).toMatchObject({
      code: 'CHARACTER_LIMIT_EXCEEDED',
      message: expect.stringContaining(String(limit)),
    });

    const usage = (await get('/api/user/usage-stats', token)).json();
    expect(usage.characters).toEqual({ used: 1, limit });
    const own = (await get('/api/characters/own', token)).json();
    expect(own.map((c: { id: number }) => c.id)).toEqual([character.id]);
    const all = (await get('/api/characters', token)).json();
    expect(all[0].id).toBe(character.id);

    const someoneElse = await parent(t, 'someone@example.com');
    expect((await get('/api/characters/own', someoneElse.token)).json()).toEqual([]);
    expect(
      (await get('/api/characters', someoneElse.token))
        .json()
        .some((c: { id: number }) => c.id === character.id),
    ).toBe(false);
  });

  it('creates exactly the limit under 50 parallel requests', async () => {
    const { token, id } = await parent(t, 'parallel@example.com');
    const headers = await withCsrf(t, token);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.inject({
          method: 'POST',
          url: '/api/characters',
          headers,
          payload: { ...newCharacter, name: `Twin ${i}` },
          remoteAddress: `10.4.${i}.1`,
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(plans.free.customCharacters);
    expect(
      answers.every((a) => a.statusCode === 201 || a.json().code === 'CHARACTER_LIMIT_EXCEEDED'),
    ).toBe(true);
    expect(
      await t.handle.db.select().from(characters).where(eq(characters.userId, id)),
    ).toHaveLength(plans.free.customCharacters);

    const placeAnswers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.inject({
          method: 'POST',
          url: '/api/locations/generate',
          headers,
          payload: { ...newLocation, name: `Garden ${i}` },
          remoteAddress: `10.5.${i}.1`,
        }),
      ),
    );
    expect(placeAnswers.filter((a) => a.statusCode === 201)).toHaveLength(
      plans.free.customLocations,
    );
    expect(await t.handle.db.select().from(locations).where(eq(locations.userId, id))).toHaveLength(
      plans.free.customLocations,
    );
  });

  it('edits and deletes only the parent’s own items, removing their pictures', async () => {
    const owner = await parent(t, 'owner@example.com', { plan: 'family' });
    const stranger = await parent(t, 'stranger@example.com');
    const character = (await post('/api/characters', owner.token, newCharacter)).json();
    const place = (await post('/api/locations/generate', owner.token, newLocation)).json();
    expect(place).toMatchObject({
      name: 'Teta Garden',
      type: 'nature',
      isPublic: false,
      details: { type: 'nature' },
    });

    const patch = async (url: string, token: string, payload: object) =>
      t.inject({ method: 'PATCH', url, headers: await withCsrf(t, token), payload });
    const del = async (url: string, token: string) =>
      t.inject({ method: 'DELETE', url, headers: await withCsrf(t, token) });

    expect(
      (await patch(`/api/characters/${character.id}`, stranger.token, { name: 'Hacked' }))
        .statusCode,
    ).toBe(404);
    const renamed = await patch(`/api/characters/${character.id}`, owner.token, {
      name: 'Salma Star',
      nameAr: 'سلمى النجمة',
    });
    expect(renamed.json()).toMatchObject({
      name: 'Salma Star',
      nameAr: 'سلمى النجمة',
      imageUrl: character.imageUrl,
    });
    expect(
      (await patch(`/api/characters/${character.id}`, owner.token, { description: 'short' })).json()
        .message,
    ).toBe('Description must be at least 10 characters');
    expect(
      (
        await patch(`/api/locations/${place.id}`, owner.token, {
          description: 'A quiet garden with a fountain and sleepy cats.',
        })
      ).statusCode,
    ).toBe(200);

    expect((await del(`/api/characters/${character.id}`, stranger.token)).statusCode).toBe(404);
    expect((await del(`/api/locations/${place.id}`, stranger.token)).statusCode).toBe(404);
    const [someDefault] = (await get('/api/characters/default', owner.token)).json();
    expect((await del(`/api/characters/${someDefault.id}`, owner.token)).statusCode).toBe(404);
    expect((await del('/api/characters/99999999', owner.token)).statusCode).toBe(404);
    expect((await del('/api/characters/not-a-number', owner.token)).statusCode).toBe(404);

    expect((await del(`/api/characters/${character.id}`, owner.token)).statusCode).toBe(204);
    expect((await del(`/api/locations/${place.id}`, owner.token)).statusCode).toBe(204);
    expect((await get(character.imageUrl)).statusCode).toBe(404);
    expect((await get(place.imageMedium)).statusCode).toBe(404);
    const usage = (await get('/api/user/usage-stats', owner.token)).json();
    expect(usage.characters).toEqual({ used: 0, limit: plans.family.customCharacters });
    expect(usage.locations).toEqual({ used: 0, limit: plans.family.customLocations });
  });

  it('lets an admin add catalogue items every parent sees', async () => {
    const admin = await adminToken(t, 'warda', 'night-garden-7');
    const { token } = await parent(t, 'viewer@example.com');
    expect(
      (
        await post('/api/admin/characters', token, {
          ...newCharacter,
          type: 'animal',
          species: 'camel',
        })
      ).statusCode,
    ).toBe(401);

    const created = await post('/api/admin/characters', admin, {
      name: 'Zuzu',
      nameAr: 'زوزو',
      age: 4,
      gender: 'male',
      type: 'animal',
      species: 'camel',
      description: 'A fluffy young camel with a blue saddle blanket.',
      isDefault: true,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      isDefault: true,
      userId: null,
      type: 'animal',
      species: 'camel',
    });
    const defaults = (await get('/api/characters/default', token)).json();
    expect(defaults.some((c: { id: number }) => c.id === created.json().id)).toBe(true);

    const place = await post('/api/admin/locations/generate', admin, {
      name: 'Moon Harbour',
      nameAr: 'ميناء القمر',
      details: { description: 'A quiet harbour where boats sleep under the moon.', type: 'city' },
    });
    expect(place.statusCode).toBe(201);
    expect(place.json().location).toMatchObject({ isPublic: true, type: 'city' });
    expect(
      (await get('/api/locations', token))
        .json()
        .some((l: { id: number }) => l.id === place.json().location.id),
    ).toBe(true);
    const adminList = await get('/api/characters', admin);
    expect(adminList.statusCode).toBe(200);

    const removed = await t.inject({
      method: 'DELETE',
      url: `/api/characters/${created.json().id}`,
      headers: await withCsrf(t, admin),
    });
    expect(removed.statusCode).toBe(204);
  });

  it('answers usage from the one plan table, with the weekly reset', async () => {
    const { token } = await parent(t, 'usage@example.com', { plan: 'heritage' });
    const usage = (await get('/api/user/usage-stats', token)).json();
    expect(usage).toMatchObject({
      subscription: 'Heritage',
      plan: 'heritage',
      stories: {
        used: 0,
        limit: plans.heritage.storiesPerWeek,
        remaining: plans.heritage.storiesPerWeek,
        percentage: 0,
        total: 0,
      },
      dialects: [...plans.heritage.dialects],
      features: { dialectAccess: true, pdfWatermark: false },
    });
    const reset = new Date(usage.stories.resetDate);
    expect(reset.getUTCDay()).toBe(1);
    expect(reset.getUTCHours()).toBe(0);
    expect(reset.getTime()).toBeGreaterThan(Date.now());
    expect(reset.getTime() - Date.now()).toBeLessThanOrEqual(7 * 24 * 3600 * 1000);
  });
});

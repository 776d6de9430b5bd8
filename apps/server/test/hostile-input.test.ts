import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { characters, feedback, locations, stories, users } from '../src/db/schema.ts';
import { adminToken, parent, solveCaptcha, withCsrf } from './accounts-helper.ts';
import { createTestApp, target, type TestApp } from './helper.ts';

const NUL = '\u0000';
const nulMessage = {
  en: 'The text contains a character that cannot be used (a null character). Please remove it and try again.',
  ar: 'يحتوي النص على حرف لا يمكن استخدامه (حرف فارغ). يرجى حذفه والمحاولة مرة أخرى.',
};
/** One past the largest id a row can have (ids are PostgreSQL integers). */
const TOO_BIG = 2_147_483_648;

/** Input that used to reach the database and answer 500 must be refused with a clear 4xx, storing nothing. */
describe(`hostile input (${target})`, () => {
  let t: TestApp;
  let parentToken: string;
  let admin: string;
  let characterId: number;
  let locationId: number;
  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_USERNAME: 'warda', ADMIN_PASSWORD: 'night-garden-7' } });
    parentToken = (await parent(t, 'hostile@example.com')).token;
    admin = await adminToken(t, 'warda', 'night-garden-7');
    const auth = { authorization: `Bearer ${parentToken}` };
    characterId = (
      (
        await t.inject({ method: 'GET', url: '/api/characters/default', headers: auth })
      ).json() as Array<{ id: number }>
    )[0]!.id;
    locationId = (
      (await t.inject({ method: 'GET', url: '/api/locations', headers: auth })).json() as Array<{
        id: number;
      }>
    )[0]!.id;
  });
  afterAll(async () => t.close());

  const rows = async () => {
    const db = t.handle.db;
    const [[f], [s], [c], [l], [u]] = await Promise.all([
      db.select({ n: count() }).from(feedback),
      db.select({ n: count() }).from(stories),
      db.select({ n: count() }).from(characters),
      db.select({ n: count() }).from(locations),
      db.select({ n: count() }).from(users),
    ]);
    return { feedback: f!.n, stories: s!.n, characters: c!.n, locations: l!.n, users: u!.n };
  };

  describe('a NUL character in a text field', () => {
    /** Every kind of text a caller sends: anonymous, signed in and admin; body fields, nested fields, keys and the query. */
    const cases = (): Array<{
      name: string;
      method: 'POST' | 'PATCH' | 'GET';
      url: string;
      token?: string;
      payload?: Record<string, unknown>;
      field: string;
    }> => [
      {
        name: 'feedback (anonymous)',
        method: 'POST',
        url: '/api/feedback',
        payload: { message: `Hello${NUL}there` },
        field: 'message',
      },
      {
        name: 'feedback page',
        method: 'POST',
        url: '/api/feedback',
        payload: { message: 'Hello', pageUrl: `/x${NUL}` },
        field: 'pageUrl',
      },
      {
        name: 'admin sign-in (anonymous)',
        method: 'POST',
        url: '/api/admin/login',
        payload: { username: `warda${NUL}`, password: 'night-garden-7' },
        field: 'username',
      },
      {
        name: 'admin sign-in password',
        method: 'POST',
        url: '/api/admin/login',
        payload: { username: 'warda', password: `night${NUL}garden` },
        field: 'password',
      },
      {
        name: 'sign-in',
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: `a${NUL}@example.com`, password: 'whatever-long' },
        field: 'email',
      },
      {
        name: 'password reset request',
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: `hostile${NUL}@example.com` },
        field: 'email',
      },
      {
        name: 'email link',
        method: 'POST',
        url: '/api/auth/verify-email',
        payload: { token: `abcdefghijkl${NUL}` },
        field: 'token',
      },
      {
        name: 'profile',
        method: 'PATCH',
        url: '/api/user/profile',
        token: 'parent',
        payload: { name: `Layla${NUL}` },
        field: 'name',
      },
      {
        name: 'character',
        method: 'POST',
        url: '/api/characters',
        token: 'parent',
        payload: {
          name: `Sami${NUL}`,
          age: 6,
          gender: 'male',
          description: 'A curious little boy who loves kites',
        },
        field: 'name',
      },
      {
        name: 'place',
        method: 'POST',
        url: '/api/locations/generate',
        token: 'parent',
        payload: { name: 'Garden', description: `A quiet garden${NUL} at dusk` },
        field: 'description',
      },
      {
        name: 'story',
        method: 'POST',
        url: '/api/stories',
        token: 'parent',
        payload: {
          selectedCharacterIds: [characterId],
          selectedLocationId: locationId,
          length: 3,
          storyDescription: `A kite${NUL} that flies to the moon`,
        },
        field: 'storyDescription',
      },
      {
        name: 'story detail object',
        method: 'POST',
        url: '/api/stories',
        token: 'parent',
        payload: {
          selectedCharacterIds: [characterId],
          selectedLocationId: locationId,
          length: 3,
          themeDetails: { moral: `Be kind${NUL}` },
        },
        field: 'themeDetails.moral',
      },
      {
        name: 'a key',
        method: 'POST',
        url: '/api/feedback',
        payload: { message: 'Hello', details: { [`extra${NUL}`]: 'x' } },
        field: 'details',
      },
      {
        name: 'admin plan grant',
        method: 'POST',
        url: '/api/admin/users/plan',
        token: 'admin',
        payload: { email: `hostile@example.com${NUL}`, plan: 'family' },
        field: 'email',
      },
      { name: 'the query', method: 'GET', url: '/api/stories/public?page=1%00', field: 'page' },
    ];

    it('is refused with 400 and a clear message, naming the field, on every route', async () => {
      const before = await rows();
      for (const c of cases()) {
        const token = c.token === 'parent' ? parentToken : c.token === 'admin' ? admin : undefined;
        const headers = c.method === 'GET' ? {} : await withCsrf(t, token);
        const response = await t.inject({
          method: c.method,
          url: c.url,
          headers: token ? { ...headers, authorization: `Bearer ${token}` } : headers,
          payload: c.payload,
          remoteAddress: '10.50.0.1',
        });
        expect(response.statusCode, c.name).toBe(400);
        expect(response.json(), c.name).toEqual({
          message: nulMessage.en,
          code: 'VALIDATION_FAILED',
          field: c.field,
        });
      }
      expect(await rows()).toEqual(before);
    });

    it('is explained in Arabic to an Arabic page, registration included', async () => {
      const headers = { ...(await withCsrf(t)), 'accept-language': 'ar' };
      const payload = {
        name: `Layla${NUL}`,
        email: 'nul-register@example.com',
        password: 'moonlit-dunes-42',
        captchaToken: await solveCaptcha(t),
      };
      const response = await t.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers,
        payload,
        remoteAddress: '10.50.0.2',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: nulMessage.ar,
        code: 'VALIDATION_FAILED',
        field: 'name',
      });
      const feedbackAnswer = await t.inject({
        method: 'POST',
        url: '/api/feedback',
        headers,
        payload: { message: NUL },
        remoteAddress: '10.50.0.3',
      });
      expect(feedbackAnswer.json().message).toBe(nulMessage.ar);
    });

    it('in a path names nothing: 404', async () => {
      const share = await t.inject({
        method: 'GET',
        url: '/api/share/abcdefghijklmnopqrstuvwxyz012345%00',
      });
      expect(share.statusCode).toBe(404);
      expect(share.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
      expect((await t.inject({ method: 'GET', url: '/api/stories/1%00' })).statusCode).toBe(404);
    });
  });

  describe('an id beyond what the database holds', () => {
    it('in a path is simply not found', async () => {
      const auth = { authorization: `Bearer ${parentToken}` };
      const adminAuth = { authorization: `Bearer ${admin}` };
      const calls: Array<[string, string, Record<string, string>]> = [
        ['GET', `/api/stories/${TOO_BIG}`, {}],
        ['GET', `/api/stories/${TOO_BIG}`, auth],
        ['GET', `/api/stories/${TOO_BIG}/status`, {}],
        ['GET', `/api/stories/${TOO_BIG}/pdf`, {}],
        ['GET', `/api/stories/99999999999999999999`, {}],
        ['GET', `/api/stories/1e300`, {}],
        ['GET', `/api/stories/${TOO_BIG}/share`, auth],
        ['POST', `/api/stories/${TOO_BIG}/share`, auth],
        ['POST', `/api/stories/${TOO_BIG}/retry`, auth],
        ['POST', `/api/stories/${TOO_BIG}/publish`, auth],
        ['DELETE', `/api/stories/${TOO_BIG}`, auth],
        ['PATCH', `/api/characters/${TOO_BIG}`, auth],
        ['DELETE', `/api/characters/${TOO_BIG}`, auth],
        ['DELETE', `/api/locations/${TOO_BIG}`, auth],
        ['POST', `/api/admin/stories/${TOO_BIG}/feature`, adminAuth],
      ];
      for (const [method, url, headers] of calls) {
        const csrf = method === 'GET' ? {} : await withCsrf(t, headers.authorization?.slice(7));
        const response = await t.inject({
          method: method as 'GET',
          url,
          headers: { ...csrf, ...headers },
          payload: method === 'PATCH' ? { name: 'Sami' } : undefined,
        });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json(), `${method} ${url}`).toEqual({
          message: 'Not found',
          code: 'NOT_FOUND',
        });
      }
    });

    it('in a body is refused with 400, and nothing is stored', async () => {
      const before = await rows();
      const story = (payload: Record<string, unknown>) => ({
        selectedCharacterIds: [characterId],
        selectedLocationId: locationId,
        length: 3,
        ...payload,
      });
      for (const [field, payload] of [
        ['selectedCharacterIds.0', story({ selectedCharacterIds: [TOO_BIG] })],
        ['selectedCharacterIds.1', story({ selectedCharacterIds: [characterId, 1e20] })],
        ['selectedLocationId', story({ selectedLocationId: TOO_BIG })],
        ['selectedThemeId', story({ selectedThemeId: TOO_BIG })],
      ] as const) {
        const response = await t.inject({
          method: 'POST',
          url: '/api/stories',
          headers: await withCsrf(t, parentToken),
          payload,
        });
        expect(response.statusCode, field).toBe(400);
        expect(response.json(), field).toMatchObject({ code: 'VALIDATION_FAILED', field });
      }
      const forParent = await t.inject({
        method: 'POST',
        url: '/api/admin/characters',
        headers: await withCsrf(t, admin),
        payload: {
          name: 'Sami',
          age: 6,
          description: 'A curious little boy who loves kites',
          isDefault: false,
          userId: TOO_BIG,
        },
      });
      expect(forParent.statusCode).toBe(400);
      expect(forParent.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'userId' });
      expect(await rows()).toEqual(before);
    });
  });

  it('answers 404 for a catalogue picture whose name cannot be a catalogue item', async () => {
    for (const url of [
      '/media/catalogue/v1/characters/-1/full.webp',
      '/media/catalogue/v1/locations/-garden/medium.webp',
      '/media/catalogue/v1/characters/-/thumbnail.webp',
    ]) {
      const response = await t.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
    }
  });

  it('never answered a 5xx', () => {
    expect(t.serverErrors).toEqual([]);
  });
});

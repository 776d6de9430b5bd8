import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stories } from '../src/db/schema.ts';
import { parent, postCatalogueStory } from './accounts-helper.ts';
import { createTestApp, target, type TestApp } from './helper.ts';

/** The story creation payload is bounded field by field, and a story keeps only what it is made from. */
describe(`story creation payload (${target})`, () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    // Family: 3 stories a week, so the accepted stories below stay within the weekly limit.
    token = (await parent(t, 'payload@example.com', { plan: 'family' })).token;
  });
  afterAll(async () => t.close());

  const storyCount = async () => (await t.handle.db.select({ n: count() }).from(stories))[0]!.n;

  it('refuses a 991 kB body of loose detail JSON, storing nothing', async () => {
    const before = await storyCount();
    const blob = Object.fromEntries(
      Array.from({ length: 990 }, (_, i) => [`key${i}`, { deeper: ['x'.repeat(980)] }]),
    );
    const response = await postCatalogueStory(t, token, { characterDetails: blob });
    expect(JSON.stringify({ characterDetails: blob }).length).toBeGreaterThan(990_000);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      message: 'What you sent is too large.',
      code: 'PAYLOAD_TOO_LARGE',
    });
    expect(await storyCount()).toBe(before);
  });

  it('refuses what the detail objects do not define, and over-long texts and lists, with 400', async () => {
    const before = await storyCount();
    const refused: Array<[Record<string, unknown>, string]> = [
      [{ characterDetails: { favouriteFood: 'dates' } }, 'characterDetails'],
      [
        { characterDetails: { appearance: { hairColor: { nested: { deeper: true } } } } },
        'characterDetails.appearance.hairColor',
      ],
      [{ characterDetails: { name: 'x'.repeat(201) } }, 'characterDetails.name'],
      [
        {
          characterDetails: {
            supportingCharacters: Array.from({ length: 4 }, () => ({ name: 'Sami' })),
          },
        },
        'characterDetails.supportingCharacters',
      ],
      [{ locationDetails: { weather: 'sunny', extra: 'x'.repeat(50_000) } }, 'locationDetails'],
      [
        { themeDetails: { emotions: ['joy', 'calm', 'hope', 'awe', 'love', 'wonder'] } },
        'themeDetails.emotions',
      ],
      [{ themeDetails: { secondaryThemes: [['nested']] } }, 'themeDetails.secondaryThemes.0'],
      [{ characters: Array.from({ length: 4 }, (_, i) => i + 1) }, 'characters'],
      [{ location: { name: 'y'.repeat(5_000) } }, 'location.name'],
      [{ topic: 'z'.repeat(201) }, 'topic'],
      [{ artStyle: 'a'.repeat(41) }, 'artStyle'],
    ];
    for (const [payload, field] of refused) {
      const response = await postCatalogueStory(t, token, payload);
      expect(response.statusCode, field).toBe(400);
      expect(response.json(), field).toMatchObject({ code: 'VALIDATION_FAILED', field });
    }
    expect(await storyCount()).toBe(before);
  });

  it('makes a normal story, and one with every optional field at its bound, keeping only the choices it is made from', async () => {
    const plain = await postCatalogueStory(t, token, {
      title: 'Moon Kite',
      storyDescription: 'A kite that flies to the moon',
    });
    expect(plain.statusCode).toBe(201);

    const text = (length: number) => 'ق'.repeat(length);
    const sketch = {
      name: text(200),
      gender: 'female',
      appearance: {
        hairColor: text(200),
        skinTone: text(200),
        clothing: text(200),
        eyeColor: text(200),
      },
    };
    const full = await postCatalogueStory(t, token, {
      title: text(120),
      storyDescription: text(500),
      topic: text(200),
      artStyle: text(40),
      englishVoice: 'default',
      arabicVoice: 'default',
      characters: [
        { id: 1, name: 'Sami', nameAr: 'سامي', description: 'dropped', imageUrl: '/media/x' },
      ],
      location: 'The garden',
      characterDetails: {
        ...sketch,
        mainCharacter: sketch,
        supportingCharacters: [sketch, sketch, sketch],
      },
      locationDetails: {
        name: text(200),
        description: text(500),
        time: 'dusk',
        environment: text(200),
        weather: text(200),
        significance: text(200),
      },
      themeDetails: {
        primaryTheme: text(200),
        secondaryThemes: Array.from({ length: 5 }, () => text(200)),
        moral: text(200),
        emotions: ['joy', 'calm'],
      },
    });
    expect(full.statusCode).toBe(201);

    const [row] = await t.handle.db
      .select({ request: stories.request })
      .from(stories)
      .where(eq(stories.id, full.json().id));
    expect(Object.keys(row!.request).sort()).toEqual([
      'ageGroup',
      'dialect',
      'length',
      'selectedCharacterIds',
      'selectedLocationId',
      'selectedThemeId',
      'storyDescription',
      'title',
    ]);
    expect(JSON.stringify(row!.request).length).toBeLessThan(2_000);
  });

  it('never answered a 5xx', () => {
    expect(t.serverErrors).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { buildStoryPayload, storyFormProblems } from './story-payload.ts';
import { defaultStorySettings } from './story-settings.ts';

const choices = {
  selectedCharacterIds: [4, 9],
  selectedLocationId: 2,
  theme: {},
  settings: defaultStorySettings,
};

describe('story payload', () => {
  it('carries the choices with the defaults of docs/product/validation.md', () => {
    expect(buildStoryPayload(choices)).toEqual({
      title: 'My Story',
      artStyle: 'cartoon',
      englishVoice: 'default',
      arabicVoice: 'default',
      ageGroup: '6-8',
      length: 5,
      dialect: 'standard',
      selectedCharacterIds: [4, 9],
      selectedLocationId: 2,
    });
  });

  it('sends the description or the theme, whichever the theme card chose', () => {
    expect(
      buildStoryPayload({
        ...choices,
        theme: { storyDescription: 'A kite that flies to the moon' },
      }),
    ).toMatchObject({ storyDescription: 'A kite that flies to the moon' });
    expect(buildStoryPayload({ ...choices, theme: { selectedThemeId: 7 } })).toMatchObject({
      selectedThemeId: 7,
    });
    expect(buildStoryPayload({ ...choices, theme: { selectedThemeId: 7 } })).not.toHaveProperty(
      'storyDescription',
    );
  });

  it('carries the settings of card 4', () => {
    const payload = buildStoryPayload({
      ...choices,
      settings: { ageGroup: '3-5', dialect: 'egyptian', length: 3 },
    });
    expect(payload).toMatchObject({ ageGroup: '3-5', dialect: 'egyptian', length: 3 });
  });

  it('finds no problem in a complete form', () => {
    expect(storyFormProblems(buildStoryPayload(choices))).toEqual([]);
  });

  it('asks for a character and a location, in the order of the form', () => {
    expect(
      storyFormProblems(
        buildStoryPayload({ ...choices, selectedCharacterIds: [], selectedLocationId: 0 }),
      ),
    ).toEqual(['story.charactersRequired', 'story.locationRequired']);
  });

  it('refuses a fourth character', () => {
    expect(
      storyFormProblems(buildStoryPayload({ ...choices, selectedCharacterIds: [1, 2, 3, 4] })),
    ).toEqual(['story.tooManyCharacters']);
  });

  it('refuses a page count outside 3 to 10', () => {
    expect(
      storyFormProblems(
        buildStoryPayload({ ...choices, settings: { ...defaultStorySettings, length: 11 } }),
      ),
    ).toEqual(['story.lengthRange']);
  });
});

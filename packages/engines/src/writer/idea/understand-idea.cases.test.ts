import { describe, expect, it } from 'vitest';
import type { StoryCharacterInput } from '../../types.ts';
import { understandIdea } from './understand-idea.ts';

const layla: StoryCharacterInput = {
  name: 'Layla',
  type: 'human',
  gender: 'female',
  age: 6,
  description: '',
};
const sami: StoryCharacterInput = {
  name: 'Sami',
  type: 'human',
  gender: 'male',
  age: 1,
  description: 'baby brother',
};
const bobo: StoryCharacterInput = {
  name: 'Bobo',
  type: 'animal',
  species: 'cat',
  gender: 'male',
  description: '',
};
const huda: StoryCharacterInput = {
  name: 'Grandma Huda',
  nameAr: 'الجدّة هدى',
  type: 'human',
  gender: 'female',
  age: 70,
  description: '',
};

describe('understandIdea', () => {
  it('finds the situation, the people with their roles and the place, and links them to the chosen characters', () => {
    const u = understandIdea('learning to share toys with a baby brother', {
      characters: [layla, sami],
      ageGroup: '6-8',
    });
    expect(u.situation).toBe('sharing-sibling');
    expect(u.people).toEqual([
      expect.objectContaining({
        role: 'baby-brother',
        gender: 'male',
        baby: true,
        character: 'Sami',
      }),
    ]);
    expect(u.objects.map((o) => o.key)).toEqual(['toy']);
    expect(u.sensitive).toBe(false);
  });

  it('names a city properly in every language and finds grandma in Fusha and in each dialect', () => {
    for (const text of [
      'نريد قصة عن زيارة الجدة في الإسكندرية',
      'رحلة لتيتة في اسكندرية',
      'a trip to grandma in Alexandria',
    ]) {
      const u = understandIdea(text, { characters: [layla, huda] });
      expect(u.situation, text).toBe('visiting-grandparents');
      expect(u.place?.key, text).toBe('alexandria');
      expect(u.place?.words?.ar, text).toContain('الْإِسْكَنْدَرِيَّةُ');
      expect(
        u.people.map((p) => [p.role, p.character]),
        text,
      ).toEqual([['grandmother', 'Grandma Huda']]);
    }
  });

  it('reads جدة as Jeddah after a verb of going and as grandma with the article or a suffix', () => {
    expect(understandIdea('بنسافر جدة عند يدتي').place?.key).toBe('jeddah');
    expect(understandIdea('زيارة الجدة').people.map((p) => p.role)).toEqual(['grandmother']);
    expect(understandIdea('جدتي مريضة').situation).toBe('sick-grandparent');
  });

  it('tells a loss gently: a sensitive situation with a grieving tone', () => {
    const u = understandIdea('our cat died and my daughter is sad', { characters: [layla, bobo] });
    expect(u).toMatchObject({
      situation: 'pet-death',
      sensitive: true,
      tone: 'gentle-grief',
      feeling: 'sad',
      child: { gender: 'female', character: 'Layla' },
    });
    expect(u.people).toEqual([
      expect.objectContaining({ role: 'pet', species: 'cat', character: 'Bobo' }),
    ]);
  });

  it('keeps a loss gentle even when no situation fits', () => {
    const u = understandIdea('the old tree in our garden died in the storm, it was very old');
    expect(u.sensitive || u.tone === 'gentle-grief').toBe(true);
  });

  it("still returns the idea's own people, place and objects when no situation fits", () => {
    const u = understandIdea('Layla and her friend Omar build a sandcastle at the beach in Dubai', {
      characters: [layla],
    });
    expect(u.situation).toBeNull();
    expect(u.confidence).toBe(0);
    expect(u.people).toEqual([expect.objectContaining({ role: 'friend', name: 'Omar' })]);
    expect(u.places.map((p) => p.key ?? p.kind)).toEqual(
      expect.arrayContaining(['beach', 'dubai']),
    );
    expect(u.place?.key).toBe('dubai');
    expect(u.objects.map((o) => o.key)).toEqual(['sandcastle']);
  });

  it('keeps a place it does not know as typed, in English only', () => {
    const u = understandIdea('a weekend trip to Ras El Bar with the cousins');
    expect(u.places).toEqual(
      expect.arrayContaining([expect.objectContaining({ typed: 'Ras El Bar', words: null })]),
    );
  });

  it("reads a friend's name and gender in Arabic", () => {
    const u = understandIdea('صاحبتها سارة هتسافر دبي');
    expect(u.situation).toBe('friend-moving-away');
    expect(u.people).toEqual([
      expect.objectContaining({ role: 'friend', gender: 'female', name: 'ساره' }),
    ]);
    expect(u.variety).toBe('egyptian');
  });

  it('tells the varieties apart by their own words', () => {
    expect(understandIdea('بنتي بتخاف من الضلمة').variety).toBe('egyptian');
    expect(understandIdea('ابني بيخاف من العتمة وما بدو ينام').variety).toBe('levantine');
    expect(understandIdea('ولدي يخاف من الظلام وما يبي ينام بروحه').variety).toBe('gulf');
    expect(understandIdea('ابني يخاف من الظلام').variety).toBe('fusha');
    expect(understandIdea('my son is scared of the dark').variety).toBeNull();
  });

  it('is more sure when the idea says more, and claims nothing for an empty idea', () => {
    const weak = understandIdea('school');
    const strong = understandIdea(
      'my son starts school tomorrow, first day of kindergarten, he is nervous',
    );
    expect(strong.confidence).toBeGreaterThan(weak.confidence);
    expect(understandIdea('')).toMatchObject({
      situation: null,
      people: [],
      places: [],
      objects: [],
      confidence: 0,
      language: 'none',
    });
  });

  it("returns structured data only: none of the parent's sentence comes back", () => {
    const text = 'my daughter Mariam is scared of the dark since we moved to the new flat in Cairo';
    const out = JSON.stringify(understandIdea(text));
    const words = text.split(' ');
    for (let i = 0; i + 3 <= words.length; i++)
      expect(out).not.toContain(words.slice(i, i + 3).join(' '));
  });

  it('is deterministic', () => {
    const text = 'ابني غيران اوي من اخوه الصغير';
    expect(understandIdea(text)).toEqual(understandIdea(text));
  });
});

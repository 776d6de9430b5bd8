import { describe, expect, it } from 'vitest';
import { resolveTheme } from './theme-resolve.ts';

describe('resolveTheme', () => {
  it.each([
    ['Friendship', 'friendship'],
    ['Bravery', 'courage'],
    ['Telling the truth', 'honesty'],
    ['Generosity', 'sharing'],
    ['Kindness to Animals', 'kindness_animals'],
    ['Ramadan Nights', 'ramadan'],
    ['Eid al-Fitr', 'eid'],
    ['Love of family', 'family'],
    ['Science and discovery', 'curiosity'],
    ['Protecting the environment', 'nature'],
    ['Learning to wait', 'patience'],
    ['Being thankful', 'gratitude'],
    ['رمضان كريم', 'ramadan'],
    ['الصبر', 'patience'],
    ['Space pirates', 'friendship'],
  ])('maps the theme %s to %s', (theme, key) => {
    expect(resolveTheme(theme, undefined)).toBe(key);
  });

  it("lets the parent's description decide over the chosen theme", () => {
    expect(resolveTheme('Friendship', 'My son is afraid to sing in front of his class')).toBe(
      'courage',
    );
    expect(resolveTheme('Eid', 'a bedtime story about my daughter')).toBe('eid');
  });
});

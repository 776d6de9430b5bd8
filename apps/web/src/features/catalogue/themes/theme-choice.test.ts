import { describe, expect, it } from 'vitest';
import {
  emptyThemeChoice,
  isThemeIgnored,
  pickSpark,
  storyThemeFields,
  type ThemeChoice,
} from './theme-choice.ts';

const kindness = { nameEn: 'Kindness', nameAr: 'اللطف', iconUrl: '/theme-icons/kindness.svg' };
const withTheme: ThemeChoice = { themeId: 4, description: '', theme: kindness };

describe('the theme choice', () => {
  it('ignores a selected theme once the parent has a description', () => {
    expect(isThemeIgnored({ ...withTheme, description: 'Two friends plant a garden' })).toBe(true);
    expect(isThemeIgnored(withTheme)).toBe(false);
    expect(isThemeIgnored({ ...withTheme, description: '   ' })).toBe(false);
    expect(
      isThemeIgnored({ ...emptyThemeChoice, description: 'A dragon who is afraid of the dark' }),
    ).toBe(false);
  });

  it('sends the description instead of the theme, and the theme only without a description', () => {
    expect(
      storyThemeFields({ ...withTheme, description: '  Two friends plant a garden ' }),
    ).toEqual({ storyDescription: 'Two friends plant a garden' });
    expect(storyThemeFields(withTheme)).toEqual({ selectedThemeId: 4 });
    expect(storyThemeFields(emptyThemeChoice)).toEqual({});
  });

  it('picks one of the theme’s sparks at random and passes it through the anonymiser', () => {
    const theme = { storySparks: ['Layla shares her lunch', 'Omar helps a lost kitten'] };
    const neutralise = (text: string) => text.replace(/Layla|Omar/, 'a curious child');
    expect(pickSpark(theme, neutralise, () => 0)).toBe('a curious child shares her lunch');
    expect(pickSpark(theme, neutralise, () => 0.99)).toBe('a curious child helps a lost kitten');
  });

  it('has no spark for a theme without any', () => {
    expect(pickSpark({ storySparks: [] }, (text) => text)).toBeNull();
    expect(pickSpark({ storySparks: [' '] }, (text) => text)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import type { StoryPage } from '@qamar/shared';
import {
  pageNarration,
  pageText,
  primaryReadingLanguage,
  readingLanguages,
  storyMoral,
} from './reading-language.ts';

const page = (dialect: string | null): StoryPage => ({
  index: 0,
  imageUrl: null,
  imageMedium: null,
  imageThumbnail: null,
  contentEn: 'Good night',
  contentAr: 'تُصْبِحُ عَلَى خَيْرٍ',
  contentDialect: dialect,
  narrationEnUrl: '/media/en.mp3',
  narrationArUrl: null,
  narrationDialectUrl: null,
  narrations: {
    en: null,
    ar: { url: '/media/ar.mp3', durationMs: 1000, words: [{ word: 'تُصْبِحُ', startMs: 0 }] },
    dialect: null,
  },
});

describe('reading language', () => {
  it('offers the dialect only when the story has one with its text', () => {
    expect(
      readingLanguages({ dialect: 'egyptian', pages: [page('تصبح على خير يا حبيبي')] }),
    ).toEqual(['dialect', 'ar', 'en']);
    expect(readingLanguages({ dialect: 'egyptian', pages: [page(null)] })).toEqual(['ar', 'en']);
    expect(readingLanguages({ dialect: 'standard', pages: [page(null)] })).toEqual(['ar', 'en']);
  });

  it('opens in the primary language: dialect, Fusha for standard, English for english', () => {
    expect(primaryReadingLanguage({ dialect: 'lebanese', pages: [page('x')] })).toBe('dialect');
    expect(primaryReadingLanguage({ dialect: 'standard', pages: [page(null)] })).toBe('ar');
    expect(primaryReadingLanguage({ dialect: 'english', pages: [page(null)] })).toBe('en');
  });

  it('reads the text, narration and moral of the chosen language', () => {
    expect(pageText(page('يا حبيبي'), 'dialect')).toBe('يا حبيبي');
    expect(pageText(page(null), 'dialect')).toBe('تُصْبِحُ عَلَى خَيْرٍ');
    expect(pageNarration(page(null), 'ar')?.words).toHaveLength(1);
    expect(pageNarration(page(null), 'en')).toEqual({ url: '/media/en.mp3', words: [] });
    expect(pageNarration(page(null), 'dialect')).toBeNull();
    expect(storyMoral({ moralEn: 'Be kind', moralAr: 'كُنْ لَطِيفًا' }, 'dialect')).toBe('كُنْ لَطِيفًا');
  });
});

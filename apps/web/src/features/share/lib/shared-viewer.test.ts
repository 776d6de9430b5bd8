import { describe, expect, it } from 'vitest';
import type { SharedStoryResponse, StoryPage } from '@qamar/shared';
import { isNearViewLimit, sharedLanguages, showsPromotion } from './shared-viewer.ts';

const page = (contentDialect: string | null): StoryPage => ({
  index: 0,
  imageUrl: null,
  imageMedium: null,
  imageThumbnail: null,
  contentEn: 'Once upon a time',
  contentAr: 'كَانَ يَا مَا كَانَ',
  contentDialect,
  narrationEnUrl: null,
  narrationArUrl: null,
  narrationDialectUrl: null,
  narrations: { en: null, ar: null, dialect: null },
});
const shared = (dialect: SharedStoryResponse['story']['dialect'], pages: StoryPage[]) => ({
  story: {
    id: 1,
    ageGroup: '6-8' as const,
    dialect,
    title: 'T',
    titleEn: 'T',
    titleAr: null,
    titleDialect: null,
    moralEn: null,
    moralAr: null,
  },
  pages,
});

describe('the shared viewer', () => {
  it('warns only once the views used exceed 80 % of the limit', () => {
    expect(isNearViewLimit(40, 50)).toBe(false);
    expect(isNearViewLimit(41, 50)).toBe(true);
    expect(isNearViewLimit(200, 250)).toBe(false);
    expect(isNearViewLimit(201, 250)).toBe(true);
    expect(isNearViewLimit(0, 0)).toBe(false);
  });

  it('shows the promotion to visitors from page index 2, never to signed-in readers', () => {
    expect(showsPromotion(false, 1)).toBe(false);
    expect(showsPromotion(false, 2)).toBe(true);
    expect(showsPromotion(false, 5)).toBe(true);
    expect(showsPromotion(true, 5)).toBe(false);
  });

  it('offers English and Arabic, and the dialect only for a spoken dialect that has its text', () => {
    expect(sharedLanguages(shared('standard', [page(null)]))).toEqual(['en', 'ar']);
    expect(sharedLanguages(shared('english', [page(null)]))).toEqual(['en', 'ar']);
    expect(sharedLanguages(shared('egyptian', [page(null)]))).toEqual(['en', 'ar']);
    expect(sharedLanguages(shared('egyptian', [page('كان فيه مرة')]))).toEqual([
      'en',
      'ar',
      'dialect',
    ]);
  });
});

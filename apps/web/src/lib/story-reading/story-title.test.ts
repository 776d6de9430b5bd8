import { describe, expect, it } from 'vitest';
import { storyTitle } from './story-title.ts';

describe('story title', () => {
  it('reads Arabic from titleAr, then titleEn, then title', () => {
    expect(storyTitle({ title: 'My Story', titleEn: 'The Moon', titleAr: 'القمر' }, 'ar')).toBe(
      'القمر',
    );
    expect(storyTitle({ title: 'My Story', titleEn: 'The Moon', titleAr: null }, 'ar')).toBe(
      'The Moon',
    );
    expect(storyTitle({ title: 'My Story', titleEn: ' ', titleAr: '' }, 'ar')).toBe('My Story');
  });

  it('reads English from titleEn, then title, never the Arabic', () => {
    expect(storyTitle({ title: 'My Story', titleEn: 'The Moon', titleAr: 'القمر' }, 'en')).toBe(
      'The Moon',
    );
    expect(storyTitle({ title: 'My Story', titleEn: null, titleAr: 'القمر' }, 'en')).toBe(
      'My Story',
    );
  });

  it('has no title when none is set, so the page says Untitled Story', () => {
    expect(storyTitle({ title: '', titleEn: null, titleAr: null }, 'en')).toBeUndefined();
    expect(storyTitle({ title: '', titleEn: null, titleAr: null }, 'ar')).toBeUndefined();
  });
});

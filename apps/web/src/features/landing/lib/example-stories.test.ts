import { describe, expect, it } from 'vitest';
import type { StoryCard } from '@qamar/shared';
import { exampleStories } from './example-stories.ts';

const card = (id: number, featured = false): StoryCard => ({
  id,
  title: `Story ${id}`,
  titleEn: `Story ${id}`,
  titleAr: null,
  description: null,
  dialect: 'standard',
  ageGroup: '6-8',
  length: 5,
  status: 'complete',
  thumbnailUrl: null,
  firstPageImage: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  publishedAt: featured ? null : '2026-11-01T00:00:00.000Z',
  featured,
});
const ids = (stories: StoryCard[]) => stories.map((story) => story.id);

describe('the landing page’s example stories', () => {
  it('prefers featured stories, then fills with public ones, three at most, each once', () => {
    const publicStories = { stories: [card(1, true), card(5), card(6), card(7)] };
    expect(ids(exampleStories({ featuredStories: [card(1, true)], publicStories }))).toEqual([
      1, 5, 6,
    ]);
    expect(
      ids(
        exampleStories({
          featuredStories: [card(1, true), card(2, true), card(3, true), card(4, true)],
          publicStories,
        }),
      ),
    ).toEqual([1, 2, 3]);
  });

  it('reads public stories given as a plain list, as docs/product/data.md allows', () => {
    expect(ids(exampleStories({ featuredStories: [], publicStories: [card(8), card(9)] }))).toEqual(
      [8, 9],
    );
  });

  it('answers nothing when there is no data or no story, so the sample cards show', () => {
    expect(exampleStories(undefined)).toEqual([]);
    expect(exampleStories({ featuredStories: [], publicStories: { stories: [] } })).toEqual([]);
    expect(exampleStories({ featuredStories: null, publicStories: null })).toEqual([]);
  });
});

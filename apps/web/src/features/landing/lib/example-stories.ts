import type { StoryCard } from '@qamar/shared';

/** At most this many example cards on the landing page (docs/product/limits.md). */
export const EXAMPLE_COUNT = 3;

/** The landing data as docs/product/data.md describes it: publicStories is a page of stories, or (older answers) a plain list. */
export interface LandingStories {
  featuredStories?: StoryCard[] | null;
  publicStories?: { stories: StoryCard[] } | StoryCard[] | null;
}

/**
 * The stories the landing page shows (docs/product/data.md "Landing data"): featured ones first, then
 * public ones, each once, the first three. Empty means the built-in sample cards show instead.
 */
export function exampleStories(data: LandingStories | undefined): StoryCard[] {
  if (!data) return [];
  const publicList = Array.isArray(data.publicStories)
    ? data.publicStories
    : (data.publicStories?.stories ?? []);
  const seen = new Set<number>();
  const picked: StoryCard[] = [];
  for (const story of [...(data.featuredStories ?? []), ...publicList]) {
    if (seen.has(story.id)) continue;
    seen.add(story.id);
    picked.push(story);
    if (picked.length === EXAMPLE_COUNT) break;
  }
  return picked;
}

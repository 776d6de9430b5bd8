import { and, eq, isNotNull, isNull, or } from 'drizzle-orm';
import type { Language, LandingData, StoryVisibility } from '@qamar/shared';
import { stories, type StoryRow } from '../db/schema.ts';

/**
 * Complete stories anyone may read: published by their owner or featured by an admin (docs/community.md),
 * left visible by moderation (not waiting for an admin's approval, hidden by reports or removed), and
 * whose owner's account is not disabled by an admin.
 */
export const publicStories = and(
  eq(stories.status, 'complete'),
  or(isNotNull(stories.publishedAt), isNotNull(stories.featuredAt)),
  eq(stories.moderation, 'visible'),
  isNull(stories.ownerDisabledAt),
);

export type PublicFields = Pick<
  StoryRow,
  'status' | 'publishedAt' | 'featuredAt' | 'moderation' | 'ownerDisabledAt'
>;

export const isPublicStory = (story: PublicFields) =>
  story.status === 'complete' &&
  (story.publishedAt !== null || story.featuredAt !== null) &&
  story.moderation === 'visible' &&
  story.ownerDisabledAt === null;

export const visibilityOf = (
  story: Pick<StoryRow, 'id' | 'publishedAt' | 'featuredAt'>,
): StoryVisibility => ({
  id: story.id,
  publishedAt: story.publishedAt?.toISOString() ?? null,
  featured: story.featuredAt !== null,
});

declare module 'fastify' {
  interface FastifyInstance {
    /** The landing page's answers (one per process): every feature that changes what is public clears it. */
    landingCache: LandingCache;
  }
}

export interface LandingCache {
  /** The landing data in a language: kept for `ttlMs`, computed by `load` otherwise. */
  get: (language: Language, load: () => Promise<LandingData>) => Promise<LandingData>;
  /** Called whenever a story is published, withdrawn, featured, unfeatured, deleted, hidden or moderated, or a testimonial decided. */
  clear: () => void;
}

/**
 * The landing page's answer per interface language. Every visitor of the home page asks for it;
 * it changes only when a story's visibility does. The time limit covers changes this process
 * does not see (another API process, an account deleted with its stories).
 */
export function createLandingCache(now: () => Date, ttlMs = 60_000): LandingCache {
  const answers = new Map<Language, { at: number; data: LandingData }>();
  let generation = 0;
  return {
    async get(language, load) {
      const kept = answers.get(language);
      if (kept && now().getTime() - kept.at < ttlMs) return kept.data;
      const started = generation;
      const data = await load();
      // A change during the load would otherwise be hidden by the answer read before it.
      if (started === generation) answers.set(language, { at: now().getTime(), data });
      return data;
    },
    clear() {
      generation += 1;
      answers.clear();
    },
  };
}

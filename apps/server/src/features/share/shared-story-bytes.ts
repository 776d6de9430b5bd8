import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sharedStoryResponse, type AgeGroup, type Dialect, type Language } from '@qamar/shared';
import { stories, storyPages } from '../../db/schema.ts';
import { mediaExpiry } from '../../media/media-grants.ts';
import { shareGrant } from '../../story-views/share-links.ts';
import { toStoryPage } from '../../story-views/story.mappers.ts';
import type { LinkView } from './view-count.ts';

/** The end of a shared story's answer, as bytes: with its pages, and without (`head`). */
export interface SharedStory {
  full: Buffer;
  head: Buffer;
}

/**
 * A shared story is complete and no longer changes, and every visitor of a link gets the same
 * pages: its JSON is kept as the UTF-8 bytes that end every answer (`,"story":…,"pages":[…]}`),
 * so a view costs one statement and one copy. The pages' media addresses are signed for the link
 * and expire with the hour (docs/decisions/012), so the bytes are kept per story, language, link
 * and expiry (the most recent 200). `head` is the same without the pages: what a load that
 * counts no view gets.
 */
export function sharedStories(app: FastifyInstance) {
  const cache = new Map<string, SharedStory>();
  return async (
    view: LinkView,
    token: string,
    language: Language,
  ): Promise<SharedStory | undefined> => {
    const expiresAt = mediaExpiry(app.now());
    const key = `${view.storyId}:${language}:${view.id}:${token}:${expiresAt}`;
    const cached = cache.get(key);
    if (cached) return cached;
    const [story] = await app.db.select().from(stories).where(eq(stories.id, view.storyId));
    if (!story) return undefined;
    const pages = await app.db
      .select()
      .from(storyPages)
      .where(eq(storyPages.storyId, story.id))
      .orderBy(asc(storyPages.index));
    const url = app.mediaUrls(shareGrant(view.id, token), expiresAt);
    const part = sharedStoryResponse.omit({ shareInfo: true }).parse({
      story: {
        id: story.id,
        ageGroup: story.ageGroup as AgeGroup,
        dialect: story.dialect as Dialect,
        title:
          language === 'ar'
            ? (story.titleAr ?? story.titleEn ?? story.title)
            : (story.titleEn ?? story.title),
        titleEn: story.titleEn,
        titleAr: story.titleAr,
        titleDialect: story.titleDialect,
        moralEn: story.moralEn,
        moralAr: story.moralAr,
      },
      pages: pages.map((page) => toStoryPage(page, url)),
    });
    const tail = (value: object) => Buffer.from(`,${JSON.stringify(value).slice(1)}`);
    const entry = { full: tail(part), head: tail({ story: part.story, pages: [] }) };
    if (cache.size >= 200) cache.delete(cache.keys().next().value as string);
    cache.set(key, entry);
    return entry;
  };
}

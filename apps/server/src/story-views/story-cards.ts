import { and, eq, inArray } from 'drizzle-orm';
import type { Language, StoryCard } from '@qamar/shared';
import type { Database } from '../db/client.ts';
import { storyPages, type StoryRow } from '../db/schema.ts';
import type { MediaUrl } from '../media/media-grants.ts';
import { toStoryCard } from './story.mappers.ts';

/** Cards of a list of stories, each with its first page's picture, in one query for all of them; `publicCopy`: as others see them. */
export async function toStoryCards(
  db: Database,
  rows: StoryRow[],
  language: Language,
  url: MediaUrl,
  publicCopy = false,
): Promise<StoryCard[]> {
  const firstPages = rows.length
    ? await db
        .select({ storyId: storyPages.storyId, pictureKey: storyPages.pictureKey })
        .from(storyPages)
        .where(
          and(
            inArray(
              storyPages.storyId,
              rows.map((row) => row.id),
            ),
            eq(storyPages.index, 0),
          ),
        )
    : [];
  const pictureOf = new Map(firstPages.map((row) => [row.storyId, row.pictureKey]));
  return rows.map((row) =>
    toStoryCard(row, pictureOf.get(row.id) ?? null, language, url, publicCopy),
  );
}

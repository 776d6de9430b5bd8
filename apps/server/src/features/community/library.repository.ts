import { and, asc, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import {
  searchTsQuery,
  type communityQuery,
  type CommunityList,
  type CommunityStory,
  type Language,
} from '@qamar/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { stories, storyPages, storySaves, storyShares, themes, users } from '../../db/schema.ts';
import type { MediaUrl } from '../../media/media-grants.ts';
import { authorName, likedSql, type StoryReader } from '../../story-views/story-community.ts';
import { publicStories } from '../../story-views/story-visibility.ts';
import { toStoryCard } from '../../story-views/story.mappers.ts';

type Query = z.output<typeof communityQuery>;

/** When a story became public: its publication (a story featured without one, its featuring). */
const publicSince = sql`coalesce(${stories.publishedAt}, ${stories.featuredAt})`;

/** Share-link views plus library and forum reads, with the story's link joined (the page's statement joins it). */
const joinedViews = sql`(${stories.libraryReads} + coalesce(${storyShares.viewCount}, 0))`;

function orderOf(query: Pick<Query, 'sort' | 'shelf'>): SQL[] {
  switch (query.sort) {
    case 'popular':
      return [desc(stories.likesCount), desc(joinedViews), desc(publicSince), desc(stories.id)];
    case 'oldest':
      return [asc(publicSince), asc(stories.id)];
    case 'recent':
      // The featured shelf shows the latest choices of the team first.
      return query.shelf === 'featured'
        ? [desc(stories.featuredAt), desc(stories.id)]
        : [desc(publicSince), desc(stories.id)];
  }
}

/** What narrows the library: the search (the folded words, each as a prefix, all of them), the filters, the shelf. */
function filtersOf(query: Query): SQL[] {
  const filters: SQL[] = [publicStories!];
  const tsquery = searchTsQuery(query.q);
  // The query text is a bound parameter; `searchTsQuery` leaves nothing in it a tsquery reads as syntax but its own `:*`, `&`, `|` and brackets.
  if (tsquery) filters.push(sql`${stories.searchVector} @@ to_tsquery('simple', ${tsquery})`);
  if (query.ageGroup) filters.push(eq(stories.ageGroup, query.ageGroup));
  if (query.dialect) filters.push(eq(stories.dialect, query.dialect));
  if (query.themeId) filters.push(eq(stories.themeId, query.themeId));
  if (query.shelf === 'featured') filters.push(isNotNull(stories.featuredAt));
  return filters;
}

interface Page {
  page: number;
  pageSize: number;
}

/**
 * One page of public stories as the community's cards, in one statement: first the page's stories
 * and the number of matches (the filters, the search and the order over the stories and their
 * links alone), then for those few the public titles, the author's display name, the theme in the
 * reader's language, the counters, whether the reader likes or saved each one and its first picture.
 */
async function cards(
  db: Database,
  where: SQL,
  order: SQL[],
  page: Page,
  reader: StoryReader,
  language: Language,
  url: MediaUrl,
  from: 'stories' | 'saves',
): Promise<CommunityList> {
  const me = reader.user?.id ?? 0;
  const matches =
    from === 'saves'
      ? db
          .select({ id: stories.id, total: sql<number>`count(*) over ()`.as('total') })
          .from(storySaves)
          .innerJoin(stories, eq(stories.id, storySaves.storyId))
      : db
          .select({ id: stories.id, total: sql<number>`count(*) over ()`.as('total') })
          .from(stories);
  const pageRows = matches
    .leftJoin(storyShares, eq(storyShares.storyId, stories.id))
    .where(where)
    .orderBy(...order)
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize)
    .as('page');
  const rows = await db
    .select({
      story: stories,
      displayName: users.displayName,
      themeEn: themes.nameEn,
      themeAr: themes.nameAr,
      views: sql<number>`${joinedViews}::int`,
      liked: likedSql(me),
      saved: sql<boolean>`${storySaves.storyId} is not null`,
      picture: sql<
        string | null
      >`(select ${storyPages.pictureKey} from ${storyPages} where ${storyPages.storyId} = ${stories.id} and ${storyPages.index} = 0)`,
      total: pageRows.total,
    })
    .from(pageRows)
    .innerJoin(stories, eq(stories.id, pageRows.id))
    .leftJoin(storyShares, eq(storyShares.storyId, stories.id))
    .leftJoin(storySaves, and(eq(storySaves.storyId, stories.id), eq(storySaves.userId, me)))
    .leftJoin(users, eq(users.id, stories.userId))
    .leftJoin(themes, eq(themes.id, stories.themeId))
    .orderBy(...order);
  // Past the last page there is no row to carry the total: count it alone.
  const total = rows[0]
    ? Number(rows[0].total)
    : page.page > 1
      ? await countOf(db, where, from)
      : 0;
  const list: CommunityStory[] = rows.map((row) => ({
    ...toStoryCard(row.story, row.picture, language, url, true),
    author: authorName(row.displayName, language),
    theme: (language === 'ar' ? row.themeAr : row.themeEn) ?? row.story.themeName,
    likes: row.story.likesCount,
    comments: row.story.commentsCount,
    views: Number(row.views),
    liked: row.liked,
    saved: row.saved,
    isOwner: reader.user
      ? row.story.userId === reader.user.id
      : reader.admin
        ? row.story.adminId === reader.admin.id
        : false,
  }));
  return { stories: list, total, page: page.page, pageSize: page.pageSize };
}

async function countOf(db: Database, where: SQL, from: 'stories' | 'saves'): Promise<number> {
  const base =
    from === 'saves'
      ? db
          .select({ n: sql<number>`count(*)` })
          .from(storySaves)
          .innerJoin(stories, eq(stories.id, storySaves.storyId))
      : db.select({ n: sql<number>`count(*)` }).from(stories);
  return Number((await base.where(where))[0]?.n ?? 0);
}

/** The library and the forum: public stories, searched, filtered and sorted. */
export function communityStories(
  db: Database,
  query: Query,
  reader: StoryReader,
  language: Language,
  url: MediaUrl,
): Promise<CommunityList> {
  return cards(
    db,
    and(...filtersOf(query))!,
    orderOf(query),
    query,
    reader,
    language,
    url,
    'stories',
  );
}

/** A parent's saved stories that are still public, the latest saved first. */
export function savedStories(
  db: Database,
  userId: number,
  page: Page,
  language: Language,
  url: MediaUrl,
  reader: StoryReader,
): Promise<CommunityList> {
  return cards(
    db,
    and(eq(storySaves.userId, userId), publicStories)!,
    [desc(storySaves.createdAt), desc(stories.id)],
    page,
    reader,
    language,
    url,
    'saves',
  );
}

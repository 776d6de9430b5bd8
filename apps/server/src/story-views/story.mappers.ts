import {
  isMessageKey,
  translateMessage,
  type StoryModeration,
  type AgeGroup,
  type Dialect,
  type Language,
  type Story,
  type StoryCard,
  type StoryPage,
  type StoryStatus,
} from '@qamar/shared';
import type { WriterInput } from '@qamar/engines';
import type { PageRow, StoredNarration, StoryRow } from '../db/schema.ts';
import type { MediaUrl } from '../media/media-grants.ts';
import { publicView } from './public-view.ts';

const picture = (url: MediaUrl, key: string | null, size: 'full' | 'medium' | 'thumbnail') =>
  key ? url(`${key}/${size}.webp`) : null;

const narration = (url: MediaUrl, stored: StoredNarration | null) =>
  stored ? { url: url(stored.key), durationMs: stored.durationMs, words: stored.words } : null;

/** The title in the caller's language (docs/product/data.md fallbacks; the web app adds 'Untitled story'). */
const titleIn = (story: StoryRow, language: Language) =>
  language === 'ar'
    ? (story.titleAr ?? story.titleEn ?? story.title)
    : (story.titleEn ?? story.title);

/**
 * `url` gives the addresses of its pictures under the grant the caller was found to have (owner,
 * public…); `publicCopy`: the titles others read (hidden names swapped).
 */
export function toStoryCard(
  row: StoryRow,
  firstPicture: string | null,
  language: Language,
  url: MediaUrl,
  publicCopy = false,
): StoryCard {
  const story = publicCopy ? publicView(row, []).story : row;
  return {
    id: story.id,
    title: titleIn(story, language),
    titleEn: story.titleEn,
    titleAr: story.titleAr,
    description: story.description,
    dialect: story.dialect as Dialect,
    ageGroup: story.ageGroup as AgeGroup,
    length: story.length,
    status: story.status as StoryStatus,
    thumbnailUrl: picture(url, firstPicture, 'thumbnail'),
    firstPageImage: picture(url, firstPicture, 'medium'),
    createdAt: story.createdAt.toISOString(),
    publishedAt: story.publishedAt?.toISOString() ?? null,
    featured: story.featuredAt !== null,
    moderation: story.moderation as StoryModeration,
    ...(publicCopy ? {} : { moderationReason: story.moderationReason }),
  };
}

export function toStoryPage(page: PageRow, url: MediaUrl): StoryPage {
  const narrations = {
    en: narration(url, page.narrationEn),
    ar: narration(url, page.narrationAr),
    dialect: narration(url, page.narrationDialect),
  };
  return {
    index: page.index,
    imageUrl: picture(url, page.pictureKey, 'full'),
    imageMedium: picture(url, page.pictureKey, 'medium'),
    imageThumbnail: picture(url, page.pictureKey, 'thumbnail'),
    contentEn: page.textEn,
    contentAr: page.textAr,
    contentDialect: page.textDialect,
    narrationEnUrl: narrations.en?.url ?? null,
    narrationArUrl: narrations.ar?.url ?? null,
    narrationDialectUrl: narrations.dialect?.url ?? null,
    narrations,
  };
}

/** A stored reason (a message key) in the reader's language. */
export const errorText = (story: StoryRow, language: Language) =>
  story.error
    ? isMessageKey(story.error)
      ? translateMessage(story.error, language)
      : story.error
    : null;

/** `publicCopy`: the story as others read it (public-view.ts); the owner, admins and share links read the private one. */
export function toStory(
  row: StoryRow,
  rowPages: PageRow[],
  isOwner: boolean,
  language: Language,
  url: MediaUrl,
  publicCopy = false,
): Story {
  const { story, pages } = publicCopy ? publicView(row, rowPages) : { story: row, pages: rowPages };
  const input = story.input as unknown as WriterInput;
  return {
    ...toStoryCard(story, pages[0]?.pictureKey ?? null, language, url, publicCopy),
    titleDialect: story.titleDialect,
    moralEn: story.moralEn,
    moralAr: story.moralAr,
    error: errorText(story, language),
    isOwner,
    theme: story.themeName,
    characters: input.characters.map((c) => ({ name: c.name, nameAr: c.nameAr ?? null })),
    location: { name: input.location.name, nameAr: input.location.nameAr ?? null },
    pages: pages.map((page) => toStoryPage(page, url)),
  };
}

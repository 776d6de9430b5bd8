import { z } from 'zod';
import { dialects } from '../dialects.ts';
import { storyModerations } from './moderation.ts';
import { ageGroups, storyStatuses } from './stories.ts';

/**
 * A story as it is read: its pages (text, pictures, narration and word timings), its card and the
 * lists of cards.
 */
export const wordTiming = z.object({ word: z.string(), startMs: z.number().int() });
export type WordTimingItem = z.infer<typeof wordTiming>;

const narration = z
  .object({ url: z.string(), durationMs: z.number().int(), words: z.array(wordTiming) })
  .nullable();

export const storyPage = z.object({
  index: z.number().int(),
  imageUrl: z.string().nullable(),
  imageMedium: z.string().nullable(),
  imageThumbnail: z.string().nullable(),
  contentEn: z.string(),
  contentAr: z.string(),
  contentDialect: z.string().nullable(),
  narrationEnUrl: z.string().nullable(),
  narrationArUrl: z.string().nullable(),
  narrationDialectUrl: z.string().nullable(),
  narrations: z.object({ en: narration, ar: narration, dialect: narration }),
});
export type StoryPage = z.infer<typeof storyPage>;

export const storyCard = z.object({
  id: z.number().int(),
  title: z.string(),
  titleEn: z.string().nullable(),
  titleAr: z.string().nullable(),
  description: z.string().nullable(),
  dialect: z.enum(dialects),
  ageGroup: z.enum(ageGroups),
  length: z.number().int(),
  status: z.enum(storyStatuses),
  thumbnailUrl: z.string().nullable(),
  firstPageImage: z.string().nullable(),
  createdAt: z.string(),
  /** When the owner published it to the library (null: private). */
  publishedAt: z.string().nullable(),
  /** Chosen by an admin for the landing page and the library. */
  featured: z.boolean(),
  /** Where the community's moderation stands (the owner's lists show it). */
  moderation: z.enum(storyModerations).optional(),
  /** The admin's reason for removing or hiding it, for the owner only. */
  moderationReason: z.string().nullable().optional(),
});
export type StoryCard = z.infer<typeof storyCard>;

export const story = storyCard.extend({
  titleDialect: z.string().nullable(),
  moralEn: z.string().nullable(),
  moralAr: z.string().nullable(),
  error: z.string().nullable(),
  isOwner: z.boolean(),
  theme: z.string().nullable(),
  characters: z.array(z.object({ name: z.string(), nameAr: z.string().nullable() })),
  location: z.object({ name: z.string(), nameAr: z.string().nullable() }),
  pages: z.array(storyPage),
});
export type Story = z.infer<typeof story>;

export const storyListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(12),
  /** Only the stories made with this child of the parent's. */
  childId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});
export const storyList = z.object({
  stories: z.array(storyCard),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type StoryList = z.infer<typeof storyList>;

/** GET /api/stories/featured: the admins' choice, newest featured first. */
export const featuredStories = z.object({ stories: z.array(storyCard) });

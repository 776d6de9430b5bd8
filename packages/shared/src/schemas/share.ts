import { z } from 'zod';
import { dialects } from '../dialects.ts';
import { shareTokenPattern } from '../share-token.ts';
import { ageGroups } from './stories.ts';
import { storyPage } from './story-reading.ts';

/**
 * Share links: the owner's view of a story's link and what its visitors get (docs/product/api.md).
 */

/** The owner's view of a story's share link (docs/product/api.md; docs/product/roles-and-plans.md for the view limit). */
export const shareLink = z.object({
  token: z.string(),
  /** Path of the shared viewer; the web app makes it absolute. */
  path: z.string(),
  viewCount: z.number().int(),
  maxViews: z.number().int(),
  createdAt: z.string(),
});
export type ShareLink = z.infer<typeof shareLink>;
export const shareLinkResponse = z.object({ share: shareLink.nullable() });

export const shareTokenParams = z.object({
  shareToken: z.string().regex(shareTokenPattern, { error: 'error.notFound' }),
});

/** GET /api/share/{shareToken} (docs/product/data.md "Share response"). */
export const sharedStoryResponse = z.object({
  shareInfo: z.object({
    isAuthenticated: z.boolean(),
    viewCount: z.number().int(),
    maxViews: z.number().int(),
  }),
  story: z.object({
    id: z.number().int(),
    ageGroup: z.enum(ageGroups),
    dialect: z.enum(dialects),
    /** In the interface language. */
    title: z.string(),
    titleEn: z.string().nullable(),
    titleAr: z.string().nullable(),
    titleDialect: z.string().nullable(),
    moralEn: z.string().nullable(),
    moralAr: z.string().nullable(),
  }),
  pages: z.array(storyPage),
});
export type SharedStoryResponse = z.infer<typeof sharedStoryResponse>;

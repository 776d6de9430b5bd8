import { z } from 'zod';
import { dialects } from '../dialects.ts';
import { findContactOrLink } from '../plain-text.ts';
import { maxId } from './ids.ts';
import { storyModerations } from './moderation.ts';
import { readingModes } from './child-options.ts';
import { ageGroups, storyVisibility, upgradeOption } from './stories.ts';
import { story, storyCard } from './story-reading.ts';

/**
 * The community: the library and forum of published stories, likes, saves, comments, reports
 * and publishing (docs/community.md); its moderation in community-moderation.ts, testimonials in
 * testimonials.ts.
 */

export { storyModerations, type StoryModeration } from './moderation.ts';
export const commentModerations = ['visible', 'hidden', 'removed'] as const;
export type CommentModeration = (typeof commentModerations)[number];

/** Reports by this many different parents hide a story or comment until an admin decides. */
export const REPORTS_TO_HIDE = 3;

export const communityLimits = {
  queryMax: 100,
  commentMax: 1000,
  reportDetailsMax: 500,
  reasonMax: 500,
  displayNameMin: 2,
  displayNameMax: 40,
  testimonialMin: 20,
  testimonialMax: 500,
  firstNameMax: 40,
  cityMax: 60,
} as const;

export const communitySorts = ['recent', 'popular', 'oldest'] as const;
export type CommunitySort = (typeof communitySorts)[number];

/** GET /api/community/stories: the library (`shelf=featured` for its featured row) and the forum. */
export const communityQuery = z.object({
  q: z.string().trim().max(communityLimits.queryMax, { error: 'validation.maxLength' }).default(''),
  ageGroup: z.enum(ageGroups, { error: 'validation.invalid' }).optional(),
  dialect: z.enum(dialects, { error: 'validation.invalid' }).optional(),
  themeId: z.coerce.number({ error: 'validation.invalid' }).int().min(1).max(maxId).optional(),
  shelf: z.enum(['all', 'featured'], { error: 'validation.invalid' }).default('all'),
  sort: z.enum(communitySorts, { error: 'validation.invalid' }).default('recent'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(12),
});
export type CommunityQuery = z.input<typeof communityQuery>;

/** A public story as the library and forum show it (the public copy's titles: no private names). */
export const communityStory = storyCard.extend({
  /** The author's chosen display name (never an email or full name). */
  author: z.string(),
  theme: z.string().nullable(),
  likes: z.number().int(),
  comments: z.number().int(),
  /** Share-link views plus library and forum reads. */
  views: z.number().int(),
  liked: z.boolean(),
  saved: z.boolean(),
  isOwner: z.boolean(),
});
export type CommunityStory = z.infer<typeof communityStory>;

export const communityList = z.object({
  stories: z.array(communityStory),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type CommunityList = z.infer<typeof communityList>;

/** The community side of one story (GET /api/stories/:id carries it as `community`). */
export const storyCommunity = z.object({
  author: z.string().nullable(),
  likes: z.number().int(),
  comments: z.number().int(),
  views: z.number().int(),
  liked: z.boolean(),
  saved: z.boolean(),
  reported: z.boolean(),
  moderation: z.enum(storyModerations),
  /** The admin's reason, for the author only. */
  moderationReason: z.string().nullable(),
});
export type StoryCommunity = z.infer<typeof storyCommunity>;

export const likeResponse = z.object({ liked: z.boolean(), likes: z.number().int() });
export const saveResponse = z.object({ saved: z.boolean() });

export const comment = z.object({
  id: z.number().int(),
  body: z.string(),
  author: z.string(),
  createdAt: z.string(),
  mine: z.boolean(),
  moderation: z.enum(commentModerations),
  /** The admin's reason, for the comment's author only. */
  moderationReason: z.string().nullable(),
  reported: z.boolean(),
});
export type Comment = z.infer<typeof comment>;

export const commentListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export const commentList = z.object({
  comments: z.array(comment),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type CommentList = z.infer<typeof commentList>;

export const createCommentRequest = z.object({
  body: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(communityLimits.commentMax, { error: 'validation.maxLength' }),
});

export const reportReasons = ['inappropriate', 'unsafe', 'spam', 'privacy', 'other'] as const;
export type ReportReason = (typeof reportReasons)[number];
export const reportRequest = z.object({
  reason: z.enum(reportReasons, { error: 'validation.invalid' }),
  details: z
    .string()
    .trim()
    .max(communityLimits.reportDetailsMax, { error: 'validation.maxLength' })
    .optional(),
});
export const reportResponse = z.object({ reported: z.literal(true) });

/**
 * The answer to a Starter parent opening a 16th other parent's story in a plan week (403): the
 * limit, when it starts again and the plans without one. Modelled on the story limit's answer.
 */
export const communityLimitResponse = z.object({
  code: z.literal('COMMUNITY_LIMIT'),
  message: z.string(),
  resetDate: z.string(),
  limit: z.number().int(),
  upgradeOptions: z.array(upgradeOption),
});
export type CommunityLimitResponse = z.infer<typeof communityLimitResponse>;

/** GET /api/stories/:id: the story and its community side (null while it is not published). */
export const storyWithCommunity = story.extend({
  community: storyCommunity.nullable(),
  /** For the owner of a story made with their child: how the child reads (the reader opens that way); null otherwise. */
  reading: z
    .object({ mode: z.enum(readingModes), vowelMarks: z.boolean() })
    .nullable()
    .default(null),
});
export type StoryWithCommunity = z.infer<typeof storyWithCommunity>;

/** GET /api/community/allowance: Starter's weekly allowance of other parents' stories (limit null: none). */
export const communityAllowance = z.object({
  used: z.number().int(),
  limit: z.number().int().nullable(),
  resetDate: z.string(),
});
export type CommunityAllowance = z.infer<typeof communityAllowance>;

/** GET /api/community/my-stats: the dashboard's community figures for the parent's own stories. */
export const communityStats = z.object({
  views: z.number().int(),
  likes: z.number().int(),
  comments: z.number().int(),
  published: z.number().int(),
});
export type CommunityStats = z.infer<typeof communityStats>;

const fitsDisplayName = (name: string) =>
  name.length >= communityLimits.displayNameMin && name.length <= communityLimits.displayNameMax;

/**
 * The name others see on what a parent publishes: chosen, 2 to 40 characters, and nothing that
 * reaches the parent (an email address, a link, a phone number).
 */
export const displayNameField = z
  .string({ error: 'validation.required' })
  .trim()
  .min(communityLimits.displayNameMin, { error: 'validation.minLength' })
  .max(communityLimits.displayNameMax, { error: 'validation.maxLength' })
  // Only a name of the right length is read for contacts: the length check does not stop the
  // refinements, and reading a long text costs time that grows with its square.
  .refine(
    (name) =>
      !fitsDisplayName(name) || (!name.includes('@') && findContactOrLink(name)?.kind !== 'email'),
    { error: 'community.displayNameEmail' },
  )
  .refine((name) => !fitsDisplayName(name) || findContactOrLink(name) === null, {
    error: 'community.displayNameContact',
  });

// Publishing (the public copy: hidden names replaced by neutral ones)

/** Names are a character's English name as the story keeps it; unknown ones change nothing. */
const hiddenNames = z
  .array(z.string().trim().max(100, { error: 'validation.maxLength' }))
  .max(20, { error: 'validation.invalid' });

/** POST /api/stories/:id/publish: the display name (if the account has none yet) and the names to hide (default: the parent's own people). */
export const publishRequest = z.object({
  displayName: displayNameField.optional(),
  hiddenNames: hiddenNames.optional(),
});
export type PublishRequest = z.input<typeof publishRequest>;
export const publishResponse = storyVisibility.extend({ moderation: z.enum(storyModerations) });
export type PublishResponse = z.infer<typeof publishResponse>;

/** GET /api/stories/:id/public-copy?hide=…: without `hide`, the default names are hidden; `hide=` alone hides none. */
export const publicCopyQuery = z.object({
  hide: z.union([z.string().max(100, { error: 'validation.maxLength' }), hiddenNames]).optional(),
});

export const publicCopyResponse = z.object({
  /** The title in the caller's language, as others will read it. */
  title: z.string(),
  titleEn: z.string().nullable(),
  titleAr: z.string().nullable(),
  titleDialect: z.string().nullable(),
  pages: z.array(
    z.object({
      index: z.number().int(),
      textEn: z.string(),
      textAr: z.string(),
      textDialect: z.string().nullable(),
    }),
  ),
  /** Each hidden name and the neutral name that stands for it, in both scripts (Arabic vowelled). */
  replacements: z.array(
    z.object({
      name: z.string(),
      nameAr: z.string(),
      replacement: z.string(),
      replacementAr: z.string(),
    }),
  ),
  /** The story's characters: the parent's own may be hidden (their people are, by default); the catalogue's never. */
  characters: z.array(
    z.object({
      name: z.string(),
      nameAr: z.string().nullable(),
      own: z.boolean(),
      person: z.boolean(),
      hidden: z.boolean(),
      hiddenByDefault: z.boolean(),
    }),
  ),
});
export type PublicCopy = z.infer<typeof publicCopyResponse>;

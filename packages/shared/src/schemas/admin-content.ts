import { z } from 'zod';
import { hasArabicLetters, hasLatinLetters } from '../arabic/scripts.ts';
import { feedbackCategories } from './feedback.ts';
import { maxId } from './ids.ts';
import { storyModerations } from './moderation.ts';
import { storyStatuses } from './stories.ts';

/**
 * The admin portal's content screens (docs/admin-content.md): finding stories, testimonials the
 * operator adds and the feedback inbox; the catalogue's defaults in admin-catalogue.ts. Moderation
 * decisions and testimonial decisions live with the community's schemas.
 */

export const adminContentLimits = {
  queryMax: 100,
  pageMax: 50,
  sparksMin: 1,
  sparksMax: 10,
  sparkMin: 10,
  sparkMax: 300,
  featuredOrderMin: 1,
  featuredOrderMax: 999,
} as const;

/** Keyset paging: the id the next page starts below (lists are newest first). */
const before = z.coerce
  .number({ error: 'validation.invalid' })
  .int({ error: 'validation.invalid' })
  .min(1, { error: 'validation.invalid' })
  .max(maxId, { error: 'validation.invalid' })
  .optional();
const pageSize = (fallback: number) =>
  z.coerce
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .min(1, { error: 'validation.invalid' })
    .max(adminContentLimits.pageMax, { error: 'validation.invalid' })
    .default(fallback);
export const iso = z.string();

// Stories

export const adminStoryVisibilities = ['published', 'featured', 'private'] as const;
export type AdminStoryVisibility = (typeof adminStoryVisibilities)[number];

/** GET /api/admin/stories: a title, an author's email or display name, or a story's id (`#12` or `12`). */
export const adminStoryQuery = z.object({
  q: z
    .string()
    .trim()
    .max(adminContentLimits.queryMax, { error: 'validation.maxLength' })
    .default(''),
  status: z.enum(storyStatuses, { error: 'validation.invalid' }).optional(),
  moderation: z.enum(storyModerations, { error: 'validation.invalid' }).optional(),
  visibility: z.enum(adminStoryVisibilities, { error: 'validation.invalid' }).optional(),
  before,
  limit: pageSize(20),
});
export type AdminStoryQuery = z.input<typeof adminStoryQuery>;

export const adminStory = z.object({
  id: z.number().int(),
  title: z.string(),
  titleEn: z.string().nullable(),
  titleAr: z.string().nullable(),
  status: z.enum(storyStatuses),
  moderation: z.enum(storyModerations),
  moderationReason: z.string().nullable(),
  publishedAt: iso.nullable(),
  featuredAt: iso.nullable(),
  createdAt: iso,
  /** A parent (their email and display name) or an admin's own story. */
  author: z.object({
    kind: z.enum(['parent', 'admin']),
    email: z.string().nullable(),
    displayName: z.string().nullable(),
  }),
  likes: z.number().int(),
  comments: z.number().int(),
  /** Parents' reports still waiting for a decision. */
  openReports: z.number().int(),
});
export type AdminStory = z.infer<typeof adminStory>;
export const adminStoryList = z.object({
  stories: z.array(adminStory),
  nextBefore: z.number().int().nullable(),
});
export type AdminStoryList = z.infer<typeof adminStoryList>;

// Testimonials the operator adds

export const arabicText = (text: string) => hasArabicLetters(text) && !hasLatinLetters(text);
const testimonialWords = z
  .string()
  .trim()
  .max(500, { error: 'validation.maxLength' })
  .refine((text) => text === '' || text.length >= 20, { error: 'validation.minLength' })
  .optional()
  .transform((text) => text || undefined);

/**
 * POST /api/admin/testimonials: a real parent's words the operator received (by email, in person),
 * in English, in Arabic or in both; each visitor reads them in their language when there is one.
 */
export const adminTestimonialRequest = z
  .object({
    firstName: z
      .string({ error: 'validation.required' })
      .trim()
      .min(1, { error: 'validation.required' })
      .max(40, { error: 'validation.maxLength' }),
    city: z
      .string({ error: 'validation.required' })
      .trim()
      .min(1, { error: 'validation.required' })
      .max(60, { error: 'validation.maxLength' }),
    messageEn: testimonialWords.refine((text) => text === undefined || !hasArabicLetters(text), {
      error: 'admin.textNotEnglish',
    }),
    messageAr: testimonialWords.refine((text) => text === undefined || arabicText(text), {
      error: 'admin.textNotArabic',
    }),
  })
  .refine((body) => body.messageEn !== undefined || body.messageAr !== undefined, {
    error: 'admin.testimonialWordsRequired',
    path: ['messageEn'],
  });
export type AdminTestimonialRequest = z.input<typeof adminTestimonialRequest>;

// Feedback inbox

export const feedbackStatuses = ['open', 'done', 'all'] as const;
export const adminFeedbackQuery = z.object({
  category: z.enum(feedbackCategories, { error: 'validation.invalid' }).optional(),
  status: z.enum(feedbackStatuses, { error: 'validation.invalid' }).default('all'),
  before,
  limit: pageSize(20),
});
export type AdminFeedbackQuery = z.input<typeof adminFeedbackQuery>;

export const adminFeedbackItem = z.object({
  id: z.number().int(),
  category: z.enum(feedbackCategories),
  message: z.string(),
  pageUrl: z.string(),
  language: z.string(),
  userAgent: z.string().nullable(),
  createdAt: iso,
  doneAt: iso.nullable(),
  /** The parent who sent it, when signed in. */
  senderEmail: z.string().nullable(),
});
export type AdminFeedbackItem = z.infer<typeof adminFeedbackItem>;
export const adminFeedbackList = z.object({
  feedback: z.array(adminFeedbackItem),
  nextBefore: z.number().int().nullable(),
  open: z.number().int(),
});
export type AdminFeedbackList = z.infer<typeof adminFeedbackList>;

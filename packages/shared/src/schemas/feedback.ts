import { z } from 'zod';
import { limits } from '../timings.ts';

export const feedbackCategories = ['general', 'bug', 'feature'] as const;
export type FeedbackCategory = (typeof feedbackCategories)[number];

/** Issue messages are keys of the shared message table, rendered in the caller's language. */
export const createFeedbackRequest = z.object({
  category: z.enum(feedbackCategories, { error: 'validation.invalid' }).default('general'),
  message: z
    .string({ error: 'feedback.empty' })
    .trim()
    .min(1, { error: 'feedback.empty' })
    .max(limits.feedbackMessageMax, { error: 'validation.maxLength' }),
  pageUrl: z
    .string({ error: 'validation.invalid' })
    .trim()
    .max(limits.pageUrlMax, { error: 'validation.maxLength' })
    .default(''),
});
export type CreateFeedbackRequest = z.input<typeof createFeedbackRequest>;

export const createFeedbackResponse = z.object({ id: z.number().int(), message: z.string() });
export type CreateFeedbackResponse = z.infer<typeof createFeedbackResponse>;

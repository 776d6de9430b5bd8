import { z } from 'zod';
import { storyModerations } from './moderation.ts';
import { commentModerations, communityLimits, reportReasons } from './community.ts';

/** Moderation of the community's stories and comments, by admins (docs/community.md). */

/**
 * approve (a new author's first story), restore (a hidden one), hide (an admin takes a visible one
 * out of public places until restored: a reason is required) or remove (for good).
 */
export const moderationDecision = z
  .object({
    action: z.enum(['approve', 'restore', 'hide', 'remove'], { error: 'validation.invalid' }),
    reason: z
      .string()
      .trim()
      .max(communityLimits.reasonMax, { error: 'validation.maxLength' })
      .default(''),
  })
  .refine((decision) => decision.action !== 'hide' || decision.reason.length > 0, {
    error: 'admin.reasonRequired',
    path: ['reason'],
  });
export type ModerationDecision = z.input<typeof moderationDecision>;

export const reportSummary = z.object({
  reason: z.enum(reportReasons),
  details: z.string().nullable(),
  createdAt: z.string(),
});

export const moderationQueue = z.object({
  stories: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      author: z.string(),
      authorEmail: z.string(),
      moderation: z.enum(storyModerations),
      publishedAt: z.string().nullable(),
      reports: z.array(reportSummary),
    }),
  ),
  comments: z.array(
    z.object({
      id: z.number().int(),
      storyId: z.number().int(),
      body: z.string(),
      author: z.string(),
      authorEmail: z.string(),
      moderation: z.enum(commentModerations),
      createdAt: z.string(),
      reports: z.array(reportSummary),
    }),
  ),
});
export type ModerationQueue = z.infer<typeof moderationQueue>;
export const storyModerationResponse = z.object({
  id: z.number().int(),
  moderation: z.enum(storyModerations),
  moderationReason: z.string().nullable(),
});
export const commentModerationResponse = z.object({
  id: z.number().int(),
  moderation: z.enum(commentModerations),
  moderationReason: z.string().nullable(),
});

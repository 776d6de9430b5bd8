import { z } from 'zod';
import { storyCard, storyList } from './story-reading.ts';
import { communityLimits } from './community.ts';

/**
 * Testimonials: what parents send, what admins decide, what the landing page shows
 * (docs/community.md).
 */

export const testimonialRequest = z.object({
  firstName: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(communityLimits.firstNameMax, { error: 'validation.maxLength' }),
  city: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(communityLimits.cityMax, { error: 'validation.maxLength' }),
  message: z
    .string({ error: 'validation.required' })
    .trim()
    .min(communityLimits.testimonialMin, { error: 'validation.minLength' })
    .max(communityLimits.testimonialMax, { error: 'validation.maxLength' }),
});
export type TestimonialRequest = z.input<typeof testimonialRequest>;
/** What the landing page shows: up to 3 approved testimonials. */
export const testimonial = z.object({
  id: z.number().int(),
  firstName: z.string(),
  city: z.string(),
  message: z.string(),
  language: z.string(),
});
export type Testimonial = z.infer<typeof testimonial>;
export const testimonialStatuses = ['pending', 'approved', 'rejected'] as const;
export type TestimonialStatus = (typeof testimonialStatuses)[number];
/** For admins: the words as written and, for one the operator added in both languages, the other language's (`translation`). */
export const adminTestimonial = testimonial.extend({
  status: z.enum(testimonialStatuses),
  createdAt: z.string(),
  fromParent: z.boolean(),
  translation: z.string().nullable(),
});
export type AdminTestimonial = z.infer<typeof adminTestimonial>;
/** GET /api/admin/testimonials?status=: one status, or all of them (newest first). */
export const adminTestimonialQuery = z.object({
  status: z.enum(testimonialStatuses, { error: 'validation.invalid' }).optional(),
});
export const adminTestimonialList = z.object({ testimonials: z.array(adminTestimonial) });
export const testimonialDecision = z.object({
  action: z.enum(['approve', 'reject'], { error: 'validation.invalid' }),
});
/** The answer to a parent who sent a testimonial: it waits for an admin. */
export const testimonialReceived = z.object({
  id: z.number().int(),
  status: z.literal('pending'),
  notice: z.string(),
});
export type TestimonialReceived = z.infer<typeof testimonialReceived>;

/** GET /api/landing-data: what the home page shows (here, beside the testimonials it carries). */
export const landingData = z.object({
  featuredStories: z.array(storyCard),
  publicStories: storyList,
  testimonials: z.array(testimonial),
});
export type LandingData = z.infer<typeof landingData>;

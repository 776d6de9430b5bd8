import { z } from 'zod';

/** The current user as GET /api/user answers it (docs/product/data.md). */
export const currentUser = z.object({
  id: z.number().int(),
  role: z.enum(['user']),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  subscription: z.enum(['Free', 'Family', 'Heritage']),
  /** The name shown with the stories the parent publishes (null until chosen). */
  displayName: z.string().nullable(),
});
export type CurrentUser = z.infer<typeof currentUser>;

/** An admin grants a plan (docs/product/screens.md: without Stripe, an admin grants plans). */
export const grantPlanRequest = z.object({
  email: z
    .string({ error: 'validation.required' })
    .trim()
    .toLowerCase()
    .min(1, { error: 'validation.required' })
    .max(254, { error: 'validation.maxLength' }),
  plan: z.enum(['free', 'family', 'heritage'], { error: 'validation.invalid' }),
});
export const grantPlanResponse = z.object({
  user: z.object({
    id: z.number().int(),
    email: z.string(),
    subscription: z.enum(['Free', 'Family', 'Heritage']),
  }),
});

import { z } from 'zod';

/** The current user as GET /api/user answers it (SPEC.md 3). */
export const currentUser = z.object({
  id: z.number().int(),
  role: z.enum(['user']),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  subscription: z.enum(['Free', 'Family', 'Heritage']),
});
export type CurrentUser = z.infer<typeof currentUser>;

import { z } from 'zod';

export const healthResponse = z.object({ status: z.literal('ok') });

export const readyResponse = z.object({
  status: z.enum(['ready', 'unavailable']),
  checks: z.object({ database: z.boolean(), queue: z.boolean() }),
});
export type ReadyResponse = z.infer<typeof readyResponse>;

export const csrfTokenResponse = z.object({ csrfToken: z.string() });
export type CsrfTokenResponse = z.infer<typeof csrfTokenResponse>;

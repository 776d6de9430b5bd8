import type { ThrottleRule } from './throttle.ts';

/** Limits on the routes that sign in or send email (per client address or per account). */
export const throttleRules = {
  signInPerAddress: { limit: 30, windowSeconds: 15 * 60 },
  signInFailuresPerAccount: { limit: 10, windowSeconds: 15 * 60 },
  registerPerAddress: { limit: 20, windowSeconds: 60 * 60 },
  emailPerAccount: { limit: 1, windowSeconds: 60 },
  emailPerAccountDaily: { limit: 10, windowSeconds: 24 * 60 * 60 },
} as const satisfies Record<string, ThrottleRule>;

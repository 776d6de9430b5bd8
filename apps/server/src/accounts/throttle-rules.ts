import type { ThrottleRule } from './throttle.ts';

/** Limits on the routes that sign in, send email or act in the community (per client address or per account). */
export const throttleRules = {
  /** Every sign-in attempt from one address; past it, 429 until the window ends. */
  signInPerAddress: { limit: 30, windowSeconds: 15 * 60 },
  /** Failed sign-ins on one account, from anywhere; past it, each attempt needs a solved captcha. */
  signInFailuresPerAccount: { limit: 10, windowSeconds: 15 * 60 },
  /** Failed sign-ins from one address, on any accounts (an address may be a whole household); past it, a captcha too. */
  signInFailuresPerAddress: { limit: 20, windowSeconds: 15 * 60 },
  /**
   * Wrong second-step codes (authenticator or recovery) for one admin: past it, 429 until the window
   * ends. A hard stop, unlike the password's captcha: whoever reaches this step knows the password.
   */
  adminCodeFailuresPerAccount: { limit: 10, windowSeconds: 15 * 60 },
  registerPerAddress: { limit: 20, windowSeconds: 60 * 60 },
  emailPerAccount: { limit: 1, windowSeconds: 60 },
  emailPerAccountDaily: { limit: 10, windowSeconds: 24 * 60 * 60 },
  /** Community actions per account (docs/community.md): generous for a parent, tight for a script. */
  likesPerAccount: { limit: 120, windowSeconds: 60 * 60 },
  savesPerAccount: { limit: 120, windowSeconds: 60 * 60 },
  commentsPerAccount: { limit: 20, windowSeconds: 60 * 60 },
  reportsPerAccount: { limit: 10, windowSeconds: 24 * 60 * 60 },
  publishPerAccount: { limit: 30, windowSeconds: 24 * 60 * 60 },
  testimonialsPerAccount: { limit: 3, windowSeconds: 24 * 60 * 60 },
} as const satisfies Record<string, ThrottleRule>;

import { z } from 'zod';

/** The body of every non-OK response (issue: "JSON `{ message, code? }`"). */
export const errorResponse = z.object({
  message: z.string(),
  code: z.string().optional(),
  requestId: z.string().optional(),
  field: z.string().optional(),
  retryAfter: z.number().int().nonnegative().optional(),
  /** Admin sign-in failures also carry the text as `error` (docs/product/api.md). */
  error: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

/** Error codes the server answers with; the web app reacts to some of them. */
export const errorCodes = [
  'BAD_REQUEST',
  'BAD_URL',
  'URI_TOO_LONG',
  'VALIDATION_FAILED',
  'INVALID_JSON',
  'UNSUPPORTED_MEDIA_TYPE',
  'PAYLOAD_TOO_LARGE',
  'UNAUTHORIZED',
  'CSRF_INVALID',
  'FORBIDDEN',
  'NOT_FOUND',
  'RATE_LIMITED',
  'EMAIL_EXISTS',
  'CAPTCHA_FAILED',
  'CAPTCHA_REQUIRED',
  'TOKEN_INVALID',
  'ALREADY_VERIFIED',
  'WRONG_PASSWORD',
  'EMAIL_NOT_VERIFIED',
  'CONTENT_UNSAFE',
  'CHARACTER_LIMIT_EXCEEDED',
  'LOCATION_LIMIT_EXCEEDED',
  'LIMIT_EXCEEDED',
  'COMMUNITY_LIMIT',
  'CHILD_LIMIT',
  'DIALECT_LOCKED',
  'INTERNAL',
  'UNAVAILABLE',
  // Billing.
  'BILLING_DISABLED',
  'BILLING_UNAVAILABLE',
  'SUBSCRIPTION_EXISTS',
  'NO_SUBSCRIPTION',
  'SAME_PLAN',
  'ALREADY_CANCELING',
  'NOT_CANCELING',
  'SIGNATURE_INVALID',
  'REFUND_WINDOW_PASSED',
  'ALREADY_REFUNDED',
  // Admin access: the second step of an admin's sign-in, disabled accounts.
  'STEP_EXPIRED',
  'CODE_INVALID',
  'CODE_REPLAYED',
  'ENROLMENT_DONE',
  'NOT_ENROLLED',
  'ACCOUNT_DISABLED',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

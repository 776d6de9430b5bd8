import type { ErrorCode } from '@qamar/shared';

/** The status each error code is answered with: the one place a code's status is written. */
export const errorStatus = {
  BAD_REQUEST: 400,
  BAD_URL: 400,
  URI_TOO_LONG: 414,
  VALIDATION_FAILED: 400,
  INVALID_JSON: 400,
  UNSUPPORTED_MEDIA_TYPE: 415,
  PAYLOAD_TOO_LARGE: 413,
  UNAUTHORIZED: 401,
  CSRF_INVALID: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  RATE_LIMITED: 429,
  EMAIL_EXISTS: 409,
  CAPTCHA_FAILED: 400,
  CAPTCHA_REQUIRED: 428,
  TOKEN_INVALID: 400,
  ALREADY_VERIFIED: 400,
  WRONG_PASSWORD: 400,
  EMAIL_NOT_VERIFIED: 403,
  CONTENT_UNSAFE: 422,
  CHARACTER_LIMIT_EXCEEDED: 403,
  LOCATION_LIMIT_EXCEEDED: 403,
  LIMIT_EXCEEDED: 403,
  COMMUNITY_LIMIT: 403,
  CHILD_LIMIT: 403,
  DIALECT_LOCKED: 403,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  BILLING_DISABLED: 409,
  BILLING_UNAVAILABLE: 503,
  SUBSCRIPTION_EXISTS: 409,
  NO_SUBSCRIPTION: 409,
  SAME_PLAN: 409,
  ALREADY_CANCELING: 409,
  NOT_CANCELING: 409,
  SIGNATURE_INVALID: 400,
  REFUND_WINDOW_PASSED: 409,
  ALREADY_REFUNDED: 409,
  STEP_EXPIRED: 401,
  CODE_INVALID: 400,
  CODE_REPLAYED: 400,
  ENROLMENT_DONE: 409,
  NOT_ENROLLED: 409,
  ACCOUNT_DISABLED: 403,
} as const satisfies Record<ErrorCode, number>;

/**
 * Three codes are answered under a second status as well (docs/product/errors.md); each such
 * refusal has its own name here, so the name still decides the status, and the answer carries the
 * code clients know.
 */
export const errorVariants = {
  /** The request does not apply as things stand (a story not complete yet, one's own story…). */
  NOT_APPLICABLE: { code: 'BAD_REQUEST', status: 409 },
  /** Unkind words in a comment or testimonial (story ideas, characters, places: 422). */
  POST_UNSAFE: { code: 'CONTENT_UNSAFE', status: 400 },
  /** A wrong or spent captcha at sign-in, where a solved one is required (registration: 400). */
  SIGN_IN_CAPTCHA_FAILED: { code: 'CAPTCHA_FAILED', status: 428 },
} as const satisfies Record<string, { code: ErrorCode; status: number }>;

/** What code can throw: an error code, or one of the variants above. */
export type ErrorName = ErrorCode | keyof typeof errorVariants;

/** The code and status an error name is answered with. */
export function answerOf(name: ErrorName): { code: ErrorCode; status: number } {
  if (name in errorVariants) return errorVariants[name as keyof typeof errorVariants];
  return { code: name as ErrorCode, status: errorStatus[name as ErrorCode] };
}

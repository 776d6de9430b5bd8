import type { ErrorCode, MessageKey, MessageParams } from '@qamar/shared';

/** The one error type the app throws on purpose; the error handler renders it in the caller's language. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly messageKey: MessageKey;
  readonly params: MessageParams | undefined;
  readonly field: string | undefined;
  readonly retryAfter: number | undefined;

  constructor(
    statusCode: number,
    code: ErrorCode,
    messageKey: MessageKey,
    options: { params?: MessageParams; field?: string; retryAfter?: number; cause?: unknown } = {},
  ) {
    super(messageKey, { cause: options.cause });
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.code = code;
    this.messageKey = messageKey;
    this.params = options.params;
    this.field = options.field;
    this.retryAfter = options.retryAfter;
  }
}

export const notFound = () => new AppError(404, 'NOT_FOUND', 'error.notFound');

import type { ErrorCode, MessageKey, MessageParams } from '@qamar/shared';
import { answerOf, type ErrorName } from './error-codes.ts';

/**
 * The one error type the app throws on purpose; the error handler renders it in the caller's
 * language. Its status comes from its name through the table of `error-codes.ts`.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly messageKey: MessageKey;
  readonly params: MessageParams | undefined;
  readonly field: string | undefined;
  readonly retryAfter: number | undefined;
  /** Fields some answers add to `{ message, code }` (the weekly story limit's offers). */
  readonly details: Record<string, unknown> | undefined;

  constructor(
    name: ErrorName,
    messageKey: MessageKey,
    options: {
      params?: MessageParams;
      field?: string;
      retryAfter?: number;
      details?: Record<string, unknown>;
      cause?: unknown;
    } = {},
  ) {
    super(messageKey, { cause: options.cause });
    const { code, status } = answerOf(name);
    this.name = 'AppError';
    this.statusCode = status;
    this.code = code;
    this.messageKey = messageKey;
    this.params = options.params;
    this.field = options.field;
    this.retryAfter = options.retryAfter;
    this.details = options.details;
  }
}

export const notFound = () => new AppError('NOT_FOUND', 'error.notFound');

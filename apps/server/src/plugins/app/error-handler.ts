import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  issueMessage,
  languageFromAcceptLanguage,
  translateMessage,
  type ErrorCode,
  type ErrorResponse,
  type IssueLike,
  type MessageKey,
  type MessageParams,
} from '@qamar/shared';
import { AppError } from '../../errors/app-error.ts';
import { errorStatus } from '../../errors/error-codes.ts';

interface Rendered {
  status: number;
  code: ErrorCode;
  /** A validation issue, rendered by the shared rules; else `key` with `params`. */
  issue?: IssueLike;
  key: MessageKey;
  params?: MessageParams;
  field?: string;
  retryAfter?: number;
  details?: Record<string, unknown>;
}

const byStatus: Record<number, [ErrorCode, MessageKey]> = {
  400: ['BAD_REQUEST', 'validation.invalid'],
  401: ['UNAUTHORIZED', 'error.unauthorized'],
  403: ['FORBIDDEN', 'error.forbidden'],
  404: ['NOT_FOUND', 'error.notFound'],
  413: ['PAYLOAD_TOO_LARGE', 'error.payloadTooLarge'],
  415: ['UNSUPPORTED_MEDIA_TYPE', 'error.unsupportedMediaType'],
};

/** A refusal the server names itself: its status comes from the code's table. */
const known = (code: ErrorCode, key: MessageKey): Rendered => ({
  status: errorStatus[code],
  code,
  key,
});

function classify(error: FastifyError | AppError | Error): Rendered {
  if (error instanceof AppError) {
    return {
      status: error.statusCode,
      code: error.code,
      key: error.messageKey,
      params: error.params,
      field: error.field,
      retryAfter: error.retryAfter,
      details: error.details,
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    // A path that names no valid item (/api/characters/abc) is simply not found.
    if ('validationContext' in error && error.validationContext === 'params')
      return known('NOT_FOUND', 'error.notFound');
    const [first] = error.validation;
    const params = (first?.params ?? {}) as { minimum?: number; maximum?: number };
    return {
      ...known('VALIDATION_FAILED', 'validation.invalid'),
      issue: { message: first?.message ?? '', minimum: params.minimum, maximum: params.maximum },
      field: first?.instancePath.replace(/^\//, '').replaceAll('/', '.') || undefined,
    };
  }
  const status =
    'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
  // The router's own refusals: a path that cannot be decoded, a path parameter over maxParamLength.
  if (code === 'FST_ERR_BAD_URL') return known('BAD_URL', 'error.badUrl');
  if (code === 'FST_ERR_MAX_PARAM_LENGTH') return known('URI_TOO_LONG', 'error.urlTooLong');
  if (status === 400 && (error instanceof SyntaxError || code.startsWith('FST_ERR_CTP'))) {
    return known('INVALID_JSON', 'error.badJson');
  }
  if (status >= 400 && status < 500) {
    const [mapped, key] = byStatus[status] ?? ['BAD_REQUEST', 'validation.invalid'];
    return { status, code: mapped, key };
  }
  return {
    status: status >= 500 && status < 600 ? status : 500,
    code: 'INTERNAL',
    key: 'error.server',
  };
}

export function renderError(
  error: Error,
  request: FastifyRequest,
): { status: number; body: ErrorResponse } {
  const rendered = classify(error);
  const body: ErrorResponse = {
    message: rendered.issue
      ? issueMessage(rendered.issue, request.language)
      : translateMessage(rendered.key, request.language, rendered.params),
    code: rendered.code,
  };
  if (rendered.field) body.field = rendered.field;
  if (rendered.retryAfter !== undefined) body.retryAfter = rendered.retryAfter;
  if (rendered.details) Object.assign(body, rendered.details);
  // A 5xx never echoes what went wrong; the request id lets an operator find it in the log.
  if (rendered.status >= 500) body.requestId = request.id;
  return { status: rendered.status, body };
}

function sendError(error: Error, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const { status, body } = renderError(error, request);
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ code: body.code, status }, 'request refused');
  if (body.retryAfter !== undefined) void reply.header('retry-after', String(body.retryAfter));
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/**
 * Fastify's `frameworkErrors`: what the router refuses before any hook runs (a badly encoded URL,
 * an over-long path parameter) gets what the hooks would have given, the caller's language and
 * the security headers, and then the same answer as any other error, never echoing the URL.
 */
export function sendRouterError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  request.language = languageFromAcceptLanguage(request.headers['accept-language']);
  request.server.securityHeaders(request.raw, reply.raw);
  void sendError(error, request, reply);
}

/** One handler turns every thrown error into `{ message, code }` in the caller's language. */
export default fp(
  async (app) => {
    app.setErrorHandler(async (error: FastifyError, request, reply) =>
      sendError(error, request, reply),
    );
  },
  { name: 'error-handler', dependencies: ['request-language'] },
);

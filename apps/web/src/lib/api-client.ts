import type { ErrorResponse } from '@qamar/shared';
import { i18n } from './i18n.ts';
import { currentToken, type TokenChoice } from './tokens.ts';

const CSRF_COOKIE = '_csrf';
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A non-OK answer; its text is "status: body" as docs/product/errors.md says, and `body` is the parsed `{ message, code }`. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorResponse | undefined;

  constructor(status: number, text: string, body: ErrorResponse | undefined) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  get code(): string | undefined {
    return this.body?.code;
  }
}

function readCookie(name: string): string | undefined {
  return document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

function authHeaders(choice: TokenChoice | undefined): Record<string, string> {
  const token = currentToken(choice);
  return token ? { Authorization: `Bearer ${token}`, 'X-Auth-Token': token } : {};
}

let pendingCsrf: Promise<string> | undefined;

/** Asks the server for a fresh CSRF token bound to the session the next calls will carry (it also sets the `_csrf` cookie). */
export function refreshCsrfToken(choice?: TokenChoice): Promise<string> {
  pendingCsrf ??= fetch('/api/csrf-token', {
    credentials: 'include',
    headers: { Accept: 'application/json', ...authHeaders(choice) },
  })
    .then(async (response) => {
      if (!response.ok) throw new ApiError(response.status, await response.text(), undefined);
      return ((await response.json()) as { csrfToken: string }).csrfToken;
    })
    .finally(() => {
      pendingCsrf = undefined;
    });
  return pendingCsrf;
}

async function csrfToken(choice: TokenChoice | undefined): Promise<string> {
  return readCookie(CSRF_COOKIE) ?? (await refreshCsrfToken(choice));
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: Record<string, unknown>;
  signal?: AbortSignal;
  /** Which stored token to send: admin first by default (docs/product/api.md); 'none' for a public call retried after a 401. */
  token?: TokenChoice;
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': i18n.language,
    ...authHeaders(options.token),
  };
  let body: string | undefined;
  if (MUTATING.has(method)) {
    const csrf = await csrfToken(options.token);
    headers['X-CSRF-Token'] = csrf;
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify({ ...options.body, _csrf: csrf });
  }
  return fetch(path, { method, headers, body, credentials: 'include', signal: options.signal });
}

/** Every call of the web app goes through here: credentials, tokens, language, CSRF, and one error shape. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  let response = await send(path, options);
  if (response.status === 403 && MUTATING.has(options.method ?? 'GET')) {
    const peek = (await response
      .clone()
      .json()
      .catch(() => undefined)) as ErrorResponse | undefined;
    if (peek?.code === 'CSRF_INVALID') {
      await refreshCsrfToken(options.token);
      response = await send(path, options);
    }
  }
  const text = await response.text();
  if (!response.ok) throw apiErrorOf(response, text);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The error of an answer that is not OK, carrying the server's error body when it sent one. */
export function apiErrorOf(response: Response, text: string): ApiError {
  let body: ErrorResponse | undefined;
  try {
    body = JSON.parse(text) as ErrorResponse;
  } catch {
    body = undefined;
  }
  return new ApiError(response.status, text || response.statusText, body);
}

/** The user-facing text of any error: the server's message when it sent one. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.body?.message ?? fallback;
  return fallback;
}

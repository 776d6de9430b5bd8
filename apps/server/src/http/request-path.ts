import type { FastifyRequest } from 'fastify';

/**
 * The path a request asked for, as the router reads it: percent-decoded, without the query. The
 * router matches `/%61pi/user` to `/api/user`, so a check that read `request.url` would see another
 * path than the route that answers; every check that depends on the path reads this instead.
 */
export function requestPath(request: FastifyRequest): string {
  const raw = request.url;
  const end = raw.search(/[?#]/);
  const pathname = end === -1 ? raw : raw.slice(0, end);
  if (!pathname.includes('%')) return pathname;
  try {
    // decodeURI leaves encoded separators (%2F, %3F…) as they are, as the router does.
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

/** The route that answers (its declared URL), or for a path no route matched, the decoded path. */
export function routedPath(request: FastifyRequest): string {
  return request.routeOptions.url ?? requestPath(request);
}

/** Whether a request is an API call: a CSRF token is required and rate limits count. */
export function isApiRequest(request: FastifyRequest): boolean {
  const path = routedPath(request);
  return path === '/api' || path.startsWith('/api/');
}

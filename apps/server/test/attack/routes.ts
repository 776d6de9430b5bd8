import type { FastifyInstance, RouteOptions } from 'fastify';
import { isZodSchema } from './hostile.ts';

/**
 * What a route with a path parameter (an id, a token, a file) reaches. The access matrix tests each
 * kind against every principal in every state; a route whose pattern matches no prefix below makes
 * the matrix fail until it is classified here, so a new route cannot be forgotten.
 */
export type ObjectKind =
  /** A story by id: read by its owner and admins, by anyone once public; changed by its owner (admins under /api/admin/). */
  | 'story'
  /** The public progress call: anyone may ask, but only the owner and admins get the titles of a private story. */
  | 'story-status'
  /**
   * A story as the community acts on it (likes, saves, comments, reports): signed-in parents act
   * on other parents' public stories, the owner gets 409 (but may comment); its comments are read
   * by its readers who are signed in. Everyone else gets what a missing story gets.
   */
  | 'community-story'
  /** A comment: its author deletes it, the story's other signed-in readers report it, admins moderate it. */
  | 'comment'
  /** A share link's token: anyone holding a live one reads the story; a dead one is a stranger. */
  | 'share-token'
  /** A parent's own character or place: the owner's alone. */
  | 'character'
  | 'location'
  /** A parent's child profile (and its export): the owner's alone. */
  | 'child'
  /** A parent's testimonial, by id: decided by admins alone. */
  | 'testimonial'
  /** A parent's subscription, by id: refunded by admins alone (parents act on their own through /api/billing, which names no id). */
  | 'subscription'
  /** A parent's account as admins manage it (the Users screen): admins alone. */
  | 'account'
  /** A default character, place or theme of the catalogue, as admins edit, redraw and retire it: admins alone. */
  | 'catalogue-item'
  /** An entry of the feedback inbox: admins alone mark it done or open. */
  | 'feedback'
  /** Catalogue pictures: public by design. */
  | 'catalogue-picture'
  /** Stored media (pictures, narrations, books): readable while the right it was handed out under lasts. */
  | 'media';

/** Longest matching prefix wins. */
export const routeKinds: ReadonlyArray<readonly [prefix: string, kind: ObjectKind]> = [
  ['/api/stories/:id/status', 'story-status'],
  ['/api/stories/:id', 'story'],
  ['/api/admin/stories/:id', 'story'],
  ['/api/admin/moderation/stories/:id', 'story'],
  ['/api/community/stories/:id', 'community-story'],
  ['/api/community/comments/:id', 'comment'],
  ['/api/admin/moderation/comments/:id', 'comment'],
  ['/api/share/:shareToken', 'share-token'],
  ['/api/characters/:id', 'character'],
  ['/api/locations/:id', 'location'],
  ['/api/child-profiles/:id', 'child'],
  ['/api/admin/testimonials/:id', 'testimonial'],
  ['/api/admin/subscriptions/:id', 'subscription'],
  ['/api/admin/users/:id', 'account'],
  ['/api/admin/catalogue/characters/:id', 'catalogue-item'],
  ['/api/admin/catalogue/locations/:id', 'catalogue-item'],
  ['/api/admin/catalogue/themes/:id', 'catalogue-item'],
  ['/api/admin/feedback/:id', 'feedback'],
  ['/media/catalogue/:', 'catalogue-picture'],
  ['/media/', 'media'],
];

/** The kind of a route pattern, or undefined when it is not classified. */
export function kindOf(url: string): ObjectKind | undefined {
  let best: readonly [string, ObjectKind] | undefined;
  for (const entry of routeKinds)
    if (url.startsWith(entry[0]) && (!best || entry[0].length > best[0].length)) best = entry;
  return best?.[1];
}

export interface AppRoute {
  method: string;
  url: string;
  route: RouteOptions;
}

/** Every registered route, one per method (Fastify adds HEAD beside each GET), from the app itself. */
export function appRoutes(app: FastifyInstance): AppRoute[] {
  const list: AppRoute[] = [];
  for (const route of app.registeredRoutes) {
    for (const method of [route.method].flat()) list.push({ method, url: route.url, route });
  }
  return list;
}

export const hasPathParameter = (url: string) => url.includes(':') || url.includes('*');
export const pathParameters = (url: string) =>
  [...url.matchAll(/:([A-Za-z0-9_]+)|\*/g)].map((match) => match[1] ?? '*');
export const isMutating = (method: string) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method);

/** Which session a route's pre-handler asks for, read from the handler itself. */
export function sessionOf(app: FastifyInstance, route: RouteOptions): 'user' | 'admin' | 'none' {
  // Admin routes check the session on request, before the body is even read; others before the handler.
  const handlers = [route.onRequest, route.preHandler].flat().filter(Boolean);
  if (handlers.includes(app.requireAdmin)) return 'admin';
  if (
    handlers.some(
      (handler) =>
        handler === app.requireUser ||
        handler === app.requireUserOrAdmin ||
        handler === app.optionalUser ||
        handler === app.optionalUserOrAdmin,
    )
  )
    return 'user';
  return 'none';
}

/** A route's zod schema for one part of the request, if it declares one. */
export function schemaOf(route: RouteOptions, part: 'body' | 'params' | 'querystring') {
  const schema = (route.schema as Record<string, unknown> | undefined)?.[part];
  return isZodSchema(schema) ? schema : undefined;
}

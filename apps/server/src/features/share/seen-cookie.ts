import { createHmac } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';

/**
 * A visitor counts once a day per link: the links a browser has counted today travel in a
 * first-party cookie (no address or agent is stored anywhere). A visitor who clears it counts
 * again, which only spends a view; the limit itself stays exact.
 */
export const SEEN_COOKIE = 'qamar_seen';

/** The day of `now` as the cookie writes it (YYYYMMDD, UTC). */
export const dayOf = (now: Date) => now.toISOString().slice(0, 10).replaceAll('-', '');

/** Reading and writing the cookie, signed with the app secret. */
export function seenLinks(secret: Uint8Array) {
  // Signed, so a made-up cookie cannot read a link without spending its views.
  const seal = (value: string) =>
    createHmac('sha256', secret).update(`share-seen:${value}`).digest('base64url').slice(0, 22);
  return {
    /** The tags of the links the cookie counted on `day` (none from another day or a bad seal). */
    seenToday(cookie: string | undefined, day: string): string[] {
      const [when, tags, signature] = (cookie ?? '').split(':');
      if (when !== day || !tags || signature !== seal(`${when}:${tags}`)) return [];
      return tags.split('.');
    },
    /** The cookie's value for `day` with these tags (the most recent 40). */
    cookie(day: string, tags: string[]): string {
      const value = `${day}:${tags.slice(-40).join('.')}`;
      return `${value}:${seal(value)}`;
    },
    /** A link's mark in the cookie: from its token, so a rotated link is a new one. */
    linkTag: (token: string) =>
      createHmac('sha256', secret).update(`share-link:${token}`).digest('base64url').slice(0, 10),
  };
}

/** The cookie's options: read only by the share call, kept until the end of `day`. */
export function seenCookieOptions(day: string, now: Date, secure: boolean): CookieSerializeOptions {
  const tomorrow =
    new Date(`${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6)}T00:00:00Z`).getTime() +
    86_400_000;
  return {
    path: '/api/share',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: Math.max(60, Math.floor((tomorrow - now.getTime()) / 1000)),
  };
}

/**
 * Why someone may read a private media object (docs/decisions/012). A signed address names the
 * grant it was issued under; the local media route checks at every request that the grant still
 * holds (an object store cannot, so there it holds until the address expires).
 */
export type MediaGrant =
  /** The owner or an admin: holds while the story or item exists. */
  | { kind: 'owner' }
  /** Anyone: holds while the story stays published or featured, or the item stays in the catalogue. */
  | { kind: 'public' }
  /** A share link's visitors: holds while that link (that token: rotating ends it) exists for that story. */
  | { kind: 'share'; shareId: number; tag: string };

export const ownerGrant: MediaGrant = { kind: 'owner' };
export const publicGrant: MediaGrant = { kind: 'public' };

/** `o`, `p` or `s<share id>.<tag>`: short, and safe in a query string as it is. */
export function encodeGrant(grant: MediaGrant): string {
  switch (grant.kind) {
    case 'owner':
      return 'o';
    case 'public':
      return 'p';
    case 'share':
      return `s${grant.shareId}.${grant.tag}`;
  }
}

const SHARE_GRANT = /^s([1-9][0-9]{0,8})\.([A-Za-z0-9_-]{1,16})$/;

export function parseGrant(text: string): MediaGrant | null {
  if (text === 'o') return ownerGrant;
  if (text === 'p') return publicGrant;
  const share = SHARE_GRANT.exec(text);
  return share ? { kind: 'share', shareId: Number(share[1]), tag: share[2]! } : null;
}

/**
 * Addresses are issued for whole hours: one made at any moment of an hour expires at the end of
 * the next, so it lives 1 to 2 hours, and every address of a key issued within the hour is the
 * same one (the browser's cache and the share link's JSON cache keep working).
 */
export const MEDIA_URL_HOUR = 3600;

export function mediaExpiry(now: Date): number {
  return (Math.floor(now.getTime() / 1000 / MEDIA_URL_HOUR) + 2) * MEDIA_URL_HOUR;
}

/** The catalogue's pictures are the same for everyone: public addresses, cached for a year. */
export const isPublicMediaKey = (key: string) => key.startsWith('catalogue/');

/** Media addresses under one grant, issued at one moment. */
export type MediaUrl = (key: string) => string;

/**
 * Whether a grant still lets its holder read a key. Each feature answers for the top folder of
 * the keys it makes (`stories`, `characters`, `locations`); a folder nobody answers for is never served.
 */
export type MediaGrantCheck = (key: string, grant: MediaGrant) => Promise<boolean>;

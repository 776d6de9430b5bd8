import { createHash } from 'node:crypto';
import type { MediaGrant } from '../media/media-grants.ts';

/**
 * The grant of a share link's visitors: the link's row and a digest of its token, so rotating the
 * token (same row, new token) ends the addresses issued under the old one, like revoking does.
 */
export function shareGrant(shareId: number, token: string): MediaGrant {
  return { kind: 'share', shareId, tag: shareTag(token) };
}

/** 48 bits of the token's SHA-256: tells tokens apart without putting one in an address. */
export const shareTag = (token: string) =>
  createHash('sha256').update(token).digest('base64url').slice(0, 8);

/**
 * The condition (on `story_shares`) of a link that still opens its story. A share link is its owner's
 * private capability: it keeps working while the story waits for an admin's approval or is hidden
 * by reports, but not once an admin has removed it.
 */
export const linkStoryNotRemoved =
  "not exists (select 1 from stories where stories.id = story_shares.story_id and stories.moderation = 'removed')";

import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { MediaGrant } from '../../media/media-grants.ts';
import { isPublicStory, type PublicFields } from '../../story-views/story-visibility.ts';

/**
 * The grant of a share link's visitors: the link's row and a digest of its token, so rotating the
 * token (same row, new token) ends the addresses issued under the old one, like revoking does.
 */
export function shareGrant(shareId: number, token: string): MediaGrant {
  return { kind: 'share', shareId, tag: shareTag(token) };
}

/** 48 bits of the token's SHA-256: tells tokens apart without putting one in an address. */
const shareTag = (token: string) =>
  createHash('sha256').update(token).digest('base64url').slice(0, 8);

/**
 * The condition (on `story_shares`) of a link that still opens its story. A share link is its owner's
 * private capability: it keeps working while the story waits for an admin's approval or is hidden
 * by reports, but not once an admin has removed it.
 */
export const linkStoryNotRemoved =
  "not exists (select 1 from stories where stories.id = story_shares.story_id and stories.moderation = 'removed')";

const STORY_KEY = /^stories\/([1-9][0-9]{0,8})\//;

/**
 * Whether a grant still lets its holder read a story's media (`stories/<id>/...`, every picture
 * size and narration): the story exists (owner, admins), is public (anyone), or has that very
 * share link and was not removed by an admin (its visitors). One indexed query on the media route.
 */
export function registerStoryMediaGrants(app: FastifyInstance): void {
  app.mediaGrants.set('stories', async (key, grant) => {
    const storyId = Number(STORY_KEY.exec(key)?.[1] ?? 0);
    if (!storyId) return false;
    if (grant.kind === 'share') {
      const [link] = await app.database.query<{ token: string }>(
        `select token from story_shares where id = $1 and story_id = $2 and ${linkStoryNotRemoved}`,
        [grant.shareId, storyId],
      );
      return link !== undefined && shareTag(link.token) === grant.tag;
    }
    const [story] = await app.database.query<PublicFields>(
      'select status, published_at as "publishedAt", featured_at as "featuredAt", moderation, owner_disabled_at as "ownerDisabledAt" from stories where id = $1',
      [storyId],
    );
    return story !== undefined && (grant.kind === 'owner' || isPublicStory(story));
  });
}

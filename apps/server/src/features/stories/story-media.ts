import type { StoryRow } from '../../db/schema.ts';
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { MediaGrant } from '../../media/media-grants.ts';
import { isPublicStory } from '../../story-views/story-visibility.ts';

type Visibility = Pick<StoryRow, 'status' | 'publishedAt' | 'featuredAt' | 'moderation'>;

/**
 * The grant of a share link's visitors: the link's row and a digest of its token, so rotating the
 * token (same row, new token) ends the addresses issued under the old one, like revoking does.
 */
export function shareGrant(shareId: number, token: string): MediaGrant {
  return { kind: 'share', shareId, tag: shareTag(token) };
}

/** 48 bits of the token's SHA-256: tells tokens apart without putting one in an address. */
const shareTag = (token: string) => createHash('sha256').update(token).digest('base64url').slice(0, 8);

const STORY_KEY = /^stories\/([1-9][0-9]{0,8})\//;

/**
 * Whether a grant still lets its holder read a story's media (`stories/<id>/...`, every picture
 * size and narration): the story exists (owner, admins), is complete and published or featured
 * (anyone), or has that very share link (its visitors). One indexed query on the media route.
 */
export function registerStoryMediaGrants(app: FastifyInstance): void {
  app.mediaGrants.set('stories', async (key, grant) => {
    const storyId = Number(STORY_KEY.exec(key)?.[1] ?? 0);
    if (!storyId) return false;
    if (grant.kind === 'share') {
      const [link] = await app.database.query<{ token: string }>('select token from story_shares where id = $1 and story_id = $2', [grant.shareId, storyId]);
      return link !== undefined && shareTag(link.token) === grant.tag;
    }
    const [story] = await app.database.query<Visibility>('select status, published_at as "publishedAt", featured_at as "featuredAt", moderation from stories where id = $1', [storyId]);
    return story !== undefined && (grant.kind === 'owner' || isPublicStory(story));
  });
}

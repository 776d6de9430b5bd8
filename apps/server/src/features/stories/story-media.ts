import type { FastifyInstance } from 'fastify';
import { linkStoryNotRemoved, shareTag } from '../../story-views/share-links.ts';
import { isPublicStory, type PublicFields } from '../../story-views/story-visibility.ts';

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

import type { FastifyInstance } from 'fastify';
import { sqlLiteral } from '../../db/client.ts';
import { linkStoryNotRemoved } from '../../story-views/share-links.ts';

/** A share link as its viewer needs it. */
export type LinkView = { id: number; storyId: number; viewCount: number; maxViews: number };

const viewFields = 'id, story_id as "storyId", view_count as "viewCount", max_views as "maxViews"';

/**
 * The viewer's hot path: one statement per load, sent straight to the driver. A link is open while
 * views remain (links exist only for complete stories, and those stay complete) and its story was
 * not removed by an admin (one look-up of the story by its key).
 *
 * Kept by hand because it measures so (`npm run bench -- share`, 2026-11-26, on a machine loaded
 * about 15 runnable processes deep on 2 cores, so only the ratios count): against the same
 * condition as a plain Drizzle conditional update with a synchronous commit (the byte cache kept),
 * this path answered 294 against 158 loads a second on PostgreSQL (0.71 against 1.19 ms of the
 * server thread's CPU a load) and 79 against 25 on PGlite (2.4 against 5.1 ms).
 */
export function linkViews(app: FastifyInstance) {
  return {
    /**
     * Counts one view and answers the link, or nothing when it is unknown, used up or removed.
     * Asynchronous commit: a crash may forget the last moment's views, which only gives a link a
     * few more; the limit itself is checked and counted by this one statement under the row's lock.
     */
    count: (token: string) =>
      app.database.relaxedWrite<LinkView>(
        `update story_shares set view_count = view_count + 1 where token = ${sqlLiteral(token)} and view_count < max_views and ${linkStoryNotRemoved} returning ${viewFields}`,
      ),
    /** The link as `count` would find it, counting nothing. */
    peek: (token: string) =>
      app.database.query<LinkView>(
        `select ${viewFields} from story_shares where token = $1 and view_count < max_views and ${linkStoryNotRemoved}`,
        [token],
      ),
  };
}

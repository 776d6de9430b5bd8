import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, idParams, likeResponse, saveResponse } from '@qamar/shared';
import { stories, storySaves } from '../../db/schema.ts';
import { notFound } from '../../errors/app-error.ts';
import { at, communityStories, othersStory, rowsOf, spend } from './acting.ts';

const errors = { 401: errorResponse, 404: errorResponse, 409: errorResponse, 429: errorResponse };

/**
 * Likes and saves: one per parent and story, on other parents' community stories. PUT adds, DELETE
 * takes away, both idempotent. A like and the story's count change in one statement (the row's
 * insert or delete feeds the counter's update), so concurrent clicks leave the count exact.
 */
const interactionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const options = (response: typeof likeResponse | typeof saveResponse) => ({
    preHandler: app.requireUser,
    schema: { params: idParams, response: { 200: response, ...errors } },
  });

  app.put('/api/community/stories/:id/like', options(likeResponse), async (request) => {
    const user = request.user!;
    const story = await othersStory(app.db, request.params.id, user, 'community.ownStory');
    await spend(app, user, 'likesPerAccount');
    // Still a community story when the statement runs: one made private meanwhile takes no like.
    const [row] = rowsOf<{ likes: number }>(
      await app.db.execute(sql`
        with target as (select ${stories.id} from ${stories} where ${and(eq(stories.id, story.id), communityStories)}),
        added as (
          insert into story_likes (story_id, user_id, created_at) select id, ${user.id}, ${at(app.now())} from target
          on conflict do nothing returning story_id
        )
        update stories set likes_count = likes_count + (select count(*) from added)
        where id in (select id from target) returning likes_count as likes`),
    );
    if (!row) throw notFound();
    return { liked: true, likes: Number(row.likes) };
  });

  app.delete('/api/community/stories/:id/like', options(likeResponse), async (request) => {
    const user = request.user!;
    const story = await othersStory(app.db, request.params.id, user, 'community.ownStory');
    await spend(app, user, 'likesPerAccount');
    const [row] = rowsOf<{ likes: number }>(
      await app.db.execute(sql`
        with removed as (delete from story_likes where story_id = ${story.id} and user_id = ${user.id} returning story_id)
        update stories set likes_count = likes_count - (select count(*) from removed)
        where id = ${story.id} returning likes_count as likes`),
    );
    if (!row) throw notFound();
    return { liked: false, likes: Number(row.likes) };
  });

  app.put('/api/community/stories/:id/save', options(saveResponse), async (request) => {
    const user = request.user!;
    const story = await othersStory(app.db, request.params.id, user, 'community.ownStory');
    await spend(app, user, 'savesPerAccount');
    await app.db
      .insert(storySaves)
      .values({ storyId: story.id, userId: user.id, createdAt: app.now() })
      .onConflictDoNothing();
    return { saved: true };
  });

  app.delete('/api/community/stories/:id/save', options(saveResponse), async (request) => {
    const user = request.user!;
    const story = await othersStory(app.db, request.params.id, user, 'community.ownStory');
    await spend(app, user, 'savesPerAccount');
    await app.db
      .delete(storySaves)
      .where(and(eq(storySaves.storyId, story.id), eq(storySaves.userId, user.id)));
    return { saved: false };
  });
};

export default interactionsRoutes;

import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, idParams, storyVisibility } from '@qamar/shared';
import { auditActor, recordAdminAction } from '../../accounts/admin-audit.ts';
import { stories } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors/app-error.ts';
import { visibilityOf, type LandingCache } from '../../story-views/story-visibility.ts';

/** Featuring by admins (docs/product/stories-and-engines.md, docs/product/screens.md). */
const featuringRoutes: FastifyPluginAsyncZod<{ landingCache: LandingCache }> = async (
  app,
  { landingCache },
) => {
  const errors = { 401: errorResponse, 404: errorResponse, 409: errorResponse };
  const byId = async (id: number) =>
    (await app.db.select().from(stories).where(eq(stories.id, id)))[0];

  /**
   * Admins choose the stories of the home page (and the library's featured shelf) among the ones
   * their families published: featuring never makes a private story public (ADR 006).
   */
  app.post(
    '/api/admin/stories/:id/feature',
    {
      onRequest: app.requireAdmin,
      schema: { params: idParams, response: { 200: storyVisibility, ...errors } },
    },
    async (request) => {
      const row = await app.db.transaction(async (tx) => {
        const [row] = await tx
          .update(stories)
          .set({
            featuredAt: sql`coalesce(${stories.featuredAt}, ${app.now().toISOString()}::timestamptz)`,
          })
          .where(
            and(
              eq(stories.id, request.params.id),
              eq(stories.status, 'complete'),
              isNotNull(stories.publishedAt),
            ),
          )
          .returning({
            id: stories.id,
            publishedAt: stories.publishedAt,
            featuredAt: stories.featuredAt,
          });
        if (row)
          await recordAdminAction(tx, {
            ...auditActor(request),
            action: 'story.feature',
            targetType: 'story',
            targetId: String(row.id),
          });
        return row;
      });
      if (!row) {
        if (!(await byId(request.params.id))) throw notFound();
        throw new AppError('NOT_APPLICABLE', 'story.featureNotReady');
      }
      landingCache.clear();
      return visibilityOf(row);
    },
  );

  app.delete(
    '/api/admin/stories/:id/feature',
    {
      onRequest: app.requireAdmin,
      schema: { params: idParams, response: { 200: storyVisibility, ...errors } },
    },
    async (request) => {
      const row = await app.db.transaction(async (tx) => {
        const [row] = await tx
          .update(stories)
          .set({ featuredAt: null })
          .where(eq(stories.id, request.params.id))
          .returning({
            id: stories.id,
            publishedAt: stories.publishedAt,
            featuredAt: stories.featuredAt,
          });
        if (!row) throw notFound();
        await recordAdminAction(tx, {
          ...auditActor(request),
          action: 'story.unfeature',
          targetType: 'story',
          targetId: String(row.id),
        });
        return row;
      });
      landingCache.clear();
      return visibilityOf(row);
    },
  );
};

export default featuringRoutes;

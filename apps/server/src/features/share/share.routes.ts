import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, shareTokenParams } from '@qamar/shared';
import { stories } from '../../db/schema.ts';
import { notFound } from '../../errors/app-error.ts';
import { isLinkPreviewRobot } from '../../plugins/app/page-head.ts';
import { SEEN_COOKIE, dayOf, seenCookieOptions, seenLinks } from './seen-cookie.ts';
import shareLinkRoutes from './share-link.routes.ts';
import { registerSharePageHead } from './share-page-head.ts';
import { sharedStories } from './shared-story-bytes.ts';
import { linkViews } from './view-count.ts';

/** Share links: the owner's routes, the shared viewer's call and the shared page's head. */
const shareRoutes: FastifyPluginAsyncZod = async (app) => {
  const views = linkViews(app);
  const sharedStory = sharedStories(app);
  const seenCookie = seenLinks(app.secret);
  const shareOwner = async (storyId: number) =>
    (
      await app.db.select({ userId: stories.userId }).from(stories).where(eq(stories.id, storyId))
    )[0]?.userId;

  registerSharePageHead(app, views.peek, sharedStory);
  await app.register(shareLinkRoutes);

  /**
   * The shared viewer's one call. A visitor's first load of the day counts one view, in one
   * statement that also checks the limit, so parallel loads never pass it; the owner's and an
   * admin's loads count none. HEAD requests and link previews count
   * nothing, so they get the story's title and no pages (the page's text is given only to a load
   * that counts). Unknown, revoked and used-up links answer the same 404.
   */
  app.get(
    '/api/share/:shareToken',
    // 200 is `sharedStoryResponse`: its story part is parsed with that schema when cached.
    {
      preHandler: app.optionalUserOrAdmin,
      schema: { params: shareTokenParams, response: { 404: errorResponse } },
    },
    async (request, reply) => {
      const reader = request.method === 'GET' && !isLinkPreviewRobot(request.headers['user-agent']);
      const token = request.params.shareToken;
      const day = dayOf(app.now());
      const seen = seenCookie.seenToday(request.cookies[SEEN_COOKIE], day);
      // The owner and admins read without spending views; so does a visitor already counted today.
      // Everyone else's load counts in the one statement that also checks the limit.
      let [view] =
        reader && !request.user && !request.admin && seen.length === 0
          ? await views.count(token)
          : await views.peek(token);
      if (!view) throw notFound();
      const tag = seenCookie.linkTag(token);
      let counts = reader && !request.admin && !seen.includes(tag);
      if (counts && request.user && (await shareOwner(view.storyId)) === request.user.id)
        counts = false;
      if (counts && (request.user || seen.length > 0)) {
        [view] = await views.count(token);
        if (!view) throw notFound();
      }
      if (counts) {
        void reply.setCookie(
          SEEN_COOKIE,
          seenCookie.cookie(day, [...seen, tag]),
          seenCookieOptions(day, app.now(), app.config.secureCookies),
        );
      }
      const shared = await sharedStory(view, token, request.language);
      if (!shared) throw notFound();
      const shareInfo = {
        isAuthenticated: Boolean(request.user || request.admin),
        viewCount: view.viewCount,
        maxViews: view.maxViews,
      };
      // The story part was checked against the response schema when it was cached; only the
      // counts are new, so the body is put together from bytes instead of serialising pages again.
      return reply
        .header('cache-control', 'private, no-store')
        .type('application/json; charset=utf-8')
        .send(
          Buffer.concat([
            Buffer.from(`{"shareInfo":${JSON.stringify(shareInfo)}`),
            reader ? shared.full : shared.head,
          ]) as never,
        );
    },
  );
};

export default shareRoutes;

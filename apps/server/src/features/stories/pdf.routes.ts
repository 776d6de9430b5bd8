import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, idParams, pdfQuery } from '@qamar/shared';
import { stories, storyPages } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors/app-error.ts';
import { hasDialectText } from './pdf/book-content.ts';
import { pdfDisposition } from './pdf/pdf-disposition.ts';
import { storyPdfs } from './pdf/story-pdf.ts';
import { publicView } from '../../story-views/public-view.ts';
import { isPublicStory } from '../../story-views/story-visibility.ts';

const pdfRoutes: FastifyPluginAsyncZod = async (app) => {
  const storyPdf = storyPdfs(app);

  /**
   * The picture book of a story (issue 7): for its owner and admins, and for anyone once it is
   * published or featured; 404 otherwise, so ids reveal nothing. The 200 answer is the PDF itself,
   * so it has no JSON schema.
   */
  app.get(
    '/api/stories/:id/pdf',
    {
      preHandler: app.optionalUserOrAdmin,
      // Making a book takes a few hundred milliseconds of one core; cached books cost a file read.
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        params: idParams,
        querystring: pdfQuery,
        response: {
          400: errorResponse,
          404: errorResponse,
          409: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const [story] = await app.db.select().from(stories).where(eq(stories.id, request.params.id));
      const isOwner = Boolean(story && request.user && story.userId === request.user.id);
      if (!story || !(isOwner || request.admin || isPublicStory(story))) throw notFound();
      if (story.status !== 'complete') throw new AppError('NOT_APPLICABLE', 'pdf.notReady');
      const { lang: edition } = request.query;
      if (edition === 'dialect') {
        const pages = await app.db
          .select({ textDialect: storyPages.textDialect })
          .from(storyPages)
          .where(eq(storyPages.storyId, story.id));
        if (!hasDialectText(pages))
          throw new AppError('BAD_REQUEST', 'pdf.noDialect', { field: 'lang' });
      }
      // Others get the public copy's book (hidden names swapped), and its title on the file.
      const publicCopy = !(isOwner || request.admin);
      const body = await storyPdf(story, edition, publicCopy);
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          pdfDisposition(
            publicCopy ? publicView(story, []).story : story,
            edition,
            request.language,
          ),
        )
        .header('cache-control', 'private, no-cache')
        .send(Buffer.from(body.buffer, body.byteOffset, body.byteLength) as never);
    },
  );
};

export default pdfRoutes;

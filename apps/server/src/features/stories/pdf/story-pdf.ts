import { createHmac } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PdfEdition } from '@qamar/shared';
import { planOf } from '../../../accounts/quota.ts';
import { storyPages, type StoryRow, users } from '../../../db/schema.ts';
import { publicView } from '../../../story-views/public-view.ts';
import { storyMediaPrefix } from '../story-steps.ts';
import { bookContent, type BookContent } from './book-content.ts';

/** Raised when the layout changes, so books made by an older layout are made again. */
const LAYOUT_VERSION = 1;

/**
 * Picture books made on demand and kept in the media store under the story's prefix (so deleting
 * the story removes them). The key changes with anything that changes the book: the story's
 * attempt and last change, the edition, the owner's watermark. It is an HMAC with the app secret,
 * so a private story's book cannot be guessed from its id. Parallel requests for one book make it once.
 */
export function storyPdfs(app: FastifyInstance) {
  const making = new Map<string, Promise<Uint8Array>>();

  /** The owner's plan decides the mark (docs/product/roles-and-plans.md); an admin's own stories carry none. */
  const markOf = async (story: StoryRow): Promise<BookContent['watermark']> => {
    if (story.userId === null) return null;
    const [owner] = await app.db
      .select({ plan: users.plan })
      .from(users)
      .where(eq(users.id, story.userId));
    const plan = owner && planOf(owner);
    return plan?.pdfWatermark
      ? { planName: plan.displayName, host: new URL(app.config.publicUrl).host }
      : null;
  };

  const keyOf = (
    story: StoryRow,
    edition: PdfEdition,
    mark: BookContent['watermark'],
    publicCopy: boolean,
  ) => {
    const copy = publicCopy ? JSON.stringify(story.publicNames ?? []) : 'private';
    const version = [
      LAYOUT_VERSION,
      story.id,
      story.attempt,
      story.updatedAt.toISOString(),
      edition,
      JSON.stringify(mark),
      copy,
    ].join(':');
    return `${storyMediaPrefix(story.id)}/pdf/${createHmac('sha256', app.secret).update(version).digest('hex').slice(0, 40)}.pdf`;
  };

  const make = async (
    row: StoryRow,
    edition: PdfEdition,
    mark: BookContent['watermark'],
    key: string,
    publicCopy: boolean,
  ): Promise<Uint8Array> => {
    const started = performance.now();
    const rows = await app.db
      .select()
      .from(storyPages)
      .where(eq(storyPages.storyId, row.id))
      .orderBy(asc(storyPages.index));
    const { story, pages } = publicCopy ? publicView(row, rows) : { story: row, pages: rows };
    // The typesetter (pdfkit, its fonts) and the picture converter load with the first book a process makes.
    const [{ bookPictures }, { renderBook }] = await Promise.all([
      import('./book-pictures.ts'),
      import('./render-book.ts'),
    ]);
    const pictures = await bookPictures(app.media, pages);
    const body = new Uint8Array(
      await renderBook(bookContent(story, pages, edition, pictures, mark)),
    );
    await app.media.put(key, body, 'application/pdf');
    app.log.info(
      {
        story: story.id,
        edition,
        watermark: Boolean(mark),
        pages: pages.length,
        bytes: body.byteLength,
        ms: Math.round(performance.now() - started),
      },
      'story pdf made',
    );
    return body;
  };

  /** `publicCopy`: the book others get, with the hidden names swapped (public-view.ts). */
  return async function storyPdf(
    story: StoryRow,
    edition: PdfEdition,
    publicCopy = false,
  ): Promise<Uint8Array> {
    const mark = await markOf(story);
    const key = keyOf(story, edition, mark, publicCopy);
    const cached = await app.media.read(key);
    if (cached) return cached;
    let pending = making.get(key);
    if (!pending) {
      pending = make(story, edition, mark, key, publicCopy).finally(() => making.delete(key));
      making.set(key, pending);
    }
    return pending;
  };
}

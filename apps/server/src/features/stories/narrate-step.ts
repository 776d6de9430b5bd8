import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { NarrationLanguage, WriterInput } from '@qamar/engines';
import { spokenDialectOf } from '@qamar/shared';
import { storyPages, type StoredNarration, type StoryRow } from '../../db/schema.ts';
import {
  completeIfDone,
  enginesFor,
  loadPage,
  loadStory,
  narrationColumn,
  narrationKey,
  type NarrationSlot,
} from './story-steps.ts';

/**
 * Step 2b of a story: a page's narrations, one language at a time (the public copy's too, through
 * narrateText).
 */

const spokenLanguage = (slot: NarrationSlot, dialect: string): NarrationLanguage =>
  slot === 'dialect' ? (spokenDialectOf(dialect) ?? 'ar') : slot;

/**
 * One text narrated and stored under the key made from its audio type: what a page's narration step
 * and the public copy's narration step (public-copy.ts) share.
 */
export async function narrateText(
  app: FastifyInstance,
  story: StoryRow,
  text: string,
  slot: NarrationSlot,
  keyOf: (mimeType: string) => string,
  privateText = false,
): Promise<StoredNarration> {
  const engines = await (privateText
    ? app.engines({
        purpose: 'story',
        userId: story.userId,
        storyId: story.id,
        namesStayHere: true,
      })
    : enginesFor(app, story));
  const narration = await engines.narrator.narrate({
    text,
    language: spokenLanguage(slot, story.dialect),
  });
  const key = keyOf(narration.mimeType);
  await app.media.put(key, narration.audio, narration.mimeType);
  return {
    key,
    mimeType: narration.mimeType,
    durationMs: Math.round(narration.durationMs),
    words: narration.words.map((w) => ({ word: w.word, startMs: Math.round(w.startMs) })),
  };
}

/** Step 2b: one page's narration in one language. */
export async function narrateStep(
  app: FastifyInstance,
  payload: { storyId: number; attempt: number; index: number; slot: NarrationSlot },
): Promise<void> {
  const story = await loadStory(app, payload.storyId, payload.attempt);
  const page = story && (await loadPage(app, story.id, payload.index));
  if (!story || !page) return;
  const column = narrationColumn[payload.slot];
  if (!page[column]) {
    const text =
      payload.slot === 'en' ? page.textEn : payload.slot === 'ar' ? page.textAr : page.textDialect;
    if (!text) return;
    // A child's name is spoken by this server's narrator: a cloud one would have to be sent it.
    const namesAChild = (story.input as unknown as WriterInput).characters.some((c) => c.private);
    const stored = await narrateText(
      app,
      story,
      text,
      payload.slot,
      (mimeType) => narrationKey(story.id, page.index, payload.slot, mimeType),
      namesAChild,
    );
    await app.db
      .update(storyPages)
      .set({ [column]: stored })
      .where(and(eq(storyPages.id, page.id), isNull(storyPages[column])));
  }
  await completeIfDone(app.db, story.id);
}

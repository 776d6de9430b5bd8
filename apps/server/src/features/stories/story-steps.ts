import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { WriterInput } from '@qamar/engines';
import { spokenDialectOf, spokenDialects } from '@qamar/shared';
import { stories, storyPages, type PageRow, type StoryRow } from '../../db/schema.ts';
import type { Reader } from '../../accounts/quota.ts';
import { storyMediaPrefix } from '../../story-views/story-media-prefix.ts';

/** The job queues of story generation: text first, then every page's picture and narrations; the public copy's narrations. */
export const storyQueues = {
  write: 'story-write',
  illustrate: 'story-illustrate',
  narrate: 'story-narrate',
  publicNarrate: 'story-public-narrate',
} as const;

export type NarrationSlot = 'en' | 'ar' | 'dialect';

export const narrationColumn = {
  en: 'narrationEn',
  ar: 'narrationAr',
  dialect: 'narrationDialect',
} as const;

/** The narrations a page of this story needs: English, Arabic, and the dialect when it is spoken. */
export function narrationSlots(dialect: string): NarrationSlot[] {
  return spokenDialectOf(dialect) ? ['en', 'ar', 'dialect'] : ['en', 'ar'];
}

import { stepJobId } from '../../jobs/job-id.ts';

export { stepJobId };

/** Media keys are fixed per story, page and asset: a step that runs twice overwrites, never adds. */
export { storyMediaPrefix };
const pictureKey = (storyId: number, index: number) =>
  `${storyMediaPrefix(storyId)}/pages/${index}/picture`;
export const audioExtension = (mimeType: string) => (mimeType === 'audio/ogg' ? 'ogg' : 'mp3');
export const narrationKey = (
  storyId: number,
  index: number,
  slot: NarrationSlot,
  mimeType: string,
) => `${storyMediaPrefix(storyId)}/pages/${index}/narration-${slot}.${audioExtension(mimeType)}`;

export async function loadStory(
  app: FastifyInstance,
  storyId: number,
  attempt: number,
): Promise<StoryRow | undefined> {
  const [story] = await app.db.select().from(stories).where(eq(stories.id, storyId));
  // A job from an earlier attempt (before a retry) or for a deleted story has nothing to do.
  return story && story.attempt === attempt && story.status !== 'error' ? story : undefined;
}

export const enginesFor = (app: FastifyInstance, story: StoryRow) =>
  app.engines({ purpose: 'story', userId: story.userId, storyId: story.id });

/** Sends every asset step a page still lacks (ids make repeats harmless). */
async function sendAssetSteps(
  app: FastifyInstance,
  story: StoryRow,
  pages: PageRow[],
): Promise<void> {
  const options = (id: string) => ({ id, priority: story.priority });
  for (const page of pages) {
    if (!page.pictureKey) {
      const data = { storyId: story.id, attempt: story.attempt, index: page.index };
      await app.queue.send(
        storyQueues.illustrate,
        data,
        options(stepJobId(story.id, story.attempt, 'picture', page.index)),
      );
    }
    for (const slot of narrationSlots(story.dialect)) {
      if (page[narrationColumn[slot]]) continue;
      const data = { storyId: story.id, attempt: story.attempt, index: page.index, slot };
      await app.queue.send(
        storyQueues.narrate,
        data,
        options(stepJobId(story.id, story.attempt, 'narration', page.index, slot)),
      );
    }
  }
}

/** Step 1: the text of every page in every language, saved in one transaction, then the asset steps. */
export async function writeStep(
  app: FastifyInstance,
  storyId: number,
  attempt: number,
): Promise<void> {
  let story = await loadStory(app, storyId, attempt);
  if (!story) return;
  if (story.status === 'queued') {
    await app.db
      .update(stories)
      .set({ status: 'processing', startedAt: app.now(), updatedAt: app.now() })
      .where(and(eq(stories.id, storyId), eq(stories.status, 'queued')));
  }
  if (!story.textCompletedAt) {
    const written = await (
      await enginesFor(app, story)
    ).writer.write(story.input as unknown as WriterInput);
    await app.db.transaction(async (tx) => {
      await tx
        .insert(storyPages)
        .values(
          written.pages.map((page, index) => ({
            storyId,
            index,
            textEn: page.textEn,
            textAr: page.textAr,
            textDialect: page.textDialect ?? null,
            scene: page.scene as unknown as Record<string, unknown>,
          })),
        )
        .onConflictDoNothing();
      await tx
        .update(stories)
        .set({
          titleEn: written.titleEn,
          titleAr: written.titleAr,
          titleDialect: written.titleDialect ?? null,
          moralEn: written.moralEn,
          moralAr: written.moralAr,
          textCompletedAt: app.now(),
          updatedAt: app.now(),
        })
        .where(and(eq(stories.id, storyId), isNull(stories.textCompletedAt)));
    });
    story = (await loadStory(app, storyId, attempt)) ?? story;
  }
  const pages = await app.db
    .select()
    .from(storyPages)
    .where(eq(storyPages.storyId, storyId))
    .orderBy(storyPages.index);
  await sendAssetSteps(app, story, pages);
  await completeIfDone(app.db, storyId);
}

export async function loadPage(
  app: FastifyInstance,
  storyId: number,
  index: number,
): Promise<PageRow | undefined> {
  const [page] = await app.db
    .select()
    .from(storyPages)
    .where(and(eq(storyPages.storyId, storyId), eq(storyPages.index, index)));
  return page;
}

/** Step 2a: one page's picture. */
export async function illustrateStep(
  app: FastifyInstance,
  payload: { storyId: number; attempt: number; index: number },
): Promise<void> {
  const story = await loadStory(app, payload.storyId, payload.attempt);
  const page = story && (await loadPage(app, story.id, payload.index));
  if (!story || !page) return;
  if (!page.pictureKey) {
    const input = story.input as unknown as WriterInput;
    const picture = await (
      await enginesFor(app, story)
    ).illustrator.illustratePage({
      scene: page.scene as never,
      characters: input.characters,
      location: input.location,
      seed: input.seed,
      dialect: input.dialect,
    });
    const key = pictureKey(story.id, page.index);
    await Promise.all(
      (['full', 'medium', 'thumbnail'] as const).map((size) =>
        app.media.put(`${key}/${size}.webp`, picture[size], picture.mimeType),
      ),
    );
    await app.db
      .update(storyPages)
      .set({ pictureKey: key })
      .where(and(eq(storyPages.id, page.id), isNull(storyPages.pictureKey)));
  }
  await completeIfDone(app.db, story.id);
}

/** The spoken dialects, as a list for `in (...)`: a story in one has a third narration per page. */
const spokenDialectList = sql.join(
  spokenDialects.map((dialect) => sql`${dialect}`),
  sql`, `,
);

/**
 * One statement after every step: it notes when the last picture and the last narration came in
 * (the admin dashboard's stage times), and the story is complete once its text and every asset of
 * every page are there. A step that brings no stage to its end writes nothing.
 */
export async function completeIfDone(db: Reader, storyId: number): Promise<void> {
  await db.execute(sql`
    with missing as (
      select
        count(*) filter (where p.picture_key is null) as pictures,
        count(*) filter (where p.narration_en is null or p.narration_ar is null
          or (s.dialect in (${spokenDialectList}) and p.narration_dialect is null)) as narrations
      from ${stories} s join ${storyPages} p on p.story_id = s.id
      where s.id = ${storyId}
    )
    update ${stories} set
      pictures_completed_at = coalesce(pictures_completed_at, case when missing.pictures = 0 then now() end),
      narrations_completed_at = coalesce(narrations_completed_at, case when missing.narrations = 0 then now() end),
      status = case when missing.pictures + missing.narrations = 0 then 'complete' else status end,
      completed_at = case when missing.pictures + missing.narrations = 0 then now() else completed_at end,
      updated_at = case when missing.pictures + missing.narrations = 0 then now() else updated_at end,
      error = case when missing.pictures + missing.narrations = 0 then null else error end
    from missing
    where ${stories.id} = ${storyId} and ${stories.status} = 'processing' and ${stories.textCompletedAt} is not null
      and ((missing.pictures = 0 and pictures_completed_at is null) or (missing.narrations = 0 and narrations_completed_at is null)
        or missing.pictures + missing.narrations = 0)`);
}

/** After the last try of any step: the story stops with a readable reason and gives its weekly slot back. */
export async function giveUp(
  app: FastifyInstance,
  storyId: number,
  attempt: number,
): Promise<void> {
  // The reason is kept as a message key and read out in the reader's language.
  await app.db
    .update(stories)
    .set({ status: 'error', countsTowardLimit: false, error: 'story.failed', updatedAt: app.now() })
    .where(
      and(
        eq(stories.id, storyId),
        eq(stories.attempt, attempt),
        sql`${stories.status} <> 'complete'`,
      ),
    );
}

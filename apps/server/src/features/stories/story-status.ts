import { and, avg, desc, eq, gte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  translateMessage,
  type Language,
  type StoryStatus,
  type StoryStatusResponse,
} from '@qamar/shared';
import { apiLogs, storyPages, type StoryRow } from '../../db/schema.ts';
import { storiesAhead } from '../../jobs/queue-position.ts';
import { errorText } from '../../story-views/story.mappers.ts';
import { narrationSlots, storyQueues } from './story-steps.ts';

/** Used until the API log has measured steps of its own. */
const FALLBACK_STEP_MS = { illustrator: 150, narrator: 2500 } as const;

/** The mean time of a step, measured from the last 100 engine calls of its kind. */
async function queryStepMs(
  app: FastifyInstance,
  kind: 'illustrator' | 'narrator',
): Promise<number> {
  const recent = app.db
    .select({ latency: apiLogs.latencyMs })
    .from(apiLogs)
    .where(
      and(
        eq(apiLogs.kind, kind),
        eq(apiLogs.purpose, 'story'),
        gte(apiLogs.createdAt, new Date(app.now().getTime() - 24 * 3600_000)),
      ),
    )
    .orderBy(desc(apiLogs.id))
    .limit(100)
    .as('recent');
  const [row] = await app.db.select({ mean: avg(recent.latency) }).from(recent);
  return row?.mean ? Number(row.mean) : FALLBACK_STEP_MS[kind];
}

/**
 * Every progress screen asks for the status every 1.5 s; the step times move slowly, so they are
 * measured at most every 30 s per process instead of on every call.
 */
const STEP_TIMES_TTL_MS = 30_000;
const stepTimes = new WeakMap<FastifyInstance, { at: number; times: Promise<[number, number]> }>();
function measuredStepTimes(app: FastifyInstance): Promise<[number, number]> {
  const cached = stepTimes.get(app);
  if (cached && Date.now() - cached.at <= STEP_TIMES_TTL_MS) return cached.times;
  const times = Promise.all([queryStepMs(app, 'illustrator'), queryStepMs(app, 'narrator')]);
  stepTimes.set(app, { at: Date.now(), times });
  // A failed measurement is asked again next time rather than kept.
  times.catch(() => stepTimes.delete(app));
  return times;
}

const percent = (done: number, total: number) =>
  total > 0 ? Math.min(100, Math.round((done / total) * 100)) : 0;

/**
 * The public status of a story: where it stands, in the caller's language, and how
 * long the queue is; its titles (null otherwise) when `titles` says the caller may read them.
 */
export async function storyStatus(
  app: FastifyInstance,
  story: StoryRow,
  language: Language,
  { titles }: { titles: boolean },
): Promise<StoryStatusResponse> {
  const pages = await app.db.select().from(storyPages).where(eq(storyPages.storyId, story.id));
  const slots = narrationSlots(story.dialect);
  const textComplete = story.textCompletedAt !== null;
  const pictures = pages.filter((page) => page.pictureKey).length;
  const narrationColumns = {
    en: 'narrationEn',
    ar: 'narrationAr',
    dialect: 'narrationDialect',
  } as const;
  const narrations = pages.reduce(
    (sum, page) => sum + slots.filter((slot) => page[narrationColumns[slot]]).length,
    0,
  );
  const narrationTotal = story.length * slots.length;
  const t = (key: Parameters<typeof translateMessage>[0], params?: Record<string, number>) =>
    translateMessage(key, language, params);

  const waiting = story.status === 'queued' || story.status === 'processing';
  const [imagePosition, audioPosition] = waiting
    ? await Promise.all([
        storiesAhead(app.db, storyQueues.illustrate, story),
        storiesAhead(app.db, storyQueues.narrate, story),
      ])
    : [0, 0];
  const [pictureMs, narrationMs] = await measuredStepTimes(app);
  const complete = story.status === 'complete';

  return {
    status: story.status as StoryStatus,
    progress: {
      text: textComplete
        ? t('story.progress.written')
        : story.status === 'queued'
          ? t('story.progress.preparing')
          : t('story.progress.writing'),
      images: !textComplete
        ? t('story.progress.waiting')
        : pictures >= story.length
          ? t('story.progress.imagesDone')
          : t('story.progress.images', { done: pictures + 1, total: story.length }),
      audio: !textComplete
        ? t('story.progress.waiting')
        : narrations >= narrationTotal
          ? t('story.progress.audioDone')
          : t('story.progress.audio', { done: narrations + 1, total: narrationTotal }),
      imagesPercent: complete ? 100 : percent(pictures, story.length),
      audioPercent: complete ? 100 : percent(narrations, narrationTotal),
      textComplete,
    },
    queue: {
      imagePosition,
      audioPosition,
      // Each story ahead costs its pages' steps; ours adds what it still lacks.
      estimatedImageWait: Math.ceil(
        ((imagePosition * story.length + (story.length - pictures)) * pictureMs) / 1000,
      ),
      estimatedAudioWait: Math.ceil(
        ((audioPosition * narrationTotal + (narrationTotal - narrations)) * narrationMs) / 1000,
      ),
    },
    titleEn: titles ? story.titleEn : null,
    titleAr: titles ? story.titleAr : null,
    error: errorText(story, language),
  };
}

import type { FastifyInstance } from 'fastify';
import { nextWeekReset, type Language, type PlanId, type StoryLimitResponse } from '@qamar/shared';
import { formatResetDate, upgradeOptions } from '../../accounts/upgrade-offer.ts';
import {
  countAllStories,
  countStoriesThisWeek,
  createWithinLimit,
  planOf,
  type Transaction,
} from '../../accounts/quota.ts';
import type { UserRow } from '../../accounts/users.repository.ts';
import { AppError } from '../../errors/app-error.ts';
import { queueIn } from '../../jobs/in-transaction.ts';
import { stepJobId, storyQueues } from './story-steps.ts';

/**
 * The refusal of a parent at the weekly limit (403 `LIMIT_EXCEEDED`, docs/product/api.md): the
 * limit, the next reset and what to upgrade to.
 */
async function storyLimitError(
  app: FastifyInstance,
  user: UserRow,
  now: Date,
  language: Language,
): Promise<AppError> {
  const limit = planOf(user).storiesPerWeek;
  const reset = nextWeekReset(now);
  const details: Omit<StoryLimitResponse, 'code' | 'message'> = {
    error: 'limit_exceeded',
    upgradeOptions: upgradeOptions(user.plan as PlanId, await countAllStories(app.db, user.id)),
    resetDate: reset.toISOString(),
    limit,
  };
  return new AppError('LIMIT_EXCEEDED', 'story.limitReached', {
    params: { limit, date: formatResetDate(reset, language) },
    details,
  });
}

/**
 * Starts a story, new or retried: `write` inserts or resets its row and the writer's job is queued,
 * in one transaction. A parent's start counts toward the weekly limit under the parent's row lock,
 * so parallel requests at the limit start exactly the limit; past it, the limit's refusal. An
 * admin's (no parent) has no limit. Answers the story's id.
 */
export async function startStory(
  app: FastifyInstance,
  user: UserRow | null,
  { now, priority, language }: { now: Date; priority: number; language: Language },
  write: (tx: Transaction) => Promise<{ id: number; attempt: number }>,
): Promise<number> {
  const writeAndQueue = async (tx: Transaction) => {
    const story = await write(tx);
    await app.queue.send(
      storyQueues.write,
      { storyId: story.id, attempt: story.attempt },
      { id: stepJobId(story.id, story.attempt, 'write'), priority, db: queueIn(tx) },
    );
    return story.id;
  };
  if (!user) return app.db.transaction(writeAndQueue);
  const result = await createWithinLimit(
    app.db,
    user.id,
    planOf(user).storiesPerWeek,
    (tx) => countStoriesThisWeek(tx, user.id, now),
    writeAndQueue,
  );
  if ('created' in result) return result.created;
  throw await storyLimitError(app, user, now, language);
}

import { eq, isNotNull, and } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { characters, locations, stories } from '../db/schema.ts';
import { storyMediaPrefix } from '../story-views/story-media-prefix.ts';
import { queueSubscriptionCancellations } from './subscription-cancellation.ts';
import { deleteUser } from './users.repository.ts';

/**
 * Deletes an account with everything it owns: the rows through the database's cascades, then the
 * media stored under them (stories' pictures, narrations and picture books; own characters' and
 * places' pictures), which no row would point at any more. Its subscriptions' cancellation at
 * Stripe is queued in the same transaction as the deletion. Answers whether the account existed.
 */
export async function deleteAccountWithMedia(
  app: FastifyInstance,
  userId: number,
): Promise<boolean> {
  const [storyRows, characterRows, locationRows] = await Promise.all([
    app.db.select({ id: stories.id }).from(stories).where(eq(stories.userId, userId)),
    app.db
      .select({ key: characters.pictureKey })
      .from(characters)
      .where(and(eq(characters.userId, userId), isNotNull(characters.pictureKey))),
    app.db
      .select({ key: locations.pictureKey })
      .from(locations)
      .where(and(eq(locations.userId, userId), isNotNull(locations.pictureKey))),
  ]);
  const deleted = await app.db.transaction(async (tx) => {
    await queueSubscriptionCancellations(app, tx, userId);
    return deleteUser(tx, userId);
  });
  if (!deleted) return false;
  const prefixes = [
    ...storyRows.map((row) => storyMediaPrefix(row.id)),
    ...[...characterRows, ...locationRows].map((row) => row.key!),
  ];
  for (const prefix of prefixes) await app.media.removePrefix(prefix);
  return true;
}

import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { characters, locations, stories } from '../db/schema.ts';
import { storyMediaPrefix } from '../story-views/story-media-prefix.ts';
import { deleteUser } from './users.repository.ts';

/**
 * Deletes an account with everything it owns: the rows through the database's cascades, and the
 * media the store keeps for them (its stories' pictures, narrations and books, its own characters'
 * and places' pictures). An object store cannot refuse an address it once signed, so the objects
 * themselves must go; the folder's route would refuse them, but the files would stay behind.
 */
export async function deleteAccount(app: FastifyInstance, userId: number): Promise<boolean> {
  const prefixes = await app.db.transaction(async (tx) => {
    const owned = await tx.select({ id: stories.id }).from(stories).where(eq(stories.userId, userId));
    const pictures = [
      ...(await tx.select({ key: characters.pictureKey }).from(characters).where(and(eq(characters.userId, userId), isNotNull(characters.pictureKey)))),
      ...(await tx.select({ key: locations.pictureKey }).from(locations).where(and(eq(locations.userId, userId), isNotNull(locations.pictureKey)))),
    ];
    if (!(await deleteUser(tx, userId))) return null;
    return [...owned.map((story) => storyMediaPrefix(story.id)), ...pictures.map((picture) => picture.key!)];
  });
  if (!prefixes) return false;
  for (const prefix of prefixes) await app.media.removePrefix(prefix);
  return true;
}

import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Picture } from '@qamar/engines';
import { errorResponse } from '@qamar/shared';
import { createWithinLimit, type Reader } from '../../accounts/quota.ts';
import type { UserRow } from '../../accounts/users.repository.ts';
import { characters, locations } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors/app-error.ts';
import { storePicture } from './pictures.ts';

export interface CreateOwnItem<T> {
  /** The parent, or null for an admin's catalogue item (no limit). */
  owner: UserRow | null;
  limit: number;
  used: (db: Reader) => Promise<number>;
  exceeded: () => AppError;
  folder: 'characters' | 'locations';
  draw: () => Promise<Picture>;
  insert: (db: Reader, pictureKey: string) => Promise<T>;
}

/**
 * A parent's new character or place: a cheap limit check first (no drawing for nothing), then
 * the picture, then the check again and the insert under the parent's row lock, so parallel
 * requests cannot pass the limit. Pictures of a refused or failed insert are removed.
 */
export async function createOwnItem<T>(app: FastifyInstance, item: CreateOwnItem<T>): Promise<T> {
  const { owner } = item;
  if (owner && (await item.used(app.db)) >= item.limit) throw item.exceeded();

  const pictureKey = `${item.folder}/${randomUUID()}`;
  let picture: Picture;
  try {
    picture = await item.draw();
  } catch (error) {
    app.log.error({ err: error }, 'drawing a catalogue picture failed');
    throw new AppError('UNAVAILABLE', 'catalogue.pictureFailed', { cause: error });
  }
  await storePicture(app.media, pictureKey, picture);

  try {
    if (!owner) return await item.insert(app.db, pictureKey);
    const result = await createWithinLimit(app.db, owner.id, item.limit, item.used, (tx) =>
      item.insert(tx, pictureKey),
    );
    if ('exceeded' in result) throw item.exceeded();
    return result.created;
  } catch (error) {
    await app.media.removePrefix(pictureKey);
    throw error;
  }
}

type ItemTable = typeof characters | typeof locations;

/** The errors a parent's character and place routes answer with. */
export const itemErrors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  422: errorResponse,
  429: errorResponse,
  503: errorResponse,
};
/** Drawing costs CPU (or money with a cloud model): creation has its own, tighter rate. */
export const creationRate = { rateLimit: { max: 20, timeWindow: '1 minute' } };

/** Whether a row is the catalogue's (a default character, a public place) rather than a parent's. */
const inCatalogue = (table: ItemTable) =>
  table === characters ? characters.isDefault : locations.isPublic;

/**
 * The catalogue's items a parent may choose (retired ones are gone from the pickers; stories made
 * with them keep their copy), and with a parent, the parent's own first.
 */
export async function offeredItems<Table extends ItemTable>(
  app: FastifyInstance,
  table: Table,
  userId?: number,
): Promise<Array<Table['$inferSelect']>> {
  const offered = and(eq(inCatalogue(table), true), isNull(table.retiredAt));
  return (await app.db
    .select()
    .from(table as typeof characters)
    .where(userId === undefined ? offered : or(offered, eq(table.userId, userId)))
    .orderBy(asc(inCatalogue(table)), asc(table.id))) as Array<Table['$inferSelect']>;
}

/** A parent's own items, newest first. */
export async function ownItems<Table extends ItemTable>(
  app: FastifyInstance,
  table: Table,
  userId: number,
): Promise<Array<Table['$inferSelect']>> {
  return (await app.db
    .select()
    .from(table as typeof characters)
    .where(eq(table.userId, userId))
    .orderBy(desc(table.id))) as Array<Table['$inferSelect']>;
}

/** Only the parent's own rows; for an admin, the catalogue items admins added (seeded ones return with each release). */
function editable(table: ItemTable, user: UserRow | null): SQL | undefined {
  if (user) return eq(table.userId, user.id);
  return and(eq(inCatalogue(table), true), isNull(table.slug));
}

/** Deletes an item with its pictures; anything not the caller's answers 404, never 403. */
export async function deleteOwnItem(
  app: FastifyInstance,
  table: ItemTable,
  id: number,
  user: UserRow | null,
): Promise<void> {
  const [row] = await app.db
    .delete(table)
    .where(and(eq(table.id, id), editable(table, user)))
    .returning({ pictureKey: table.pictureKey });
  if (!row) throw notFound();
  if (row.pictureKey) await app.media.removePrefix(row.pictureKey);
}

/** Renames or re-describes a parent's own item (the picture stays). */
export async function updateOwnItem<Table extends ItemTable>(
  app: FastifyInstance,
  table: Table,
  id: number,
  user: UserRow,
  changes: {
    name?: string | undefined;
    nameAr?: string | undefined;
    description?: string | undefined;
  },
): Promise<Table['$inferSelect']> {
  const [row] = await app.db
    .update(table as typeof characters)
    .set({
      ...(changes.name !== undefined ? { nameEn: changes.name } : {}),
      ...(changes.nameAr !== undefined ? { nameAr: changes.nameAr || null } : {}),
      ...(changes.description !== undefined ? { descriptionEn: changes.description } : {}),
      updatedAt: app.now(),
    })
    .where(and(eq(table.id, id), editable(table, user)))
    .returning();
  if (!row) throw notFound();
  return row as Table['$inferSelect'];
}

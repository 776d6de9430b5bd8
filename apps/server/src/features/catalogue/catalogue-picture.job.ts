import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Transaction } from '../../accounts/quota.ts';
import { characters, locations } from '../../db/schema.ts';
import { characterInput, locationInput } from '../../generation/engine-inputs.ts';
import { queueIn } from '../../jobs/in-transaction.ts';
import { defineJob } from '../../jobs/registry.ts';
import { stepJobId } from '../../jobs/job-id.ts';
import { storePicture } from './pictures.ts';

export const CATALOGUE_PICTURE_JOB = 'catalogue-picture';

const payload = z.object({
  folder: z.enum(['characters', 'locations']),
  id: z.number().int(),
  /** The item's `updated_at` when the drawing was asked for: a later edit makes this drawing moot. */
  revision: z.string(),
});
type Payload = z.infer<typeof payload>;

const tableOf = (folder: Payload['folder']) => (folder === 'characters' ? characters : locations);

/**
 * Asks for a catalogue item's picture to be drawn (after an admin adds or edits it), in the
 * transaction that saved the item: the item is `queued` until the job starts, `drawing` while it
 * runs, then `ready` with its new picture (or `failed` after the last try). One job per revision.
 */
export async function queueCataloguePicture(
  app: FastifyInstance,
  tx: Transaction,
  folder: Payload['folder'],
  id: number,
  updatedAt: Date,
): Promise<void> {
  const revision = updatedAt.toISOString();
  await app.queue.send(CATALOGUE_PICTURE_JOB, { folder, id, revision } satisfies Payload, {
    id: stepJobId(CATALOGUE_PICTURE_JOB, folder, id, revision),
    db: queueIn(tx),
  });
}

/** Only the revision that asked for the drawing may change the item's picture columns. */
const sameRevision = (folder: Payload['folder'], { id, revision }: Payload) => {
  const table = tableOf(folder);
  return and(eq(table.id, id), eq(table.updatedAt, new Date(revision)));
};

async function drawPicture(app: FastifyInstance, job: Payload): Promise<void> {
  const table = tableOf(job.folder);
  const condition = sameRevision(job.folder, job);
  const [started] = await app.db
    .update(table as typeof characters)
    .set({ pictureState: 'drawing' })
    .where(condition)
    .returning();
  // Edited again (a newer job draws that) or deleted: nothing to do.
  if (!started) return;
  const { illustrator } = await app.embeddedEngines();
  const picture =
    job.folder === 'characters'
      ? await illustrator.portrait(characterInput(started))
      : await illustrator.place(locationInput(started as unknown as typeof locations.$inferSelect));
  const key = `${job.folder}/${randomUUID()}`;
  await storePicture(app.media, key, picture);
  const [done] = await app.db
    .update(table as typeof characters)
    .set({ pictureKey: key, pictureState: 'ready' })
    .where(condition)
    .returning({ id: table.id });
  if (!done) {
    await app.media.removePrefix(key);
    return;
  }
  // The picture it replaces, unless it is a seeded one's (public, and drawn again on request if missing).
  const old = started.pictureKey;
  if (old && old !== key && old.startsWith(`${job.folder}/`)) await app.media.removePrefix(old);
}

export const catalogueJobs = [
  defineJob({
    name: CATALOGUE_PICTURE_JOB,
    payload,
    retryLimit: 2,
    retryDelay: 2,
    retryBackoff: true,
    heartbeatSeconds: 30,
    concurrency: 1,
    handle: (app, job) => drawPicture(app, job),
    onGiveUp: async (app, job) => {
      await app.db
        .update(tableOf(job.folder) as typeof characters)
        .set({ pictureState: 'failed' })
        .where(sameRevision(job.folder, job));
    },
  }),
];

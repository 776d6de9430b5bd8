import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { errorResponse, idParams } from '@qamar/shared';
import { assertGentle } from '../../accounts/creation-rules.ts';
import { type characters } from '../../db/schema.ts';
import { notFound } from '../../errors/app-error.ts';
import {
  auditCatalogueChange as audit,
  drawingRate,
  drawnKinds,
  errors,
} from './admin-catalogue-common.ts';
import { queueCataloguePicture } from './catalogue-picture.job.ts';

/** Admins add and edit the catalogue's characters and places, each drawn again in a job. */
const adminDrawnItemsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of drawnKinds) {
    const table = kind.table as typeof characters;
    const { folder, targetType, inCatalogue } = kind;
    const valuesOf = (body: unknown) => {
      const values = (
        kind.values as (input: unknown) => Record<string, unknown> & { nameEn: string }
      )(body);
      // The words parents and stories will read (names, descriptions, species), each checked by its field's name.
      assertGentle(
        Object.fromEntries(
          Object.entries(values).filter(
            (entry): entry is [string, string] => typeof entry[1] === 'string',
          ),
        ),
      );
      return values;
    };

    /**
     * Saves an addition (no id) or an edit with its picture marked `queued`, asks for the drawing
     * and logs the action, all in one transaction; an edited seeded item keeps the admin's words
     * from then on (`edited_at`). Answers the saved row.
     */
    const save = (
      request: FastifyRequest,
      id: number | null,
      values: Record<string, unknown> & { nameEn?: string },
      action: string,
    ) => {
      const now = app.now();
      return app.db.transaction(async (tx) => {
        const [row] =
          id === null
            ? await tx
                .insert(table)
                .values({
                  ...(values as typeof characters.$inferInsert),
                  ...kind.added,
                  pictureState: 'queued',
                  createdAt: now,
                  updatedAt: now,
                })
                .returning()
            : await tx
                .update(table)
                .set({ ...values, pictureState: 'queued', updatedAt: now })
                .where(and(eq(table.id, id), inCatalogue))
                .returning();
        if (!row) throw notFound();
        await queueCataloguePicture(app, tx, folder, row.id, now);
        await audit(
          tx,
          request,
          `catalogue.${targetType}-${action}`,
          targetType,
          row.id,
          values.nameEn ? { nameEn: values.nameEn } : undefined,
        );
        return kind.toAdmin(row, app.mediaUrls);
      });
    };

    const options = { onRequest: app.requireAdmin, config: drawingRate } as const;
    app.post(
      `/api/admin/catalogue/${folder}`,
      {
        ...options,
        schema: {
          body: kind.input,
          response: { 201: kind.response, ...errors, 429: errorResponse },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await save(request, null, valuesOf(request.body), 'create')),
    );
    app.put(
      `/api/admin/catalogue/${folder}/:id`,
      {
        ...options,
        schema: {
          params: idParams,
          body: kind.input,
          response: { 200: kind.response, ...errors, 429: errorResponse },
        },
      },
      async (request) =>
        save(
          request,
          request.params.id,
          { ...valuesOf(request.body), editedAt: app.now() },
          'edit',
        ),
    );
    // A failed drawing (or any picture) drawn again from the item's words as they are.
    app.post(
      `/api/admin/catalogue/${folder}/:id/redraw`,
      {
        ...options,
        schema: {
          params: idParams,
          response: { 200: kind.response, ...errors, 429: errorResponse },
        },
      },
      async (request) => save(request, request.params.id, {}, 'redraw'),
    );
  }
};

export default adminDrawnItemsRoutes;

import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  adminCatalogue,
  adminCatalogueCharacter,
  adminCatalogueLocation,
  adminCatalogueTheme,
  adminCharacterInput,
  adminLocationInput,
  adminThemeInput,
  errorResponse,
  idParams,
} from '@qamar/shared';
import { auditActor, recordAdminAction } from '../../accounts/admin-audit.ts';
import { assertGentle } from '../../accounts/creation-rules.ts';
import type { Transaction } from '../../accounts/quota.ts';
import { characters, locations, themes } from '../../db/schema.ts';
import { notFound } from '../../errors/app-error.ts';
import {
  ADMIN_THEME_SLUG_PREFIX,
  toAdminCharacter,
  toAdminLocation,
  toAdminTheme,
  type CharacterRow,
  type LocationRow,
  type MediaUrls,
} from './catalogue.mappers.ts';
import { queueCataloguePicture } from './catalogue-picture.job.ts';

const errors = { 400: errorResponse, 401: errorResponse, 404: errorResponse, 422: errorResponse };
/** Each addition or edit is drawn again by the illustrator: a generous pace for a person, a tight one for a script. */
const drawingRate = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/** The catalogue's own rows (never a parent's, nor an item an admin gave to one parent). */
const catalogueCharacter = and(eq(characters.isDefault, true), isNull(characters.userId));
const catalogueLocation = and(eq(locations.isPublic, true), isNull(locations.userId));
const catalogueTheme = isNull(themes.userId);

/** Characters and places: their rows, their words as an admin sends them, and how the admins' screen shows them. */
const drawnKinds = [
  {
    folder: 'characters',
    targetType: 'character',
    table: characters,
    inCatalogue: catalogueCharacter,
    added: { isDefault: true },
    input: adminCharacterInput,
    response: adminCatalogueCharacter,
    values: (body: z.output<typeof adminCharacterInput>) => ({
      nameEn: body.nameEn,
      nameAr: body.nameAr,
      age: body.age,
      gender: body.gender,
      type: body.type,
      species: body.type === 'human' ? null : body.species || null,
      descriptionEn: body.descriptionEn,
      descriptionAr: body.descriptionAr,
    }),
    toAdmin: (row: unknown, urls: MediaUrls) => toAdminCharacter(row as CharacterRow, urls),
  },
  {
    folder: 'locations',
    targetType: 'location',
    table: locations,
    inCatalogue: catalogueLocation,
    added: { isPublic: true },
    input: adminLocationInput,
    response: adminCatalogueLocation,
    values: (body: z.output<typeof adminLocationInput>) => ({
      nameEn: body.nameEn,
      nameAr: body.nameAr,
      type: body.type,
      descriptionEn: body.descriptionEn,
      descriptionAr: body.descriptionAr,
    }),
    toAdmin: (row: unknown, urls: MediaUrls) => toAdminLocation(row as LocationRow, urls),
  },
] as const;

/**
 * The admins' catalogue: the default characters, places and themes parents choose from, retired
 * ones included. Admins add and edit them (in both languages; a character's or place's picture is
 * drawn again by the embedded illustrator in a job, whose progress the item carries), and retire
 * or bring them back. Retiring only takes an item out of the parents' pickers and out of new
 * stories: stories made with it keep their frozen copy and read as before. Every change is in the
 * audit log, written in the change's own transaction.
 */
const adminCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const audit = (
    tx: Transaction,
    request: FastifyRequest,
    action: string,
    targetType: string,
    id: number,
    detail?: Record<string, unknown>,
  ) =>
    recordAdminAction(tx, {
      ...auditActor(request),
      action,
      targetType,
      targetId: String(id),
      ...(detail ? { detail } : {}),
    });

  app.get(
    '/api/admin/catalogue',
    {
      onRequest: app.requireAdmin,
      schema: { response: { 200: adminCatalogue, 401: errorResponse } },
    },
    async (_request, reply) => {
      const [characterRows, locationRows, themeRows] = await Promise.all([
        app.db.select().from(characters).where(catalogueCharacter).orderBy(asc(characters.id)),
        app.db.select().from(locations).where(catalogueLocation).orderBy(asc(locations.id)),
        app.db
          .select()
          .from(themes)
          .where(catalogueTheme)
          .orderBy(asc(themes.featuredOrder), asc(themes.id)),
      ]);
      reply.header('cache-control', 'no-store');
      return {
        characters: characterRows.map((row) => toAdminCharacter(row, app.mediaUrls)),
        locations: locationRows.map((row) => toAdminLocation(row, app.mediaUrls)),
        themes: themeRows.map(toAdminTheme),
      };
    },
  );

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

  // Themes

  const themeValues = (body: z.output<typeof adminThemeInput>) => {
    assertGentle({
      nameEn: body.nameEn,
      nameAr: body.nameAr,
      sparksEn: body.sparksEn.join('\n'),
      sparksAr: body.sparksAr.join('\n'),
    });
    return {
      nameEn: body.nameEn,
      nameAr: body.nameAr,
      icon: body.icon,
      featured: body.featured,
      featuredOrder: body.featuredOrder,
      sparksEn: body.sparksEn,
      sparksAr: body.sparksAr,
    };
  };

  app.post(
    '/api/admin/catalogue/themes',
    {
      onRequest: app.requireAdmin,
      schema: { body: adminThemeInput, response: { 201: adminCatalogueTheme, ...errors } },
    },
    async (request, reply) => {
      const values = themeValues(request.body);
      const row = await app.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(themes)
          .values({
            ...values,
            slug: `${ADMIN_THEME_SLUG_PREFIX}${randomUUID()}`,
            createdAt: app.now(),
          })
          .returning();
        await audit(tx, request, 'catalogue.theme-create', 'theme', row!.id, {
          nameEn: values.nameEn,
        });
        return row!;
      });
      return reply.status(201).send(toAdminTheme(row));
    },
  );

  app.put(
    '/api/admin/catalogue/themes/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        params: idParams,
        body: adminThemeInput,
        response: { 200: adminCatalogueTheme, ...errors },
      },
    },
    async (request) => {
      const values = themeValues(request.body);
      const row = await app.db.transaction(async (tx) => {
        const [row] = await tx
          .update(themes)
          .set({ ...values, editedAt: app.now() })
          .where(and(eq(themes.id, request.params.id), catalogueTheme))
          .returning();
        if (!row) throw notFound();
        await audit(tx, request, 'catalogue.theme-edit', 'theme', row.id, {
          nameEn: values.nameEn,
        });
        return row;
      });
      return toAdminTheme(row);
    },
  );

  // Retiring and bringing back: POST retires, DELETE brings back; asking twice changes nothing more.

  const retirement = [
    ...drawnKinds,
    {
      folder: 'themes',
      targetType: 'theme',
      table: themes,
      inCatalogue: catalogueTheme,
      response: adminCatalogueTheme,
      toAdmin: (row: unknown) => toAdminTheme(row as typeof themes.$inferSelect),
    },
  ] as const;

  for (const { folder, targetType, table, inCatalogue, response, toAdmin } of retirement) {
    const change = async (request: FastifyRequest<{ Params: { id: number } }>, retire: boolean) => {
      const id = request.params.id;
      const changing: SQL | undefined = retire
        ? isNull(table.retiredAt)
        : isNotNull(table.retiredAt);
      return app.db.transaction(async (tx) => {
        const [changed] = await tx
          .update(table as typeof characters)
          .set({ retiredAt: retire ? app.now() : null })
          .where(and(eq(table.id, id), inCatalogue, changing))
          .returning();
        if (changed) {
          await audit(
            tx,
            request,
            `catalogue.${targetType}-${retire ? 'retire' : 'unretire'}`,
            targetType,
            id,
          );
          return toAdmin(changed, app.mediaUrls);
        }
        const [current] = await tx
          .select()
          .from(table as typeof characters)
          .where(and(eq(table.id, id), inCatalogue));
        if (!current) throw notFound();
        return toAdmin(current, app.mediaUrls);
      });
    };

    const options = {
      onRequest: app.requireAdmin,
      schema: { params: idParams, response: { 200: response, ...errors } },
    };
    app.post(`/api/admin/catalogue/${folder}/:id/retire`, options, async (request) =>
      change(request, true),
    );
    app.delete(`/api/admin/catalogue/${folder}/:id/retire`, options, async (request) =>
      change(request, false),
    );
  }
};

export default adminCatalogueRoutes;

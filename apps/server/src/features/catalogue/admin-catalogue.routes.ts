import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCatalogue, errorResponse } from '@qamar/shared';
import { characters, locations, themes } from '../../db/schema.ts';
import { catalogueCharacter, catalogueLocation, catalogueTheme } from './admin-catalogue-common.ts';
import adminDrawnItemsRoutes from './admin-drawn-items.routes.ts';
import adminRetirementRoutes from './admin-retirement.routes.ts';
import adminThemesRoutes from './admin-themes.routes.ts';
import { toAdminCharacter, toAdminLocation, toAdminTheme } from './catalogue.mappers.ts';

/**
 * The admins' catalogue: the default characters, places and themes parents choose from, retired
 * ones included. Admins add and edit them (in both languages; a character's or place's picture is
 * drawn again by the embedded illustrator in a job, whose progress the item carries), and retire
 * or bring them back. Retiring only takes an item out of the parents' pickers and out of new
 * stories: stories made with it keep their frozen copy and read as before. Every change is in the
 * audit log, written in the change's own transaction.
 */
const adminCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
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

  await app.register(adminDrawnItemsRoutes);
  await app.register(adminThemesRoutes);
  await app.register(adminRetirementRoutes);
};

export default adminCatalogueRoutes;

import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, themeList } from '@qamar/shared';
import { themes } from '../../db/schema.ts';
import { toTheme } from './catalogue.mappers.ts';

const byFeature = [desc(themes.featured), asc(themes.featuredOrder), asc(themes.id)];

const themesRoutes: FastifyPluginAsyncZod = async (app) => {
  // The catalogue's themes are public content (retired ones left out); the dialog asks for them only while open.
  app.get('/api/themes', { schema: { response: { 200: themeList } } }, async (request) => {
    const rows = await app.db
      .select()
      .from(themes)
      .where(and(isNull(themes.userId), isNull(themes.retiredAt)))
      .orderBy(...byFeature);
    return rows.map((row) => toTheme(row, request.language));
  });

  app.get(
    '/api/themes/user',
    { preHandler: app.requireUser, schema: { response: { 200: themeList, 401: errorResponse } } },
    async (request) => {
      const rows = await app.db
        .select()
        .from(themes)
        .where(eq(themes.userId, request.user!.id))
        .orderBy(...byFeature);
      return rows.map((row) => toTheme(row, request.language));
    },
  );
};

export default themesRoutes;

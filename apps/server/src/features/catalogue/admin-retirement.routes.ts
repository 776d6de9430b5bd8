import { and, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { adminCatalogueTheme, idParams } from '@qamar/shared';
import { type characters, themes } from '../../db/schema.ts';
import { notFound } from '../../errors/app-error.ts';
import {
  auditCatalogueChange as audit,
  catalogueTheme,
  drawnKinds,
  errors,
} from './admin-catalogue-common.ts';
import { toAdminTheme } from './catalogue.mappers.ts';

/** Retiring and bringing back: POST retires, DELETE brings back; asking twice changes nothing more. */
const adminRetirementRoutes: FastifyPluginAsyncZod = async (app) => {
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

export default adminRetirementRoutes;

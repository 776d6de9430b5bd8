import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { adminCatalogueTheme, adminThemeInput, idParams } from '@qamar/shared';
import { assertGentle } from '../../accounts/creation-rules.ts';
import { themes } from '../../db/schema.ts';
import { notFound } from '../../errors/app-error.ts';
import { auditCatalogueChange as audit, catalogueTheme, errors } from './admin-catalogue-common.ts';
import { ADMIN_THEME_SLUG_PREFIX, toAdminTheme } from './catalogue.mappers.ts';

/** Admins add and edit the catalogue's themes (no picture: a theme shows an icon). */
const adminThemesRoutes: FastifyPluginAsyncZod = async (app) => {
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
};

export default adminThemesRoutes;

import type { FastifyPluginAsync } from 'fastify';
import adminCatalogueRoutes from './admin-catalogue.routes.ts';
import cataloguePicturesRoutes from './catalogue-pictures.routes.ts';
import charactersRoutes from './characters.routes.ts';
import { registerItemMediaGrants } from './item-media.ts';
import locationsRoutes from './locations.routes.ts';
import { seedCatalogue } from './seed.ts';
import themesRoutes from './themes.routes.ts';
import usageRoutes from './usage.routes.ts';

/** Characters, locations, themes and the parent's usage, and the admins' catalogue; the default catalogue is written first. */
const catalogueRoutes: FastifyPluginAsync = async (app) => {
  await seedCatalogue(app.db);
  registerItemMediaGrants(app);
  await app.register(charactersRoutes);
  await app.register(locationsRoutes);
  await app.register(themesRoutes);
  await app.register(usageRoutes);
  await app.register(cataloguePicturesRoutes);
  await app.register(adminCatalogueRoutes);
};

export default catalogueRoutes;

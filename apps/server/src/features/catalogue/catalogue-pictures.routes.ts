import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { characters, locations } from '../../db/schema.ts';
import { notFound } from '../../errors/app-error.ts';
import { characterInput, locationInput } from '../../generation/engine-inputs.ts';
import { pictureSizes } from './catalogue.mappers.ts';
import { onceAtATime, storePicture } from './pictures.ts';
import { catalogueSlugMax, catalogueSlugPattern } from './seed-data/types.ts';
import { CATALOGUE_PICTURES_VERSION, cataloguePictureKey } from './seed.ts';

const params = z.object({
  version: z.literal(CATALOGUE_PICTURES_VERSION),
  folder: z.enum(['characters', 'locations']),
  // Anything else names no catalogue item, and is not a valid media key either.
  slug: z.string().max(catalogueSlugMax).regex(catalogueSlugPattern),
  file: z.enum(pictureSizes.map((size) => `${size}.webp`) as [string, ...string[]]),
});

/**
 * The seeded catalogue's pictures are drawn on first request, not at start-up (sixty pictures
 * would slow the first start by seconds), with the embedded illustrator so every install shows
 * the same catalogue, and then kept in the media store like any other picture.
 */
const cataloguePicturesRoutes: FastifyPluginAsyncZod = async (app) => {
  const drawOnce = onceAtATime();

  const draw = async (folder: 'characters' | 'locations', slug: string, key: string) => {
    const { illustrator } = await app.embeddedEngines();
    if (folder === 'characters') {
      const [row] = await app.db.select().from(characters).where(eq(characters.slug, slug));
      if (!row) throw notFound();
      await storePicture(app.media, key, await illustrator.portrait(characterInput(row)));
    } else {
      const [row] = await app.db.select().from(locations).where(eq(locations.slug, slug));
      if (!row) throw notFound();
      await storePicture(app.media, key, await illustrator.place(locationInput(row)));
    }
  };

  app.get(
    '/media/catalogue/:version/:folder/:slug/:file',
    { schema: { params } },
    async (request, reply) => {
      const { folder, slug, file } = request.params;
      const key = cataloguePictureKey(folder, slug);
      const fileKey = `${key}/${file}`;
      let body = await app.media.read(fileKey);
      if (!body) {
        await drawOnce(key, () => draw(folder, slug, key));
        body = await app.media.read(fileKey);
      }
      if (!body) throw notFound();
      return reply
        .type('image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(body);
    },
  );
};

export default cataloguePicturesRoutes;

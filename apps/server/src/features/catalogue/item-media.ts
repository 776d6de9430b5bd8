import type { FastifyInstance } from 'fastify';
import type { MediaGrantCheck } from '../../media/media-grants.ts';

/** A parent's own item (or an admin's addition) keeps its three picture sizes under `<folder>/<uuid>/`. */
const ITEM_KEY = /^(?:characters|locations)\/[0-9a-f-]{36}(?=\/)/;

/**
 * Whether a grant still lets its holder read an item's picture: the item still exists (its owner,
 * admins), and for the public grant is still in the catalogue. One indexed query on the media route.
 */
export function registerItemMediaGrants(app: FastifyInstance): void {
  const check =
    (table: 'characters' | 'locations', inCatalogue: 'is_default' | 'is_public'): MediaGrantCheck =>
    async (key, grant) => {
      const pictureKey = ITEM_KEY.exec(key)?.[0];
      if (!pictureKey || grant.kind === 'share') return false;
      const condition = grant.kind === 'public' ? ` and ${inCatalogue}` : '';
      return (
        (
          await app.database.query(`select 1 from ${table} where picture_key = $1${condition}`, [
            pictureKey,
          ])
        ).length > 0
      );
    };
  app.mediaGrants.set('characters', check('characters', 'is_default'));
  app.mediaGrants.set('locations', check('locations', 'is_public'));
}

import { isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { characters, locations, themes } from '../../db/schema.ts';
import { defaultCharacters, defaultLocations, defaultThemes } from './seed-data/index.ts';

/**
 * Bump when the embedded illustrator draws the catalogue differently: the pictures of seeded
 * items live under this version, so a new release draws them afresh instead of serving old files.
 */
export const CATALOGUE_PICTURES_VERSION = 'v1';

export const cataloguePictureKey = (folder: 'characters' | 'locations', slug: string) =>
  `catalogue/${CATALOGUE_PICTURES_VERSION}/${folder}/${slug}`;

/** Every column the upsert refreshes from the release's data, taken from the row that was refused. */
const refreshed = (columns: string[]) =>
  Object.fromEntries(columns.map((column) => [column, sql.raw(`excluded.${column}`)]));

/**
 * The default catalogue, in both languages, on every start: new items are added and existing ones
 * (matched by slug) take the release's texts, unless an admin has edited them since (their words
 * and picture are the admin's from then on). An admin's retirement is never undone here. Three
 * statements; idempotent across processes.
 */
export async function seedCatalogue(db: Database): Promise<void> {
  await db
    .insert(characters)
    .values(
      defaultCharacters.map((item) => ({
        slug: item.slug,
        isDefault: true,
        nameEn: item.nameEn,
        nameAr: item.nameAr,
        age: item.age,
        gender: item.gender,
        type: item.type,
        species: item.species ?? null,
        descriptionEn: item.descriptionEn,
        descriptionAr: item.descriptionAr,
        pictureKey: cataloguePictureKey('characters', item.slug),
      })),
    )
    .onConflictDoUpdate({
      target: characters.slug,
      set: refreshed([
        'name_en',
        'name_ar',
        'age',
        'gender',
        'type',
        'species',
        'description_en',
        'description_ar',
        'picture_key',
      ]),
      setWhere: isNull(characters.editedAt),
    });

  await db
    .insert(locations)
    .values(
      defaultLocations.map((item) => ({
        slug: item.slug,
        isPublic: true,
        nameEn: item.nameEn,
        nameAr: item.nameAr,
        type: item.type,
        descriptionEn: item.descriptionEn,
        descriptionAr: item.descriptionAr,
        setting: item.setting ?? null,
        pictureKey: cataloguePictureKey('locations', item.slug),
      })),
    )
    .onConflictDoUpdate({
      target: locations.slug,
      set: refreshed([
        'name_en',
        'name_ar',
        'type',
        'description_en',
        'description_ar',
        'setting',
        'picture_key',
      ]),
      setWhere: isNull(locations.editedAt),
    });

  await db
    .insert(themes)
    .values(defaultThemes.map((item) => ({ ...item })))
    .onConflictDoUpdate({
      target: themes.slug,
      set: refreshed([
        'name_en',
        'name_ar',
        'icon',
        'featured',
        'featured_order',
        'sparks_en',
        'sparks_ar',
      ]),
      setWhere: isNull(themes.editedAt),
    });
}

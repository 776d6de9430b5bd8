import type {
  AdminCatalogueCharacter,
  AdminCatalogueLocation,
  AdminCatalogueTheme,
  Character,
  CharacterType,
  Gender,
  Language,
  Location,
  LocationType,
  PictureState,
  Theme,
} from '@qamar/shared';
import type { characters, locations, themes } from '../../db/schema.ts';
import {
  ownerGrant,
  publicGrant,
  type MediaGrant,
  type MediaUrl,
} from '../../media/media-grants.ts';

export type CharacterRow = typeof characters.$inferSelect;
export type LocationRow = typeof locations.$inferSelect;
export type ThemeRow = typeof themes.$inferSelect;

export const pictureSizes = ['full', 'medium', 'thumbnail'] as const;
export type PictureSize = (typeof pictureSizes)[number];
export const pictureFile = (key: string, size: PictureSize) => `${key}/${size}.webp`;

/** Media addresses under a grant (`app.mediaUrls`). */
export type MediaUrls = (grant: MediaGrant) => MediaUrl;

/**
 * A catalogue item's pictures are anyone's (the seeded ones have public addresses, an admin's
 * additions signed ones under the public grant); a parent's own are the parent's, and admins'.
 */
function pictureUrls(mediaUrls: MediaUrls, key: string | null, inCatalogue: boolean) {
  const url = mediaUrls(inCatalogue ? publicGrant : ownerGrant);
  return {
    imageUrl: key ? url(pictureFile(key, 'full')) : null,
    imageMedium: key ? url(pictureFile(key, 'medium')) : null,
    imageThumbnail: key ? url(pictureFile(key, 'thumbnail')) : null,
  };
}

/** Catalogue items answer in the caller's language; a parent's own keep what the parent typed. */
const inLanguage = (language: Language, english: string, arabic: string | null) =>
  language === 'ar' && arabic ? arabic : english;

export function toCharacter(
  row: CharacterRow,
  language: Language,
  mediaUrls: MediaUrls,
): Character {
  return {
    id: row.id,
    name: inLanguage(language, row.nameEn, row.nameAr),
    nameEn: row.nameEn,
    nameAr: row.nameAr,
    age: String(row.age),
    gender: row.gender as Gender,
    type: row.type as CharacterType,
    species: row.species,
    details: {
      type: row.type as CharacterType,
      gender: row.gender as Gender,
      ...(row.species ? { species: row.species } : {}),
      name: row.nameEn,
      ...(row.nameAr ? { nameAr: row.nameAr } : {}),
    },
    description: inLanguage(language, row.descriptionEn, row.descriptionAr),
    isDefault: row.isDefault,
    userId: row.userId,
    ...pictureUrls(mediaUrls, row.pictureKey, row.isDefault),
    createdAt: row.createdAt.toISOString(),
  };
}

export function toLocation(row: LocationRow, language: Language, mediaUrls: MediaUrls): Location {
  const description = inLanguage(language, row.descriptionEn, row.descriptionAr);
  const type = row.type as LocationType;
  return {
    id: row.id,
    name: inLanguage(language, row.nameEn, row.nameAr),
    nameEn: row.nameEn,
    nameAr: row.nameAr,
    type,
    description,
    details: { description, type },
    isPublic: row.isPublic,
    userId: row.userId,
    ...pictureUrls(mediaUrls, row.pictureKey, row.isPublic),
    createdAt: row.createdAt.toISOString(),
  };
}

const themeIconUrl = (icon: string) => `/theme-icons/${icon}`;

export function toTheme(row: ThemeRow, language: Language): Theme {
  return {
    id: row.id,
    slug: row.slug,
    name: language === 'ar' ? row.nameAr : row.nameEn,
    nameEn: row.nameEn,
    nameAr: row.nameAr,
    iconUrl: themeIconUrl(row.icon),
    featured: row.featured,
    featuredOrder: row.featuredOrder,
    storySparks: language === 'ar' ? row.sparksAr : row.sparksEn,
  };
}

/** What the admins' catalogue screen shows of any item: both languages, where its picture stands, whether it is retired. */
function adminState(row: { slug: string | null; retiredAt: Date | null; createdAt: Date }) {
  return {
    seeded: row.slug !== null,
    retiredAt: row.retiredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

function adminPicture(
  mediaUrls: MediaUrls,
  row: { pictureKey: string | null; pictureState: string },
) {
  const { imageUrl, imageThumbnail } = pictureUrls(mediaUrls, row.pictureKey, true);
  return { imageUrl, imageThumbnail, pictureState: row.pictureState as PictureState };
}

export function toAdminCharacter(row: CharacterRow, mediaUrls: MediaUrls): AdminCatalogueCharacter {
  return {
    id: row.id,
    nameEn: row.nameEn,
    nameAr: row.nameAr,
    age: row.age,
    gender: row.gender as Gender,
    type: row.type as CharacterType,
    species: row.species,
    descriptionEn: row.descriptionEn,
    descriptionAr: row.descriptionAr,
    ...adminPicture(mediaUrls, row),
    ...adminState(row),
  };
}

export function toAdminLocation(row: LocationRow, mediaUrls: MediaUrls): AdminCatalogueLocation {
  return {
    id: row.id,
    nameEn: row.nameEn,
    nameAr: row.nameAr,
    type: row.type as LocationType,
    descriptionEn: row.descriptionEn,
    descriptionAr: row.descriptionAr,
    ...adminPicture(mediaUrls, row),
    ...adminState(row),
  };
}

export function toAdminTheme(row: ThemeRow): AdminCatalogueTheme {
  return {
    id: row.id,
    nameEn: row.nameEn,
    nameAr: row.nameAr,
    icon: row.icon,
    iconUrl: themeIconUrl(row.icon),
    featured: row.featured,
    featuredOrder: row.featuredOrder,
    sparksEn: row.sparksEn,
    sparksAr: row.sparksAr,
    // Every theme has a slug; an admin's own begin with the prefix `admin-`.
    ...adminState({ ...row, slug: row.slug.startsWith(ADMIN_THEME_SLUG_PREFIX) ? null : row.slug }),
  };
}

/** Themes need a slug (the seed's identity); an admin's new theme gets one no release will use. */
export const ADMIN_THEME_SLUG_PREFIX = 'admin-';

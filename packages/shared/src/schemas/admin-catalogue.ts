import { z } from 'zod';
import { hasArabicLetters } from '../arabic/scripts.ts';
import {
  catalogueFields,
  catalogueLimits,
  characterTypes,
  genders,
  locationTypes,
} from './catalogue.ts';
import { adminContentLimits, arabicText, iso } from './admin-content.ts';

/** The catalogue's defaults as admins see and edit them (docs/admin-content.md). */

export const pictureStates = ['ready', 'queued', 'drawing', 'failed'] as const;
export type PictureState = (typeof pictureStates)[number];

/** The icons a catalogue theme can show (files under /theme-icons/). */
export const themeIcons = [
  'bedtime-and-dreams.svg',
  'caring-for-nature.svg',
  'courage.svg',
  'curiosity.svg',
  'eid.svg',
  'family.svg',
  'friendship.svg',
  'gratitude.svg',
  'helping-others.svg',
  'honesty.svg',
  'imagination.svg',
  'kindness-to-animals.svg',
  'overcoming-fears.svg',
  'patience.svg',
  'ramadan-nights.svg',
  'respecting-elders.svg',
  'saying-sorry.svg',
  'sharing.svg',
  'teamwork.svg',
  'trying-new-things.svg',
] as const;

const catalogueState = {
  /** Set while the item is retired: parents no longer see it; stories made with it still read. */
  retiredAt: iso.nullable(),
  /** A seeded item (it came with the release) rather than one an admin added. */
  seeded: z.boolean(),
  createdAt: iso,
};
const picture = {
  imageUrl: z.string().nullable(),
  imageThumbnail: z.string().nullable(),
  pictureState: z.enum(pictureStates),
};

export const adminCatalogueCharacter = z.object({
  id: z.number().int(),
  nameEn: z.string(),
  nameAr: z.string().nullable(),
  age: z.number().int(),
  gender: z.enum(genders),
  type: z.enum(characterTypes),
  species: z.string().nullable(),
  descriptionEn: z.string(),
  descriptionAr: z.string().nullable(),
  ...picture,
  ...catalogueState,
});
export type AdminCatalogueCharacter = z.infer<typeof adminCatalogueCharacter>;

export const adminCatalogueLocation = z.object({
  id: z.number().int(),
  nameEn: z.string(),
  nameAr: z.string().nullable(),
  type: z.enum(locationTypes),
  descriptionEn: z.string(),
  descriptionAr: z.string().nullable(),
  ...picture,
  ...catalogueState,
});
export type AdminCatalogueLocation = z.infer<typeof adminCatalogueLocation>;

export const adminCatalogueTheme = z.object({
  id: z.number().int(),
  nameEn: z.string(),
  nameAr: z.string(),
  icon: z.string(),
  iconUrl: z.string(),
  featured: z.boolean(),
  featuredOrder: z.number().int(),
  sparksEn: z.array(z.string()),
  sparksAr: z.array(z.string()),
  ...catalogueState,
});
export type AdminCatalogueTheme = z.infer<typeof adminCatalogueTheme>;

/** GET /api/admin/catalogue: every default character, place and theme, retired ones included. */
export const adminCatalogue = z.object({
  characters: z.array(adminCatalogueCharacter),
  locations: z.array(adminCatalogueLocation),
  themes: z.array(adminCatalogueTheme),
});
export type AdminCatalogue = z.infer<typeof adminCatalogue>;

/** Catalogue items speak both languages: the Arabic name and description are required and Arabic. */
const arabicDescription = z
  .string({ error: 'validation.required' })
  .trim()
  .min(catalogueLimits.descriptionMin, { error: 'catalogue.descriptionTooShort' })
  .max(catalogueLimits.descriptionMax, { error: 'validation.maxLength' })
  .refine(arabicText, { error: 'admin.textNotArabic' });
const requiredArabicName = z
  .string({ error: 'validation.required' })
  .trim()
  .min(catalogueLimits.nameMin, { error: 'catalogue.nameTooShort' })
  .max(catalogueLimits.nameMax, { error: 'validation.maxLength' })
  .refine(arabicText, { error: 'catalogue.nameArNotArabic' });
const englishDescription = catalogueFields.description.refine((text) => !hasArabicLetters(text), {
  error: 'admin.textNotEnglish',
});

/** POST /api/admin/catalogue/characters and PUT …/:id: the whole item (its picture is drawn again). */
export const adminCharacterInput = z.object({
  nameEn: catalogueFields.name,
  nameAr: requiredArabicName,
  age: catalogueFields.age,
  gender: z.enum(genders, { error: 'validation.invalid' }),
  type: z.enum(characterTypes, { error: 'validation.invalid' }),
  species: z
    .string()
    .trim()
    .max(catalogueLimits.speciesMax, { error: 'validation.maxLength' })
    .optional(),
  descriptionEn: englishDescription,
  descriptionAr: arabicDescription,
});
export type AdminCharacterInput = z.input<typeof adminCharacterInput>;

export const adminLocationInput = z.object({
  nameEn: catalogueFields.name,
  nameAr: requiredArabicName,
  type: z.enum(locationTypes, { error: 'validation.invalid' }),
  descriptionEn: englishDescription,
  descriptionAr: arabicDescription,
});
export type AdminLocationInput = z.input<typeof adminLocationInput>;

const spark = z
  .string({ error: 'validation.required' })
  .trim()
  .min(adminContentLimits.sparkMin, { error: 'validation.minLength' })
  .max(adminContentLimits.sparkMax, { error: 'validation.maxLength' });
const sparks = z
  .array(spark, { error: 'validation.invalid' })
  .min(adminContentLimits.sparksMin, { error: 'admin.sparksRequired' })
  .max(adminContentLimits.sparksMax, { error: 'validation.invalid' });

/** A theme: names, icon, its place on the featured row, and its story sparks (the same ideas in both languages, in order). */
export const adminThemeInput = z
  .object({
    nameEn: catalogueFields.name,
    nameAr: requiredArabicName,
    icon: z.enum(themeIcons, { error: 'validation.invalid' }),
    featured: z.boolean({ error: 'validation.invalid' }),
    featuredOrder: z.coerce
      .number({ error: 'validation.invalid' })
      .int({ error: 'validation.invalid' })
      .min(adminContentLimits.featuredOrderMin, { error: 'validation.invalid' })
      .max(adminContentLimits.featuredOrderMax, { error: 'validation.invalid' }),
    sparksEn: sparks.refine((list) => list.every((text) => !hasArabicLetters(text)), {
      error: 'admin.textNotEnglish',
    }),
    sparksAr: z
      .array(spark.refine(arabicText, { error: 'admin.textNotArabic' }), {
        error: 'validation.invalid',
      })
      .max(adminContentLimits.sparksMax, { error: 'validation.invalid' }),
  })
  .refine((body) => body.sparksAr.length === body.sparksEn.length, {
    error: 'admin.sparksMismatch',
    path: ['sparksAr'],
  });
export type AdminThemeInput = z.input<typeof adminThemeInput>;

export const catalogueKinds = ['characters', 'locations', 'themes'] as const;
export type CatalogueKind = (typeof catalogueKinds)[number];

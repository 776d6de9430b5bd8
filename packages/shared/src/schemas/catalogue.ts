import { z } from 'zod';
import { dialects } from '../dialects.ts';
import { hasArabicLetters, hasLatinLetters } from '../arabic/scripts.ts';
import { planIds } from '../plans.ts';
import { idField } from './ids.ts';

/** Characters, locations and themes (docs/product/data.md) and the parent's usage (docs/product/data.md "Usage stats"). */
export const characterTypes = ['human', 'animal', 'magical'] as const;
export type CharacterType = (typeof characterTypes)[number];
export const genders = ['male', 'female'] as const;
export type Gender = (typeof genders)[number];
export const locationTypes = ['city', 'nature', 'fantasy'] as const;
export type LocationType = (typeof locationTypes)[number];

/** Field bounds of docs/product/validation.md, plus upper bounds so nothing absurd is stored. */
export const catalogueLimits = {
  nameMin: 2,
  nameMax: 40,
  descriptionMin: 10,
  descriptionMax: 500,
  ageMin: 1,
  ageMax: 100,
  /** The age as typed ("7", " 12 "). */
  ageTextMax: 10,
  speciesMax: 30,
} as const;

/** Picture URLs in three sizes; null while a default item's picture has not been drawn yet. */
const pictureUrls = {
  imageUrl: z.string().nullable(),
  imageMedium: z.string().nullable(),
  imageThumbnail: z.string().nullable(),
};

export const character = z.object({
  id: z.number().int(),
  /** The name in the caller's language (Arabic when asked in Arabic and one exists). */
  name: z.string(),
  nameEn: z.string(),
  nameAr: z.string().nullable(),
  /** Entered as a string (docs/product/data.md). */
  age: z.string(),
  gender: z.enum(genders),
  type: z.enum(characterTypes),
  species: z.string().nullable(),
  details: z.object({
    type: z.enum(characterTypes),
    gender: z.enum(genders),
    species: z.string().optional(),
    name: z.string(),
    nameAr: z.string().optional(),
  }),
  /** In the caller's language for default items; as typed for the parent's own. */
  description: z.string(),
  isDefault: z.boolean(),
  userId: z.number().int().nullable(),
  ...pictureUrls,
  createdAt: z.string(),
});
export type Character = z.infer<typeof character>;
export const characterList = z.array(character);

/** The English name feeds the English story: Arabic letters there would show up untranslated in it. */
const trimmedName = z
  .string({ error: 'validation.required' })
  .trim()
  .min(catalogueLimits.nameMin, { error: 'catalogue.nameTooShort' })
  .max(catalogueLimits.nameMax, { error: 'validation.maxLength' })
  .refine((value) => !hasArabicLetters(value), { error: 'catalogue.nameNotEnglish' });

/** The Arabic name, optional, in Arabic letters (the Arabic story says it as it is written). */
const arabicName = z
  .string()
  .trim()
  .max(catalogueLimits.nameMax, { error: 'validation.maxLength' })
  .refine((value) => !hasLatinLetters(value), { error: 'catalogue.nameArNotArabic' });

const optionalArabicName = arabicName.optional().transform((value) => value || undefined);

const description = z
  .string({ error: 'validation.required' })
  .trim()
  .min(catalogueLimits.descriptionMin, { error: 'catalogue.descriptionTooShort' })
  .max(catalogueLimits.descriptionMax, { error: 'validation.maxLength' });

/** Age arrives as typed (a string) or as a number; it must be a whole number from 1 to 100. */
const age = z
  .union(
    [z.string().max(catalogueLimits.ageTextMax, { error: 'catalogue.ageRange' }), z.number()],
    { error: 'catalogue.ageRange' },
  )
  .transform((value) =>
    typeof value === 'number' ? value : /^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN,
  )
  .pipe(
    z
      .number({ error: 'catalogue.ageRange' })
      .int({ error: 'catalogue.ageRange' })
      .min(catalogueLimits.ageMin, { error: 'catalogue.ageRange' })
      .max(catalogueLimits.ageMax, { error: 'catalogue.ageRange' }),
  );

/** The field checks of characters and places, for the admins' catalogue forms too (schemas/admin-content.ts). */
export const catalogueFields = { name: trimmedName, nameAr: arabicName, description, age } as const;

export const createCharacterRequest = z.object({
  name: trimmedName,
  nameAr: optionalArabicName,
  age,
  gender: z.enum(genders, { error: 'validation.invalid' }).default('female'),
  description,
  /** Non-admins always send human (docs/product/validation.md); the server ignores anything else from them. */
  type: z.enum(characterTypes, { error: 'validation.invalid' }).default('human'),
  species: z
    .string()
    .trim()
    .max(catalogueLimits.speciesMax, { error: 'validation.maxLength' })
    .optional(),
});
export type CreateCharacterRequest = z.input<typeof createCharacterRequest>;

export const adminCreateCharacterRequest = createCharacterRequest.extend({
  isDefault: z.boolean().default(true),
  userId: idField().optional(),
});
export type AdminCreateCharacterRequest = z.input<typeof adminCreateCharacterRequest>;

/** /my-characters edits names and description; the picture stays. */
export const updateCharacterRequest = z
  .object({ name: trimmedName, nameAr: arabicName, description })
  .partial();
export type UpdateCharacterRequest = z.input<typeof updateCharacterRequest>;

export const location = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEn: z.string(),
  nameAr: z.string().nullable(),
  type: z.enum(locationTypes),
  description: z.string(),
  details: z.object({ description: z.string(), type: z.enum(locationTypes) }),
  isPublic: z.boolean(),
  userId: z.number().int().nullable(),
  ...pictureUrls,
  createdAt: z.string(),
});
export type Location = z.infer<typeof location>;
export const locationList = z.array(location);

export const createLocationRequest = z.object({
  name: trimmedName,
  nameAr: optionalArabicName,
  type: z.enum(locationTypes, { error: 'validation.invalid' }).default('nature'),
  description,
});
export type CreateLocationRequest = z.input<typeof createLocationRequest>;

/** Admins send the description and type inside `details` (docs/product/roles-and-plans.md, docs/product/api.md). */
export const adminCreateLocationRequest = z.object({
  name: trimmedName,
  nameAr: optionalArabicName,
  details: z.object({
    description,
    type: z.enum(locationTypes, { error: 'validation.invalid' }).default('nature'),
  }),
});
export type AdminCreateLocationRequest = z.input<typeof adminCreateLocationRequest>;
export const adminLocationResponse = z.object({ location });

export const updateLocationRequest = updateCharacterRequest;
export type UpdateLocationRequest = UpdateCharacterRequest;

export const theme = z.object({
  id: z.number().int(),
  slug: z.string(),
  /** In the caller's language. */
  name: z.string(),
  nameEn: z.string(),
  nameAr: z.string(),
  iconUrl: z.string(),
  featured: z.boolean(),
  featuredOrder: z.number().int(),
  /** Starter sentences in the caller's language. */
  storySparks: z.array(z.string()),
});
export type Theme = z.infer<typeof theme>;
export const themeList = z.array(theme);
export const defaultFeaturedOrder = 999;

const used = z.object({
  used: z.number().int().nonnegative(),
  limit: z.number().int().nonnegative(),
});

export const usageStats = z.object({
  subscription: z.enum(['Free', 'Family', 'Heritage']),
  plan: z.enum(planIds),
  characters: used,
  locations: used,
  stories: used.extend({
    remaining: z.number().int().nonnegative(),
    /** Share of the weekly limit used, 0 to 100. */
    percentage: z.number().int().min(0).max(100),
    /** The next Monday 00:00 UTC (ISO 8601). */
    resetDate: z.string(),
    /** Every story the parent ever made (decides which plan the upgrade offers). */
    total: z.number().int().nonnegative(),
  }),
  dialects: z.array(z.enum(dialects)),
  features: z.object({
    dialectAccess: z.boolean(),
    pdfWatermark: z.boolean(),
    shareMaxViews: z.number().int(),
    priority: z.number().int(),
  }),
});
export type UsageStats = z.infer<typeof usageStats>;

import { z } from 'zod';
import { hasArabicLetters, hasLatinLetters } from '../arabic/scripts.ts';
import {
  catalogueFields,
  catalogueLimits,
  characterTypes,
  genders,
  locationTypes,
} from './catalogue.ts';
import { feedbackCategories } from './feedback.ts';
import { maxId } from './ids.ts';
import { storyModerations } from './moderation.ts';
import { storyStatuses } from './stories.ts';

/**
 * The admin portal's content screens (docs/admin-content.md): finding stories, the catalogue's
 * defaults, testimonials the operator adds and the feedback inbox. Moderation decisions and
 * testimonial decisions live with the community's schemas.
 */

export const adminContentLimits = {
  queryMax: 100,
  pageMax: 50,
  sparksMin: 1,
  sparksMax: 10,
  sparkMin: 10,
  sparkMax: 300,
  featuredOrderMin: 1,
  featuredOrderMax: 999,
} as const;

/** Keyset paging: the id the next page starts below (lists are newest first). */
const before = z.coerce
  .number({ error: 'validation.invalid' })
  .int({ error: 'validation.invalid' })
  .min(1, { error: 'validation.invalid' })
  .max(maxId, { error: 'validation.invalid' })
  .optional();
const pageSize = (fallback: number) =>
  z.coerce
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .min(1, { error: 'validation.invalid' })
    .max(adminContentLimits.pageMax, { error: 'validation.invalid' })
    .default(fallback);
const iso = z.string();

// Stories

export const adminStoryVisibilities = ['published', 'featured', 'private'] as const;
export type AdminStoryVisibility = (typeof adminStoryVisibilities)[number];

/** GET /api/admin/stories: a title, an author's email or display name, or a story's id (`#12` or `12`). */
export const adminStoryQuery = z.object({
  q: z
    .string()
    .trim()
    .max(adminContentLimits.queryMax, { error: 'validation.maxLength' })
    .default(''),
  status: z.enum(storyStatuses, { error: 'validation.invalid' }).optional(),
  moderation: z.enum(storyModerations, { error: 'validation.invalid' }).optional(),
  visibility: z.enum(adminStoryVisibilities, { error: 'validation.invalid' }).optional(),
  before,
  limit: pageSize(20),
});
export type AdminStoryQuery = z.input<typeof adminStoryQuery>;

export const adminStory = z.object({
  id: z.number().int(),
  title: z.string(),
  titleEn: z.string().nullable(),
  titleAr: z.string().nullable(),
  status: z.enum(storyStatuses),
  moderation: z.enum(storyModerations),
  moderationReason: z.string().nullable(),
  publishedAt: iso.nullable(),
  featuredAt: iso.nullable(),
  createdAt: iso,
  /** A parent (their email and display name) or an admin's own story. */
  author: z.object({
    kind: z.enum(['parent', 'admin']),
    email: z.string().nullable(),
    displayName: z.string().nullable(),
  }),
  likes: z.number().int(),
  comments: z.number().int(),
  /** Parents' reports still waiting for a decision. */
  openReports: z.number().int(),
});
export type AdminStory = z.infer<typeof adminStory>;
export const adminStoryList = z.object({
  stories: z.array(adminStory),
  nextBefore: z.number().int().nullable(),
});
export type AdminStoryList = z.infer<typeof adminStoryList>;

// Testimonials the operator adds

const arabicText = (text: string) => hasArabicLetters(text) && !hasLatinLetters(text);
const testimonialWords = z
  .string()
  .trim()
  .max(500, { error: 'validation.maxLength' })
  .refine((text) => text === '' || text.length >= 20, { error: 'validation.minLength' })
  .optional()
  .transform((text) => text || undefined);

/**
 * POST /api/admin/testimonials: a real parent's words the operator received (by email, in person),
 * in English, in Arabic or in both; each visitor reads them in their language when there is one.
 */
export const adminTestimonialRequest = z
  .object({
    firstName: z
      .string({ error: 'validation.required' })
      .trim()
      .min(1, { error: 'validation.required' })
      .max(40, { error: 'validation.maxLength' }),
    city: z
      .string({ error: 'validation.required' })
      .trim()
      .min(1, { error: 'validation.required' })
      .max(60, { error: 'validation.maxLength' }),
    messageEn: testimonialWords.refine((text) => text === undefined || !hasArabicLetters(text), {
      error: 'admin.textNotEnglish',
    }),
    messageAr: testimonialWords.refine((text) => text === undefined || arabicText(text), {
      error: 'admin.textNotArabic',
    }),
  })
  .refine((body) => body.messageEn !== undefined || body.messageAr !== undefined, {
    error: 'admin.testimonialWordsRequired',
    path: ['messageEn'],
  });
export type AdminTestimonialRequest = z.input<typeof adminTestimonialRequest>;

// The catalogue's defaults

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

// Feedback inbox

export const feedbackStatuses = ['open', 'done', 'all'] as const;
export const adminFeedbackQuery = z.object({
  category: z.enum(feedbackCategories, { error: 'validation.invalid' }).optional(),
  status: z.enum(feedbackStatuses, { error: 'validation.invalid' }).default('all'),
  before,
  limit: pageSize(20),
});
export type AdminFeedbackQuery = z.input<typeof adminFeedbackQuery>;

export const adminFeedbackItem = z.object({
  id: z.number().int(),
  category: z.enum(feedbackCategories),
  message: z.string(),
  pageUrl: z.string(),
  language: z.string(),
  userAgent: z.string().nullable(),
  createdAt: iso,
  doneAt: iso.nullable(),
  /** The parent who sent it, when signed in. */
  senderEmail: z.string().nullable(),
});
export type AdminFeedbackItem = z.infer<typeof adminFeedbackItem>;
export const adminFeedbackList = z.object({
  feedback: z.array(adminFeedbackItem),
  nextBefore: z.number().int().nullable(),
  open: z.number().int(),
});
export type AdminFeedbackList = z.infer<typeof adminFeedbackList>;

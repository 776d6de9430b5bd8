import { z } from 'zod';
import { dialects } from '../dialects.ts';
import { planIds } from '../plans.ts';
import { idField } from './ids.ts';

/** Stories (docs/product/data.md "Story", "Story creation payload", "Story status response"; docs/product/stories-and-engines.md). */
export const ageGroups = ['3-5', '6-8', '9-12'] as const;
export type AgeGroup = (typeof ageGroups)[number];
export const storyStatuses = ['queued', 'processing', 'complete', 'error'] as const;
export type StoryStatus = (typeof storyStatuses)[number];
export const storyLimits = {
  pagesMin: 3,
  pagesMax: 10,
  pagesDefault: 5,
  maxCharacters: 3,
  descriptionMax: 500,
  titleMax: 120,
  topicMax: 200,
  /** artStyle, englishVoice, arabicVoice. */
  optionMax: 40,
  /** Each text of the optional detail objects. */
  detailTextMax: 200,
  /** Each list of the optional detail objects (secondary themes, emotions). */
  detailListMax: 5,
  /**
   * The largest creation body accepted, in bytes: every field at its bound, each character
   * written as a JSON escape, fits several times over; anything larger is refused before parsing.
   */
  requestBytesMax: 128 * 1024,
} as const;

/** 'msa' and 'gulf' are older spellings of standard and gulf_uae (docs/product/limits.md). */
const dialectField = z.preprocess(
  (value) => (value === 'msa' ? 'standard' : value === 'gulf' ? 'gulf_uae' : value),
  z.enum(dialects, { error: 'story.dialectRequired' }),
);

const detailText = z
  .string()
  .trim()
  .max(storyLimits.detailTextMax, { error: 'validation.maxLength' });
const detailList = z
  .array(detailText)
  .max(storyLimits.detailListMax, { error: 'validation.invalid' });

/**
 * A chosen character or place as a client may describe it beside its id: the id, a name, or the
 * item as the catalogue gave it (its other fields are dropped).
 */
const choiceSummary = z.union([
  idField(),
  detailText,
  z.object({
    id: idField().optional(),
    name: detailText.optional(),
    nameAr: detailText.optional(),
  }),
]);

/**
 * The optional detail objects a client may send. The story is built from the chosen ids, so these
 * are checked (known keys only, bounded texts and lists, no deeper nesting) and then not stored.
 */
const characterSketch = z.strictObject({
  name: detailText.optional(),
  gender: detailText.optional(),
  appearance: z
    .strictObject({
      hairColor: detailText.optional(),
      skinTone: detailText.optional(),
      clothing: detailText.optional(),
      eyeColor: detailText.optional(),
    })
    .optional(),
});
const characterDetails = characterSketch.extend({
  mainCharacter: characterSketch.optional(),
  supportingCharacters: z
    .array(characterSketch)
    .max(storyLimits.maxCharacters, { error: 'story.tooManyCharacters' })
    .optional(),
});
const locationDetails = z.strictObject({
  name: detailText.optional(),
  description: z
    .string()
    .trim()
    .max(storyLimits.descriptionMax, { error: 'validation.maxLength' })
    .optional(),
  time: detailText.optional(),
  environment: detailText.optional(),
  weather: detailText.optional(),
  significance: detailText.optional(),
});
const themeDetails = z.strictObject({
  primaryTheme: detailText.optional(),
  secondaryThemes: detailList.optional(),
  moral: detailText.optional(),
  emotions: detailList.optional(),
});

const option = (fallback: string) =>
  z.string().trim().max(storyLimits.optionMax, { error: 'validation.maxLength' }).default(fallback);

export const createStoryRequest = z
  .object({
    title: z
      .string()
      .trim()
      .max(storyLimits.titleMax, { error: 'validation.maxLength' })
      .optional()
      .transform((value) => value || 'My Story'),
    ageGroup: z.enum(ageGroups, { error: 'story.ageGroupRequired' }).default('6-8'),
    length: z.coerce
      .number({ error: 'story.lengthRange' })
      .int({ error: 'story.lengthRange' })
      .min(storyLimits.pagesMin, { error: 'story.lengthRange' })
      .max(storyLimits.pagesMax, { error: 'story.lengthRange' })
      .default(storyLimits.pagesDefault),
    dialect: dialectField.default('standard'),
    /** Catalogue and own characters; with a child chosen, none is needed (the child is one). */
    selectedCharacterIds: z
      .array(idField({ invalid: 'story.charactersRequired', unknown: 'story.unknownItem' }), {
        error: 'story.charactersRequired',
      })
      .max(storyLimits.maxCharacters, { error: 'story.tooManyCharacters' })
      .refine((ids) => new Set(ids).size === ids.length, { error: 'story.charactersRequired' }),
    /** The parent's children in the story: each becomes a character, before the chosen ones (the first child is the hero). */
    childIds: z
      .array(idField({ invalid: 'story.unknownItem', unknown: 'story.unknownItem' }))
      .max(storyLimits.maxCharacters, { error: 'story.tooManyCharacters' })
      .refine((ids) => new Set(ids).size === ids.length, { error: 'validation.invalid' })
      .optional(),
    selectedLocationId: idField({
      invalid: 'story.locationRequired',
      unknown: 'story.unknownItem',
    }),
    selectedThemeId: idField({ unknown: 'story.unknownItem' }).nullish(),
    storyDescription: z
      .string()
      .trim()
      .max(storyLimits.descriptionMax, { error: 'validation.maxLength' })
      .optional(),
    // Accepted as clients send them; the server builds the story from the ids above.
    characters: z
      .array(choiceSummary)
      .max(storyLimits.maxCharacters, { error: 'story.tooManyCharacters' })
      .optional(),
    location: choiceSummary.optional(),
    topic: z
      .string()
      .trim()
      .max(storyLimits.topicMax, { error: 'validation.maxLength' })
      .optional(),
    artStyle: option('cartoon'),
    englishVoice: option('default'),
    arabicVoice: option('default'),
    characterDetails: characterDetails.optional(),
    locationDetails: locationDetails.optional(),
    themeDetails: themeDetails.optional(),
  })
  .superRefine(
    (request, context) => {
      // A story has one to three characters: the parent's children first, then the chosen ones.
      const count =
        request.selectedCharacterIds.length +
        (Array.isArray(request.childIds) ? request.childIds.length : 0);
      if (count === 0)
        context.addIssue({
          code: 'custom',
          path: ['selectedCharacterIds'],
          message: 'story.charactersRequired',
        });
      if (count > storyLimits.maxCharacters)
        context.addIssue({
          code: 'custom',
          path: ['childIds'],
          message: 'story.tooManyCharacters',
        });
    },
    // Also when another field failed, so that the form lists every problem at once.
    {
      when: ({ value }) =>
        Array.isArray(
          (value as { selectedCharacterIds?: unknown } | undefined)?.selectedCharacterIds,
        ),
    },
  );
export type CreateStoryRequest = z.input<typeof createStoryRequest>;
export const createStoryResponse = z.object({ id: z.number().int() });

export const upgradeOption = z.object({
  plan: z.enum(planIds),
  name: z.string(),
  priceUsdMonthly: z.number(),
  storiesPerWeek: z.number().int(),
});
/** The weekly-limit answer (docs/product/api.md, docs/product/errors.md): `error: limit_exceeded`, `code: LIMIT_EXCEEDED`. */
export const storyLimitResponse = z.object({
  error: z.literal('limit_exceeded'),
  code: z.literal('LIMIT_EXCEEDED'),
  message: z.string(),
  upgradeOptions: z.array(upgradeOption),
  resetDate: z.string(),
  limit: z.number().int(),
});
export type StoryLimitResponse = z.infer<typeof storyLimitResponse>;

export const storyStatusResponse = z.object({
  status: z.enum(storyStatuses),
  progress: z.object({
    text: z.string(),
    images: z.string(),
    audio: z.string(),
    /** 0 to 100. */
    imagesPercent: z.number().int(),
    audioPercent: z.number().int(),
    textComplete: z.boolean(),
  }),
  queue: z.object({
    imagePosition: z.number().int(),
    audioPosition: z.number().int(),
    /** Seconds. */
    estimatedImageWait: z.number().int(),
    estimatedAudioWait: z.number().int(),
  }),
  titleEn: z.string().nullable(),
  titleAr: z.string().nullable(),
  /** A readable reason when the status is error. */
  error: z.string().nullable(),
});
export type StoryStatusResponse = z.infer<typeof storyStatusResponse>;

/** GET /api/landing-data (docs/product/data.md "Landing data"): featured preferred, then published ones. */
/** Answer of publishing or featuring a story: its visibility as it now stands. */
export const storyVisibility = z.object({
  id: z.number().int(),
  publishedAt: z.string().nullable(),
  featured: z.boolean(),
});
export type StoryVisibility = z.infer<typeof storyVisibility>;

/** GET /api/stories/{id}/pdf?lang=: which text the picture book carries. */
export const pdfEditions = ['en', 'ar', 'dialect', 'bilingual'] as const;
export type PdfEdition = (typeof pdfEditions)[number];
export const pdfQuery = z.object({
  lang: z.enum(pdfEditions, { error: 'validation.invalid' }).default('bilingual'),
});

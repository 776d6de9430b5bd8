import { z } from 'zod';
import { dialects } from '../dialects.ts';
import { hasArabicLetters, hasLatinLetters } from '../arabic/scripts.ts';
import { genders } from './catalogue.ts';
import { ageGroups, upgradeOption } from './stories.ts';
import { avatarPresets, avoidItemIds, childInterestIds, readingModes } from './child-options.ts';

/**
 * Child profiles: the details a parent gives about a child so that stories can make the child the
 * hero. They are private to the parent: never published, never shared, never sent to a cloud engine
 * with the child's name in them.
 */
export const childLimits = {
  nameMax: 40,
  familyWordMax: 24,
  /** A child from birth to 12 (the oldest age group). */
  ageMax: 12,
  interestsMax: 8,
} as const;

/** A name or word in Latin letters (the English story says it) or in Arabic letters (the Arabic ones do). */
const latinText = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(max, { error: 'validation.maxLength' })
    .refine((value) => !hasArabicLetters(value), { error: 'catalogue.nameNotEnglish' });
const arabicText = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(max, { error: 'validation.maxLength' })
    .refine((value) => hasArabicLetters(value) && !hasLatinLetters(value), {
      error: 'catalogue.nameArNotArabic',
    });

/** A family word in both scripts (a preset, or the parent's own). */
const familyWord = z.object({
  en: latinText(childLimits.familyWordMax),
  ar: arabicText(childLimits.familyWordMax),
});
export type FamilyWord = z.infer<typeof familyWord>;

const familyWords = z.object({
  grandma: familyWord.nullable().default(null),
  grandpa: familyWord.nullable().default(null),
});
const reading = z.object({
  mode: z.enum(readingModes, { error: 'validation.invalid' }).default('read-along'),
  vowelMarks: z.boolean({ error: 'validation.invalid' }).default(true),
});
export const avatar = z.object({
  skinTone: z.enum(avatarPresets.skinTone, { error: 'validation.invalid' }).default('medium'),
  hair: z.enum(avatarPresets.hair, { error: 'validation.invalid' }).default('short'),
  clothing: z.enum(avatarPresets.clothing, { error: 'validation.invalid' }).default('blue'),
  glasses: z.boolean({ error: 'validation.invalid' }).default(false),
  hijab: z.boolean({ error: 'validation.invalid' }).default(false),
});
export type ChildAvatar = z.infer<typeof avatar>;

const noRepeats = <T>(list: readonly T[]) => new Set(list).size === list.length;

const fields = {
  nameEn: latinText(childLimits.nameMax),
  nameAr: arabicText(childLimits.nameMax),
  gender: z.enum(genders, { error: 'validation.invalid' }),
  birthMonth: z
    .number({ error: 'children.birthInvalid' })
    .int({ error: 'children.birthInvalid' })
    .min(1, { error: 'children.birthInvalid' })
    .max(12, { error: 'children.birthInvalid' }),
  birthYear: z
    .number({ error: 'children.birthInvalid' })
    .int({ error: 'children.birthInvalid' })
    .min(2000, { error: 'children.birthInvalid' })
    .max(2200, { error: 'children.birthInvalid' }),
  dialect: z.enum(dialects, { error: 'validation.invalid' }),
  interests: z
    .array(z.enum(childInterestIds, { error: 'validation.invalid' }))
    .max(childLimits.interestsMax, { error: 'children.tooManyInterests' })
    .refine(noRepeats, { error: 'validation.invalid' }),
  avoid: z
    .array(z.enum(avoidItemIds, { error: 'validation.invalid' }))
    .max(avoidItemIds.length)
    .refine(noRepeats, { error: 'validation.invalid' }),
  familyWords,
  reading,
  avatar,
};

/** A birth month not in the future and no more than 12 years ago (checked against the clock when parsed). */
const bornInRange = (value: {
  birthYear?: number | undefined;
  birthMonth?: number | undefined;
}) => {
  if (value.birthYear === undefined || value.birthMonth === undefined) return true;
  const now = new Date();
  const months =
    (now.getUTCFullYear() - value.birthYear) * 12 + (now.getUTCMonth() + 1 - value.birthMonth);
  return months >= 0 && months < (childLimits.ageMax + 1) * 12;
};
const birthIssue = { error: 'children.birthInvalid' as const, path: ['birthYear'] };

/** A new child: what is left out takes its default. */
export const createChildRequest = z
  .object({
    ...fields,
    dialect: fields.dialect.default('standard'),
    interests: fields.interests.default([]),
    avoid: fields.avoid.default([]),
    familyWords: familyWords.default({ grandma: null, grandpa: null }),
    reading: reading.default({ mode: 'read-along', vowelMarks: true }),
    avatar: avatar.default({
      skinTone: 'medium',
      hair: 'short',
      clothing: 'blue',
      glasses: false,
      hijab: false,
    }),
  })
  .refine(bornInRange, birthIssue);
export type CreateChildRequest = z.input<typeof createChildRequest>;

/** Any field may change, and only what is sent changes (a nested object is replaced whole); birth month and year go together. */
export const updateChildRequest = z
  .object(fields)
  .partial()
  .refine(
    (value) => (value.birthYear === undefined) === (value.birthMonth === undefined),
    birthIssue,
  )
  .refine(bornInRange, birthIssue);
export type UpdateChildRequest = z.input<typeof updateChildRequest>;

export const childProfile = z.object({
  id: z.number().int(),
  nameEn: z.string(),
  nameAr: z.string(),
  gender: z.enum(genders),
  birthMonth: z.number().int(),
  birthYear: z.number().int(),
  age: z.number().int(),
  ageGroup: z.enum(ageGroups),
  dialect: z.enum(dialects),
  interests: z.array(z.enum(childInterestIds)),
  avoid: z.array(z.enum(avoidItemIds)),
  familyWords: z.object({ grandma: familyWord.nullable(), grandpa: familyWord.nullable() }),
  reading: z.object({ mode: z.enum(readingModes), vowelMarks: z.boolean() }),
  avatar: z.object({
    skinTone: z.enum(avatarPresets.skinTone),
    hair: z.enum(avatarPresets.hair),
    clothing: z.enum(avatarPresets.clothing),
    glasses: z.boolean(),
    hijab: z.boolean(),
  }),
  /** The avatar as the embedded illustrator draws it from the presets (an SVG document, no name in it). */
  avatarSvg: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ChildProfile = z.infer<typeof childProfile>;
export const childProfileList = z.object({
  children: z.array(childProfile),
  limit: z.number().int(),
});
export type ChildProfileList = z.infer<typeof childProfileList>;

/** The export of one child: the profile and every story made with the child, as the parent sees them. */
export const childExport = z.object({
  exportedAt: z.string(),
  profile: childProfile,
  stories: z.array(
    z.object({
      id: z.number().int(),
      createdAt: z.string(),
      status: z.string(),
      titles: z.object({
        en: z.string().nullable(),
        ar: z.string().nullable(),
        dialect: z.string().nullable(),
      }),
      dialect: z.string(),
      pages: z.array(
        z.object({
          index: z.number().int(),
          en: z.string().nullable(),
          ar: z.string().nullable(),
          dialect: z.string().nullable(),
        }),
      ),
    }),
  ),
});
export type ChildExport = z.infer<typeof childExport>;

/** The 403 answer at the plan's profile limit: shaped like the story limit's, so the upgrade dialog can show it. */
export const childLimitResponse = z.object({
  code: z.literal('CHILD_LIMIT'),
  message: z.string(),
  limit: z.number().int(),
  upgradeOptions: z.array(upgradeOption),
});
export type ChildLimitResponse = z.infer<typeof childLimitResponse>;

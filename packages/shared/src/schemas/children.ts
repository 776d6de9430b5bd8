import { z } from 'zod';
import { dialects } from '../dialects.ts';
import { hasArabicLetters, hasLatinLetters } from '../arabic/scripts.ts';
import { genders } from './catalogue.ts';
import { ageGroups, upgradeOption, type AgeGroup } from './stories.ts';

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

type Label = { en: string; ar: string };

/** Interests, shown as chips; they steer the theme suggestions. */
export const childInterests = {
  animals: { en: 'Animals', ar: 'الحيوانات' },
  space: { en: 'Space and stars', ar: 'الفضاء والنجوم' },
  nature: { en: 'Gardens and nature', ar: 'الحدائق والطبيعة' },
  desert: { en: 'The desert', ar: 'الصحراء' },
  adventure: { en: 'Adventures', ar: 'المغامرات' },
  magic: { en: 'Magic', ar: 'السحر' },
  friendship: { en: 'Friends', ar: 'الأصدقاء' },
  family: { en: 'Family', ar: 'العائلة' },
  music: { en: 'Music', ar: 'الموسيقى' },
  drawing: { en: 'Drawing and colours', ar: 'الرسم والألوان' },
  cooking: { en: 'Cooking', ar: 'الطبخ' },
  football: { en: 'Football', ar: 'كرة القدم' },
  vehicles: { en: 'Cars and trains', ar: 'السيارات والقطارات' },
  science: { en: 'Science', ar: 'العلوم' },
  books: { en: 'Books', ar: 'الكتب' },
} as const satisfies Record<string, Label>;
export type ChildInterest = keyof typeof childInterests;
export const childInterestIds = Object.keys(childInterests) as [ChildInterest, ...ChildInterest[]];

/** The catalogue's themes (by slug) that suit each interest, best first. */
export const interestThemes: Record<ChildInterest, readonly string[]> = {
  animals: ['kindness-to-animals', 'caring-for-nature'],
  space: ['curiosity', 'bedtime-and-dreams', 'imagination'],
  nature: ['caring-for-nature', 'patience'],
  desert: ['courage', 'trying-new-things'],
  adventure: ['courage', 'trying-new-things', 'overcoming-fears'],
  magic: ['imagination', 'bedtime-and-dreams'],
  friendship: ['friendship', 'sharing', 'saying-sorry'],
  family: ['family', 'respecting-elders', 'gratitude'],
  music: ['trying-new-things', 'courage'],
  drawing: ['imagination', 'patience'],
  cooking: ['sharing', 'helping-others', 'patience'],
  football: ['teamwork', 'friendship'],
  vehicles: ['curiosity', 'trying-new-things'],
  science: ['curiosity', 'patience'],
  books: ['imagination', 'curiosity'],
};

/** The themes to suggest for a child: each interest's best theme first, then the others, at most four. */
export function themeSlugsForInterests(interests: readonly ChildInterest[], max = 4): string[] {
  const slugs: string[] = [];
  const depth = Math.max(0, ...interests.map((interest) => interestThemes[interest].length));
  for (let rank = 0; rank < depth; rank++) {
    for (const interest of interests) {
      const slug = interestThemes[interest][rank];
      if (slug && !slugs.includes(slug)) slugs.push(slug);
    }
  }
  return slugs.slice(0, max);
}

/**
 * Things a child should not meet in a story. `words` are what the writer and the illustrator
 * call them (English, and Arabic without vowel marks): a story for the child contains none of them.
 */
export const avoidItems = {
  dark: {
    en: 'The dark',
    ar: 'الظلام',
    words: { en: ['dark', 'darkness'], ar: ['ظلام', 'الظلام', 'عتمة', 'العتمة'] },
  },
  dogs: {
    en: 'Dogs',
    ar: 'الكلاب',
    words: { en: ['dog', 'dogs', 'puppy', 'puppies'], ar: ['كلب', 'كلبة', 'الكلب', 'كلاب', 'جرو'] },
  },
  cats: {
    en: 'Cats',
    ar: 'القطط',
    words: {
      en: ['cat', 'cats', 'kitten', 'kitty'],
      ar: ['قط', 'قطة', 'القط', 'القطة', 'قطط', 'بسة', 'بسينة'],
    },
  },
  water: {
    en: 'Water and the sea',
    ar: 'الماء والبحر',
    words: {
      en: ['sea', 'ocean', 'lake', 'river', 'swim', 'swimming', 'waves', 'beach'],
      ar: ['بحر', 'البحر', 'محيط', 'بحيرة', 'نهر', 'النهر', 'موج', 'الموج', 'شاطئ'],
    },
  },
  storms: {
    en: 'Thunder and storms',
    ar: 'الرعد والعواصف',
    words: {
      en: ['thunder', 'storm', 'storms', 'lightning'],
      ar: ['رعد', 'الرعد', 'عاصفة', 'العاصفة', 'برق', 'البرق'],
    },
  },
  insects: {
    en: 'Insects',
    ar: 'الحشرات',
    words: {
      en: ['insect', 'insects', 'bug', 'bugs', 'bee', 'bees', 'spider', 'ant', 'ants'],
      ar: ['حشرة', 'حشرات', 'نحلة', 'النحلة', 'عنكبوت', 'نملة', 'النملة'],
    },
  },
  monsters: {
    en: 'Monsters',
    ar: 'الوحوش',
    words: {
      en: ['monster', 'monsters', 'ghost', 'ghoul'],
      ar: ['وحش', 'الوحش', 'وحوش', 'غول', 'الغول', 'شبح'],
    },
  },
  doctors: {
    en: 'Doctors',
    ar: 'الأطباء',
    words: {
      en: ['doctor', 'doctors', 'hospital', 'injection'],
      ar: ['طبيب', 'الطبيب', 'طبيبة', 'دكتور', 'مستشفى', 'المستشفى', 'إبرة'],
    },
  },
  noises: {
    en: 'Loud noises',
    ar: 'الأصوات العالية',
    words: { en: ['loud', 'bang', 'boom', 'crash'], ar: ['ضجيج', 'الضجيج', 'دوي', 'انفجار'] },
  },
  heights: {
    en: 'Heights',
    ar: 'الأماكن العالية',
    words: { en: ['cliff', 'tower', 'climb', 'climbed'], ar: ['جرف', 'برج', 'البرج', 'تسلق'] },
  },
} as const satisfies Record<
  string,
  Label & { words: { en: readonly string[]; ar: readonly string[] } }
>;
export type AvoidItem = keyof typeof avoidItems;
export const avoidItemIds = Object.keys(avoidItems) as [AvoidItem, ...AvoidItem[]];

/** What children call their grandparents: presets in both scripts; a parent may type their own. */
export const familyWordPresets = {
  grandma: [
    { en: 'Teta', ar: 'تيتة' },
    { en: 'Sitto', ar: 'ستّو' },
    { en: 'Jaddah', ar: 'جدّة' },
    { en: 'Nana', ar: 'نانا' },
    { en: 'Tayta', ar: 'تيتا' },
  ],
  grandpa: [
    { en: 'Jeddo', ar: 'جدّو' },
    { en: 'Jiddo', ar: 'جِدّو' },
    { en: 'Jaddi', ar: 'جدّي' },
    { en: 'Baba Kabir', ar: 'بابا كبير' },
  ],
} as const;

export const readingModes = ['listen', 'read-along', 'read-alone'] as const;
export type ReadingMode = (typeof readingModes)[number];

/** The avatar's presets: drawn by the embedded illustrator, never a photo. */
export const avatarPresets = {
  skinTone: ['light', 'medium-light', 'medium', 'medium-dark', 'dark'],
  hair: ['short', 'long', 'curly', 'braids', 'bun'],
  clothing: ['blue', 'green', 'red', 'yellow', 'purple'],
} as const;

/** Age in whole years on `now` (UTC) of a child born in that month. */
export function childAge(birthYear: number, birthMonth: number, now: Date = new Date()): number {
  const months = (now.getUTCFullYear() - birthYear) * 12 + (now.getUTCMonth() + 1 - birthMonth);
  return Math.max(0, Math.floor(months / 12));
}

/** The story age group for a child's age: the youngest covers the little ones too, the oldest anyone past 9. */
export function ageGroupForAge(age: number): AgeGroup {
  if (age <= 5) return '3-5';
  if (age <= 8) return '6-8';
  return '9-12';
}

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
const avatar = z.object({
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

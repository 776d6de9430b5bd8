import type { AgeGroup } from './stories.ts';

/**
 * What a parent picks from on a child's profile (interests, things to avoid, family words, reading
 * modes, avatars), and a child's age as stories use it.
 */

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

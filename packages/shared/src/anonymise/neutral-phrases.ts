/** The neutral phrases a name in a story description becomes (anonymise-description.ts). */

export interface Phrase {
  indefinite: string;
  definite: string;
}

/** The neutral phrases a name can become; the same index means the same idea in both languages. */
export const neutralPhrases = {
  en: [
    { indefinite: 'a curious child', definite: 'the curious child' },
    { indefinite: 'a brave little one', definite: 'the brave little one' },
    { indefinite: 'a kind friend', definite: 'the kind friend' },
    { indefinite: 'a little explorer', definite: 'the little explorer' },
    { indefinite: 'a clever child', definite: 'the clever child' },
    { indefinite: 'a cheerful child', definite: 'the cheerful child' },
  ],
  ar: {
    male: [
      { indefinite: 'طفل فضولي', definite: 'الطفل الفضولي' },
      { indefinite: 'صغير شجاع', definite: 'الصغير الشجاع' },
      { indefinite: 'صديق طيب', definite: 'الصديق الطيب' },
      { indefinite: 'مستكشف صغير', definite: 'المستكشف الصغير' },
      { indefinite: 'طفل ذكي', definite: 'الطفل الذكي' },
      { indefinite: 'طفل مرح', definite: 'الطفل المرح' },
    ],
    female: [
      { indefinite: 'طفلة فضولية', definite: 'الطفلة الفضولية' },
      { indefinite: 'صغيرة شجاعة', definite: 'الصغيرة الشجاعة' },
      { indefinite: 'صديقة طيبة', definite: 'الصديقة الطيبة' },
      { indefinite: 'مستكشفة صغيرة', definite: 'المستكشفة الصغيرة' },
      { indefinite: 'طفلة ذكية', definite: 'الطفلة الذكية' },
      { indefinite: 'طفلة مرحة', definite: 'الطفلة المرحة' },
    ],
  },
  enPossessive: 'the child',
  enPair: { indefinite: 'two friends', definite: 'the two friends' },
  enGroup: 'the children',
  // Nominative (sentence subject) and genitive/accusative forms of the dual.
  arPair: { male: ['صديقان', 'صديقين'], female: ['صديقتان', 'صديقتين'] },
  arGroup: 'الأطفال',
} as const satisfies Record<string, unknown>;

/** The neutral phrases a name in a story description becomes (anonymise-description.ts). */

export interface Phrase {
  indefinite: string;
  definite: string;
}

/**
 * The neutral phrases a name can become; the same index means the same idea in both languages.
 * A phrase says what the child is like, never who they are to someone ("a kind friend" made the
 * writer tell of a friend the story's cast does not have).
 */
export const neutralPhrases = {
  en: [
    { indefinite: 'a curious child', definite: 'the curious child' },
    { indefinite: 'a brave little one', definite: 'the brave little one' },
    { indefinite: 'a gentle child', definite: 'the gentle child' },
    { indefinite: 'a little explorer', definite: 'the little explorer' },
    { indefinite: 'a clever child', definite: 'the clever child' },
    { indefinite: 'a cheerful child', definite: 'the cheerful child' },
  ],
  ar: {
    male: [
      { indefinite: 'طفل فضولي', definite: 'الطفل الفضولي' },
      { indefinite: 'صغير شجاع', definite: 'الصغير الشجاع' },
      { indefinite: 'طفل لطيف', definite: 'الطفل اللطيف' },
      { indefinite: 'مستكشف صغير', definite: 'المستكشف الصغير' },
      { indefinite: 'طفل ذكي', definite: 'الطفل الذكي' },
      { indefinite: 'طفل مرح', definite: 'الطفل المرح' },
    ],
    female: [
      { indefinite: 'طفلة فضولية', definite: 'الطفلة الفضولية' },
      { indefinite: 'صغيرة شجاعة', definite: 'الصغيرة الشجاعة' },
      { indefinite: 'طفلة لطيفة', definite: 'الطفلة اللطيفة' },
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

import type { SpokenDialect } from '@qamar/shared';

/**
 * How to tell the model which dialect to write. A few everyday markers push it towards the
 * dialect's own wording instead of Fusha with a word swapped here and there; `rules` are the
 * spellings the Arabic gate holds each dialect to (quality/dialect-checks.ts).
 */
export const dialectGuide: Record<
  SpokenDialect,
  { name: string; short: string; markers: string; rules?: string }
> = {
  egyptian: {
    name: 'Egyptian Arabic (Masri, as a family in Cairo speaks)',
    short: 'Egyptian',
    markers: 'عايز، إزّاي، دلوقتي، كده، بتاع، أوي، مش',
  },
  lebanese: {
    name: 'Lebanese Arabic (as a family in Beirut speaks)',
    short: 'Lebanese',
    markers: 'بدّي، كيفك، هلّق، شو، كتير، هيدا، منيح',
  },
  gulf_saudi: {
    name: 'Saudi Arabic (as a family in Riyadh speaks)',
    short: 'Saudi',
    markers: 'أبي، وش، الحين، زين، مرّة، كذا، ليش',
    rules: 'Najdi, not Hijazi: يبي، أبي، وش، الحين، كذا, never يبغى، أبغى، إيش، دحين، كدا.',
  },
  gulf_uae: {
    name: 'Emirati Arabic (as a family in Abu Dhabi or Dubai speaks)',
    short: 'Emirati',
    markers: 'أبا، شو، الحين، وايد، زين، هاي، يالله',
    rules:
      'Write ي where Emiratis say it for ج: يديد، ييب، ييران، ريّال، يدّة، شيرة، ريع، ياهز، ينب، دياية، ميلس (never جديد، رجع، شجرة).',
  },
};

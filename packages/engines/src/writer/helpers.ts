import type { StoryLocationInput } from '../types.ts';

/**
 * The kind helper of the place who lends a hand when the story has only one chosen character.
 * `full` names them the first time, `short` after; Arabic forms are nominative, accusative,
 * genitive.
 */
export interface HelperDef {
  types: ReadonlyArray<StoryLocationInput['type']>;
  male: boolean;
  /** Would come into a family's home (a story set at home has no baker or lantern seller in the flat). */
  visitsHome?: boolean;
  /** Not offered when the hero is of this species (two owls would confuse). */
  avoid?: string;
  en: { full: string; short: string; intro: string; voc: string };
  ar: {
    full: readonly [string, string, string];
    short: readonly [string, string, string];
    intro: string;
    voc: string;
  };
  dl: { full: string; short: string; intro: string; voc: string };
}

export const helpers: readonly HelperDef[] = [
  {
    types: ['city'],
    male: true,
    en: { full: 'the kind baker', short: 'the baker', intro: 'a kind baker', voc: 'kind baker' },
    ar: {
      full: ['الخَبّازُ الطَّيِّبُ', 'الخَبّازَ الطَّيِّبَ', 'الخَبّازِ الطَّيِّبِ'],
      short: ['الخَبّازُ', 'الخَبّازَ', 'الخَبّازِ'],
      intro: 'خَبّازٌ طَيِّبٌ',
      voc: 'يا عَمّي',
    },
    dl: { full: 'الخبّاز الطيّب', short: 'الخبّاز', intro: 'خبّاز طيّب', voc: 'يا عمّو' },
  },
  {
    types: ['city'],
    male: false,
    visitsHome: true,
    en: {
      full: 'the kind neighbour',
      short: 'the neighbour',
      intro: 'a kind neighbour',
      voc: 'dear neighbour',
    },
    ar: {
      full: ['الجارَةُ الطَّيِّبَةُ', 'الجارَةَ الطَّيِّبَةَ', 'الجارَةِ الطَّيِّبَةِ'],
      short: ['الجارَةُ', 'الجارَةَ', 'الجارَةِ'],
      intro: 'جارَةٌ طَيِّبَةٌ',
      voc: 'يا خالَتي',
    },
    dl: { full: 'الجارة الطيّبة', short: 'الجارة', intro: 'جارة طيّبة', voc: 'يا خالتي' },
  },
  {
    types: ['city'],
    male: true,
    en: {
      full: 'the old lantern seller',
      short: 'the lantern seller',
      intro: 'an old lantern seller',
      voc: 'kind uncle',
    },
    ar: {
      full: ['بائِعُ الفَوانيسِ العَجوزُ', 'بائِعَ الفَوانيسِ العَجوزَ', 'بائِعِ الفَوانيسِ العَجوزِ'],
      short: ['بائِعُ الفَوانيسِ', 'بائِعَ الفَوانيسِ', 'بائِعِ الفَوانيسِ'],
      intro: 'بائِعُ فَوانيسَ عَجوزٌ',
      voc: 'يا عَمّي',
    },
    dl: {
      full: 'بيّاع الفوانيس العجوز',
      short: 'بيّاع الفوانيس',
      intro: 'بيّاع فوانيس عجوز',
      voc: 'يا عمّو',
    },
  },
  {
    types: ['nature'],
    male: false,
    avoid: 'owl',
    en: { full: 'the wise old owl', short: 'the owl', intro: 'a wise old owl', voc: 'wise owl' },
    ar: {
      full: ['البومَةُ الحَكيمَةُ', 'البومَةَ الحَكيمَةَ', 'البومَةِ الحَكيمَةِ'],
      short: ['البومَةُ', 'البومَةَ', 'البومَةِ'],
      intro: 'بومَةٌ حَكيمَةٌ',
      voc: 'يا صَديقَتي',
    },
    dl: { full: 'البومة الحكيمة', short: 'البومة', intro: 'بومة حكيمة', voc: 'يا صاحبتي' },
  },
  {
    types: ['nature'],
    male: true,
    en: {
      full: 'the kind shepherd',
      short: 'the shepherd',
      intro: 'a kind shepherd',
      voc: 'kind shepherd',
    },
    ar: {
      full: ['الرّاعي الطَّيِّبُ', 'الرّاعِيَ الطَّيِّبَ', 'الرّاعي الطَّيِّبِ'],
      short: ['الرّاعي', 'الرّاعِيَ', 'الرّاعي'],
      intro: 'راعٍ طَيِّبٌ',
      voc: 'يا عَمّي',
    },
    dl: { full: 'الراعي الطيّب', short: 'الراعي', intro: 'راعي طيّب', voc: 'يا عمّو' },
  },
  {
    types: ['nature'],
    male: false,
    avoid: 'turtle',
    en: { full: 'the old turtle', short: 'the turtle', intro: 'an old turtle', voc: 'dear turtle' },
    ar: {
      full: ['السُّلَحْفاةُ العَجوزُ', 'السُّلَحْفاةَ العَجوزَ', 'السُّلَحْفاةِ العَجوزِ'],
      short: ['السُّلَحْفاةُ', 'السُّلَحْفاةَ', 'السُّلَحْفاةِ'],
      intro: 'سُلَحْفاةٌ عَجوزٌ',
      voc: 'يا صَديقَتي',
    },
    dl: { full: 'السلحفاة الكبيرة', short: 'السلحفاة', intro: 'سلحفاة كبيرة', voc: 'يا صاحبتي' },
  },
  {
    types: ['fantasy'],
    male: false,
    avoid: 'star',
    en: {
      full: 'the little star',
      short: 'the little star',
      intro: 'a little talking star',
      voc: 'little star',
    },
    ar: {
      full: ['النَّجْمَةُ الصَّغيرَةُ', 'النَّجْمَةَ الصَّغيرَةَ', 'النَّجْمَةِ الصَّغيرَةِ'],
      short: ['النَّجْمَةُ', 'النَّجْمَةَ', 'النَّجْمَةِ'],
      intro: 'نَجْمَةٌ صَغيرَةٌ تَتَكَلَّمُ',
      voc: 'يا صَديقَتي',
    },
    dl: { full: 'النجمة الصغيرة', short: 'النجمة', intro: 'نجمة صغيرة بتتكلّم', voc: 'يا صاحبتي' },
  },
  {
    types: ['fantasy'],
    male: false,
    avoid: 'butterfly',
    en: {
      full: 'the glowing butterfly',
      short: 'the butterfly',
      intro: 'a glowing butterfly',
      voc: 'dear butterfly',
    },
    ar: {
      full: ['الفَراشَةُ المُضيئَةُ', 'الفَراشَةَ المُضيئَةَ', 'الفَراشَةِ المُضيئَةِ'],
      short: ['الفَراشَةُ', 'الفَراشَةَ', 'الفَراشَةِ'],
      intro: 'فَراشَةٌ مُضيئَةٌ',
      voc: 'يا صَديقَتي',
    },
    dl: { full: 'الفراشة المنوّرة', short: 'الفراشة', intro: 'فراشة منوّرة', voc: 'يا صاحبتي' },
  },
  {
    types: ['fantasy', 'nature'],
    male: true,
    en: {
      full: 'the gentle moon bird',
      short: 'the moon bird',
      intro: 'a gentle moon bird',
      voc: 'moon bird',
    },
    ar: {
      full: ['طائِرُ القَمَرِ اللَّطيفُ', 'طائِرَ القَمَرِ اللَّطيفَ', 'طائِرِ القَمَرِ اللَّطيفِ'],
      short: ['طائِرُ القَمَرِ', 'طائِرَ القَمَرِ', 'طائِرِ القَمَرِ'],
      intro: 'طائِرٌ قَمَرِيٌّ لَطيفٌ',
      voc: 'يا صَديقي',
    },
    dl: { full: 'طير القمر اللطيف', short: 'طير القمر', intro: 'طير قمري لطيف', voc: 'يا صاحبي' },
  },
];

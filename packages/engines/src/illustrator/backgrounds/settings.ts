import type { StoryLocationInput, TimeOfDay } from '../../types.ts';

/** The named places the illustrator draws specially (catalogue `setting` values). */
export const SETTING_KEYS = [
  'old-souk',
  'desert-oasis',
  'nile-felucca',
  'beirut-corniche',
  'mountain-village',
  'date-palm-farm',
  'coral-reef',
  'floating-library',
  'lantern-street',
  'grandmother-courtyard',
  'gulf-harbour',
  'cozy-bedroom',
] as const;

export type SettingKey = (typeof SETTING_KEYS)[number];
/** What a location is drawn as: a named place, or the generic picture of its type. */
export type Setting = SettingKey | StoryLocationInput['type'];

/** The hour each place looks best at, for `place()` pictures (the catalogue's cards). */
export const PREFERRED_TIME: Record<Setting, TimeOfDay> = {
  'old-souk': 'afternoon',
  'desert-oasis': 'night',
  'nile-felucca': 'sunset',
  'beirut-corniche': 'sunset',
  'mountain-village': 'morning',
  'date-palm-farm': 'morning',
  'coral-reef': 'afternoon',
  'floating-library': 'night',
  'lantern-street': 'night',
  'grandmother-courtyard': 'afternoon',
  'gulf-harbour': 'sunset',
  'cozy-bedroom': 'night',
  city: 'afternoon',
  nature: 'morning',
  fantasy: 'sunset',
};

/**
 * Words (English and Arabic) that name each place, most specific first: "oasis" must win over
 * "desert", "library" over "fantasy". Matched as whole words or Arabic substrings.
 */
const KEYWORDS: ReadonlyArray<readonly [SettingKey, readonly string[]]> = [
  [
    'coral-reef',
    [
      'coral',
      'reef',
      'underwater',
      'under the sea',
      'ocean floor',
      'مرجان',
      'الشعاب',
      'تحت الماء',
      'قاع البحر',
    ],
  ],
  ['floating-library', ['library', 'libraries', 'bookshop', 'books', 'مكتبة']],
  [
    'lantern-street',
    [
      'ramadan',
      'lantern',
      'lanterns',
      'fanous',
      'fanoos',
      'fawanees',
      'eid',
      'رمضان',
      'فانوس',
      'فوانيس',
      'العيد',
    ],
  ],
  [
    'nile-felucca',
    ['nile', 'felucca', 'feluccas', 'aswan', 'luxor', 'النيل', 'فلوكة', 'فلوكات', 'أسوان'],
  ],
  [
    'beirut-corniche',
    ['corniche', 'beirut', 'raouche', 'pigeon rocks', 'promenade', 'كورنيش', 'بيروت', 'الروشة'],
  ],
  [
    'gulf-harbour',
    [
      'harbour',
      'harbor',
      'port',
      'dhow',
      'dhows',
      'creek',
      'marina',
      'pier',
      'quay',
      'ميناء',
      'مرفأ',
      'خور',
      'مرسى',
      'سفن',
      'مراكب',
    ],
  ],
  ['desert-oasis', ['oasis', 'واحة']],
  [
    'date-palm-farm',
    [
      'date farm',
      'date palm',
      'date-palm',
      'dates',
      'palm farm',
      'plantation',
      'farm',
      'orchard',
      'مزرعة',
      'نخيل',
      'تمر',
      'بستان',
    ],
  ],
  ['old-souk', ['souk', 'souq', 'suq', 'bazaar', 'market', 'marketplace', 'سوق', 'بازار']],
  ['mountain-village', ['village', 'hamlet', 'cedar', 'cedars', 'قرية', 'ضيعة', 'الأرز']],
  [
    'grandmother-courtyard',
    [
      'courtyard',
      'grandmother',
      'grandma',
      'granny',
      'teta',
      'jaddah',
      'grandparents',
      'فناء',
      'جدة',
      'جدتي',
      'تيتا',
      'حوش',
      'الدار',
    ],
  ],
  ['cozy-bedroom', ['bedroom', 'bed', 'nursery', 'my room', 'غرفة', 'سرير']],
];

/** Normalises a catalogue value: "Old Souk" and "old_souk" both mean 'old-souk'. */
function normalise(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
}

const ALIASES: Record<string, SettingKey> = {
  souk: 'old-souk',
  'desert-oasis-under-stars': 'desert-oasis',
  oasis: 'desert-oasis',
  'nile-felucca-ride': 'nile-felucca',
  felucca: 'nile-felucca',
  corniche: 'beirut-corniche',
  'ramadan-lantern-street': 'lantern-street',
  'ramadan-street': 'lantern-street',
  'grandmothers-courtyard': 'grandmother-courtyard',
  courtyard: 'grandmother-courtyard',
  'gulf-harbor': 'gulf-harbour',
  harbour: 'gulf-harbour',
  'date-farm': 'date-palm-farm',
  bedroom: 'cozy-bedroom',
  'cosy-bedroom': 'cozy-bedroom',
};

function matches(text: string, word: string): boolean {
  if (/[\u0600-\u06ff]/.test(word)) return text.includes(word);
  return new RegExp(`(^|[^a-z])${word}($|[^a-z])`).test(text);
}

/**
 * Words that name a place only in its name: a city described as having "lanterns" or a garden
 * where children read "books" is still a city or a garden.
 */
const NAME_ONLY = new Set([
  'lantern',
  'lanterns',
  'books',
  'farm',
  'port',
  'pier',
  'bed',
  'dates',
  'market',
  'village',
  'promenade',
  'eid',
]);

function fromText(text: string, isName: boolean): SettingKey | undefined {
  const lower = text.toLowerCase();
  return KEYWORDS.find(([, words]) =>
    words.some((word) => (isName || !NAME_ONLY.has(word)) && matches(lower, word)),
  )?.[0];
}

/**
 * Which picture a location gets: its catalogue setting when the illustrator knows it, else a
 * named place recognised in its name, then in its description, else its type's generic picture.
 */
export function resolveSetting(location: StoryLocationInput): Setting {
  if (location.setting) {
    const key = normalise(location.setting);
    if ((SETTING_KEYS as readonly string[]).includes(key)) return key as SettingKey;
    const alias = ALIASES[key];
    if (alias) return alias;
  }
  return (
    fromText(`${location.name} ${location.nameAr ?? ''}`, true) ??
    fromText(location.description, false) ??
    location.type
  );
}

import type { NameRegion } from './given-names.ts';

/**
 * Family titles a parent types before a name ("Grandma Huda", "Teta Mona", "Uncle Karim"). Arabic
 * says them as words, never by their sound (الجَدَّةُ هُدى, not «غراندما هدى»): Fusha with the article,
 * the dialects as families say them (تيتة in Cairo, تيتا in Beirut, الجدّة in the Gulf narration).
 */
export interface KinshipTitle {
  latin: readonly string[];
  gender: 'male' | 'female';
  /** Fusha, with the article and without a case ending: الجَدَّة. */
  ar: string;
  /** Before a name in dialect narration, by the region of the story's dialect. */
  dl: Readonly<Record<NameRegion, string>>;
}

export const kinshipTitles: readonly KinshipTitle[] = [
  {
    latin: [
      'grandma',
      'granny',
      'grandmother',
      'nana',
      'nanna',
      'teta',
      'tita',
      'tayta',
      'sitto',
      'sitti',
      'jaddah',
      'jadda',
      'jedda',
    ],
    gender: 'female',
    ar: 'الجَدَّة',
    dl: { egypt: 'تيتة', levant: 'تيتا', gulf: 'الجدّة', maghreb: 'الجدّة' },
  },
  {
    latin: [
      'grandpa',
      'grandad',
      'granddad',
      'grandfather',
      'jiddo',
      'jeddo',
      'jaddo',
      'jido',
      'geddo',
      'sido',
      'sidu',
    ],
    gender: 'male',
    ar: 'الجَدّ',
    dl: { egypt: 'جدّو', levant: 'جدّو', gulf: 'الجدّ', maghreb: 'الجدّ' },
  },
  {
    latin: ['uncle', 'ammo', 'amo', 'ammu'],
    gender: 'male',
    ar: 'العَمّ',
    dl: { egypt: 'عمّو', levant: 'عمّو', gulf: 'العمّ', maghreb: 'العمّ' },
  },
  {
    latin: ['khalo', 'khalu'],
    gender: 'male',
    ar: 'الخال',
    dl: { egypt: 'خالو', levant: 'خالو', gulf: 'الخال', maghreb: 'الخال' },
  },
  {
    latin: ['aunt', 'auntie', 'aunty', 'khalto', 'khaltu', 'khala', 'khalti'],
    gender: 'female',
    ar: 'الخالَة',
    dl: { egypt: 'طنط', levant: 'خالتو', gulf: 'الخالة', maghreb: 'الخالة' },
  },
  {
    latin: ['amto', 'amtu', 'amma', 'ammto'],
    gender: 'female',
    ar: 'العَمَّة',
    dl: { egypt: 'عمّتو', levant: 'عمّتو', gulf: 'العمّة', maghreb: 'العمّة' },
  },
];

/** A family title and the name after it ("Grandma Huda" → the grandma title and "Huda"), or null. */
export function splitKinshipTitle(name: string): { title: KinshipTitle; rest: string } | null {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  if (rest.length === 0) return null;
  const word = first.toLowerCase();
  const title = kinshipTitles.find((t) => t.latin.includes(word));
  return title ? { title, rest: rest.join(' ') } : null;
}

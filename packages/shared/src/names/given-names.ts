import { givenNamesData } from './given-names-data.ts';

/**
 * The table of Arabic given names (given-names-data.ts), parsed. Each name carries how it takes
 * the case endings, so a writer can decline it without guessing:
 * - `triptote`: زَيْدٌ، زَيْدًا، زَيْدٍ (most masculine names);
 * - `diptote` (مَمْنُوعٌ مِنَ الصَّرْفِ): no tanween, fatha in the genitive: every feminine name that
 *   declines (فاطِمَةُ، هِنْدُ، رِيمُ), masculine names in ة (حَمْزَةُ), on أَفْعَل (أَحْمَدُ), on فَعْلان
 *   (حَمْدانُ), foreign ones (إِبْراهِيمُ، يُوسُفُ) and عُمَرُ;
 * - `fixed`: ends in a long vowel and never changes (لَيْلَى، سامِي، مُصْطَفَى);
 * - `definite`: begins with the article and takes no tanween (العَنُودُ، العَنُودَ، العَنُودِ);
 * - `idafa`: two words, the first declines without tanween and the second is genitive
 *   (عَبْدُ اللّٰهِ، عَبْدَ اللّٰهِ، عَبْدِ اللّٰهِ; نُورُ الدِّينِ);
 * - `naat`: a name and its epithet, both declining (فاطِمَةُ الزَّهْراءُ).
 */
export type NameGender = 'm' | 'f' | 'both';
export type NameRegion = 'gulf' | 'levant' | 'egypt' | 'maghreb';
export type NameDeclension = 'triptote' | 'diptote' | 'fixed' | 'definite' | 'idafa' | 'naat';

export interface GivenName {
  /** Fully vowelled, without the case ending: فَهْد، عَبْد اللّٰه، خَلِيفَة. */
  ar: string;
  /** As a parent writes it, without vowel marks: فهد، عبد الله. */
  plain: string;
  gender: NameGender;
  regions: NameRegion[];
  /** The Latin spellings the table lists (more are accepted, see latinVariants). */
  latin: string[];
  /** The declension for a boy and for a girl (they differ only for names given to both). */
  declension: { m: NameDeclension; f: NameDeclension };
}

export const nameRegions: readonly NameRegion[] = ['gulf', 'levant', 'egypt', 'maghreb'];
const REGION_CODES: Record<string, NameRegion> = {
  g: 'gulf',
  l: 'levant',
  e: 'egypt',
  m: 'maghreb',
};
const GENDER_CODES: Record<string, NameGender> = { m: 'm', f: 'f', b: 'both' };

const MARKS = /[\u064B-\u065F\u0670]/g;
const DAMMA = '\u064F';
const KASRA = '\u0650';

/** A word ends in a long vowel: ا or ى, or a bare و/ي after the matching short vowel. */
export function endsInLongVowel(word: string): boolean {
  const last = word.at(-1);
  const before = word.at(-2);
  if (last === 'ا' || last === 'ى') return true;
  return (last === 'و' && before === DAMMA) || (last === 'ي' && before === KASRA);
}

function declensionOf(ar: string, flags: string, female: boolean): NameDeclension {
  if (ar.includes(' ')) return flags.includes('~') ? 'naat' : 'idafa';
  if (flags.includes('=') || endsInLongVowel(ar)) return 'fixed';
  if (ar.startsWith('ال')) return 'definite';
  if (female || flags.includes('!') || ar.endsWith('ة')) return 'diptote';
  return 'triptote';
}

function parseLine(line: string): GivenName {
  const [ar = '', genderField = '', regionField = '', latinField = ''] = line
    .split('|')
    .map((c) => c.trim());
  const gender = GENDER_CODES[genderField.charAt(0)];
  if (!gender || !ar) throw new Error(`given-names-data: bad line «${line}»`);
  const flags = genderField.slice(1);
  const regions =
    regionField === '*' ? [...nameRegions] : regionField.split(/\s+/).map((r) => REGION_CODES[r]);
  if (regions.some((r) => !r)) throw new Error(`given-names-data: bad regions in «${line}»`);
  return {
    ar,
    plain: ar.replace(MARKS, ''),
    gender,
    regions: regions as NameRegion[],
    latin: latinField.split(/\s+/).filter(Boolean),
    declension: { m: declensionOf(ar, flags, false), f: declensionOf(ar, flags, true) },
  };
}

export const givenNames: readonly GivenName[] = givenNamesData
  .split('\n')
  .map((l) => l.trim())
  .filter((l) => l && !l.startsWith('#'))
  .map(parseLine);

/** The declension a name takes for a character of that gender. */
export function declensionFor(name: GivenName, gender: 'male' | 'female'): NameDeclension {
  return gender === 'male' ? name.declension.m : name.declension.f;
}

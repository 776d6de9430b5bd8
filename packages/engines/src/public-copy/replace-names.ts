import { nameRegionOfDialect } from '@qamar/shared/names';
import type { StoryCharacterInput } from '../types.ts';
import { arabicName } from '../writer/arabic-name-forms.ts';

/** Every way a story writes one name: English, Fusha in each case and the vocative, and dialect. */
export interface NameForms {
  en: string;
  ar: { nom: string; acc: string; gen: string; voc: string };
  /** Without vowels (shadda kept): the dialect's form. */
  plain: string;
}

export interface NameSwap {
  from: NameForms;
  to: NameForms;
}

export type TextLanguage = 'en' | 'ar' | 'dialect';

/** Vowel marks, Quranic signs and tatweel: what a reader may or may not write on a name. */
const MARK = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/;
const LETTER = '\\p{L}\\p{N}';
const TANWEEN_DAMM = '\u064C';
const TANWEEN_FATH = '\u064B';
const TANWEEN_KASR = '\u064D';
const DAMMA = '\u064F';
const FATHA = '\u064E';
const KASRA = '\u0650';

/** The forms of a character's name exactly as the writer builds them (cast.ts: same table, same region). */
export function nameFormsOf(
  character: Pick<StoryCharacterInput, 'name' | 'nameAr' | 'gender'>,
  dialect: string,
): NameForms {
  const male = character.gender === 'male';
  const ar = arabicName(character.name, character.nameAr, male ? 'صَديقُنا' : 'صَديقَتُنا', {
    gender: character.gender,
    region: nameRegionOfDialect(dialect),
  });
  return {
    en: character.name.trim().replace(/\s+/g, ' '),
    ar: { nom: ar.nom, acc: ar.acc, gen: ar.gen, voc: ar.voc },
    plain: ar.plain,
  };
}

/** One letter for each way of writing alef with or without hamza, so أحمد and احمد are one name; index for index. */
const foldLetter = (char: string) => (/[أإآٱ]/.test(char) ? 'ا' : char);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The bare letters of a name, its words apart: عَبْدُ اللّٰهِ → ['عبد', 'الله']. */
const skeletonWords = (arabic: string) =>
  [...arabic]
    .filter((char) => !MARK.test(char))
    .map(foldLetter)
    .join('')
    .split(/\s+/)
    .filter(Boolean);

/**
 * A name in bare letters as it can stand in a text: after the clitics و ف ب ل ك (and the dialects'
 * ع), alone or two together (وَبِـ، فَلِـ); a name with the article after لِـ loses its alef (لِلْعَنُودِ);
 * the accusative's seat alef after it (زَيْدًا); the words of a compound name with or without the
 * space (عبد الله، عبدالله).
 */
function namePattern(words: string[]): RegExp {
  const body = words.map(escape).join('\\s*');
  const name = words[0]?.startsWith('ال') ? `(?:${body}|${body.slice(1)})` : body;
  return new RegExp(`(?<![${LETTER}])([وف]?[بلكع]?)(${name})(ا?)(?![${LETTER}])`, 'gu');
}

/** The text without marks, and for each of its letters where it stands in the original. */
function skeletonOf(text: string): { skeleton: string; at: number[] } {
  let skeleton = '';
  const at: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i] as string;
    if (MARK.test(char)) continue;
    skeleton += foldLetter(char);
    at.push(i);
  }
  return { skeleton, at };
}

/** Which form a name stands in: exactly one of the writer's, else read from the marks on its end. */
function caseOf(
  written: string,
  from: NameForms,
  language: TextLanguage,
): keyof NameForms['ar'] | 'plain' {
  const exact = (['nom', 'acc', 'gen', 'voc'] as const).find(
    (form) => from.ar[form].normalize() === written.normalize(),
  );
  if (exact && language === 'ar') return exact;
  if (!/[\u064B-\u0650]/.test(written)) return language === 'ar' ? 'nom' : 'plain';
  if (written.endsWith(TANWEEN_FATH + 'ا') || written.endsWith('ا' + TANWEEN_FATH)) return 'acc';
  const last = written.replace(/[\u0651\u0652]+$/, '').at(-1);
  if (last === TANWEEN_DAMM) return 'nom';
  if (last === TANWEEN_FATH || last === FATHA) return 'acc';
  if (last === TANWEEN_KASR || last === KASRA) return 'gen';
  if (last === DAMMA) return from.ar.nom.endsWith(DAMMA) ? 'nom' : 'voc';
  return language === 'ar' ? 'nom' : 'plain';
}

function replaceArabic(
  text: string,
  swap: NameSwap,
  words: string[],
  language: TextLanguage,
): string {
  if (words.length === 0) return text;
  const { skeleton, at } = skeletonOf(text);
  let out = '';
  let done = 0;
  for (const match of skeleton.matchAll(namePattern(words))) {
    const [whole, clitic = '', name = ''] = match;
    const start = at[match.index] as number;
    const nameStart = at[match.index + clitic.length] as number;
    let end = (at[match.index + whole.length - 1] as number) + 1;
    while (end < text.length && MARK.test(text[end] as string)) end += 1;
    const written = text.slice(nameStart, end);
    const form = caseOf(written, swap.from, language);
    let to = form === 'plain' ? swap.to.plain : swap.to.ar[form];
    // لِـ before a name with the article: لِلْ, not لِالْ.
    if (name.startsWith('ل') && words[0]?.startsWith('ال') && !name.startsWith('ال'))
      to = to.replace(/^ا/, '');
    out += text.slice(done, start) + text.slice(start, nameStart) + to;
    done = end;
  }
  return out + text.slice(done);
}

/** English: the name as a word, whatever its case, its possessive kept (Adam's → Yusuf's). */
function replaceLatin(text: string, from: string, to: string): string {
  if (!from.trim()) return text;
  const pattern = new RegExp(
    `(?<![${LETTER}])${from.trim().split(/\s+/).map(escape).join('\\s+')}(?![${LETTER}])`,
    'giu',
  );
  return text.replace(pattern, (found) =>
    found === found.toUpperCase() && found !== found.toLowerCase() ? to.toUpperCase() : to,
  );
}

/**
 * The text with each name swapped for its replacement, in every form it takes: in English as a
 * word in any letter case; in Arabic by its bare letters (vowelled or not, with any hamza on its
 * alef), with its clitics kept and the replacement in the same case; then the given-name words of
 * a longer name that stand alone. Latin spellings are replaced in Arabic text too (a cloud writer
 * may leave one).
 */
export function replaceNames(
  text: string,
  swaps: readonly NameSwap[],
  language: TextLanguage,
): string {
  // Longer names first, so Grandma Huda goes whole before Huda alone.
  const ordered = [...swaps].sort(
    (a, b) => b.from.en.length - a.from.en.length || b.from.plain.length - a.from.plain.length,
  );
  let result = text;
  for (const swap of ordered) {
    result = replaceLatin(result, swap.from.en, swap.to.en);
    if (language !== 'en')
      result = replaceArabic(result, swap, skeletonWords(swap.from.plain), language);
  }
  return result;
}

/** Whether a text still names someone: the English name as a word, or its Arabic letters as a word with any clitics. */
export function mentionsName(text: string, forms: Pick<NameForms, 'en' | 'plain'>): boolean {
  const latin = new RegExp(
    `(?<![${LETTER}])${escape(forms.en.trim()).replace(/\s+/g, '\\s+')}(?![${LETTER}])`,
    'iu',
  );
  if (forms.en.trim() && latin.test(text)) return true;
  const words = skeletonWords(forms.plain);
  return words.length > 0 && namePattern(words).test(skeletonOf(text).skeleton);
}

/**
 * How the anonymiser reads a description: its tokens (Latin words, Arabic words, spaces, the
 * rest), which of them are names, and the small word tests the replacement needs.
 */
import {
  ARAB_NAMES_LATIN,
  AR_DIACRITICS,
  AR_FEMALE,
  AR_FEMALE_WORDLIKE,
  AR_MALE,
  AR_MALE_WORDLIKE,
  AR_PREFIXES,
  CAPITAL_ONLY,
  ENGLISH_NAMES,
  NOT_NAMES,
} from './name-words.ts';

export type Token = { text: string; kind: 'latin' | 'arabic' | 'space' | 'other' };

export interface NameHit {
  lang: 'en' | 'ar';
  /** Lower-case English base or bare Arabic name: the key that keeps one phrase per person. */
  key: string;
  /** Arabic prefix kept in front of the replacement (وليلى → وطفلة فضولية). */
  prefix: string;
  /** Apostrophe used by an English possessive ("'" or "’"), or ''. */
  possessive: string;
  female: boolean;
  /** An everyday word that is a name only in a name's company. */
  wordlike: boolean;
}

const TOKEN =
  /([A-Za-z]+(?:['’][A-Za-z]+)*(?:-[A-Za-z]+)*)|([\u0621-\u06D3]+)|(\s+)|([^A-Za-z\u0621-\u06D3\s]+)/g;

export function tokenise(text: string): Token[] {
  return [...text.matchAll(TOKEN)].map((m) => ({
    text: m[0],
    kind: m[1] ? 'latin' : m[2] ? 'arabic' : m[3] ? 'space' : 'other',
  }));
}

export function letterCount(word: string): number {
  return word.replace(/[^A-Za-z\u0621-\u064A]/g, '').length;
}

export function englishName(text: string): NameHit | null {
  const match = /^(.*?)(?:(['’])s)?$/i.exec(text);
  const base = match?.[1] ?? text;
  const possessive = match?.[2] ?? '';
  if (/['’]/.test(base)) return null; // a contraction: don't, I'll
  const length = letterCount(base);
  if (length < 3 || length > 15) return null;
  const key = base.toLowerCase();
  const known = ENGLISH_NAMES.has(key) || ARAB_NAMES_LATIN.has(key);
  if (/^[A-Z][a-z]+(?:-[A-Za-z][a-z]+)*$/.test(base)) {
    if (!known && key.split('-').some((part) => NOT_NAMES.has(part))) return null;
  } else if (!(base === key && ARAB_NAMES_LATIN.has(key) && !CAPITAL_ONLY.has(key))) {
    return null;
  }
  return { lang: 'en', key, prefix: '', possessive, female: false, wordlike: false };
}

export function bareArabic(text: string): string {
  return text.replace(AR_DIACRITICS, '');
}

export function arabicName(text: string): NameHit | null {
  const bare = bareArabic(text);
  const lookup = (prefix: string, name: string): NameHit | null => {
    if (letterCount(name) < 3 || letterCount(name) > 15) return null;
    const female = AR_FEMALE.has(name) || AR_FEMALE_WORDLIKE.has(name);
    const male = AR_MALE.has(name) || AR_MALE_WORDLIKE.has(name);
    if (!female && !male) return null;
    return {
      lang: 'ar',
      key: name,
      prefix,
      possessive: '',
      female,
      wordlike: AR_MALE_WORDLIKE.has(name) || AR_FEMALE_WORDLIKE.has(name),
    };
  };
  const whole = lookup('', bare);
  if (whole) return whole;
  for (const prefix of AR_PREFIXES) {
    if (!bare.startsWith(prefix)) continue;
    const hit = lookup(prefix, bare.slice(prefix.length));
    if (hit) return hit;
  }
  return null;
}

export function classify(token: Token): NameHit | null {
  if (token.kind === 'latin') return englishName(token.text);
  if (token.kind === 'arabic') return arabicName(token.text);
  return null;
}

/** The word before index i, across exactly one space; -1 when there is none. */
export function previousWord(tokens: Token[], i: number): number {
  const space = tokens[i - 1];
  const word = tokens[i - 2];
  return space?.kind === 'space' &&
    !space.text.includes('\n') &&
    word &&
    (word.kind === 'latin' || word.kind === 'arabic')
    ? i - 2
    : -1;
}

export function atSentenceStart(tokens: Token[], i: number): boolean {
  for (let k = i - 1; k >= 0; k--) {
    const token = tokens[k]!;
    if (token.kind === 'space') {
      if (token.text.includes('\n')) return true;
      continue;
    }
    if (token.kind !== 'other') return false;
    if (/[.!?…؟:]/.test(token.text)) return true;
    if (!/^["“”'‘’«»([]+$/.test(token.text)) return false;
  }
  return true;
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "عمر" is also "age": في عمر السابعة، بعمر خمس سنوات. */
export function isAgeWord(tokens: Token[], i: number, hit: NameHit): boolean {
  if (hit.key !== 'عمر') return false;
  if (hit.prefix.includes('ب')) return true;
  const before = previousWord(tokens, i);
  if (before >= 0 && ['في', 'من', 'نفس'].includes(bareArabic(tokens[before]!.text))) return true;
  const after = tokens[i + 2];
  return (
    tokens[i + 1]?.kind === 'space' &&
    after !== undefined &&
    (/^(ال|سن|عام|[0-9٠-٩])/.test(bareArabic(after.text)) || /^[0-9]/.test(after.text))
  );
}

export function stripArabicPrefix(word: string, set: Set<string>): string | undefined {
  const bare = bareArabic(word);
  if (set.has(bare)) return bare;
  for (const prefix of AR_PREFIXES)
    if (bare.startsWith(prefix) && set.has(bare.slice(prefix.length)))
      return bare.slice(prefix.length);
  return undefined;
}

/** Joins an Arabic prefix to a phrase: ل + الطفلة → للطفلة. */
export function withPrefix(prefix: string, phrase: string): string {
  return prefix.endsWith('ل') && phrase.startsWith('ال')
    ? prefix + phrase.slice(1)
    : prefix + phrase;
}

import { findGivenName, type NameQuery } from './find-given-name.ts';
import { splitKinshipTitle } from './kinship-titles.ts';
import { transliterateName } from './transliterate-name.ts';

export type ArabicNameSuggestion =
  /** The table knows the name: its spelling as parents write it (فهد، عبد الله). */
  | { kind: 'known'; arabic: string }
  /** The table does not: a spelling by sound (ماكس) for the parent to confirm or correct. */
  | { kind: 'unknown'; guess: string };

const MARKS = /[\u064B-\u0652\u0670]/g;

/**
 * What the character form offers for the Arabic name as the parent types the English one. A name of
 * several words is known when the whole is (Abdel Aziz) or when every word is (Mohammed Ali).
 * Nothing for fewer than two letters.
 */
export function suggestArabicName(
  latin: string,
  query: NameQuery = {},
): ArabicNameSuggestion | null {
  const name = latin.trim().replace(/\s+/g, ' ');
  if ((name.match(/[a-z]/gi) ?? []).length < 2) return null;
  const whole = findGivenName(name, query);
  if (whole) return { kind: 'known', arabic: whole.plain };
  // "Grandma Huda": the title in words (الجدة), the name after it as the table or a guess gives it.
  const titled = splitKinshipTitle(name);
  if (titled) {
    const rest = suggestArabicName(titled.rest, { ...query, gender: titled.title.gender });
    const title = titled.title.ar.replace(MARKS, '');
    if (rest)
      return rest.kind === 'known'
        ? { kind: 'known', arabic: `${title} ${rest.arabic}` }
        : { kind: 'unknown', guess: `${title} ${rest.guess}` };
  }
  const words = name.split(' ').map((w) => findGivenName(w, query));
  if (words.length > 1 && words.every(Boolean))
    return { kind: 'known', arabic: words.map((w) => w?.plain).join(' ') };
  const guess = transliterateName(name).ar.replace(MARKS, '');
  return guess ? { kind: 'unknown', guess } : null;
}

import { findGivenNameByArabic, type NameQuery } from './find-given-name.ts';
import type { GivenName } from './given-names.ts';

const capitalised = (spelling: string) =>
  spelling.replace(
    /(^|[\s-])(\p{L})/gu,
    (_whole, before: string, letter: string) => before + letter.toUpperCase(),
  );
const firstSpelling = (name: GivenName | null) =>
  name?.latin[0] ? capitalised(name.latin[0]) : null;

/**
 * The English spelling offered for an Arabic name the parent wrote (سامي → Sami, محمد علي →
 * Mohammed Ali): the table's first Latin spelling, of the whole name or of every word. Null for a
 * name the table does not know: a guess by letters would be wrong more often than right.
 */
export function suggestLatinName(arabic: string, query: NameQuery = {}): string | null {
  const name = arabic.trim().replace(/\s+/g, ' ');
  if (!name) return null;
  const whole = firstSpelling(findGivenNameByArabic(name, query));
  if (whole) return whole;
  const words = name.split(' ').map((word) => firstSpelling(findGivenNameByArabic(word, query)));
  return words.length > 1 && words.every(Boolean) ? words.join(' ') : null;
}

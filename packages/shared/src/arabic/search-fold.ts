import { normaliseArabic } from '../content-safety.ts';

/**
 * The library's search. The database indexes each public story's titles, idea and theme folded
 * (`stories.search_vector`): lower case, the hamza forms of alef to a bare alef, ؤ to و, ئ to ي,
 * ة to ه, ى to ي, vowel marks, the dagger alef and tatweel dropped. A query is folded the same way
 * here, so «الإسكندريّة» typed as «اسكندريه» still finds it.
 */
export function foldForSearch(text: string): string {
  // JavaScript lower-cases İ to i and a combining dot, the database to a plain i.
  return normaliseArabic(text.toLowerCase().replace(/i\u0307/g, 'i'));
}

/** «ال» at the start of a word, alone or after و ب ف ك ل. */
const ARTICLE = /^[وبفكل]?ال/;

/**
 * The words of a query as the index holds them: folded, split at anything that is not a letter, a
 * mark or a digit (which also takes out every character with a meaning in a tsquery), at most `max`
 * of them.
 * A word of four letters or more that starts with the article is also given without it, as the
 * index stores such words both ways: `forms` is [the word without it, the word] then.
 */
export function searchWords(query: string, max = 12): Array<{ forms: string[] }> {
  const words = foldForSearch(query)
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, max);
  return words.map((word) => {
    const bare = word.replace(ARTICLE, '');
    return { forms: word.length >= 4 && bare !== word && bare.length >= 2 ? [bare, word] : [word] };
  });
}

/**
 * The tsquery text of a search: every word must match, each as a prefix (`word:* & other:*`), a
 * word with the article either way. Null when the query has no word. It is given to
 * `to_tsquery('simple', $1)` as a bound parameter, never written into the SQL.
 */
export function searchTsQuery(query: string): string | null {
  const words = searchWords(query);
  if (words.length === 0) return null;
  return words
    .map(({ forms }) =>
      forms.length === 1 ? `${forms[0]}:*` : `(${forms.map((form) => `${form}:*`).join(' | ')})`,
    )
    .join(' & ');
}

import { avoidItems, type AvoidItem } from '@qamar/shared';

/** Whether a text (English, Fusha or a dialect, vowelled or not) names any of the things a child should not meet. */
export type AvoidMatcher = (text: string) => boolean;

const MARKS = /[\u064B-\u065F\u0670\u0640]/g;
/** Arabic clitics before a word (wa-, fa-, bi-, li-, ka-, the article) and endings after it (ta marbuta, plural, pronouns). */
const AR_BEFORE = '(?:[وف]?[بلك]?(?:ال|لل)?)';
const AR_SHORT_BEFORE = '(?:[وف]?[بلك]?ال|لل)?';
const AR_AFTER = '(?:ة|ه|ها|هم|هن|ات|ان|ين|ون|ي|ك|نا)?';
const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The matcher for a child's list (ids of the shared `avoidItems`), or null when the list is empty.
 * English words match whole, with a plural s; Arabic words match as whole words with their
 * clitics, the marks left out, so كلب finds الْكَلْبُ and بِكَلْبَةٍ but never كلمة or فقط.
 */
export function avoidMatcher(ids: readonly string[] | undefined): AvoidMatcher | null {
  const items = (ids ?? []).filter((id): id is AvoidItem => Object.hasOwn(avoidItems, id));
  if (items.length === 0) return null;
  const en = items.flatMap((id) => avoidItems[id].words.en);
  const ar = items.flatMap((id) =>
    avoidItems[id].words.ar.map((w) => w.replace(MARKS, '').replace(/^ال/, '')),
  );
  const english = new RegExp(`\\b(?:${en.map(escape).join('|')})(?:s|es)?\\b`, 'i');
  // A stem of two letters (قط) takes a clitic only with the article: فقط is "only", never a cat.
  const stems = [...new Set(ar)];
  const long = stems.filter((w) => w.length > 2).map(escape);
  const short = stems.filter((w) => w.length <= 2).map(escape);
  const alternatives = [
    ...(long.length ? [`${AR_BEFORE}(?:${long.join('|')})`] : []),
    ...(short.length ? [`${AR_SHORT_BEFORE}(?:${short.join('|')})`] : []),
  ];
  const arabic = new RegExp(
    `(?:^|[^\\p{L}])(?:${alternatives.join('|')})${AR_AFTER}(?=$|[^\\p{L}])`,
    'u',
  );
  return (text: string) => english.test(text) || arabic.test(text.replace(MARKS, ''));
}

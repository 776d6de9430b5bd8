import type { WordTimingItem } from '@qamar/shared';

export interface TextToken {
  text: string;
  /** The whitespace after it, kept so the text reads as written. */
  space: string;
  /** Holds a letter or a digit: the narrator times it (a lone dash or quotation mark is not a word). */
  isWord: boolean;
}

const letterOrDigit = /[\p{L}\p{N}]/u;
const marksAndTatweel = /[\u064B-\u065F\u0670\u0640]/g;

/** The whitespace-separated tokens of a text, as the narrator splits it. */
export function tokenize(text: string): TextToken[] {
  const tokens: TextToken[] = [];
  for (const match of text.matchAll(/(\S+)(\s*)/g)) {
    const token = match[1] as string;
    tokens.push({
      text: token,
      space: match[2] as string,
      isWord: letterOrDigit.test(token.replace(/\u0640/g, '')),
    });
  }
  return tokens;
}

/** A word as compared: no vowel marks, tatweel, punctuation or case. */
export function normalizeWord(word: string): string {
  return word
    .replace(marksAndTatweel, '')
    .replace(/[^\p{L}\p{N}]/gu, '')
    .toLowerCase();
}

/** How many tokens ahead a timed word may be found when a token was not timed (an extra dash, a merged word). */
const LOOKAHEAD = 3;

/**
 * For each timed word, the index of its token in the text, or -1. Words are matched in order by
 * their normalised form, looking a few tokens ahead; a word that matches nothing takes the next
 * token, so one odd word (a number read aloud, a different spelling) never derails the rest.
 */
export function alignWords(tokens: TextToken[], words: readonly WordTimingItem[]): number[] {
  const wordTokens = tokens.flatMap((token, index) => (token.isWord ? [index] : []));
  const normalized = wordTokens.map((index) => normalizeWord(tokens[index]?.text ?? ''));
  const result: number[] = [];
  let cursor = 0;
  for (const word of words) {
    const target = normalizeWord(word.word);
    let found = -1;
    for (let ahead = 0; ahead <= LOOKAHEAD && cursor + ahead < wordTokens.length; ahead++) {
      if (normalized[cursor + ahead] === target) {
        found = cursor + ahead;
        break;
      }
    }
    const position = found >= 0 ? found : cursor;
    result.push(wordTokens[position] ?? -1);
    if (position < wordTokens.length) cursor = position + 1;
  }
  return result;
}

/** The word being read at `timeMs`: the last one that has started, or -1 before the first. */
export function activeWordAt(words: readonly WordTimingItem[], timeMs: number): number {
  let low = 0;
  let high = words.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if ((words[middle]?.startMs ?? Infinity) <= timeMs) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found;
}

/** The words of a vowelled Fusha text as the checker reads them: marks, case, definiteness. */
import { DAMMA, FATHA, KASRA, SHADDA, stripTashkeel } from '../arabic-text.ts';

export const FATHATAN = '\u064B';
export const DAMMATAN = '\u064C';
export const KASRATAN = '\u064D';
const MARK = /[\u064B-\u0653\u0670]/;

/** Shadda first among a letter's marks, so that ضَمَّ and ضَّمَ compare alike. */
export function normalizeMarks(text: string): string {
  return text.replace(/[\u064B-\u0650\u0652]\u0651/g, (m) => `${SHADDA}${m[0]}`);
}

export interface Word {
  text: string;
  plain: string;
  /** The word without the punctuation around it, with its marks, and without them. */
  core: string;
  corePlain: string;
  /** Only spaces stand between this word and the next (no punctuation: the voice runs on). */
  joined: boolean;
}

const PUNCT = /[،؛؟.!,:«»"()\-–—…]/;

/** The words of a text whose marks are already in normal order. */
export function wordsOf(text: string): Word[] {
  const raw = text.split(/\s+/).filter(Boolean);
  return raw.map((w, i) => {
    const next = raw[i + 1];
    const joined = next !== undefined && !PUNCT.test(w.slice(-1)) && !PUNCT.test(next.charAt(0));
    const core = bare(w);
    const plain = stripTashkeel(w);
    return { text: w, plain, core, corePlain: core === w ? plain : stripTashkeel(core), joined };
  });
}

/** The marks on the last letter of a word (punctuation excluded). */
export function finalMarks(word: string): string {
  const w = word.replace(/[^\u0621-\u0652\u0670]+$/, '');
  let marks = '';
  for (let i = w.length - 1; i >= 0 && MARK.test(w[i] as string); i--) marks = w[i] + marks;
  return marks;
}

const LEADING = /^[«"(]+/;
const TRAILING = /[»"()،؛؟.!,:…]+$/;
export const bare = (w: string): string => {
  const t = PUNCT.test(w.charAt(0)) ? w.replace(LEADING, '') : w;
  return PUNCT.test(t.charAt(t.length - 1)) ? t.replace(TRAILING, '') : t;
};

/** A definite noun or adjective with no prefix (ال + a letter), the kind whose case the mark shows. */
export function isDefinite(plain: string): boolean {
  return (
    /^ال[\u0621-\u064A]{2,}/.test(plain) &&
    !/^(الذي|التي|الذين|اللذان|اللتان|اللواتي|اللاتي|الآن|الله)$/.test(plain)
  );
}

/**
 * A sound feminine plural (its accusative is written with a kasra), a dual (ـَيْنِ is accusative and
 * genitive alike) or a compound number (11, 12).
 */
export function kasraIsAccusative(word: Word, next: Word | undefined): boolean {
  return /(?:ات|ين)$/.test(word.corePlain) || (next !== undefined && /^عشر/.test(next.plain));
}

export function isGenitive(word: Word): boolean {
  const m = finalMarks(word.core);
  return m.includes(KASRA) || m.includes(KASRATAN);
}

export function isNominativeOrAccusative(word: Word): boolean {
  const m = finalMarks(word.core);
  return m.includes(DAMMA) || m.includes(DAMMATAN) || m.includes(FATHA) || m.includes(FATHATAN);
}

/**
 * The automatic checker of the writer's vowelled Fusha: faults a careful editor marks and that the
 * templates are prone to, each found by a rule that looks at the written marks, not at meaning. The
 * rules stay on the safe side (they miss rather than flag good Arabic): every pattern they match is
 * wrong wherever it stands.
 */
import { stripTashkeel } from '../arabic-text.ts';

export type FushaRule =
  | 'sukun-before-wasl'
  | 'addressee-gender'
  | 'case-after-verb'
  | 'case-after-preposition'
  | 'case-after-inna'
  | 'halama'
  | 'each-other'
  | 'calque';

export interface Finding {
  rule: FushaRule | DialectRule | SpellingRule;
  /** The words at fault, as written. */
  excerpt: string;
  /** What an editor would write instead. */
  hint: string;
}

export type DialectRule =
  | 'emirati-ya'
  | 'emirati-wiyya'
  | 'najdi-word'
  | 'dialect-calque'
  | 'narrator-my-grandparent'
  | 'narrator-my-family'
  | 'egyptian-thing-feminine'
  | 'feminine-aux-masculine-verb';

/** Spelling faults of every Arabic text, Fusha or dialect. */
export type SpellingRule = 'maqsura-inside-word';

export interface Person {
  /** The name as the text writes it (marks optional). */
  name: string;
  male: boolean;
}

export interface FushaContext {
  /** The story's people: a vocative naming one of them addresses that gender. */
  people?: readonly Person[];
  /** Who a goodnight wish without a vocative is said to (the story's hero is tucked in). */
  addressee?: 'm' | 'f';
}

import { addresseeGender } from './addressee-checks.ts';
import {
  caseAfterInna,
  caseAfterPreposition,
  caseAfterVerb,
  sukunBeforeWasl,
} from './case-checks.ts';
import { normalizeMarks, wordsOf } from './marked-words.ts';
import { calques, eachOther, halama, maqsuraInsideWord } from './phrase-checks.ts';

export { normalizeMarks } from './marked-words.ts';
export { FUSHA_CALQUES } from './phrase-checks.ts';
/** Every finding in a vowelled Fusha text. */
export function checkFusha(raw: string, context: FushaContext = {}): Finding[] {
  const text = normalizeMarks(raw);
  const plain = stripTashkeel(text);
  const words = wordsOf(text);
  return [
    ...sukunBeforeWasl(words),
    ...caseAfterVerb(words),
    ...caseAfterPreposition(words),
    ...caseAfterInna(words),
    ...halama(text),
    ...eachOther(plain),
    ...calques(plain),
    ...maqsuraInsideWord(text),
    ...addresseeGender(text, words, context),
  ];
}

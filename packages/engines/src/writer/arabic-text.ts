/**
 * Arabic script helpers for the writer and its quality measures: the vowel marks (tashkeel), the
 * vowelling measure the embedded writer is held to, and word counting.
 */
export const FATHA = '\u064E';
export const DAMMA = '\u064F';
export const KASRA = '\u0650';
export const SUKUN = '\u0652';
export const SHADDA = '\u0651';

/** Short vowels, tanween, shadda, sukun, dagger alef and maddah. */
const MARK = /[\u064B-\u0653\u0670]/;
const MARKS = /[\u064B-\u0653\u0670]/g;
const TATWEEL = /\u0640/g;
const ARABIC_LETTER = /[\u0621-\u064A\u0671]/;

export function stripTashkeel(text: string): string {
  return text.replace(MARKS, '').replace(TATWEEL, '');
}

export function hasLatin(text: string): boolean {
  return /[A-Za-z]/.test(text);
}

export function arabicWords(text: string): string[] {
  return text.split(/\s+/).filter((w) => ARABIC_LETTER.test(w));
}

/** An Arabic letter (no tatweel) and the marks a letter may carry, as regular expression text. */
const L = '[\\u0621-\\u063A\\u0641-\\u064A]';
const M = '[\\u064B-\\u0652\\u0670]';
/** ى joined to a letter: the stem of a line's word and the suffix a token added to it. */
const MAQSURA_JOINED = new RegExp(`ى(?=${M}*${L})`);
const MAQSURA_PAST_ENDING = new RegExp(
  `((?:${L}|${M})*${L})(${M}*)ى${M}*(?=(تْ?|وا)(?!${L}|${M}))`,
  'g',
);
const MAQSURA_PREPOSITION = new RegExp(
  `(?<!${L}|${M})((?:[وف]${M}*)?(?:ع${M}*ل|[إا]${M}*ل|ل${M}*د)${M}*)ى(?=${M}*${L})`,
  'g',
);
/** A vowel or a sukun: what a vowelled word has and a dialect word (at most a shadda) has not. */
const VOWEL_MARK = /[\u064B-\u0650\u0652]/;
const MAQSURA_AFTER_HAMZA = new RegExp(`أ${M}*ى(?=${M}*${L})`, 'g');
const MAQSURA_BEFORE_LETTER = new RegExp(`ى(?=${M}*${L})`, 'g');

/**
 * A word never holds ى before another letter: a stem that ends in it and takes a suffix (a line's
 * لقى{H:ه|ها}، استنّى{H:|ت}) is written as Arabic joins it. The feminine and plural of the past
 * drop it, its fatha kept in vowelled
 * text (استنّت، نادَتْ، استنّوا), a pronoun turns it to alif (لقاها، سوّاه، ما لقاش; رَآهُ after a
 * hamza), and the prepositions على، إلى، لدى take ي (عليه، إليها).
 */
export function joinAlifMaqsura(text: string): string {
  if (!MAQSURA_JOINED.test(text)) return text;
  return text
    .replace(MAQSURA_PAST_ENDING, (_, stem: string, marks: string, ending: string) =>
      // The fatha ى stood for stays on its letter in a vowelled word (نادَتْ، اسْتَلْقَتْ).
      VOWEL_MARK.test(stem + ending) && !marks.includes(FATHA)
        ? `${stem}${marks}${FATHA}`
        : `${stem}${marks}`,
    )
    .replace(MAQSURA_PREPOSITION, '$1ي')
    .replace(MAQSURA_AFTER_HAMZA, 'آ')
    .replace(MAQSURA_BEFORE_LETTER, 'ا');
}

/** Letters that never carry a mark of their own in vowelled writing: alefs and alef maqsura. */
const NEVER_MARKED = new Set(['ا', 'ى', 'آ', 'ٱ']);

export interface VowellingCount {
  /** Letters that should carry a mark. */
  markable: number;
  marked: number;
  /** marked / markable, 1 for a text with nothing to mark. */
  ratio: number;
}

/**
 * The vowelling measure. Of the Arabic letters that can carry a short vowel, sukun, tanween or
 * shadda, the share that carries one. Not counted: alef in every form and alef maqsura; a و or ي
 * that is a long vowel (no mark of its own, after a letter carrying the matching damma or kasra);
 * and the lam of the definite article, which children's books commonly leave bare (a sun letter
 * after it carries the shadda and is counted). Words in `exclude` (names the parent typed in
 * Arabic, which the writer cannot vowel safely) are skipped.
 */
export function countVowelling(text: string, exclude: readonly string[] = []): VowellingCount {
  const skip = new Set(exclude.map((e) => stripTashkeel(e)));
  let markable = 0;
  let marked = 0;
  for (const word of text.split(/[\s،؛؟.!,:«»"()\-–—]+/)) {
    const bare = stripTashkeel(word);
    // A typed name may carry a one-letter prefix (وَهُدى، لِهُدى), or لِ before its article (لِلجدّة).
    if (
      !word ||
      skip.has(bare) ||
      skip.has(bare.slice(1)) ||
      (bare.startsWith('لل') && skip.has(`ا${bare.slice(1)}`))
    )
      continue;
    const letters = splitLetters(word.replace(TATWEEL, ''));
    const articleLam = definiteArticleLam(letters);
    letters.forEach((l, i) => {
      if (!ARABIC_LETTER.test(l.letter) || NEVER_MARKED.has(l.letter) || i === articleLam) return;
      const prev = letters[i - 1];
      const longVowel =
        l.marks === '' &&
        ((l.letter === 'و' && prev?.marks.includes(DAMMA)) ||
          (l.letter === 'ي' && prev?.marks.includes(KASRA)));
      if (longVowel) return;
      markable++;
      if (l.marks !== '') marked++;
    });
  }
  return { markable, marked, ratio: markable === 0 ? 1 : marked / markable };
}

interface Letter {
  letter: string;
  marks: string;
}

function splitLetters(word: string): Letter[] {
  const out: Letter[] = [];
  for (const ch of word) {
    const last = out[out.length - 1];
    if (MARK.test(ch) && last) last.marks += ch;
    else out.push({ letter: ch, marks: '' });
  }
  return out;
}

/** Index of the article's lam in ال, وال، فال، بال، كال، لل (the last: لِلْ keeps one lam), or -1. */
function definiteArticleLam(letters: Letter[]): number {
  const s = letters.map((l) => l.letter).join('');
  if (s.startsWith('ال')) return 1;
  if (/^[وفبك]ال/.test(s)) return 2;
  if (/^[وف]?لل/.test(s) && s.length > 3) return s.startsWith('ل') ? 1 : 2;
  return -1;
}

const SHORT_VOWEL = /[\u064B-\u0650\u0652\u0670]/;
const LONG_OF: Record<string, string> = { ا: FATHA, ى: FATHA, و: DAMMA, ي: KASRA };

/** Words spelt with a dagger alef in vowelled writing (هٰذا، لٰكِنْ، ذٰلِكَ، اللّٰه). */
const WORD_START = '(?<=^|[\\s«(]|(?:^|[\\s«(])[وفبلك][\\u064E\\u0650])';
const DAGGER_WORDS: Array<[RegExp, string]> = [
  [new RegExp(`${WORD_START}هذ`, 'g'), 'هٰذ'],
  [new RegExp(`${WORD_START}ذلِك`, 'g'), 'ذٰلِك'],
  [new RegExp(`${WORD_START}لكِن`, 'g'), 'لٰكِن'],
  [new RegExp(`${WORD_START}هكَذا`, 'g'), 'هٰكَذا'],
  [new RegExp(`${WORD_START}هؤُلاءِ`, 'g'), 'هٰؤُلاءِ'],
  [/الله(?=[\u064E-\u0650])/g, 'اللّٰه'],
  [/لِلّه(?=[\u064E-\u0650])/g, 'لِلّٰه'],
];

/**
 * Writes out the short vowel that a long vowel letter implies on the letter before it (كانَ →
 * كَانَ، يَقولُ → يَقُولُ، في → فِي) and the dagger alef of هٰذا and its kin, so that the text carries
 * a mark on every letter that takes one. The lines are written in the lighter convention; this
 * makes them fully vowelled without touching a grammatical ending.
 */
export function completeVowels(text: string): string {
  return articleLamMarks(joinHamzatWasl(writeLongVowels(text)));
}

function writeLongVowels(text: string): string {
  let t = text;
  for (const [re, to] of DAGGER_WORDS) t = t.replace(re, to);
  const chars = [...t];
  const out: string[] = [];
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i] as string;
    out.push(ch);
    if (!ARABIC_LETTER.test(ch) || NEVER_MARKED.has(ch) || ch === 'ء') continue;
    // Collect this letter's marks.
    let j = i + 1;
    let marks = '';
    while (j < chars.length && MARK.test(chars[j] as string)) marks += chars[j++];
    if (SHORT_VOWEL.test(marks)) continue;
    const next = chars[j];
    const afterNext = chars[j + 1];
    if (next === undefined || !(next in LONG_OF)) continue;
    // و and ي are long vowels only when they carry no mark themselves.
    if ((next === 'و' || next === 'ي') && afterNext !== undefined && MARK.test(afterNext)) continue;
    // The article's lam never takes a vowel: before hamzat al-wasl (الابْتِسامَة) it stays bare, and a
    // و or ي after it that a long vowel follows is the noun's first consonant, with the vowel that
    // long vowel implies (الوَاحَة، اليَاسَمِين), not a long vowel putting a damma or kasra on the lam.
    // (A lam after بـ or كـ is not always the article's: بالون keeps its long ū.)
    const consonantAfterArticle = next === 'ا' || (afterNext !== undefined && afterNext in LONG_OF);
    if (ch === 'ل' && consonantAfterArticle && isArticleLam(out)) continue;
    // This letter is itself a long vowel (the و of كانوا): leave it bare. Before an alef it is a
    // consonant with a fatha (ثِيَاب، سُقِيَا، خُطُوَات), but for the silent alef after a plural's و (كانوا).
    const wordEnds =
      afterNext === undefined || (!ARABIC_LETTER.test(afterNext) && !MARK.test(afterNext));
    const beforeAlef = next === 'ا' && (ch === 'ي' || !wordEnds);
    if ((ch === 'و' || ch === 'ي') && marks === '' && !beforeAlef && isLongVowel(out, ch)) continue;
    const vowel = LONG_OF[next] as string;
    // Keep the marks in canonical order: shadda before the vowel.
    out.push(...[...marks], vowel);
    i = j - 1;
  }
  return out.join('');
}

/** Whether the lam just pushed to `out` is the lam of ال at the start of its word (after prefixes). */
function isArticleLam(out: string[]): boolean {
  const letters: string[] = [];
  for (let k = out.length - 2; k >= 0; k--) {
    const c = out[k] as string;
    if (/[\s«(]/.test(c)) break;
    if (!MARK.test(c)) letters.unshift(c);
  }
  // The letters before it, marks left out: ا of ال (وال، فال، بال، كال) or the ل of لِلْ (وَلِلْ، فَلِلْ).
  return /^[وفبك]?ا$|^[وف]?ل$/.test(letters.join(''));
}

function isLongVowel(out: string[], ch: string): boolean {
  // out ends with ch; look at the marks of the letter before it.
  let k = out.length - 2;
  let marks = '';
  while (k >= 0 && MARK.test(out[k] as string)) marks = out[k--] + marks;
  return ch === 'و' ? marks.includes(DAMMA) : marks.includes(KASRA);
}

/**
 * Two vowelless letters never meet across words: a word ending in sukun before hamzat al-wasl (an
 * initial bare ا: the article, انْظُرْ، ابْنٌ) takes a helping vowel, kasra as a rule, fatha on مِنْ,
 * damma on the plural pronouns (هُمُ، كُمُ، تُمُ). أَمْسَكَتْ الجارَةُ → أَمْسَكَتِ الجارَةُ; بَلْ الطَّريقَ →
 * بَلِ الطَّريقَ; مِنْ البَيْتِ → مِنَ البَيْتِ. A pause (punctuation) between the words keeps the sukun.
 */
export function joinHamzatWasl(text: string): string {
  return text.replace(
    /(^|[\s«(])([^\s«(]*?)\u0652(\s+)(?=ا)/g,
    (_, pre: string, word: string, space: string) => {
      const plain = stripTashkeel(word).replace(/^[وف]/, '');
      const vowel = plain === 'من' ? FATHA : /(?:هم|كم|تم)$/.test(plain) ? DAMMA : KASRA;
      return `${pre}${word}${vowel}${space}`;
    },
  );
}

/** The letters after which the article's lam is silent (the letter is doubled instead). */
const SUN_LETTERS = new Set([...'تثدذرزسشصضطظلن']);

/**
 * The school convention for the article: a sukun on its lam before a moon letter (الْقَمَرُ، بِالْبَيْتِ،
 * لِلْأُمِّ), none before a sun letter, which carries the shadda (الشَّمْسُ), and a kasra before hamzat
 * al-wasl (الِابْتِسامَةُ، الِاثْنانِ), the vowel that joins the two. Only words already vowelled are
 * touched: a name the parent typed without marks stays as typed.
 */
export function articleLamMarks(text: string): string {
  return text.replace(
    /(^|[\s«(])([وفبك][\u064E\u0650]|[وف]\u064E\u0644\u0650|\u0644\u0650)?(ا|)(ل)(?=([\u0621-\u064A])([\u064B-\u0652]?))/g,
    (m, pre: string, prefix: string | undefined, alef: string, lam: string, ...rest: unknown[]) => {
      const next = rest[0] as string;
      const nextMark = rest[1] as string;
      // ال at the word start, or the لِلْ of لِـ + the article (لِلْبَيْتِ).
      const lilPrefix = prefix !== undefined && /\u0644\u0650$/.test(prefix);
      if (alef === '' && !lilPrefix) return m;
      if (alef !== '' && lilPrefix) return m;
      if (next === 'ل' && !nextMark) return m;
      if (next === 'ا') return `${pre}${prefix ?? ''}${alef}${lam}${KASRA}`;
      if (next === 'آ') return `${pre}${prefix ?? ''}${alef}${lam}${SUKUN}`;
      if (SUN_LETTERS.has(next) || nextMark === '' || nextMark === undefined) return m;
      return `${pre}${prefix ?? ''}${alef}${lam}${SUKUN}`;
    },
  );
}

/**
 * The accusative or genitive of a definite noun phrase from its nominative: every word's final
 * damma becomes the case's vowel, so a noun and its adjective change together (الدُّبَّ المَحْشُوَّ)
 * and a construct changes its first word only (ابْنَ العَمِّ), the second staying genitive.
 */
export function definiteCase(nom: string, vowel: 'َ' | 'ِ'): string {
  return nom.replace(/ُ(?=ّ?(?:\s|$))/g, vowel);
}

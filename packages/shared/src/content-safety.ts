import {
  ARABIC,
  ARABIC_EXCEPTIONS,
  ENGLISH,
  ENGLISH_EXCEPTIONS,
  LOSS_WORDS,
} from './content-safety-words.ts';

/**
 * Themes unfit for a bedtime story (docs/product/stories-and-engines.md): violence and weapons, blood, death and
 * killing, horror, sexual content, drugs and alcohol, self-harm and hate, in English and Arabic.
 * Free text (descriptions, custom names) is checked before anything is saved; a hit answers 422.
 *
 * Matching is by whole words, never inside another word ("skill" is not "kill", "Sussex" is not
 * "sex"). Arabic is compared after removing vowel marks and tatweel and unifying alef, hamza, ta
 * marbuta and alef maqsura forms, and after peeling the prefixes a word can carry (و، ف، ب، ل، ال and
 * their combinations); suffixes are listed per word, because peeling them blindly would
 * turn innocent words into unsafe ones (دُمْيَة "doll" would become دم "blood").
 */

// Not ي: دمي would then be read as "my blood" while دُمى means dolls.
const PRONOUNS = ['ه', 'ها', 'هم', 'هن', 'هما', 'ك', 'كم', 'كن', 'نا'];
// Not ك ("like"): كبيرة ("big") would be read as ك + بيرة ("beer").
const PREFIXES = [
  '',
  'و',
  'ف',
  'ب',
  'ل',
  'ال',
  'وال',
  'فال',
  'بال',
  'لل',
  'ول',
  'فل',
  'وب',
  'فب',
  'ولل',
  'فلل',
  'وبال',
  'فبال',
];

export function normaliseArabic(text: string): string {
  return text
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ؤ/g, 'و')
    .replace(/ئ/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي');
}

const arabicTerms = new Map<string, string>();
for (const [theme, forms] of Object.entries(ARABIC)) {
  for (const raw of forms) {
    const withPronouns = raw.endsWith('+');
    const form = normaliseArabic(withPronouns ? raw.slice(0, -1) : raw);
    arabicTerms.set(form, theme);
    // A ta marbuta turns into ت before an attached pronoun (بندقية → بندقيته).
    const stem =
      form.endsWith('ه') && raw.slice(0, -1).endsWith('ة') ? `${form.slice(0, -1)}ت` : form;
    if (withPronouns) for (const p of PRONOUNS) arabicTerms.set(stem + p, theme);
  }
}
const englishTerms = new Map<string, string>();
for (const [theme, words] of Object.entries(ENGLISH))
  for (const w of words) englishTerms.set(w.replace(/-/g, ' '), theme);
const longestEnglish = Math.max(...[...englishTerms.keys()].map((t) => t.split(' ').length));

export interface SafetyOptions {
  /** Text that may speak of a loved one's or a pet's death (a story idea, a story about loss). */
  loss?: boolean;
}

/** The first unsafe term in the text, or null. */
export function findUnsafeContent(
  text: string,
  options: SafetyOptions = {},
): { term: string } | null {
  return findEnglish(text, options) ?? findArabic(text, options);
}

function findEnglish(text: string, options: SafetyOptions): { term: string } | null {
  const words = text.toLowerCase().match(/[a-z]+(?:'[a-z]+)?/g) ?? [];
  const joined = ` ${words.join(' ')} `;
  const excepted = new Set<number>();
  for (const phrase of ENGLISH_EXCEPTIONS) {
    let at = joined.indexOf(` ${phrase} `);
    while (at >= 0) {
      const startWord = joined
        .slice(0, at + 1)
        .trim()
        .split(' ')
        .filter(Boolean).length;
      for (let k = 0; k < phrase.split(' ').length; k++) excepted.add(startWord + k);
      at = joined.indexOf(` ${phrase} `, at + 1);
    }
  }
  for (let i = 0; i < words.length; i++) {
    for (let n = longestEnglish; n >= 1; n--) {
      if (i + n > words.length) continue;
      const phrase = words.slice(i, i + n).join(' ');
      if (englishTerms.has(phrase) && !excepted.has(i) && !(options.loss && LOSS_WORDS.has(phrase)))
        return { term: phrase };
    }
  }
  return null;
}

function findArabic(text: string, options: SafetyOptions): { term: string } | null {
  let normalised = normaliseArabic(text);
  for (const phrase of ARABIC_EXCEPTIONS)
    normalised = normalised.split(normaliseArabic(phrase)).join(' ');
  for (const word of normalised.split(/[^\u0621-\u064A]+/)) {
    if (!word) continue;
    for (const prefix of PREFIXES) {
      if (!word.startsWith(prefix)) continue;
      const stem = word.slice(prefix.length);
      if (stem.length >= 2 && arabicTerms.has(stem) && !(options.loss && LOSS_WORDS.has(stem)))
        return { term: stem };
    }
  }
  return null;
}

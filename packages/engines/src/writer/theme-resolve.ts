import { arabicCandidates, normaliseArabic } from './idea/normalise.ts';
import type { ThemeKey } from './theme-pack.ts';

/**
 * Free theme names (the admin can add themes) and parents' descriptions are mapped to the nearest
 * theme the writer has material for, by English and Arabic keywords. Specific themes are tried
 * before broad ones (a Ramadan story about a family is a Ramadan story).
 */
const keywords: Array<[ThemeKey, RegExp, string[]]> = [
  [
    'ramadan',
    /\b(ramadh?an|iftar|suhoor|sohour|fanous|fanoos|lanterns?|crescent)\b/i,
    ['رمضان', 'افطار', 'سحور', 'فانوس', 'فوانيس', 'هلال'],
  ],
  ['eid', /\b(eid|eidiya|adha|fitr|festival|holiday)\b/i, ['عيد', 'عيديه', 'اضحي', 'فطر']],
  [
    'honesty',
    /\b(honest|honesty|truth|truthful|lie|lies|lying|fib)\b/i,
    ['صدق', 'صادق', 'كذب', 'امانه', 'حقيقه'],
  ],
  [
    'sharing',
    /\b(shar(e|es|ed|ing)|generous|generosity|giving|give)\b/i,
    ['مشارك', 'تقاسم', 'يتقاسم', 'كرم', 'عطاء'],
  ],
  ['patience', /\b(patien(ce|t)|wait|waiting|slowly)\b/i, ['صبر', 'انتظار', 'ينتظر']],
  [
    'gratitude',
    /\b(gratitude|grateful|thank(s|ful)?|blessings?)\b/i,
    ['شكر', 'امتنان', 'حمد', 'نعم'],
  ],
  [
    'courage',
    /\b(courage|courageous|brave|bravery|afraid|shy|scared|fears?|confiden(ce|t)|dark)\b/i,
    ['شجاع', 'خوف', 'خجل', 'جرا', 'ثقه'],
  ],
  [
    'curiosity',
    /\b(curio(us|sity)|questions?|discover\w*|explor\w*|adventur\w*|science|learn\w*|wonder\w*|why)\b/i,
    ['فضول', 'اكتشاف', 'استكشاف', 'تعلم', 'سؤال', 'علم'],
  ],
  [
    'kindness_animals',
    /\b(animals?|pets?|kittens?|puppy|puppies|birds?|kindness|kind|rescue)\b/i,
    ['رفق', 'حيوان', 'لطف', 'رحمه'],
  ],
  [
    'nature',
    /\b(nature|plants?|trees?|garden\w*|environment\w*|earth|planet|oceans?|recycl\w*|flowers?|green)\b/i,
    ['طبيعه', 'بيئه', 'شجر', 'نبات', 'زرع', 'ازهار'],
  ],
  [
    'family',
    /\b(family|families|mother|father|mom|mum|dad|grand(ma|pa|mother|father)|siblings?|brother|sister|home)\b/i,
    ['عائله', 'اسره', 'جده', 'جدي', 'اخت', 'اخو', 'ماما', 'بابا', 'البيت'],
  ],
  [
    'friendship',
    /\b(friends?|friendship|together|buddy|buddies|teamwork)\b/i,
    ['صداقه', 'صديق', 'اصدقاء', 'رفيق', 'صحاب'],
  ],
];

/** The theme a text's own words name ("plants a tree" → nature), or null. */
export function themeOfWords(text: string): ThemeKey | null {
  // Each Arabic word with its clitics peeled, as the idea library reads it («المعلمة» is not «علم»).
  const forms = normaliseArabic(text)
    .split(/\s+/)
    .filter((w) => !NOT_EID.test(w))
    .flatMap((w) => arabicCandidates(w));
  for (const [key, en, arWords] of keywords) {
    if (en.test(text) || arWords.some((w) => forms.includes(w))) return key;
  }
  return null;
}

/** «بعيد» is "far", not "with Eid". */
const NOT_EID = /^و?بعيد/;

export function resolveTheme(theme: string | undefined, description: string | undefined): ThemeKey {
  return (
    (description ? themeOfWords(description) : null) ??
    (theme ? themeOfWords(theme.replace(/_/g, ' ')) : null) ??
    'friendship'
  );
}

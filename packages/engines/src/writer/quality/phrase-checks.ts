import { joinAlifMaqsura } from '../arabic-text.ts';
import type { Finding } from './fusha-checks.ts';

// Spelling

/** An Arabic letter (not the tatweel) and the marks a letter may carry. */
const LETTER = '[\\u0621-\\u063A\\u0641-\\u064A]';
const MARKS = '[\\u064B-\\u0652\\u0670]';
/** A word in which ى stands before another letter: لقىها for لقاها, إلىه for إليه. */
const MAQSURA_INSIDE = new RegExp(
  `(?:${LETTER}|${MARKS})*ى${MARKS}*${LETTER}(?:${LETTER}|${MARKS})*`,
  'g',
);

/**
 * An alif maqsura (ى) ends a word: a word with a letter after it is misspelt (لقىها, استنّىت),
 * Fusha and dialect texts alike; the hint is the word as Arabic joins it (arabic-text.ts
 * `joinAlifMaqsura`: لقاها، استنّت، عليه).
 */
export function maqsuraInsideWord(text: string): Finding[] {
  if (!text.includes('ى')) return [];
  return [...text.matchAll(MAQSURA_INSIDE)].map((m) => ({
    rule: 'maqsura-inside-word' as const,
    excerpt: m[0],
    hint: joinAlifMaqsura(m[0]),
  }));
}

// Words and phrases

export function halama(text: string): Finding[] {
  // حَلُمَ "was forbearing" for حَلَمَ "dreamed" (the imperfect يَحْلُمُ and the noun حُلُمٌ are right).
  if (!text.includes('حَلُم')) return [];
  return [...text.matchAll(/\S*حَلُم\S*/g)].map((m) => ({
    rule: 'halama' as const,
    excerpt: m[0],
    hint: m[0].replace('حَلُم', 'حَلَم'),
  }));
}

export function eachOther(plain: string): Finding[] {
  return [...plain.matchAll(/كل من [^.!؟،«»]*?لرفاق(?:ه|ها|هم|هما)/g)].map((m) => ({
    rule: 'each-other' as const,
    excerpt: m[0],
    hint: 'كُلٌّ مِنْهُما لِلْآخَرِ، or تَبادَلُوا …',
  }));
}

/** English idioms rendered word for word, matched without marks. */
export const FUSHA_CALQUES: ReadonlyArray<{ pattern: RegExp; hint: string }> = [
  {
    pattern: /يوما?\s+(?:آخرا?\s+)?(?:طويلا?\s+)?مشغولا?/,
    hint: 'يَوْمٌ حافِلٌ (a day is not مَشْغول, a person is)',
  },
  { pattern: /من الأذن إلى الأذن/, hint: 'ابْتَسَمَ حَتّى بانَتْ أَسْنانُهُ / ابْتِسامَةً عَريضَةً' },
  { pattern: /فضولي/, hint: 'يُحِبُّ الاسْتِطْلاعَ / مُحِبٌّ لِلْمَعْرِفَةِ (فُضولِيّ reads as nosy)' },
  { pattern: /أكثر رمادية/, hint: 'أَكْثَرَ كَآبَةً / أَثْقَلَ' },
  { pattern: /نفدت الأصابع/, hint: 'حَتّى لَمْ تَكْفِهِ أَصابِعُهُ' },
  { pattern: /مكان ما عميقا/, hint: 'في مَكانٍ عَميقٍ ما' },
  {
    pattern: /(?:قديما|أزرق|ذهبيا|هادئا) جدا في (?:تلك|هذه) الساعة/,
    hint: 'an English "X was so old at this hour" line',
  },
  { pattern: /هو، هو/, hint: 'an owl hoots «هُوو هُوو» or نَعَبَتِ البومَةُ' },
  { pattern: /شكرا» كبيرة/, hint: '«شُكْرًا» مِنَ القَلْبِ ("a big thank you")' },
  { pattern: /تحت أنفاس/, hint: 'بِصَوْتٍ خافِتٍ / هَمْسًا' },
];

export function calques(plain: string): Finding[] {
  return FUSHA_CALQUES.flatMap(({ pattern, hint }) => {
    const m = pattern.exec(plain);
    return m ? [{ rule: 'calque' as const, excerpt: m[0], hint }] : [];
  });
}

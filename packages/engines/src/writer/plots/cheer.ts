import { stripTashkeel } from '../arabic-text.ts';

/**
 * Words of cheering, beaming and jokes, and a few images that hurt on such a night, which a story
 * of loss, illness or family change never says. English is matched on words, Arabic on
 * unvowelled stems (Fusha and the dialects).
 */
export const cheerWordsEn: readonly string[] = [
  'beamed',
  'beaming',
  'cheered',
  'cheering',
  'hooray',
  'hurray',
  'jumped for joy',
  'jumping for joy',
  'grinned',
  'grinning',
  'from ear to ear',
  'clapped',
  'laughed',
  'laughing',
  'laughter',
  'giggled',
  'giggling',
  'danced',
  'dance',
  'we did it',
  'shouted',
  'happy shout',
  'whoop',
  'joke',
  'silly',
  'happy end',
  'happy ending',
  'kitten',
  // Filler that jars after a loss, an illness or a parting.
  'and happy',
  'a good day',
  'big smile',
  'oh no',
  'more interesting',
  'felt happy',
  'happy sounds',
  'a little cat',
];
export const cheerWordsAr: readonly string[] = [
  'هتف',
  'هتاف',
  'ضحك',
  'قهقه',
  'فرحا',
  'صفق',
  'زقف',
  'رقص',
  'هيص',
  'هلل',
  'صرخ',
  'نكته',
  'نجحنا',
  'عملناها',
  'سويناها',
  'بفرح',
  'من الفرحه',
  'ابتسامه عريضه',
  'ضحكه عريضه',
  'من الاذن',
  // "to the happy end" and a purring kitten: said the night a pet died, they hurt.
  'نهايتها السعيده',
  'لاخرها الحلو',
  'تخرخر',
  'بتخرخر',
  'يا ويلي',
  'ابتسامه كبيره',
  'بابتسامه كبيره',
  'بالسعاده',
  'قط صغير',
  'قطا صغيرا',
];

const EN = new RegExp(`\\b(${cheerWordsEn.map((w) => w.replace(/ /g, '\\s+')).join('|')})\\b`, 'i');

/** The endings a verb or noun of the list may carry: هتفت، هتفوا، ضحكة، ضحكات. */
const ENDINGS = ['', 'ت', 'وا', 'ا', 'تا', 'ن', 'نا', 'ون', 'ين', 'ه', 'ها', 'هم', 'ات', 'وه'];

function normalise(text: string): string {
  return stripTashkeel(text)
    .replace(/ّ/g, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي');
}

/** The cheering words a text says, English or Arabic (any variety). */
export function findCheer(text: string): string[] {
  const found: string[] = [];
  const en = text.match(EN);
  if (en) found.push(en[0]);
  const plain = ` ${normalise(text).replace(/[^\u0621-\u064A]+/g, ' ')} `;
  const words = plain.trim().split(' ');
  for (const w of cheerWordsAr) {
    if (w.includes(' ')) {
      if (plain.includes(` ${w} `) || plain.includes(`${w}`)) found.push(w);
      continue;
    }
    const hit = words.some((word) =>
      [word, word.replace(/^[وفب]/, ''), word.replace(/^[وف]ب?/, '')].some(
        (x) => x.startsWith(w) && ENDINGS.includes(x.slice(w.length)),
      ),
    );
    if (hit) found.push(w);
  }
  return found;
}

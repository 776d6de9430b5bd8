import type { Doc } from './cues.ts';
import { isArabicWord } from './normalise.ts';
import type { UnderstoodIdea } from './types.ts';

/** Whether an idea is written in English, Arabic or both. */
export function languageOf(doc: Doc): UnderstoodIdea['language'] {
  const ar = doc.tokens.filter(isArabicWord).length;
  const en = doc.tokens.filter((t) => /[a-z]/.test(t)).length;
  if (ar === 0 && en === 0) return 'none';
  if (ar > 0 && en > 0) return ar >= 2 * en ? 'ar' : en >= 2 * ar ? 'en' : 'mixed';
  return ar > 0 ? 'ar' : 'en';
}

const VARIETY_MARKERS: Record<'egyptian' | 'levantine' | 'gulf', readonly string[]> = {
  egyptian: [
    'عايز',
    'عايزه',
    'عاوز',
    'عاوزه',
    'عايزين',
    'دلوقتي',
    'ازاي',
    'اوي',
    'خالص',
    'مش',
    'فين',
    'ليه',
    'بتاع',
    'بتاعه',
    'النهارده',
    'بكره',
    'حدوته',
    'ضلمه',
    'الضلمه',
    'عيل',
    'هيروح',
    'هتروح',
    'هيدخل',
    'هتدخل',
    'بيعيط',
    'بتعيط',
    'يعيط',
    'تعيط',
    'تيته',
    'جدو',
    'كده',
    'ده',
    'دي',
    'دول',
    'لسه',
    'اتخانق',
    'اتخانقت',
    'محدش',
    'مبيحبش',
    'عيانه',
    'عيان',
    'اوضته',
    'اوضتها',
    'حضانه',
  ],
  levantine: [
    'بدي',
    'بدو',
    'بدها',
    'بدنا',
    'هلق',
    'شو',
    'كتير',
    'منيح',
    'منيحه',
    'عم',
    'رح',
    'هيك',
    'ليش',
    'وين',
    'ستي',
    'ستو',
    'عتمه',
    'العتمه',
    'مبارح',
    'بكرا',
    'زغير',
    'زغيره',
    'حدا',
    'تيتا',
    'هيدا',
    'هيدي',
    'مشان',
    'تخت',
    'تختو',
    'ضيعه',
    'لحالو',
    'لحالها',
    'خيو',
    'اختو',
    'رفقاتو',
    'بيحكي',
    'عنجد',
    'منشان',
  ],
  gulf: [
    'ابغي',
    'يبغي',
    'تبغي',
    'نبغي',
    'ابي',
    'يبي',
    'تبي',
    'نبي',
    'الحين',
    'وايد',
    'مره',
    'وش',
    'شلون',
    'باكر',
    'يدتي',
    'يدي',
    'ربع',
    'خوي',
    'خويه',
    'زين',
    'بروحه',
    'بروحها',
    'يسوي',
    'تسوي',
    'سوي',
    'مب',
    'مو',
    'ياهل',
    'يهال',
    'عيال',
    'حق',
    'ترا',
    'ابا',
    'يبا',
    'تبا',
    'هني',
    'طاح',
    'طاحت',
    'يتهاوش',
    'هوشه',
    'اليهال',
    'البزران',
    'بزر',
  ],
};

// Verb forms each variety makes its own way: Egyptian future ه (هتسافر، هيدخل), Levantine عم and
// بـ with a first person (بحب), Gulf negation مب and ما + يبغى.
const VARIETY_PATTERNS: Record<'egyptian' | 'levantine' | 'gulf', RegExp> = {
  egyptian: /^[وف]?(ه[تين][\u0621-\u064A]{3,}|م[ب][تي]\S+ش|ما?[تي]\S+ش)$/,
  levantine: /^[وف]?(منشان|هيدا|هيدي|بدك|بدكن|عمب\S+)$/,
  gulf: /^[وف]?(يبغون|يبون|تبغين|تبين|شفيه|شفيها|وشفيه)$/,
};

/** Which Arabic an idea is written in: Fusha, or the dialect whose words it uses most. */
export function varietyOf(doc: Doc): UnderstoodIdea['variety'] {
  const arabic = doc.tokens.filter(isArabicWord);
  if (arabic.length === 0) return null;
  let best: UnderstoodIdea['variety'] = 'fusha';
  let bestCount = 0;
  for (const [variety, markers] of Object.entries(VARIETY_MARKERS) as Array<
    ['egyptian' | 'levantine' | 'gulf', readonly string[]]
  >) {
    // The word itself or without a joined و/ف: stripping more would find دي in ولدي.
    const count = arabic.filter(
      (t) =>
        markers.includes(t) ||
        markers.includes(t.replace(/^[وف]/, '')) ||
        VARIETY_PATTERNS[variety].test(t),
    ).length;
    if (count > bestCount) {
      best = variety;
      bestCount = count;
    }
  }
  return best;
}

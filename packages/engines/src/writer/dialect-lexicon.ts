import type { SpokenDialect } from '../types.ts';

/**
 * The words that make each spoken dialect itself. Dialect lines are written once in a plain
 * colloquial skeleton and pull these words in ({d.now}, {d.want:H}); where the dialects part ways
 * in grammar a line spells each one out ({d:eg|lb|gulf}).
 */
export interface DialectWord {
  m: string;
  f?: string;
  /** Plural (the spoken dialects use the plural for two people as well). */
  p?: string;
}
type Entry = Record<SpokenDialect, DialectWord | string>;

const w = (m: string, f?: string, p?: string): DialectWord => ({ m, f, p });

export const lexicon = {
  now: { egyptian: 'دلوقتي', lebanese: 'هلّق', gulf_saudi: 'الحين', gulf_uae: 'الحين' },
  very: { egyptian: 'أوي', lebanese: 'كتير', gulf_saudi: 'مرّة', gulf_uae: 'وايد' },
  what: { egyptian: 'إيه', lebanese: 'شو', gulf_saudi: 'وش', gulf_uae: 'شو' },
  how: { egyptian: 'إزاي', lebanese: 'كيف', gulf_saudi: 'كيف', gulf_uae: 'شلون' },
  why: { egyptian: 'ليه', lebanese: 'ليش', gulf_saudi: 'ليه', gulf_uae: 'ليش' },
  where: { egyptian: 'فين', lebanese: 'وين', gulf_saudi: 'وين', gulf_uae: 'وين' },
  so: { egyptian: 'كده', lebanese: 'هيك', gulf_saudi: 'كذا', gulf_uae: 'جي' },
  here: { egyptian: 'هنا', lebanese: 'هون', gulf_saudi: 'هنا', gulf_uae: 'هني' },
  there: { egyptian: 'هناك', lebanese: 'هونيك', gulf_saudi: 'هناك', gulf_uae: 'هناك' },
  also: { egyptian: 'كمان', lebanese: 'كمان', gulf_saudi: 'بعد', gulf_uae: 'بعد' },
  bit: { egyptian: 'شوية', lebanese: 'شوي', gulf_saudi: 'شوي', gulf_uae: 'شوي' },
  thing: { egyptian: 'حاجة', lebanese: 'شي', gulf_saudi: 'شي', gulf_uae: 'شي' },
  we: { egyptian: 'إحنا', lebanese: 'نحنا', gulf_saudi: 'حنّا', gulf_uae: 'إحنا' },
  this: { egyptian: w('ده', 'دي'), lebanese: w('هيدا', 'هيدي'), gulf_saudi: w('هذا', 'هذي'), gulf_uae: w('هذا', 'هذي') },
  not: { egyptian: 'مش', lebanese: 'مش', gulf_saudi: 'مو', gulf_uae: 'مب' },
  yes: { egyptian: 'أيوه', lebanese: 'إيه', gulf_saudi: 'إيه', gulf_uae: 'هيه' },
  really: { egyptian: 'بجد', lebanese: 'عنجد', gulf_saudi: 'صدق', gulf_uae: 'صدق' },
  because: { egyptian: 'عشان', lebanese: 'لأنّو', gulf_saudi: 'عشان', gulf_uae: 'لأنّ' },
  sothat: { egyptian: 'عشان', lebanese: 'مشان', gulf_saudi: 'عشان', gulf_uae: 'عشان' },
  with: { egyptian: 'مع', lebanese: 'مع', gulf_saudi: 'مع', gulf_uae: 'ويّا' },
  like: { egyptian: 'زيّ', lebanese: 'متل', gulf_saudi: 'مثل', gulf_uae: 'شرات' },
  thereis: { egyptian: 'فيه', lebanese: 'في', gulf_saudi: 'فيه', gulf_uae: 'في' },
  thereisnt: { egyptian: 'مفيش', lebanese: 'ما في', gulf_saudi: 'ما فيه', gulf_uae: 'ما شي' },
  still: { egyptian: w('لسّه', 'لسّه', 'لسّه'), lebanese: w('بعدو', 'بعدا', 'بعدن'), gulf_saudi: 'للحين', gulf_uae: 'للحين' },
  later: { egyptian: 'بعد شوية', lebanese: 'بعد شوي', gulf_saudi: 'بعد شوي', gulf_uae: 'بعد شوي' },
  tomorrow: { egyptian: 'بكرة', lebanese: 'بكرا', gulf_saudi: 'بكرة', gulf_uae: 'باكر' },
  today: { egyptian: 'النهارده', lebanese: 'اليوم', gulf_saudi: 'اليوم', gulf_uae: 'اليوم' },
  kids: { egyptian: 'العيال', lebanese: 'الولاد', gulf_saudi: 'العيال', gulf_uae: 'اليهال' },
  bed: { egyptian: 'السرير', lebanese: 'التخت', gulf_saudi: 'السرير', gulf_uae: 'الشبريّة' },
  room: { egyptian: 'الأوضة', lebanese: 'الغرفة', gulf_saudi: 'الغرفة', gulf_uae: 'الحجرة' },
  window: { egyptian: 'الشبّاك', lebanese: 'الشبّاك', gulf_saudi: 'الدريشة', gulf_uae: 'الدريشة' },
  good: { egyptian: w('كويس', 'كويسة', 'كويسين'), lebanese: w('منيح', 'منيحة', 'مناح'), gulf_saudi: w('زين', 'زينة', 'زينين'), gulf_uae: w('زين', 'زينة', 'زينين') },
  happy: {
    egyptian: w('مبسوط', 'مبسوطة', 'مبسوطين'),
    lebanese: w('مبسوط', 'مبسوطة', 'مبسوطين'),
    gulf_saudi: w('مبسوط', 'مبسوطة', 'مبسوطين'),
    gulf_uae: w('مستانس', 'مستانسة', 'مستانسين'),
  },
  small: { egyptian: w('صغيّر', 'صغيّرة', 'صغيّرين'), lebanese: w('زغير', 'زغيرة', 'زغار'), gulf_saudi: w('صغير', 'صغيرة', 'صغار'), gulf_uae: w('صغير', 'صغيرة', 'صغار') },
  shy: { egyptian: w('مكسوف', 'مكسوفة', 'مكسوفين'), lebanese: w('مستحي', 'مستحية', 'مستحيين'), gulf_saudi: w('مستحي', 'مستحية', 'مستحين'), gulf_uae: w('مستحي', 'مستحية', 'مستحين') },
  want: { egyptian: w('عايز', 'عايزة', 'عايزين'), lebanese: w('بدّو', 'بدّا', 'بدّن'), gulf_saudi: w('يبي', 'تبي', 'يبون'), gulf_uae: w('يبا', 'تبا', 'يبون') },
  iwant: { egyptian: w('عايز', 'عايزة', 'عايزين'), lebanese: w('بدّي', 'بدّي', 'بدّنا'), gulf_saudi: w('أبي', 'أبي', 'نبي'), gulf_uae: w('أبا', 'أبا', 'نبا') },
  look: { egyptian: w('بُص', 'بُصّي', 'بُصّوا'), lebanese: w('شوف', 'شوفي', 'شوفوا'), gulf_saudi: w('شوف', 'شوفي', 'شوفوا'), gulf_uae: w('طالع', 'طالعي', 'طالعوا') },
  come: { egyptian: w('تعالى', 'تعالي', 'تعالوا'), lebanese: w('تعا', 'تعي', 'تعوا'), gulf_saudi: w('تعال', 'تعالي', 'تعالوا'), gulf_uae: w('تعال', 'تعالي', 'تعالوا') },
  you: { egyptian: w('إنت', 'إنتي', 'إنتو'), lebanese: w('إنت', 'إنتِ', 'إنتو'), gulf_saudi: w('إنت', 'إنتي', 'إنتو'), gulf_uae: w('إنت', 'إنتي', 'إنتو') },
  thanks: { egyptian: w('شكرًا', 'شكرًا', 'شكرًا'), lebanese: w('ميرسي', 'ميرسي', 'ميرسي'), gulf_saudi: w('مشكور', 'مشكورة', 'مشكورين'), gulf_uae: w('مشكور', 'مشكورة', 'مشكورين') },
  justnow: { egyptian: w('لسّه', 'لسّه', 'لسّه'), lebanese: w('لسّا', 'لسّا', 'لسّا'), gulf_saudi: w('توّه', 'توّها', 'توّهم'), gulf_uae: w('توّه', 'توّها', 'توّهم') },
  came: { egyptian: w('جه', 'جت', 'جم'), lebanese: w('إجا', 'إجت', 'إجو'), gulf_saudi: w('جا', 'جت', 'جوا'), gulf_uae: w('يا', 'يات', 'يوا') },
  found: { egyptian: w('لقى', 'لقت', 'لقوا'), lebanese: w('لاقى', 'لاقت', 'لاقوا'), gulf_saudi: w('لقى', 'لقت', 'لقوا'), gulf_uae: w('لقى', 'لقت', 'لقوا') },
  did: { egyptian: w('عمل', 'عملت', 'عملوا'), lebanese: w('عمل', 'عملت', 'عملوا'), gulf_saudi: w('سوّى', 'سوّت', 'سوّوا'), gulf_uae: w('سوّى', 'سوّت', 'سوّوا') },
  make: { egyptian: w('يعمل', 'تعمل', 'يعملوا'), lebanese: w('يعمل', 'تعمل', 'يعملوا'), gulf_saudi: w('يسوّي', 'تسوّي', 'يسوّون'), gulf_uae: w('يسوّي', 'تسوّي', 'يسوّون') },
  gave: { egyptian: w('إدّى', 'إدّت', 'إدّوا'), lebanese: w('عطى', 'عطيت', 'عطيوا'), gulf_saudi: w('عطى', 'عطت', 'عطوا'), gulf_uae: w('عطى', 'عطت', 'عطوا') },
  ran: { egyptian: w('جري', 'جريت', 'جريوا'), lebanese: w('ركض', 'ركضت', 'ركضوا'), gulf_saudi: w('ركض', 'ركضت', 'ركضوا'), gulf_uae: w('ركض', 'ركضت', 'ركضوا') },
  cant: {
    egyptian: w('ما قدرش', 'ما قدرتش', 'ما قدروش'),
    lebanese: w('ما قدر', 'ما قدرت', 'ما قدروا'),
    gulf_saudi: w('ما قدر', 'ما قدرت', 'ما قدروا'),
    gulf_uae: w('ما قدر', 'ما قدرت', 'ما قدروا'),
  },
  gn: { egyptian: w('تصبح على خير', 'تصبحي على خير', 'تصبحوا على خير'), lebanese: w('تصبح على خير', 'تصبحي على خير', 'تصبحوا على خير'), gulf_saudi: w('تصبح على خير', 'تصبحين على خير', 'تصبحون على خير'), gulf_uae: w('تصبح على خير', 'تصبحين على خير', 'تصبحون على خير') },
  they: { egyptian: 'هُمّ', lebanese: 'هنّي', gulf_saudi: 'هم', gulf_uae: 'هم' },
  /** The attached "their/them": بيتهم، بيتُن. */
  hum: { egyptian: 'هم', lebanese: 'ن', gulf_saudi: 'هم', gulf_uae: 'هم' },
  mom: { egyptian: 'ماما', lebanese: 'ماما', gulf_saudi: 'ماما', gulf_uae: 'ماما' },
  dad: { egyptian: 'بابا', lebanese: 'بابا', gulf_saudi: 'بابا', gulf_uae: 'بابا' },
  /** Progressive, habitual and future prefixes, and the plural ending of the present tense. */
  b: { egyptian: 'ب', lebanese: 'عم ', gulf_saudi: '', gulf_uae: '' },
  bh: { egyptian: 'ب', lebanese: 'ب', gulf_saudi: '', gulf_uae: '' },
  fut: { egyptian: 'ه', lebanese: 'رح ', gulf_saudi: 'ب', gulf_uae: 'ب' },
  un: { egyptian: 'وا', lebanese: 'وا', gulf_saudi: 'ون', gulf_uae: 'ون' },
  became: { egyptian: w('بقى', 'بقت', 'بقوا'), lebanese: w('صار', 'صارت', 'صاروا'), gulf_saudi: w('صار', 'صارت', 'صاروا'), gulf_uae: w('صار', 'صارت', 'صاروا') },
  began: { egyptian: w('ابتدى', 'ابتدت', 'ابتدوا'), lebanese: w('بلّش', 'بلّشت', 'بلّشوا'), gulf_saudi: w('بدا', 'بدت', 'بدوا'), gulf_uae: w('بدا', 'بدت', 'بدوا') },
  looked: { egyptian: w('بصّ', 'بصّت', 'بصّوا'), lebanese: w('طلّع', 'طلّعت', 'طلّعوا'), gulf_saudi: w('طالع', 'طالعت', 'طالعوا'), gulf_uae: w('طالع', 'طالعت', 'طالعوا') },
  took: { egyptian: w('خد', 'خدت', 'خدوا'), lebanese: w('أخد', 'أخدت', 'أخدوا'), gulf_saudi: w('أخذ', 'أخذت', 'أخذوا'), gulf_uae: w('خذ', 'خذت', 'خذوا') },
  friend: { egyptian: w('صاحب', 'صاحبة', 'صحاب'), lebanese: w('رفيق', 'رفيقة', 'رفقات'), gulf_saudi: w('خويّ', 'خويّة', 'خويان'), gulf_uae: w('ربيع', 'ربيعة', 'ربع') },
  didntknow: { egyptian: w('ما كانش عارف', 'ما كانتش عارفة', 'ما كانوش عارفين'), lebanese: w('ما كان يعرف', 'ما كانت تعرف', 'ما كانوا يعرفوا'), gulf_saudi: w('ما كان يدري', 'ما كانت تدري', 'ما كانوا يدرون'), gulf_uae: w('ما كان يدري', 'ما كانت تدري', 'ما كانوا يدرون') },
  didntgiveup: { egyptian: w('ما استسلمش', 'ما استسلمتش', 'ما استسلموش'), lebanese: w('ما استسلم', 'ما استسلمت', 'ما استسلموا'), gulf_saudi: w('ما استسلم', 'ما استسلمت', 'ما استسلموا'), gulf_uae: w('ما استسلم', 'ما استسلمت', 'ما استسلموا') },
  willremember: { egyptian: w('هيفتكر', 'هتفتكر', 'هيفتكروا'), lebanese: w('رح يتذكّر', 'رح تتذكّر', 'رح يتذكّروا'), gulf_saudi: w('بيتذكّر', 'بتتذكّر', 'بيتذكّرون'), gulf_uae: w('بيتذكّر', 'بتتذكّر', 'بيتذكّرون') },
  covered: { egyptian: w('اتغطّى', 'اتغطّت', 'اتغطّوا'), lebanese: w('تغطّى', 'تغطّت', 'تغطّوا'), gulf_saudi: w('تغطّى', 'تغطّت', 'تغطّوا'), gulf_uae: w('تغطّى', 'تغطّت', 'تغطّوا') },
  hid: { egyptian: w('استخبّى', 'استخبّت', 'استخبّوا'), lebanese: w('تخبّى', 'تخبّت', 'تخبّوا'), gulf_saudi: w('تخبّى', 'تخبّت', 'تخبّوا'), gulf_uae: w('تخبّى', 'تخبّت', 'تخبّوا') },
  showed: { egyptian: w('ورّى', 'ورّت', 'ورّوا'), lebanese: w('فرجى', 'فرجت', 'فرجوا'), gulf_saudi: w('ورّى', 'ورّت', 'ورّوا'), gulf_uae: w('ورّى', 'ورّت', 'ورّوا') },
  dontworry: { egyptian: w('متقلقش', 'متقلقيش', 'متقلقوش'), lebanese: w('ما تقلق', 'ما تقلقي', 'ما تقلقوا'), gulf_saudi: w('لا تشيل همّ', 'لا تشيلين همّ', 'لا تشيلون همّ'), gulf_uae: w('لا تحاتي', 'لا تحاتين', 'لا تحاتون') },
  someone: { egyptian: 'حدّ', lebanese: 'حدا', gulf_saudi: 'أحد', gulf_uae: 'حد' },
  water: { egyptian: 'المية', lebanese: 'المي', gulf_saudi: 'الموية', gulf_uae: 'الماي' },
  slowly: { egyptian: 'على مهله', lebanese: 'عمهلو', gulf_saudi: 'على مهله', gulf_uae: 'على هونه' },
  around: { egyptian: 'حوالين', lebanese: 'حوالي', gulf_saudi: 'حول', gulf_uae: 'حول' },
  /** The hero's grandma as a friend speaking to the hero names her (Egyptian and Lebanese say it as a name). */
  yourgrandma: { egyptian: 'تيتة', lebanese: 'تيتا', gulf_saudi: w('جدّتك', 'جدّتك', 'جدّتكم'), gulf_uae: w('يدّتك', 'يدّتج', 'يدّتكم') },
  nice: { egyptian: w('حلو', 'حلوة', 'حلوين'), lebanese: w('حلو', 'حلوة', 'حلوين'), gulf_saudi: w('حلو', 'حلوة', 'حلوين'), gulf_uae: w('حلو', 'حلوة', 'حلوين') },
} satisfies Record<string, Entry>;

export type LexiconKey = keyof typeof lexicon;

/** The word for a dialect, in the form the grammar asks for: m, f or p (plural). */
export function dialectWord(key: string, dialect: SpokenDialect, form: 'm' | 'f' | 'p'): string | null {
  const entry = (lexicon as Record<string, Entry>)[key]?.[dialect];
  if (entry === undefined) return null;
  if (typeof entry === 'string') return entry;
  if (form === 'f') return entry.f ?? entry.m;
  if (form === 'p') return entry.p ?? entry.m;
  return entry.m;
}

/**
 * Words only that dialect uses: a dialect text carries some of its own and none of the others'
 * strongest ones (the tests hold every story to it).
 */
export const dialectMarkers: Record<SpokenDialect, readonly string[]> = {
  egyptian: ['بصّ', 'بصّت', 'بقى', 'بقت', 'يا خبر', 'الاتنين', 'ما يقدرش', 'مبيعرفش', 'برضه', 'بتاعي', 'خدت', 'اتنهّد', 'اتنهّدت', 'اتعلّم', 'اتعلّمت', 'اتاوب', 'اتاوبت', 'اتغطّى', 'اتغطّت', 'اتفرّج', 'اتفرّجت', 'هيبقى', 'هتفتكر', 'هيفتكر','بيّاع', 'متقلقش', 'متقلقيش', 'هنعمل', 'هساعدك', 'مكانش', 'ما كانش', 'مفيش', 'حتّة', 'الحتت', 'تيتة', 'خالص', 'اتشبكت', 'الجنينة', 'المية', 'عيال', 'دلوقتي', 'عايز', 'عايزة', 'عايزين', 'إزاي', 'أوي', 'كده', 'مش', 'فين', 'ليه', 'إيه', 'مفيش', 'بُص', 'بتاع', 'بتاعة', 'لسّه', 'إحنا', 'النهارده', 'العيال', 'كويس', 'كويسة', 'ده', 'دي', 'إدّى', 'جه', 'قدرش', 'بجد', 'زيّ'],
  lebanese: ['رح', 'إمّو', 'هالمسا', 'هاللّيلة', 'بلّش', 'بلّشت', 'عمهلو', 'عمهلا', 'زغار', 'لاقى', 'لاقت', 'طلّع', 'طلّعت', 'إلو', 'إلها', 'بكرا','رفيق', 'رفيقة', 'الرفقات', 'فيني', 'بمحلّ', 'عم', 'شقفة', 'الشقف', 'تيتا', 'مصاري', 'حدا', 'ما حدا', 'الضيعة', 'المي', 'منيح', 'هلّق', 'بدّو', 'بدّا', 'بدّي', 'بدّن', 'بدّنا', 'كتير', 'شو', 'هيك', 'منيح', 'منيحة', 'هون', 'هونيك', 'نحنا', 'هيدا', 'هيدي', 'عنجد', 'متل', 'مشان', 'تعا', 'تعي', 'التخت', 'زغير', 'زغيرة', 'إجا', 'إجت', 'بعدو', 'بعدا', 'لأنّو', 'ميرسي'],
  gulf_saudi: ['طالع', 'طالعت', 'بدا', 'بدت', 'ما فيه', 'يدوّرون', 'جا', 'جات','تصبحين', 'تصبحون', 'رجوله', 'رجولها','مشكور', 'مشكورة', 'سوّيناها', 'يسوّي', 'تسوّي', 'بروحه', 'بروحها', 'دايم', 'يخليج', 'سيكل', 'ثاني', 'الثاني', 'ثانية', 'يقدرون', 'خويّ', 'خويّة', 'الخويان', 'تكفون', 'البزر', 'بزر', 'سالفة', 'يسولفون', 'واجد', 'لين', 'وش', 'على هونه', 'الماي', 'أحد', 'ما أحد', 'يبي', 'تبي', 'أبي', 'نبي', 'يبون', 'حنّا', 'الموية', 'بكرة', 'ليه', 'مبسوط', 'مبسوطة', 'الحين', 'وش', 'مرّة', 'زين', 'زينة', 'كذا', 'للحين', 'مستانس', 'مستانسة', 'سوّى', 'سوّت', 'يسوّي', 'تسوّي', 'باكر', 'الدريشة', 'مو', 'صدق'],
  gulf_uae: ['طالع', 'طالعت', 'بدا', 'بدت', 'يات','على هونه', 'على هونها', 'شو', 'تصبحين', 'تصبحون', 'رجوله', 'رجولها','مشكور', 'مشكورة', 'سوّيناها', 'يسوّي', 'تسوّي', 'بروحه', 'بروحها', 'دايم', 'يخليج', 'سيكل', 'ثاني', 'الثاني', 'ثانية', 'يقدرون', 'حد', 'ما حد', 'ربيع', 'ربيعة', 'الربع', 'يدّي', 'يدّتي', 'بيي', 'نيب', 'يهال', 'ياهل', 'الياهل', 'شقد', 'لا تحاتي', 'ريّال', 'حرمة', 'الماي', 'يبا', 'تبا', 'أبا', 'نبا', 'يبون', 'شلون', 'شرات', 'هيه', 'باكر', 'يديد', 'يديدة', 'ييي', 'تيي', 'يلس', 'يلست', 'اليدّة', 'يدّته', 'يدّتها', 'يدّه', 'يدّها', 'الحين', 'وايد', 'جي', 'هني', 'مب', 'ويّا', 'اليهال', 'الشبريّة', 'الحجرة', 'الرقاد', 'يرقد', 'ترقد', 'ما شي', 'يات', 'يوا', 'مستانس', 'مستانسة', 'سوّى', 'سوّت', 'زين', 'للحين'],
};

/**
 * Words that belong to some of the spoken dialects and not to the others: a text in a dialect
 * outside `only` must never use them (lines.test.ts renders every alternative of every line in
 * every dialect and holds each to it). Only unambiguous words are listed: a word another dialect
 * also says, even with another meaning (Gulf بقى "stayed", Lebanese إيه "yes"), is left out.
 */
export const exclusiveWords: ReadonlyArray<{ only: readonly SpokenDialect[]; words: readonly string[] }> = [
  {
    only: ['egyptian'],
    words: [
      'ده', 'دي', 'دول', 'عايز', 'عايزة', 'عايزين', 'أوي', 'إزاي', 'دلوقتي', 'كده', 'فين', 'ابتدى', 'ابتدت', 'ابتدوا', 'بتاع', 'بتاعة',
      'بتوع', 'مفيش', 'مكانش', 'ما كانش', 'النهارده', 'بُص', 'بصّ', 'بصّت', 'بصّوا', 'يبصّ', 'خالص', 'حتّة', 'الحتت', 'لسّه', 'إدّى', 'إدّت',
      'تيتة', 'أيوه', 'متقلقش', 'متقلقيش', 'محدّش', 'هيفتكر', 'هتفتكر', 'اتنهّد', 'اتغطّى', 'استخبّى', 'الاتنين',
    ],
  },
  {
    only: ['lebanese'],
    words: [
      'هيدا', 'هيدي', 'هيدول', 'بدّو', 'بدّا', 'بدّي', 'بدّن', 'بدّنا', 'هلّق', 'هيك', 'هون', 'هونيك', 'نحنا', 'عنجد', 'منيح', 'منيحة', 'مناح',
      'تعا', 'تعي', 'بلّش', 'بلّشت', 'بلّشوا', 'التخت', 'زغير', 'زغيرة', 'زغار', 'شقفة', 'مشان', 'لأنّو', 'ميرسي', 'رح', 'حدا', 'إجا', 'إجت',
      'بعدو', 'بعدا', 'تيتا', 'الضيعة', 'بكرا', 'عمهلو',
    ],
  },
  {
    only: ['gulf_saudi', 'gulf_uae'],
    words: ['الحين', 'للحين', 'زين', 'زينة', 'مستانس', 'مستانسة', 'مستانسين', 'سوّى', 'سوّت', 'يسوّي', 'تسوّي', 'الدريشة', 'بروحه', 'بروحها', 'لين', 'يسولفون', 'سالفة'],
  },
  { only: ['gulf_saudi'], words: ['وش', 'يبي', 'تبي', 'نبي', 'مو', 'خويّ', 'خويّة', 'الخويان', 'بزر', 'حنّا', 'الموية', 'لا تشيل همّ', 'جدّتك'] },
  { only: ['gulf_uae'], words: ['وايد', 'يبا', 'تبا', 'أبا', 'نبا', 'مب', 'هني', 'ويّا', 'ياهل', 'اليهال', 'الشبريّة', 'لا تحاتي', 'ربيع', 'ربيعة', 'الربع', 'يدّي', 'يدّة', 'شلون', 'شرات', 'هيه', 'باكر', 'الماي', 'يدّتك', 'يدّتج', 'ريّال', 'ييب', 'نيب'] },
];

/** Words whose first letter only looks like a joined و ف ب ل: بيبي (a baby) is not بـ + يبي (Najdi "wants"). */
const WHOLE_WORDS = new Set(['بيبي']);

/** The words of `text` that another dialect's exclusive list holds (empty when the text is clean). */
export function foreignDialectWords(text: string, dialect: SpokenDialect): string[] {
  // A word may carry a joined و ف ب ل; a bare two-letter rest counts only after و (وده، ورح), not in فرح.
  const words = new Set(
    text.split(/[\s،.!؟?«»:؛,"]+/).flatMap((w) => {
      const rest = w.replace(/^[وفبل]/, '');
      return rest !== w && !WHOLE_WORDS.has(w) && (rest.length >= 3 || w.startsWith('و')) ? [w, rest] : [w];
    }),
  );
  const found: string[] = [];
  for (const group of exclusiveWords) {
    if (group.only.includes(dialect)) continue;
    for (const m of group.words) if (m.includes(' ') ? ` ${text} `.includes(` ${m} `) : words.has(m)) found.push(m);
  }
  return found;
}

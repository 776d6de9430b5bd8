/**
 * The last touches of a dialect line, the same for every line: Emirati says ي for the ج of the
 * other dialects, and the narrator speaks of the hero's grandparents, not of "my grandma".
 */

/**
 * Words Emirati says with ي for the ج of other Arabic, by their ج form. A word is matched whole,
 * after a joined و ف ب ل and before an attached pronoun where the entry allows one (`+`).
 */
export const EMIRATI_YA: Readonly<Record<string, string>> = {
  'جدّ+': 'يدّ',
  'جدّة+': 'يدّة',
  جدّو: 'يدّو',
  جدّات: 'يدّات',
  رجّال: 'ريّال',
  رجال: 'رياييل',
  'رجل+': 'ريل',
  'رجول+': 'ريول',
  جا: 'يا',
  جات: 'يات',
  جوا: 'يوا',
  جيت: 'ييت',
  جينا: 'يينا',
  يجي: 'ييي',
  تجي: 'تيي',
  نجي: 'نيي',
  أجي: 'أيي',
  يجون: 'ييون',
  بيجي: 'بييي',
  بتجي: 'بتيي',
  'جاب+': 'ياب',
  'جابت+': 'يابت',
  'جابوا+': 'يابوا',
  'يجيب+': 'ييب',
  'تجيب+': 'تييب',
  'نجيب+': 'نيب',
  'أجيب+': 'أييب',
  جديد: 'يديد',
  جديدة: 'يديدة',
  جداد: 'يداد',
  'جار+': 'يار',
  'جارة+': 'يارة',
  'جيران+': 'ييران',
  جلس: 'يلس',
  جلست: 'يلست',
  جلسوا: 'يلسوا',
  يجلس: 'ييلس',
  تجلس: 'تيلس',
  مسجد: 'مسيد',
  دجاج: 'دياي',
  جرّ: 'يرّ',
  جرّت: 'يرّت',
  جرّوا: 'يرّوا',
  يجرّ: 'ييرّ',
  تجرّ: 'تيرّ',
  جمع: 'يمع',
  جمعت: 'يمعت',
  جمعوا: 'يمعوا',
  تجمّعوا: 'تيمّعوا',
  تجمّعت: 'تيمّعت',
  اتجمّعوا: 'تيمّعوا',
  جوعان: 'يوعان',
  جوعانة: 'يوعانة',
  ثلاجة: 'ثلاية',
  'جنب+': 'ينب',
  جاهز: 'ياهز',
  جاهزة: 'ياهزة',
  جاهزين: 'ياهزين',
  'جبين+': 'يبين',
  'جناح+': 'يناح',
  'جناحين+': 'يناحين',
  'فنجال+': 'فنيال',
  فناجيل: 'فناييل',
  'دجاجة+': 'دياية',
  'شجرة+': 'شيرة',
  شجر: 'شير',
  مجلس: 'ميلس',
  جرّب: 'يرّب',
  جرّبت: 'يرّبت',
  جرّبوا: 'يرّبوا',
  نجرّب: 'نيرّب',
  يجرّب: 'ييرّب',
  تجرّب: 'تيرّب',
  عجوز: 'عيوز',
  رجع: 'ريع',
  رجعت: 'ريعت',
  رجعوا: 'ريعوا',
};

const SUFFIXES = [
  '',
  'ه',
  'ها',
  'هم',
  'ي',
  'ك',
  'ج',
  'نا',
  'كم',
  'ته',
  'تها',
  'تي',
  'تك',
  'تج',
  'تهم',
];

interface Entry {
  from: string;
  to: string;
  suffix: boolean;
}
const ENTRIES: Entry[] = Object.entries(EMIRATI_YA).map(([k, to]) => ({
  from: k.replace('+', ''),
  to,
  suffix: k.endsWith('+'),
}));

/** Splits a word into a joined prefix, the stem of an entry and a pronoun; null when none fits. */
function matchEntry(word: string): { prefix: string; entry: Entry; suffix: string } | null {
  if (!word.includes('ج')) return null;
  for (const prefix of ['', 'و', 'ف', 'ب', 'ل', 'وب', 'ول', 'ال', 'وال', 'بال', 'لل']) {
    if (!word.startsWith(prefix)) continue;
    const rest = word.slice(prefix.length);
    for (const entry of ENTRIES) {
      if (!rest.startsWith(entry.from)) continue;
      const suffix = rest.slice(entry.from.length);
      if (suffix === '' || (entry.suffix && SUFFIXES.includes(suffix)))
        return { prefix, entry, suffix };
    }
  }
  return null;
}

/** An Arabic word of a dialect text: letters and the shadda (dialect text carries no vowel marks). */
const WORD = /(?:[\u0621-\u064A]|\u0651)+/g;

/** Emirati words written with the ج of other dialects. */
export function emiratiJeemWords(text: string): string[] {
  return [...text.matchAll(WORD)].map((m) => m[0]).filter((w) => matchEntry(w) !== null);
}

/** The Emirati spelling of a text: each word of EMIRATI_YA with its ي. */
export function withEmiratiYa(text: string): string {
  return text.replace(WORD, (w) => {
    const hit = matchEntry(w);
    return hit ? `${hit.prefix}${hit.entry.to}${hit.suffix}` : w;
  });
}

/** A grandparent named by the narrator as "my …" (جدّتي، يدّي), with a joined و ف ب ل. */
const MY_GRANDPARENT_WORD = /(^|[\s،.؛!؟])([وفبل]?)(جدّت|يدّت|جدّ|يدّ)ي(?=[\s،.؛!؟»]|$)/g;

/**
 * A grandparent, uncle or aunt named by the narrator as "the …" (الجدّة، للجدّ، واليدّة، الخالة،
 * العمّ), with a joined و ف ب before the article or ل in its place (للجدّة).
 */
const THE_KIN_WORD = /(^|[\s،.؛!؟])([وف]?)(بال|لل|ال)(جدّ|يدّ|عمّ|خال)(ة?)(?=[\s،.؛!؟»]|$)/g;

/** What stays of a joined article once the relative is the hero's: بال → ب، لل → ل، ال → nothing. */
const WITHOUT_ARTICLE: Readonly<Record<string, string>> = { بال: 'ب', لل: 'ل', ال: '' };

/**
 * The narrator of a Gulf text says جدّتي ("my grandma") the way a child would, which makes the
 * narrator the hero's sibling, or الجدّة ("the grandma") and العمّ ("the uncle"), which read like a
 * stranger's: outside quotations they all become the hero's (جدّته، لجدّتها، ويدّها، خالتها، عمّه). What the characters say in quotes
 * keeps its own words.
 */
export function narratorsGrandparents(text: string, heroMale: boolean): string {
  const suffix = heroMale ? 'ه' : 'ها';
  return text
    .split(/(«[^»]*»)/)
    .map((part) =>
      part.startsWith('«')
        ? part
        : part
            .replace(
              MY_GRANDPARENT_WORD,
              (_, pre: string, prefix: string, stem: string) => `${pre}${prefix}${stem}${suffix}`,
            )
            .replace(
              THE_KIN_WORD,
              (_, pre: string, conj: string, article: string, stem: string, ta: string) =>
                `${pre}${conj}${WITHOUT_ARTICLE[article]}${stem}${ta ? 'ت' : ''}${suffix}`,
            ),
    )
    .join('');
}

/**
 * Words the shared colloquial lines write one way for the whole Gulf, in each variety's own word:
 * Najdi says ليه، حنّا، الموية، بكرة، إلين; Emirati شلون، شرات، وايد، يلس، سار، هاي، يوم (when), تمّ (kept on). Matched whole, after a
 * joined و ف ب ل.
 */
const GULF_WORDS: Readonly<Record<string, string>> = {
  جوّا: 'داخل',
  جوّاه: 'داخله',
  جوّاها: 'داخلها',
  جوّاهم: 'داخلهم',
  لجوّا: 'لداخل',
  ديله: 'ذيله',
  ديلها: 'ذيلها',
  لوحده: 'بروحه',
  لوحدها: 'بروحها',
  لوحدي: 'بروحي',
  لوحدهم: 'بروحهم',
  فنجان: 'فنجال',
  الفنجان: 'الفنجال',
  يعمل: 'يسوّي',
  تعمل: 'تسوّي',
  نعمل: 'نسوّي',
  الضلّ: 'الظلّ',
  // Cairo's ساب ("left", "let") is خلّى in the Gulf.
  ساب: 'خلّى',
  سابت: 'خلّت',
  سابوا: 'خلّوا',
};
const NAJDI_WORDS: Readonly<Record<string, string>> = {
  ...GULF_WORDS,
  ليش: 'ليه',
  إحنا: 'حنّا',
  الماي: 'الموية',
  باكر: 'بكرة',
  وايد: 'مرّة',
  صغيّر: 'صغير',
  صغيّرة: 'صغيرة',
  صغيّرين: 'صغار',
  لحدّ: 'إلين',
  إيد: 'يد',
  إيده: 'يده',
  إيدها: 'يدها',
  // The face is وجه in Najd (وشّ is Hijazi and Cairene), ويه in the Emirates.
  وشّ: 'وجه',
  وشّه: 'وجهه',
  وشّها: 'وجهها',
};
const EMIRATI_WORDS: Readonly<Record<string, string>> = {
  ...GULF_WORDS,
  كيف: 'شلون',
  مثل: 'شرات',
  كثير: 'وايد',
  واجد: 'وايد',
  قعد: 'يلس',
  قعدت: 'يلست',
  قعدوا: 'يلسوا',
  يقعد: 'ييلس',
  تقعد: 'تيلس',
  راحوا: 'ساروا',
  يروح: 'يسير',
  تروح: 'تسير',
  نروح: 'نسير',
  ليه: 'ليش',
  هذي: 'هاي',
  الموية: 'الماي',
  بكرة: 'باكر',
  أحد: 'حد',
  كذا: 'جي',
  هنا: 'هني',
  مع: 'ويّا',
  معه: 'ويّاه',
  معها: 'ويّاها',
  معهم: 'ويّاهم',
  معك: 'ويّاك',
  معي: 'ويّاي',
  معنا: 'ويّانا',
  // "When" is يوم, "until" لين, "kept (doing)" تمّ.
  لمّا: 'يوم',
  لحدّ: 'لين',
  ظلّت: 'تمّت',
  ظلّوا: 'تمّوا',
  وشّ: 'ويه',
  وشّه: 'ويهه',
  وشّها: 'ويهها',
};

/**
 * Beirut says زغير where the lines shared by the dialects write Cairo's and the Emirates' صغيّر.
 */
const LEBANESE_WORDS: Readonly<Record<string, string>> = {
  صغيّر: 'زغير',
  صغيّرة: 'زغيرة',
  صغيّرين: 'زغار',
  الصغيّر: 'الزغير',
  الصغيّرة: 'الزغيرة',
  الصغيّرين: 'الزغار',
};

function replaceWords(text: string, words: Readonly<Record<string, string>>): string {
  return text.replace(WORD, (w) => {
    const whole = words[w];
    if (whole !== undefined) return whole;
    const rest = words[w.slice(1)];
    return rest !== undefined && /^[وفبل]/.test(w) && w.length > 3 ? w.charAt(0) + rest : w;
  });
}

/**
 * "Until it no longer showed": لحدّ ما ما عاد بان becomes إلين/لين ما عاد بان, since the Gulf's ما after
 * "until" and the ما of "no longer" are said once.
 */
const untilNoLonger = (text: string): string =>
  text.replace(/(^|\s)((?:إ)?لين) ما ما /g, '$1$2 ما ');

export function inNajdiWords(text: string): string {
  return untilNoLonger(replaceWords(text, NAJDI_WORDS));
}

export function inLebaneseWords(text: string): string {
  return replaceWords(text, LEBANESE_WORDS);
}

export function inEmiratiWords(text: string): string {
  return untilNoLonger(replaceWords(text, EMIRATI_WORDS));
}

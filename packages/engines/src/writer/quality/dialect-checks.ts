/**
 * Checks of the spoken-dialect texts: Emirati says ي where most Arabic says ج (يدّ، ريّال، ييب),
 * the Saudi text keeps to one variety (Najdi, not Hijazi), the narrator keeps the story's point of
 * view (the hero's grandma, not "my grandma"), and English idioms are not rendered word for word.
 */
import type { SpokenDialect } from '../../types.ts';
import { emiratiJeemWords, withEmiratiYa } from '../dialect-finish.ts';
import type { Finding } from './fusha-checks.ts';
import { maqsuraInsideWord } from './phrase-checks.ts';

/** Hijazi words a Najdi speaker does not say, with the Najdi word. */
export const NOT_NAJDI: Readonly<Record<string, string>> = {
  يبغى: 'يبي',
  تبغى: 'تبي',
  أبغى: 'أبي',
  نبغى: 'نبي',
  يبغون: 'يبون',
  إيش: 'وش',
  ايش: 'وش',
  دحين: 'الحين',
  كدا: 'كذا',
  جوّا: 'داخل',
  ديلها: 'ذيلها',
  ديله: 'ذيله',
};

/** The narrator says "my grandma" where the story means the hero's: outside quotes only. */
const MY_GRANDPARENT = /(?:^|[\s،.])((?:[وفبل]|لل)?(?:جدّتي|جدّي|يدّتي|يدّي))(?=[\s،.!؟]|$)/g;

/**
 * The narrator says "my mum", "my dad", "my uncle" or "my aunt" where the story means the hero's
 * (أمّها، أبوه، عمّها): outside quotes only. (خالي is left out: it also means "empty".)
 */
const MY_FAMILY =
  /(?:^|[\s،.])((?:[وفبل]|لل)?(?:أمّي|امّي|أمي|أبوي|ابوي|أبويا|عمّي|عمّتي|خالتي|أخوي|أختي))(?=[\s،.!؟]|$)/g;

/** Dialect idioms rendered word for word from English. */
const DIALECT_CALQUES: ReadonlyArray<{ pattern: RegExp; hint: string }> = [
  { pattern: /من الودن للودن|من الأذن للأذن|من الإدن للإدن/, hint: 'ضحكة عريضة / ضحك من قلبه' },
  { pattern: /(?:شكرًا|ميرسي|مشكورين)» كبيرة/, hint: '«شكرًا» من القلب ("a big thank you")' },
  { pattern: /أكبر (?:شوي|شوية) من/, hint: 'تقيل على قلبه ("too big for him")' },
  { pattern: /فضولي/, hint: '{d} يحبّ يعرف كل شي' },
  {
    pattern: /(?:قديم|أزرق|ذهبي) (?:وايد|مرّة|أوي|كتير) في (?:هالوقت|الوقت ده)/,
    hint: 'an English "X was so old at this hour" line',
  },
];

/**
 * Egyptian حاجة ("thing") is feminine where the other dialects' شي is masculine: a line written once
 * for all of them must not leave it with a masculine verb, adjective or pronoun (كل حاجة كان نايم،
 * لأيّ حاجة هيجيبه for كل حاجة كانت نايمة، لأيّ حاجة هتجيبها).
 */
const EGYPTIAN_THING_MASCULINE =
  /(?:كل|أيّ|لأيّ|لكل|بكل) حاجة(?: (?:في|جوّه)(?: [^\s،.؛!؟]+){1,3}?)? (?:كان|رجع|هدي|سكت|نام|بقى|[هب]?يجيبه|بي[^\s،.؛!؟]+ نفسه)(?=[\s،.؛!؟»]|$)/g;

/**
 * A feminine past that runs on into a verb (she tried, kept, began to …) with the masculine present
 * after it: حاولت يفتكر، ضلّت يتفرّج for حاولت تفتكر، ضلّت تتفرّج (a line that gave the helper verb the
 * hero's gender and not the verb after it).
 */
const FEMININE_AUX_MASCULINE_VERB =
  /(?<![\u0621-\u064A])[وف]?(?:حاولت|فضلت|ضلّت|ظلّت|تمّت|بدت|ابتدت|بلّشت|رجعت) (?:ب|عم )?(?!(?:يت|يته|يتها|يتهم|يوت|يوتهم|يوم|يومين|يمين|يسار|يمّ|يمّه|يمّها|ينب|ينبه|ينبها|يد|يده|يدها|يدي|يدين|يدّ|يدّة|يدّته|يدّتها)(?![\u0621-\u064A]))ي(?:[\u0621-\u064A]|\u0651){2,}/g;

/** Emirati ويّا ("with") with a pronoun, written without its shadda (وياه for ويّاه). */
const WIYYA_WITHOUT_SHADDA =
  /(?<![\u0621-\u064A])(?<!\u0651)و?ويا(?:ه|ها|هم|ي|ك|نا|ج|كم)(?![\u0621-\u064A])/g;

/** The narrator's words: what characters say, in «…», “…” or "…", is left out. */
function outsideQuotes(text: string): string {
  return text.replace(/«[^»]*»|“[^”]*”|"[^"]*"/g, ' ');
}

/**
 * Every finding in a spoken-dialect text. `names` are the story's people as the text writes them: a
 * name after a feminine verb is its subject (ورجعت ياسمين), not a verb.
 */
export function checkDialect(
  text: string,
  dialect: SpokenDialect,
  names: readonly string[] = [],
): Finding[] {
  const out: Finding[] = [];
  if (dialect === 'gulf_uae') {
    for (const m of text.matchAll(WIYYA_WITHOUT_SHADDA))
      out.push({ rule: 'emirati-wiyya', excerpt: m[0], hint: m[0].replace('ويا', 'ويّا') });
    for (const w of emiratiJeemWords(text))
      out.push({ rule: 'emirati-ya', excerpt: w, hint: withEmiratiYa(w) });
  }
  if (dialect === 'gulf_saudi') {
    const words = new Set(
      text.split(/[\s،.!؟«»:؛]+/).flatMap((w) => [w, w.replace(/^[وفبل]/, '')]),
    );
    for (const [hijazi, najdi] of Object.entries(NOT_NAJDI))
      if (words.has(hijazi)) out.push({ rule: 'najdi-word', excerpt: hijazi, hint: najdi });
  }
  for (const m of outsideQuotes(text).matchAll(MY_GRANDPARENT)) {
    out.push({
      rule: 'narrator-my-grandparent',
      excerpt: m[1] as string,
      hint: "the hero's grandparent: جدّه، جدّتها، يدّته…",
    });
  }
  for (const m of outsideQuotes(text).matchAll(MY_FAMILY)) {
    out.push({
      rule: 'narrator-my-family',
      excerpt: m[1] as string,
      hint: "the hero's family: أمّه، أبوها، عمّه، خالتها…",
    });
  }
  out.push(...maqsuraInsideWord(text));
  for (const m of outsideQuotes(text).matchAll(FEMININE_AUX_MASCULINE_VERB))
    if (!names.some((n) => m[0].endsWith(` ${n.split(' ')[0]}`)))
      out.push({
        rule: 'feminine-aux-masculine-verb',
        excerpt: m[0],
        hint: 'the verb after takes ت: حاولت تفتكر',
      });
  if (dialect === 'egyptian')
    for (const m of text.matchAll(EGYPTIAN_THING_MASCULINE))
      out.push({
        rule: 'egyptian-thing-feminine',
        excerpt: m[0],
        hint: 'حاجة is feminine: كانت، رجعت، تجيبها',
      });
  for (const { pattern, hint } of DIALECT_CALQUES) {
    const m = pattern.exec(text);
    if (m) out.push({ rule: 'dialect-calque', excerpt: m[0], hint });
  }
  return out;
}

/**
 * How much two texts of the same story share, word for word: the share of the shorter text's
 * words (counted with their repeats) that the other also has. Saudi and Emirati told as one Gulf
 * text with marker words swapped come out near 0.9.
 */
export function sharedWordShare(a: string, b: string): number {
  const count = (t: string): Map<string, number> => {
    const m = new Map<string, number>();
    for (const w of t.split(/[\s،.!؟«»:؛]+/).filter(Boolean)) m.set(w, (m.get(w) ?? 0) + 1);
    return m;
  };
  const ca = count(a);
  const cb = count(b);
  let shared = 0;
  for (const [w, n] of ca) shared += Math.min(n, cb.get(w) ?? 0);
  const total = Math.min(
    [...ca.values()].reduce((s, n) => s + n, 0),
    [...cb.values()].reduce((s, n) => s + n, 0),
  );
  return total === 0 ? 0 : shared / total;
}

import { findUnsafeContent } from './content-safety.ts';

/**
 * Plain text that parents write for other parents (comments, testimonials) carries no way to
 * reach or lure anyone: no links, no email addresses, no phone numbers. The check reads the text
 * the way a person would read it back, so the usual disguises count too: "example dot com",
 * "name (at) mail [.] com", "wa.me/…", spaced or dashed digits, Arabic-Indic (٠–٩) and Persian
 * (۰–۹) digits or digits of any other script, full-width letters, zero-width characters.
 *
 * It errs on the side of refusing: seven digits in a row (a date like 12.05.2024 excepted) read as
 * a phone number, and a word glued to a common top-level domain by a dot ("end.com") as a link.
 */

export type ContactKind = 'link' | 'email' | 'phone';

/** What a parent's plain text may not hold: a link, a way to contact someone, or an unsafe theme. */
export type PlainTextProblem = 'link' | 'contact' | 'unsafe';

/**
 * Top-level domains that make "word.tld" a link even without a scheme or a path. Words that often
 * follow a full stop typed without a space ("it", "in", "to", "is", "so", "no") are left out; a
 * domain with a path ("x.yz/…") is a link whatever its ending.
 */
const TLDS = [
  'com',
  'net',
  'org',
  'info',
  'biz',
  'edu',
  'gov',
  'io',
  'co',
  'me',
  'ly',
  'app',
  'dev',
  'xyz',
  'online',
  'site',
  'shop',
  'store',
  'link',
  'live',
  'club',
  'top',
  'tv',
  'gg',
  'ai',
  'ws',
  'cc',
  'tk',
  'ml',
  'ga',
  'cf',
  'gq',
  'ru',
  'cn',
  'uk',
  'de',
  'fr',
  'es',
  'nl',
  'ch',
  'ca',
  'au',
  'tr',
  'ir',
  'pk',
  'ae',
  'sa',
  'eg',
  'qa',
  'kw',
  'bh',
  'om',
  'jo',
  'lb',
  'ma',
  'tn',
  'dz',
  'iq',
  'sy',
  'ps',
  'ye',
  'sd',
  'gl',
  'vip',
  'pro',
  'blog',
  'page',
  'website',
  'email',
  'chat',
  'social',
  'fun',
  'space',
  'tech',
  'cloud',
];
/** How "dot", "com", "net", "org" are written out in Arabic letters. */
const ARABIC_DOT_WORDS = 'نقطة|نقطه|دوت';
const ARABIC_TLD_WORDS: Record<string, string> = {
  كوم: 'com',
  نت: 'net',
  اورج: 'org',
  أورج: 'org',
  اورغ: 'org',
  أورغ: 'org',
};

const INVISIBLE = /[\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\uFEFF]/g;
const DOT_LOOKALIKES = /[\u3002\uFF61\u06D4\u2024\u00B7\u2219\u22C5]/g;
const AT_LOOKALIKES = /[\uFF20\uFE6B]/g;
/** A written-out dot standing alone between two words: "example dot com", "example (dot) com", "مثال نقطة كوم". */
const DOT_WORD = new RegExp(
  `(?<=[a-z0-9\\u0621-\\u064A])(?:\\s+|\\s*[([{<]\\s*)(?:dot|${ARABIC_DOT_WORDS})(?:\\s+|\\s*[)\\]}>]\\s*)(?=[a-z0-9\\u0621-\\u064A])`,
  'g',
);
const ARABIC_TLD = new RegExp(
  `\\.(${Object.keys(ARABIC_TLD_WORDS).join('|')})(?![\\u0621-\\u064A])`,
  'g',
);

const SENTENCE_START = /\.(?=\p{Lu}\p{Ll}+(?![\p{L}\p{N}./-]))/gu;

/**
 * The text as a link or address would be read out of it: lower case, compatibility forms folded
 * (full-width letters and digits), invisible characters dropped, dot lookalikes and written-out
 * dots made dots.
 */
function readable(text: string): string {
  return (
    text
      .normalize('NFKC')
      .replace(INVISIBLE, '')
      // "We loved it.Me too": a capitalised word glued to a full stop starts a sentence (not a
      // path, not all capitals as in EXAMPLE.COM)
      .replace(SENTENCE_START, '. ')
      .toLowerCase()
      .replace(DOT_LOOKALIKES, '.')
      .replace(AT_LOOKALIKES, '@')
      // "example (.) com", "example [.] com", "example . com"
      .replace(/\s*[([{<]\s*\.\s*[)\]}>]\s*/g, '.')
      .replace(/\s+\.\s+/g, '.')
      // "example .com" (a space before the dot, none after, is no sentence's end)
      .replace(/\s+\.(?=[a-z])/g, '.')
      .replace(DOT_WORD, '.')
      .replace(ARABIC_TLD, (_, word: string) => `.${ARABIC_TLD_WORDS[word]}`)
  );
}

const SCHEME = /\b(?:h[tx]{2}ps?|ftp)\s*:\s*\/\s*\/|\b(?:https?|ftp|mailto)\s*:/;
const WWW = /(?<![a-z0-9])www\s*\./;
/** A domain's label; Arabic letters too (internationalised names like مثال.com). */
const LABEL = '[a-z0-9\\u0621-\\u064A](?:[a-z0-9\\u0621-\\u064A-]{0,61}[a-z0-9\\u0621-\\u064A])?';
const DOMAIN = new RegExp(
  `(?<![a-z0-9\\u0621-\\u064A@._-])(?:${LABEL}\\.)+(?:${TLDS.join('|')})(?![a-z0-9-])`,
);
const DOMAIN_WITH_PATH = new RegExp(
  `(?<![a-z0-9\\u0621-\\u064A@._-])(?:${LABEL}\\.)+[a-z]{2,24}/[a-z0-9_~%?#=+-]`,
);
const AT = String.raw`(?:\s*@\s*|\s*[([{<]\s*(?:at|@)\s*[)\]}>]\s*|\s+(?:at|آت)\s+)`;
const EMAIL = new RegExp(`[a-z0-9._%+-]+${AT}(?:${LABEL}\\.)+[a-z]{2,24}(?![a-z0-9-])`);

/** A run of digits (any script) with the separators people put inside phone numbers. */
const DIGIT_RUN = /\+?\p{Nd}(?:[\s\-\u2010-\u2015.()/_\u066B\u066C]*\p{Nd})*/gu;
const DATE =
  /^(?:\p{Nd}{1,2}([./-])\p{Nd}{1,2}\1\p{Nd}{2,4}|\p{Nd}{4}([./-])\p{Nd}{1,2}\2\p{Nd}{1,2})$/u;
const YEARS = /^\p{Nd}{4}\s*[-\u2010-\u2015/]\s*\p{Nd}{4}$/u;
export const PHONE_DIGITS_MIN = 7;

function findPhone(text: string): string | null {
  for (const [run] of text.matchAll(DIGIT_RUN)) {
    const digits = run.match(/\p{Nd}/gu)?.length ?? 0;
    if (digits < PHONE_DIGITS_MIN) continue;
    const trimmed = run.replace(/^[(+]+|[)\s]+$/g, '');
    if (DATE.test(trimmed) || YEARS.test(trimmed)) continue;
    return run.trim();
  }
  return null;
}

/**
 * The first link, email address or phone number found in the text, or null; `match` is what was
 * found as the check read it (lower case, disguises undone: "example dot com" gives example.com).
 */
export function findContactOrLink(text: string): { kind: ContactKind; match: string } | null {
  const read = readable(text);
  const first = (...patterns: RegExp[]) =>
    patterns.map((pattern) => pattern.exec(read)?.[0]).find((found) => found !== undefined);
  // An address with a scheme or a path is a link even after "at" ("find us at x.com/page");
  // a bare domain after "at" or "@" is an email address.
  const link = first(SCHEME, WWW, DOMAIN_WITH_PATH);
  if (link) return { kind: 'link', match: link };
  const email = first(EMAIL);
  if (email) return { kind: 'email', match: email };
  const domain = first(DOMAIN);
  if (domain) return { kind: 'link', match: domain };
  const phone = findPhone(read);
  return phone ? { kind: 'phone', match: phone } : null;
}

/**
 * Why a parent's plain text (a comment, a testimonial) cannot be shown to others, or null when it
 * can: a link, a contact (email or phone), or a theme unfit for a children's product. Loss is
 * allowed (a story may tell of a grandparent who died, and parents may speak of it).
 */
export function findPlainTextProblem(text: string): PlainTextProblem | null {
  const found = findContactOrLink(text);
  if (found) return found.kind === 'link' ? 'link' : 'contact';
  if (findUnsafeContent(text, { loss: true })) return 'unsafe';
  return null;
}

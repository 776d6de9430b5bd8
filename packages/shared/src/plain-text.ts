/**
 * What the community's plain texts (comments, testimonials) may not carry: a way to reach someone
 * outside Qamar or to send readers elsewhere. Parents read them beside children's stories, so a link,
 * an email address or a phone number is refused, each with its own message.
 */
export type ContactKind = 'link' | 'email' | 'phone';

/** Common generic top-level domains; any two-letter country code counts as well. */
const GENERIC_TLDS =
  'com|net|org|info|biz|io|co|me|app|dev|ai|xyz|site|online|store|shop|link|page|live|life|blog|news|club|top|tech|click|website|space|fun|email|today|world|art|cloud|pro|mobi|tv|ly|gl|gd|to|ws';

/** A scheme (http, https, ftp) or www. */
const SCHEME = /\b(?:https?|ftp)\s*:\s*\/\/|\bwww\s*\.\s*[\p{L}\p{N}-]/iu;
/**
 * A bare domain: labels, a dot, a known top-level domain in lower case, then no further letter
 * (x.com, t.me/…, bit.ly, layla.co.uk). Lower case only, so a sentence typed without its space
 * after the full stop («I loved it.So did she») is not taken for one.
 */
const DOMAIN = new RegExp(
  String.raw`(?<![\p{L}\p{N}@.-])[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?(?:\.[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?)*\.(?:${GENERIC_TLDS}|[a-z]{2})(?![\p{L}\p{N}])`,
  'u',
);

const EMAIL = /[\p{L}\p{N}._%+-]+\s*(?:@|＠)\s*[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/u;

/** Seven digits or more in any script (Arabic-Indic ٠-٩ and ۰-۹ included), spaces, dots, dashes and brackets between them allowed. */
const PHONE = /\p{Nd}(?:[\s.\-–()\u200f\u200e/]*\p{Nd}){6,}/u;

/** The first contact or link in a text (an email before the domain inside it), or null. */
export function findContactOrLink(text: string): { kind: ContactKind; match: string } | null {
  const email = EMAIL.exec(text);
  if (email) return { kind: 'email', match: email[0] };
  const link = SCHEME.exec(text) ?? DOMAIN.exec(text);
  if (link) return { kind: 'link', match: link[0] };
  const phone = PHONE.exec(text);
  if (phone) return { kind: 'phone', match: phone[0] };
  return null;
}

import { normaliseArabic } from './normalise.ts';

/**
 * The parent speaking: "my daughter", "our cat", "I want a story", «ابني», «بنتي», «بدّي قصة»,
 * «عايزة حدوتة», «أبغى قصة». A story must never carry these (the parent's idea is understood, not
 * quoted). Characters may still say "my" and "I want" in their own dialogue, so only the phrases a
 * parent uses about their child and their request are flagged; «يا بنتي» (a mother calling her
 * daughter inside the story) is not.
 */
const ENGLISH: readonly RegExp[] = [
  /\b(my|our)\s+(little\s+|youngest\s+|eldest\s+|oldest\s+|older\s+|younger\s+|two\s+|\d+\s*(yo|y\/o|year\s+old)\s+)?(daughters?|sons?|kids?|child|children|little\s+ones?|toddlers?|boys|girls|babies|twins|princess|family'?s?)\b/i,
  /\b(my|our)\s+(cat|dog|kitten|puppy|pet|hamster|fish|bird|rabbit)\s+(died|passed|is|was|has)\b/i,
  /\bI\s+(want|would\s+like|'d\s+like|need)\s+(a|an|the)?\s*(story|bedtime\s+story|tale)\b/i,
  /\b(we|I)\s+(want|would\s+like|need)\s+(a|an)\s+(story|tale)\b/i,
  /\b(please\s+)?(write|make|create)\s+(me\s+|us\s+)?(a|an)\s+(story|tale)\b/i,
  /\b(a\s+)?story\s+(for|about)\s+my\b/i,
  /\bI('m|\s+am)\s+(worried|a\s+mom|a\s+mum|a\s+dad|her\s+mom|his\s+mom|his\s+dad|her\s+dad)\b/i,
];

// Arabic, matched on normalised text: the child and family with "my"/"our" (ابني، بنتي، ولادي،
// عيالي، قطتنا) and a request for a story (بدي/عايز/ابغي/اريد/نريد + قصة/حكاية/حدوتة/سالفة).
const AR_CHILD = [
  'ابني',
  'ابنتي',
  'بنتي',
  'بنيتي',
  'ولدي',
  'ابنائي',
  'اولادي',
  'ولادي',
  'عيالي',
  'طفلي',
  'طفلتي',
  'اطفالي',
  'صغيري',
  'صغيرتي',
  'بناتي',
  'ابنا',
  'بنتنا',
  'ابننا',
  'ولدنا',
  'عيالنا',
  'ولادنا',
  'اولادنا',
  'اطفالنا',
  'بنوتي',
  'قطتنا',
  'كلبنا',
  'بستنا',
  'قطوتنا',
  'عصفورنا',
];
const AR_WANT = [
  'بدي',
  'بدنا',
  'عايز',
  'عايزه',
  'عاوز',
  'عاوزه',
  'عايزين',
  'ابغي',
  'ابي',
  'نبغي',
  'نبي',
  'ابا',
  'نبا',
  'اريد',
  'نريد',
  'نود',
  'اود',
  'حابب',
  'حابه',
  'ودي',
];
const AR_STORY = ['قصه', 'حكايه', 'حدوته', 'سالفه', 'قصص', 'حواديت', 'حكايات'];

function arabicWords(text: string): string[] {
  return normaliseArabic(text)
    .split(/[^\u0621-\u064A]+/)
    .filter((w) => w.length > 0);
}

/** The first-person parent phrases a text holds, as found (empty when it has none). */
export function findParentPhrases(text: string): string[] {
  const found: string[] = [];
  for (const re of ENGLISH) {
    const m = re.exec(text);
    if (m) found.push(m[0]);
  }
  const ws = arabicWords(text);
  ws.forEach((w, i) => {
    const bare = w.replace(/^[وف]/, '');
    const child = AR_CHILD.includes(w) ? w : AR_CHILD.includes(bare) ? bare : null;
    // «يا بنتي» is a mother in the story calling her daughter; «لبنتي» and «عن ابني» are the parent.
    if (child && ws[i - 1] !== 'يا') found.push(child);
    const want = AR_WANT.includes(w) ? w : AR_WANT.includes(bare) ? bare : null;
    if (want && ws.slice(i + 1, i + 4).some((n) => AR_STORY.some((s) => n === s || n.endsWith(s))))
      found.push(`${want} ${ws[i + 1] ?? ''}`.trim());
  });
  return found;
}

export function hasParentPhrase(text: string): boolean {
  return findParentPhrases(text).length > 0;
}

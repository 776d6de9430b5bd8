/**
 * The automatic checker of the writer's vowelled Fusha: faults a careful editor marks and that the
 * templates are prone to, each found by a rule that looks at the written marks, not at meaning. The
 * rules stay on the safe side (they miss rather than flag good Arabic): every pattern they match is
 * wrong wherever it stands.
 */
import { stripTashkeel } from '../arabic-text.ts';

export type FushaRule =
  | 'sukun-before-wasl'
  | 'addressee-gender'
  | 'case-after-verb'
  | 'case-after-preposition'
  | 'case-after-inna'
  | 'halama'
  | 'each-other'
  | 'calque';

export interface Finding {
  rule: FushaRule | DialectRule;
  /** The words at fault, as written. */
  excerpt: string;
  /** What an editor would write instead. */
  hint: string;
}

export type DialectRule =
  'emirati-ya' | 'najdi-word' | 'dialect-calque' | 'narrator-my-grandparent' | 'narrator-my-family';

export interface Person {
  /** The name as the text writes it (marks optional). */
  name: string;
  male: boolean;
}

export interface FushaContext {
  /** The story's people: a vocative naming one of them addresses that gender. */
  people?: readonly Person[];
  /** Who a goodnight wish without a vocative is said to (the story's hero is tucked in). */
  addressee?: 'm' | 'f';
}

const FATHA = '\u064E';
const DAMMA = '\u064F';
const KASRA = '\u0650';
const SUKUN = '\u0652';
const SHADDA = '\u0651';
const FATHATAN = '\u064B';
const DAMMATAN = '\u064C';
const KASRATAN = '\u064D';
const MARK = /[\u064B-\u0653\u0670]/;

/** Shadda first among a letter's marks, so that ضَمَّ and ضَّمَ compare alike. */
export function normalizeMarks(text: string): string {
  return text.replace(/[\u064B-\u0650\u0652]\u0651/g, (m) => `${SHADDA}${m[0]}`);
}

interface Word {
  text: string;
  plain: string;
  /** The word without the punctuation around it, with its marks, and without them. */
  core: string;
  corePlain: string;
  /** Only spaces stand between this word and the next (no punctuation: the voice runs on). */
  joined: boolean;
}

const PUNCT = /[،؛؟.!,:«»"()\-–—…]/;

/** The words of a text whose marks are already in normal order. */
function wordsOf(text: string): Word[] {
  const raw = text.split(/\s+/).filter(Boolean);
  return raw.map((w, i) => {
    const next = raw[i + 1];
    const joined = next !== undefined && !PUNCT.test(w.slice(-1)) && !PUNCT.test(next.charAt(0));
    const core = bare(w);
    const plain = stripTashkeel(w);
    return { text: w, plain, core, corePlain: core === w ? plain : stripTashkeel(core), joined };
  });
}

/** The marks on the last letter of a word (punctuation excluded). */
function finalMarks(word: string): string {
  const w = word.replace(/[^\u0621-\u0652\u0670]+$/, '');
  let marks = '';
  for (let i = w.length - 1; i >= 0 && MARK.test(w[i] as string); i--) marks = w[i] + marks;
  return marks;
}

const LEADING = /^[«"(]+/;
const TRAILING = /[»"()،؛؟.!,:…]+$/;
const bare = (w: string): string => {
  const t = PUNCT.test(w.charAt(0)) ? w.replace(LEADING, '') : w;
  return PUNCT.test(t.charAt(t.length - 1)) ? t.replace(TRAILING, '') : t;
};

/** A definite noun or adjective with no prefix (ال + a letter), the kind whose case the mark shows. */
function isDefinite(plain: string): boolean {
  return (
    /^ال[\u0621-\u064A]{2,}/.test(plain) &&
    !/^(الذي|التي|الذين|اللذان|اللتان|اللواتي|اللاتي|الآن|الله)$/.test(plain)
  );
}

/**
 * A sound feminine plural (its accusative is written with a kasra), a dual (ـَيْنِ is accusative and
 * genitive alike) or a compound number (11, 12).
 */
function kasraIsAccusative(word: Word, next: Word | undefined): boolean {
  return /(?:ات|ين)$/.test(word.corePlain) || (next !== undefined && /^عشر/.test(next.plain));
}

function isGenitive(word: Word): boolean {
  const m = finalMarks(word.core);
  return m.includes(KASRA) || m.includes(KASRATAN);
}

function isNominativeOrAccusative(word: Word): boolean {
  const m = finalMarks(word.core);
  return m.includes(DAMMA) || m.includes(DAMMATAN) || m.includes(FATHA) || m.includes(FATHATAN);
}

// ---------------------------------------------------------------------------------------------
// Sukun before hamzat al-wasl

/** A word ending in a long vowel: ي after kasra, و after damma, ا or ى after fatha. */
const LONG_VOWEL = new RegExp(`(?:${KASRA}ي|${DAMMA}و|${FATHA}[اى])$`);

function sukunBeforeWasl(words: Word[]): Finding[] {
  const out: Finding[] = [];
  words.forEach((w, i) => {
    const next = words[i + 1];
    if (!next || !w.joined || !w.text.endsWith(SUKUN)) return;
    if (!next.text.startsWith('ا')) return;
    const stem = w.text.slice(0, -1);
    // Some books mark a long vowel's letter with a sukun (فِيْ، عَلَىْ، يَدْعُوْ): that is no consonant
    // to be given a helping vowel, the long vowel is only shortened (فِي الْبَيْتِ).
    if (LONG_VOWEL.test(stem)) return;
    const plain = stripTashkeel(w.text).replace(/^[وف]/, '');
    const vowel = plain === 'من' ? FATHA : /(هم|كم|تم)$/.test(plain) ? DAMMA : KASRA;
    out.push({
      rule: 'sukun-before-wasl',
      excerpt: `${w.text} ${next.text}`,
      hint: `${stem}${vowel} ${next.text}`,
    });
  });
  return out;
}

// ---------------------------------------------------------------------------------------------
// Case after a transitive verb, a preposition, or إنّ and her sisters

/** Perfect stems (without the last letter's vowel) of common verbs whose object follows them. */
const TRANSITIVE_STEMS = [
  'بَلَغ',
  'أَمْسَك',
  'حَمَل',
  'وَجَد',
  'أَخَذ',
  'فَتَح',
  'أَغْلَق',
  'سَمِع',
  'عَرَف',
  'أَحَبّ',
  'تَذَكَّر',
  'شَكَر',
  'سَاعَد',
  'قَبَّل',
  'عَانَق',
  'أَطْفَأ',
  'أَشْعَل',
  'رَسَم',
  'زَرَع',
  'لَبِس',
  'غَسَل',
  'قَرَأ',
  'كَتَب',
  'أَكَل',
  'شَرِب',
  'وَضَع',
  'رَفَع',
  'ضَمّ',
  'حَضَن',
  'لَمَس',
  'جَمَع',
  'رَتَّب',
  'نَظَّف',
  'زَار',
  'سَأَل',
  'تَرَك',
  'عَدّ',
  'شَاهَد',
  'أَيْقَظ',
  'وَدَّع',
  'تَأَمَّل',
  'احْتَضَن',
  'أَصْلَح',
  'أَلْصَق',
  'أَوْقَع',
  'كَسَر',
  'أَعَدّ',
  'سَحَب',
  'دَفَع',
  'حَرَّك',
  'قَطَف',
  'تَبِع',
  'لَاحَظ',
];
/** Verbs ending in a weak letter, in their written forms. */
const WEAK_VERB_FORMS = [
  'رَأَى',
  'رَأَتْ',
  'رَأَتِ',
  'رَأَوْا',
  'سَقَى',
  'سَقَتْ',
  'سَقَتِ',
  'نَادَى',
  'نَادَتْ',
  'نَادَتِ',
  'أَعْطَى',
  'أَعْطَتْ',
  'أَعْطَتِ',
];
const TRANSITIVE = new RegExp(
  `^(?:[وف]َ)?(?:(?:${TRANSITIVE_STEMS.map(normalizeMarks).join('|')})(?:َ|َتْ|َتِ|ُوا|َا|َتَا)|${WEAK_VERB_FORMS.map(normalizeMarks).join('|')})$`,
);
/** Adverbs that may stand between the verb and its object. */
const BETWEEN_VERB_AND_OBJECT = new Set(['للتو', 'أخيرا', 'أيضا', 'فجأة', 'بلطف', 'بحذر', 'بهدوء']);

function caseAfterVerb(words: Word[]): Finding[] {
  const out: Finding[] = [];
  words.forEach((w, i) => {
    if (!w.joined || !TRANSITIVE.test(w.core)) return;
    let k = i + 1;
    if (BETWEEN_VERB_AND_OBJECT.has(words[k]?.plain ?? '') && words[k]?.joined) k++;
    const obj = words[k];
    if (
      !obj ||
      !isDefinite(obj.corePlain) ||
      !isGenitive(obj) ||
      kasraIsAccusative(obj, words[k + 1])
    )
      return;
    out.push({
      rule: 'case-after-verb',
      excerpt: words
        .slice(i, k + 1)
        .map((x) => x.text)
        .join(' '),
      hint: 'the object of the verb is accusative (…َ), not genitive',
    });
  });
  return out;
}

/** Prepositions and adverbs of place and time: the noun after them is genitive. */
const PREPOSITIONS = new Set(
  [
    'فِي',
    'مِنَ',
    'مِنِ',
    'إِلَى',
    'عَلَى',
    'عَنِ',
    'مَعَ',
    'بَيْنَ',
    'تَحْتَ',
    'فَوْقَ',
    'حَوْلَ',
    'أَمَامَ',
    'خَلْفَ',
    'عِنْدَ',
    'نَحْوَ',
    'لَدَى',
    'قُرْبَ',
    'بِجَانِبِ',
    'وَسْطَ',
    'طَوَالَ',
    'دُونَ',
    'فَوْقَ',
    'وَرَاءَ',
  ].map(normalizeMarks),
);

function caseAfterPreposition(words: Word[]): Finding[] {
  const out: Finding[] = [];
  words.forEach((w, i) => {
    const next = words[i + 1];
    if (!next || !w.joined) return;
    const p = w.core.replace(/^[وف]َ(?=.)/, '');
    if (!PREPOSITIONS.has(p)) return;
    if (!isDefinite(next.corePlain) || !isNominativeOrAccusative(next)) return;
    // The sound masculine plural's genitive ends in ـِينَ; a compound number (الحادِيَةَ عَشْرَةَ) is fixed.
    if (/ين$/.test(next.corePlain) || /^عشر/.test(words[i + 2]?.plain ?? '')) return;
    out.push({
      rule: 'case-after-preposition',
      excerpt: `${w.text} ${next.text}`,
      hint: 'the noun after a preposition is genitive (…ِ)',
    });
  });
  // The joined prepositions: بِـ، لِـ، كَـ with the article.
  for (const w of words) {
    const t = w.core;
    if (!/^(?:[وف]َ)?(?:بِال|لِل|كَال)/.test(t) || !isNominativeOrAccusative(w)) continue;
    const plain = w.corePlain;
    if (
      /ين$/.test(plain) ||
      /^(?:[وف])?(?:بال|لل|كال)(?:آن|ذي|تي|ذين)$/.test(plain) ||
      /^(?:[وف])?لل(?:ه)$/.test(plain)
    )
      continue;
    out.push({
      rule: 'case-after-preposition',
      excerpt: w.text,
      hint: 'the noun after بِـ / لِـ / كَـ is genitive (…ِ)',
    });
  }
  return out;
}

const INNA = new Set(['إِنَّ', 'أَنَّ', 'لٰكِنَّ', 'كَأَنَّ', 'لَعَلَّ', 'لَيْتَ'].map(normalizeMarks));

function caseAfterInna(words: Word[]): Finding[] {
  const out: Finding[] = [];
  words.forEach((w, i) => {
    const next = words[i + 1];
    if (!next || !w.joined) return;
    const p = w.core.replace(/^[وف]َ(?=.)/, '');
    if (!INNA.has(p) || !isDefinite(next.corePlain)) return;
    const m = finalMarks(next.core);
    const wrong =
      m.includes(DAMMA) ||
      m.includes(DAMMATAN) ||
      (isGenitive(next) && !kasraIsAccusative(next, words[i + 2]));
    if (wrong && !/ون$/.test(next.plain))
      out.push({
        rule: 'case-after-inna',
        excerpt: `${w.text} ${next.text}`,
        hint: 'the noun of إِنَّ and her sisters is accusative (…َ)',
      });
  });
  return out;
}

// ---------------------------------------------------------------------------------------------
// Words and phrases

function halama(text: string): Finding[] {
  // حَلُمَ "was forbearing" for حَلَمَ "dreamed" (the imperfect يَحْلُمُ and the noun حُلُمٌ are right).
  if (!text.includes('حَلُم')) return [];
  return [...text.matchAll(/\S*حَلُم\S*/g)].map((m) => ({
    rule: 'halama' as const,
    excerpt: m[0],
    hint: m[0].replace('حَلُم', 'حَلَم'),
  }));
}

function eachOther(plain: string): Finding[] {
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

function calques(plain: string): Finding[] {
  return FUSHA_CALQUES.flatMap(({ pattern, hint }) => {
    const m = pattern.exec(plain);
    return m ? [{ rule: 'calque' as const, excerpt: m[0], hint }] : [];
  });
}

// ---------------------------------------------------------------------------------------------
// The gender of the one spoken to

type Addressee = 'm' | 'f' | 'p';
/** Someone is addressed, but the checker cannot tell whom (يا بَلَدي، لِلشَّجَرَةِ). */
type Unknown = '?';

/** Second-person forms that say who is addressed (matched on whole words, marks normalised). */
const SECOND_PERSON_LIST: ReadonlyArray<{ form: string; who: Addressee }> = [
  ...['تُصْبِحُ', 'أَنْتَ', 'كُنْتَ', 'عَلَيْكَ', 'إِلَيْكَ', 'لَدَيْكَ', 'لَكَ', 'مَعَكَ', 'بِكَ', 'مِنْكَ', 'عَنْكَ', 'فِيكَ'].map(
    (form) => ({ form, who: 'm' as const }),
  ),
  ...['تُصْبِحِينَ', 'أَنْتِ', 'كُنْتِ', 'عَلَيْكِ', 'إِلَيْكِ', 'لَدَيْكِ', 'لَكِ', 'مَعَكِ', 'بِكِ', 'مِنْكِ', 'عَنْكِ', 'فِيكِ'].map(
    (form) => ({ form, who: 'f' as const }),
  ),
].map(({ form, who }) => ({ form: normalizeMarks(form), who }));
const SECOND_PERSON = new Map(SECOND_PERSON_LIST.map((s) => [s.form, s.who]));

const GOODNIGHT = new Set(['تُصْبِحُ', 'تُصْبِحِينَ', 'تُصْبِحُونَ', 'تُصْبِحَانِ'].map(normalizeMarks));

function vocativeGender(segment: Word[], people: readonly Person[]): Addressee | Unknown | null {
  for (let i = 0; i < segment.length; i++) {
    const w = bare(segment[i]?.text ?? '');
    const p = stripTashkeel(w);
    if (p === 'أيها') return 'm';
    if (p === 'أيتها') return 'f';
    if (p !== 'يا') continue;
    const next = stripTashkeel(bare(segment[i + 1]?.text ?? ''));
    if (!next) continue;
    if (/^(أهل|أصدقائي|أحبائي|أولاد|رفاق)/.test(next)) return 'p';
    const person = people.find((x) => {
      const n = stripTashkeel(x.name).split(' ');
      return n[0] === next || n[n.length - 1] === next;
    });
    if (person) return person.male ? 'm' : 'f';
    if (/(?:تي|ة|تاه)$/.test(next)) return 'f';
    if (/^(عمي|جدي|أبي|بني|صديقي|صغيري|حبيبي)$/.test(next)) return 'm';
    return '?';
  }
  return null;
}

/**
 * Whom the words before a quotation say it is spoken to: «لَهُ» a boy, «لَها» a girl, «لَهُمْ»
 * many, «لِلشَّجَرَةِ» or «لِكُلِّ …» someone else than the hero; null when they do not say.
 */
function spokenTo(before: string): Addressee | Unknown | null {
  const last = before
    .trim()
    .split(/\s+/)
    .slice(-3)
    .map((w) => stripTashkeel(bare(w)));
  for (const w of last.reverse()) {
    if (w === 'له') return 'm';
    if (w === 'لها') return 'f';
    if (/^(لهم|لهما|لهن)$/.test(w)) return 'p';
    if (/^ل[^ا]/.test(w) && w.length > 3) return '?';
  }
  return null;
}

const formOf = (w: Word): string => w.core.replace(/^[وف]َ(?=.)/, '');

const TUSBIHU = normalizeMarks('تُصْبِحُ');

/**
 * The second-person form a word is, if any. تُصْبِحُ is also "she becomes" (تُصْبِحُ السَّماءُ
 * مُظْلِمَةً): it is a goodnight said to a boy only in تُصْبِحُ عَلَى خَيْرٍ.
 */
function secondPerson(
  words: readonly Word[],
  i: number,
): { form: string; hit: Addressee | undefined; goodnight: boolean } | null {
  const w = words[i] as Word;
  const form = formOf(w);
  if (form === TUSBIHU && !/^على/.test(words[i + 1]?.plain ?? '')) return null;
  const hit = SECOND_PERSON.get(form);
  const goodnight = GOODNIGHT.has(form);
  return hit || goodnight ? { form, hit, goodnight } : null;
}

function addresseeGender(text: string, words: Word[], context: FushaContext): Finding[] {
  const out: Finding[] = [];
  // Most sentences speak to nobody: look closer only when a second-person form is there.
  if (!words.some((_, i) => secondPerson(words, i) !== null)) return out;
  // A quotation, a sentence or a clause after a colon is one act of speech.
  const segments = text.split(/\s*[.!؟?:«»\n][\s.!؟?:«»]*/);
  segments.forEach((seg, i) => {
    const words = wordsOf(seg);
    const voc = vocativeGender(words, context.people ?? []) ?? spokenTo(segments[i - 1] ?? '');
    for (let k = 0; k < words.length; k++) {
      const second = secondPerson(words, k);
      if (!second) continue;
      const { form, hit } = second;
      const addressee = voc ?? (second.goodnight ? (context.addressee ?? null) : null);
      if (!addressee || addressee === '?') continue;
      if (hit && hit !== addressee && addressee !== 'p') {
        out.push({
          rule: 'addressee-gender',
          excerpt: seg.trim(),
          hint: `${form} is said to ${hit === 'm' ? 'a boy' : 'a girl'}, but the one spoken to is ${addressee === 'm' ? 'a boy' : 'a girl'}`,
        });
      } else if (addressee === 'p' && GOODNIGHT.has(form) && form !== normalizeMarks('تُصْبِحُونَ')) {
        out.push({ rule: 'addressee-gender', excerpt: seg.trim(), hint: 'تُصْبِحُونَ عَلَى خَيْرٍ to many' });
      }
    }
  });
  return out;
}

/** Every finding in a vowelled Fusha text. */
export function checkFusha(raw: string, context: FushaContext = {}): Finding[] {
  const text = normalizeMarks(raw);
  const plain = stripTashkeel(text);
  const words = wordsOf(text);
  return [
    ...sukunBeforeWasl(words),
    ...caseAfterVerb(words),
    ...caseAfterPreposition(words),
    ...caseAfterInna(words),
    ...halama(text),
    ...eachOther(plain),
    ...calques(plain),
    ...addresseeGender(text, words, context),
  ];
}

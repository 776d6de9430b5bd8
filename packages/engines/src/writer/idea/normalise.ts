import { stripTashkeel } from '../arabic-text.ts';

/**
 * Arabic as parents type it is matched on one spelling: no vowel marks or tatweel, one alef
 * (أ إ آ ٱ → ا), ة → ه, ى → ي, the seats of hamza folded (ؤ → و, ئ → ي), Persian-keyboard letters
 * mapped (ک ی گ ڤ; چ is the Gulf ك, as in يچذب، چلب), and a letter stretched for emphasis (خاااايفة) kept once.
 */
export function normaliseArabic(text: string): string {
  return stripTashkeel(text)
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/[ىی]/g, 'ي')
    .replace(/ؤ/g, 'و')
    .replace(/ئ/g, 'ي')
    .replace(/ک/g, 'ك')
    .replace(/گ/g, 'ك')
    .replace(/ڤ/g, 'ف')
    .replace(/چ/g, 'ك')
    .replace(/([\u0621-\u064A])\1{2,}/g, '$1');
}

/** Lower case, curly apostrophes straightened, a letter typed three times or more kept twice (sooo → soo). */
export function normaliseEnglish(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/([a-z])\1{2,}/g, '$1$1');
}

/** The words of a text, Arabic normalised and English lower-cased, punctuation dropped. */
export function tokenise(text: string): string[] {
  return normaliseArabic(normaliseEnglish(text))
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .split(/[^a-z0-9'\u0621-\u064A]+/)
    .map((t) => t.replace(/^'+|'+$/g, ''))
    .filter((t) => t.length > 0);
}

export function isArabicWord(word: string): boolean {
  return /[\u0621-\u064A]/.test(word);
}

// Conjunctions, prepositions and the article before a word; the dialects' verb prefixes (ب، ه، ح،
// بي، بت...) before a present verb; pronoun suffixes after a noun or verb. Stripping is tried in
// every combination and each result is a candidate; a keyword matches when it is one of them.
const CONJ = ['و', 'ف'];
const PREP = ['ب', 'ل', 'ك'];
const VERB_MOOD = ['ب', 'ه', 'ح', 'م', 'ما', 'مب', 'مح', 'مه'];
const VERB_PERSON = ['ي', 'ت', 'ن', 'ا'];
const SUFFIXES = [
  'هما',
  'كما',
  'هم',
  'هن',
  'كم',
  'كن',
  'ها',
  'نا',
  'ني',
  'وا',
  'ك',
  'ه',
  'ي',
  'و',
  'ش',
  'ت',
];
const MIN_STEM = 2;

function strippedPrefixes(word: string): string[] {
  const out = new Set<string>([word]);
  const add = (w: string) => {
    if (w.length >= MIN_STEM) out.add(w);
  };
  for (const base of [
    word,
    ...CONJ.filter((c) => word.startsWith(c)).map((c) => word.slice(c.length)),
  ]) {
    add(base);
    const afterPrep = [
      base,
      ...PREP.filter((p) => base.startsWith(p)).map((p) => base.slice(p.length)),
    ];
    for (const w of afterPrep) {
      add(w);
      if (w.startsWith('ال')) add(w.slice(2));
      if (w.startsWith('ل') && base.startsWith('لل')) add(w.slice(1));
    }
    if (base.startsWith('لل')) add(base.slice(2));
    // Levantine and Gulf عالضيعة، عالبحر: على with the article.
    if (base.startsWith('عال') && base.length > 4) add(base.slice(3));
    // The Fusha future: سيصبح، سنسافر، ستولد → يصبح، نسافر، تولد (only before a person letter).
    if (base.length >= 5 && base.startsWith('س') && VERB_PERSON.includes(base[1] as string)) {
      const verb = base.slice(1);
      add(verb);
      if (verb.length >= 4) add(verb.slice(1));
    }
    // Present verbs: بيخاف، هيروح، حتروح، مبيخافش → يخاف، خاف.
    for (const mood of ['', ...VERB_MOOD]) {
      if (mood && !base.startsWith(mood)) continue;
      const verb = base.slice(mood.length);
      if (mood) add(verb);
      for (const person of VERB_PERSON)
        if (verb.startsWith(person) && verb.length - person.length >= 3)
          add(verb.slice(person.length));
    }
  }
  return [...out];
}

function strippedSuffixes(word: string): string[] {
  const out = [word];
  for (const s of SUFFIXES) {
    if (!word.endsWith(s) || word.length - s.length < MIN_STEM) continue;
    const stem = word.slice(0, -s.length);
    out.push(stem);
    // جدّتي، جدته → جدت → جده: the ta marbuta comes back as ت before a suffix.
    if (stem.endsWith('ت')) out.push(`${stem.slice(0, -1)}ه`);
    // ماما، باباه...: a long vowel before the suffix.
    if (stem.endsWith('ا') && stem.length > MIN_STEM) out.push(stem.slice(0, -1));
  }
  // A verb with its dative pronoun: جبنالهم، اشتريناله، جابلو → جبنا، اشترينا، جاب.
  for (const s of ['لهم', 'لها', 'له', 'لو', 'لنا', 'لي', 'لك'])
    if (word.endsWith(s) && word.length - s.length >= 3) out.push(word.slice(0, -s.length));
  // Plural and dual endings: اصحاب/صحابها are listed as words; here only ات، ين، ون، ان.
  for (const s of ['ات', 'ين', 'ون', 'ان'])
    if (word.endsWith(s) && word.length - s.length >= 3) out.push(word.slice(0, -s.length));
  return out;
}

/**
 * The forms a normalised Arabic word may be, its clitics stripped: "وبجدتي" gives جدتي، جده...
 * The word itself comes first. For a Latin word, the word alone.
 */
export function arabicCandidates(word: string): string[] {
  if (!isArabicWord(word)) return [word];
  const out = new Set<string>();
  for (const p of strippedPrefixes(word)) for (const s of strippedSuffixes(p)) out.add(s);
  // A plural verb is spelled with or without its final alef: بيلعبوا، بيلعبو; يتشاركوا، يتشاركو.
  for (const f of [...out]) if (f.endsWith('وا') && f.length > 4) out.add(f.slice(0, -1));
  return [...out];
}

/**
 * The forms an English word may be: the word, and without its plural, past, -ing or possessive
 * ending ("grandma's" → grandma, "teeth" stays, listed as its own keyword).
 */
export function englishCandidates(word: string): string[] {
  const out = new Set<string>([word]);
  const w = word.replace(/'s$|s'$/, '');
  out.add(w);
  // On a phone the apostrophe is often left out: wont, doesnt, cant match won't, doesn't, can't
  // (cue words are written without it, cues.ts).
  if (word.includes("'")) out.add(word.replace(/'/g, ''));
  const irregular = IRREGULAR_PAST[w.replace(/'/g, '')] ?? CHAT_SPELLINGS[w];
  if (irregular) out.add(irregular);
  if (w.endsWith('ies')) out.add(`${w.slice(0, -3)}y`);
  if (w.endsWith('es')) out.add(w.slice(0, -2));
  if (w.endsWith('s') && !w.endsWith('ss')) out.add(w.slice(0, -1));
  if (w.endsWith('ing') && w.length > 5) {
    const stem = w.slice(0, -3);
    out.add(stem);
    out.add(`${stem}e`);
    if (/(.)\1$/.test(stem)) out.add(stem.slice(0, -1));
  }
  if (w.endsWith('ed') && w.length > 4) {
    const stem = w.slice(0, -2);
    out.add(stem);
    out.add(`${stem}e`);
    if (/(.)\1$/.test(stem)) out.add(stem.slice(0, -1));
    if (stem.endsWith('i')) out.add(`${stem.slice(0, -1)}y`);
  }
  return [...out];
}

/**
 * Past tenses that no ending rule reaches, to their present (woke up → wake up, dreamt → dream).
 * "lost" and "left" are kept as they are: they are cues themselves (a lost toy is not losing a game).
 */
const IRREGULAR_PAST: Record<string, string> = {
  woke: 'wake',
  awoke: 'wake',
  dreamt: 'dream',
  fell: 'fall',
  broke: 'break',
  went: 'go',
  came: 'come',
  hid: 'hide',
  bit: 'bite',
  threw: 'throw',
  ate: 'eat',
  slept: 'sleep',
  took: 'take',
  caught: 'catch',
  flew: 'fly',
  swam: 'swim',
  rode: 'ride',
  fought: 'fight',
  felt: 'feel',
  told: 'tell',
  bought: 'buy',
  brought: 'bring',
  won: 'win',
  began: 'begin',
  forgot: 'forget',
  got: 'get',
  gave: 'give',
  ran: 'run',
  stole: 'steal',
  sat: 'sit',
  wouldnt: 'wont',
  couldnt: 'cant',
  didnt: 'dont',
  doesnt: 'dont',
  isnt: 'not',
  wasnt: 'not',
};

/** Words shortened as parents text them: tmrw is tomorrow, nite is night, skool is school. */
const CHAT_SPELLINGS: Record<string, string> = {
  tmrw: 'tomorrow',
  tmr: 'tomorrow',
  tmw: 'tomorrow',
  tomoro: 'tomorrow',
  tomorow: 'tomorrow',
  '2moro': 'tomorrow',
  '2morrow': 'tomorrow',
  nite: 'night',
  tonite: 'tonight',
  skool: 'school',
  frnd: 'friend',
  frnds: 'friend',
  freind: 'friend',
  freinds: 'friend',
  dr: 'doctor',
  doc: 'doctor',
  gma: 'grandma',
  gpa: 'grandpa',
  grandmas: 'grandma',
  grandpas: 'grandpa',
  bday: 'birthday',
  pls: 'please',
  plz: 'please',
  bc: 'because',
  cuz: 'because',
  coz: 'because',
  u: 'you',
  ur: 'your',
  yrs: 'year',
  yr: 'year',
  yo: 'year',
  wk: 'week',
  wknd: 'weekend',
  kg: 'kindergarten',
  thx: 'thank',
  ty: 'thank',
  luv: 'love',
  hes: 'he',
  shes: 'she',
  im: 'i',
};

/** Damerau edit distance of at most one (a typo: one letter missing, extra, wrong or two swapped). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

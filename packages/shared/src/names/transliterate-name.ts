const FATHA = '\u064E';
const DAMMA = '\u064F';
const KASRA = '\u0650';
const SUKUN = '\u0652';
const SHADDA = '\u0651';

/**
 * Writes an English name in Arabic letters, vowelled, the way Arabic books write foreign names:
 * the first and the last vowel long (ماكْس، لونا), the others short marks, doubled letters with a
 * shadda. Returns the letters and whether the name ends in a consonant (then it takes case endings).
 */
export interface Transliteration {
  ar: string;
  endsInConsonant: boolean;
}

type Unit =
  | { kind: 'c'; ar: string }
  | { kind: 'v'; v: 'a' | 'i' | 'u' | 'ai' | 'aay' | 'aw'; long?: boolean };

const DIGRAPHS: Array<[string, Unit[]]> = [
  ['sh', [{ kind: 'c', ar: 'ش' }]],
  [
    'ch',
    [
      { kind: 'c', ar: 'ت' },
      { kind: 'c', ar: 'ش' },
    ],
  ],
  ['th', [{ kind: 'c', ar: 'ث' }]],
  ['kh', [{ kind: 'c', ar: 'خ' }]],
  ['gh', [{ kind: 'c', ar: 'غ' }]],
  ['ph', [{ kind: 'c', ar: 'ف' }]],
  ['dh', [{ kind: 'c', ar: 'ذ' }]],
  ['wh', [{ kind: 'c', ar: 'و' }]],
  ['ck', [{ kind: 'c', ar: 'ك' }]],
  [
    'qu',
    [
      { kind: 'c', ar: 'ك' },
      { kind: 'c', ar: 'و' },
    ],
  ],
  ['ee', [{ kind: 'v', v: 'i', long: true }]],
  ['ea', [{ kind: 'v', v: 'i', long: true }]],
  ['ie', [{ kind: 'v', v: 'i', long: true }]],
  ['oo', [{ kind: 'v', v: 'u', long: true }]],
  ['ou', [{ kind: 'v', v: 'u', long: true }]],
  ['oa', [{ kind: 'v', v: 'u', long: true }]],
  ['ai', [{ kind: 'v', v: 'ai' }]],
  ['ay', [{ kind: 'v', v: 'ai' }]],
  ['ei', [{ kind: 'v', v: 'ai' }]],
  ['au', [{ kind: 'v', v: 'aw' }]],
  ['aw', [{ kind: 'v', v: 'aw' }]],
];
const CONSONANTS: Record<string, string> = {
  b: 'ب',
  d: 'د',
  f: 'ف',
  h: 'ه',
  j: 'ج',
  k: 'ك',
  l: 'ل',
  m: 'م',
  n: 'ن',
  p: 'ب',
  q: 'ق',
  r: 'ر',
  s: 'س',
  t: 'ت',
  v: 'ف',
  w: 'و',
  z: 'ز',
};
const VOWELS: Record<string, 'a' | 'i' | 'u'> = { a: 'a', e: 'i', i: 'i', o: 'u', u: 'u' };

export function transliterateName(name: string): Transliteration {
  const words = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
  if (words.length === 0) return { ar: '', endsInConsonant: false };
  const written = words.map(transliterateWord);
  return {
    ar: written.map((w) => w.ar).join(' '),
    endsInConsonant: written[written.length - 1]?.endsInConsonant ?? false,
  };
}

function transliterateWord(raw: string): Transliteration {
  // Soft c and g before a silent e keep their sound (Grace, George); a leading ch before a
  // consonant is a k (Chris); a doubled last letter is one sound (Finn).
  let word = raw
    .replace(/ce$/, 'se')
    .replace(/ge$/, 'je')
    .replace(/^ch(?=[^aeiou])/, 'k')
    .replace(/([^aeiou])\1$/, '$1');
  // A silent final e makes the vowel before it long (Jane, Mike) and a final h after a vowel is silent (Sarah).
  let magic: 'a' | 'i' | null = null;
  const silentE = /([aeiou])[^aeiouy]e$/.exec(word);
  if (word.length > 3 && silentE && /[aeiouy]/.test(word.slice(0, -2))) {
    magic = silentE[1] === 'a' ? 'a' : silentE[1] === 'i' ? 'i' : null;
    word = word.slice(0, -1);
  }
  if (/[aeiou]h$/.test(word)) word = word.slice(0, -1);
  const units = toUnits(word);
  if (magic) {
    const v = units[units.length - 2];
    if (v?.kind === 'v') v.v = magic === 'a' ? 'ai' : 'aay';
  }
  const vowelIdx = units.map((u, i) => (u.kind === 'v' ? i : -1)).filter((i) => i >= 0);
  const first = vowelIdx[0];
  const lastUnit = units.length - 1;
  units.forEach((u, i) => {
    if (u.kind === 'v' && u.long === undefined) u.long = i === first || i === lastUnit;
  });
  let out = '';
  for (let i = 0; i < units.length; i++) {
    const u = units[i] as Unit;
    const next = units[i + 1];
    if (u.kind === 'v') {
      // A vowel with no consonant before it: a hamza seat at the start, a glide after a vowel.
      const prev = units[i - 1];
      const seat =
        i === 0
          ? hamzaSeat(u)
          : prev?.kind === 'v'
            ? prev.v === 'u' || prev.v === 'aw'
              ? 'و'
              : 'ي'
            : null;
      if (seat === 'آ') out += 'آ';
      else if (seat && out.endsWith(seat) && !out.endsWith(seat + SUKUN))
        out += vowelTail(u); // the long letter turns into the glide (Mia)
      else if (seat) out += seat + vowelTail(u);
      continue;
    }
    if (next?.kind === 'c' && next.ar === u.ar) continue; // the shadda goes on the second one
    const doubled = units[i - 1]?.kind === 'c' && (units[i - 1] as { ar: string }).ar === u.ar;
    out += u.ar + (doubled ? SHADDA : '') + (next?.kind === 'v' ? vowelTail(next) : SUKUN);
    if (next?.kind === 'v') i++;
  }
  return { ar: out, endsInConsonant: units[lastUnit]?.kind === 'c' };
}

function toUnits(word: string): Unit[] {
  const units: Unit[] = [];
  let i = 0;
  while (i < word.length) {
    const two = word.slice(i, i + 2);
    const digraph = DIGRAPHS.find(([d]) => d === two);
    if (digraph && !(two === 'ay' && /[aeiou]/.test(word[i + 2] ?? ''))) {
      units.push(...digraph[1].map((u) => ({ ...u })));
      i += 2;
      continue;
    }
    const ch = word[i] as string;
    const after = word[i + 1] ?? '';
    if (ch === 'y') {
      const consonantal = i === 0 || /[aeiou]/.test(after);
      units.push(consonantal ? { kind: 'c', ar: 'ي' } : { kind: 'v', v: 'i' });
    } else if (ch === 'x') units.push({ kind: 'c', ar: 'ك' }, { kind: 'c', ar: 'س' });
    else if (ch === 'c') units.push({ kind: 'c', ar: /[eiy]/.test(after) ? 'س' : 'ك' });
    else if (ch === 'g') units.push({ kind: 'c', ar: /[eiy]/.test(after) ? 'ج' : 'غ' });
    else if (VOWELS[ch]) units.push({ kind: 'v', v: VOWELS[ch] });
    else if (CONSONANTS[ch]) units.push({ kind: 'c', ar: CONSONANTS[ch] });
    i++;
  }
  return units;
}

function hamzaSeat(v: Extract<Unit, { kind: 'v' }>): string {
  if (v.v === 'a') return v.long ? 'آ' : 'أ';
  if (v.v === 'i') return 'إ';
  return 'أ';
}

/** The mark (and long letter) a vowel puts after the consonant carrying it. */
function vowelTail(v: Extract<Unit, { kind: 'v' }>): string {
  switch (v.v) {
    case 'a':
      return FATHA + (v.long ? 'ا' : '');
    case 'i':
      return KASRA + (v.long ? 'ي' : '');
    case 'u':
      return DAMMA + (v.long ? 'و' : '');
    case 'ai':
      return FATHA + 'ي' + SUKUN;
    case 'aay':
      return FATHA + 'اي' + SUKUN;
    case 'aw':
      return FATHA + 'و' + SUKUN;
  }
}

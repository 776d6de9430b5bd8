import type { SpokenDialect } from '../types.ts';
import { completeVowels } from './arabic-text.ts';
import { namedPlaces } from './idea/places.ts';
import type { Words } from './idea/types.ts';
import { words } from './idea/words.ts';

/** A place's name in Arabic: Fusha in its three cases (nominative, accusative, genitive). */
export type ArabicCases = readonly [string, string, string];

/** What the typed name of a story's place is called in every language, when the writer knows it. */
export interface KnownPlaceName {
  en: string;
  /** "in Cairo", "at Jumeirah Beach", "at home". */
  enIn: string;
  ar: ArabicCases;
  dl: string;
}

/** Landmarks parents choose as a story's place, beyond the cities and countries of the idea library. */
const landmarks: ReadonlyArray<{
  key: string;
  words: Words;
  cues: readonly string[];
  at?: boolean;
}> = [
  {
    key: 'jumeirah-beach',
    words: words(
      'Jumeirah Beach',
      'شاطِئُ جُمَيْرا',
      'شطّ جميرا',
      'شطّ جميرا',
      'شاطئ جميرا',
      'شاطئ يميرا',
    ),
    cues: ['jumeirah beach', 'jumeira beach'],
    at: true,
  },
  {
    key: 'jumeirah',
    words: words('Jumeirah', 'جُمَيْرا', 'جميرا', 'جميرا', 'جميرا', 'يميرا'),
    cues: ['jumeirah', 'jumeira'],
  },
  {
    key: 'burj-khalifa',
    words: words(
      'the Burj Khalifa',
      'بُرْجُ خَليفَةَ',
      'برج خليفة',
      'برج خليفة',
      'برج خليفة',
      'برج خليفة',
    ),
    cues: ['burj khalifa'],
    at: true,
  },
  { key: 'hatta', words: words('Hatta', 'حَتّا', 'حتّا', 'حتّا', 'حتّا', 'حتّا'), cues: ['hatta'] },
  {
    key: 'wadi-rum',
    words: words('Wadi Rum', 'وادي رَمّ', 'وادي رم', 'وادي رم', 'وادي رم', 'وادي رم'),
    cues: ['wadi rum'],
  },
  {
    key: 'dead-sea',
    words: words(
      'the Dead Sea',
      'البَحْرُ المَيِّتُ',
      'البحر الميّت',
      'البحر الميّت',
      'البحر الميّت',
      'البحر الميّت',
    ),
    cues: ['dead sea'],
    at: true,
  },
  {
    key: 'cedars',
    words: words(
      'the Cedars',
      'غابَةُ الأَرْزِ',
      'غابة الأرز',
      'غابة الأرز',
      'غابة الأرز',
      'غابة الأرز',
    ),
    cues: ['cedars', 'cedar forest', 'the cedars of lebanon'],
  },
  {
    key: 'raouche',
    words: words('Raouché', 'الرَّوْشَةُ', 'الروشة', 'الروشة', 'الروشة', 'الروشة'),
    cues: ['raouche', 'raouché', 'pigeon rocks'],
    at: true,
  },
  {
    key: 'khan-el-khalili',
    words: words(
      'Khan el-Khalili',
      'خانُ الخَليلِيِّ',
      'خان الخليلي',
      'خان الخليلي',
      'خان الخليلي',
      'خان الخليلي',
    ),
    cues: ['khan el khalili', 'khan el-khalili', 'khan al khalili'],
  },
  {
    key: 'hamidiyah',
    words: words(
      'Souk al-Hamidiyah',
      'سوقُ الحَميدِيَّةِ',
      'سوق الحميدية',
      'سوق الحميدية',
      'سوق الحميدية',
      'سوق الحميدية',
    ),
    cues: ['hamidiyah', 'hamidiya'],
  },
  {
    key: 'diriyah',
    words: words('Diriyah', 'الدِّرْعِيَّةُ', 'الدرعية', 'الدرعية', 'الدرعية', 'الدرعية'),
    cues: ['diriyah', 'diriya', "dir'iyah"],
  },
  {
    key: 'nile',
    words: words('the Nile', 'النّيلُ', 'النيل', 'النيل', 'النيل', 'النيل'),
    cues: ['the nile', 'nile', 'river nile'],
    at: true,
  },
  {
    key: 'corniche',
    words: words('the Corniche', 'الكورْنيشُ', 'الكورنيش', 'الكورنيش', 'الكورنيش', 'الكورنيش'),
    cues: ['the corniche', 'corniche'],
    at: true,
  },
];

/** Words of a kind of place a parent may add to a city's name: "Alexandria Beach", "Dubai Desert". */
const kindsWithName: ReadonlyArray<{
  re: RegExp;
  ar: string;
  dl: Record<SpokenDialect, string>;
  at?: boolean;
}> = [
  {
    re: /\b(beach|seaside|shore|coast)\b/i,
    ar: 'شاطِئُ',
    dl: { egyptian: 'شطّ', lebanese: 'شطّ', gulf_saudi: 'شاطئ', gulf_uae: 'شاطئ' },
    at: true,
  },
  {
    re: /\bcorniche\b/i,
    ar: 'كورْنيشُ',
    dl: { egyptian: 'كورنيش', lebanese: 'كورنيش', gulf_saudi: 'كورنيش', gulf_uae: 'كورنيش' },
    at: true,
  },
  {
    re: /\b(souk|souq|market|bazaar)\b/i,
    ar: 'سوقُ',
    dl: { egyptian: 'سوق', lebanese: 'سوق', gulf_saudi: 'سوق', gulf_uae: 'سوق' },
  },
  {
    re: /\b(desert|dunes?)\b/i,
    ar: 'صَحْراءُ',
    dl: { egyptian: 'صحرا', lebanese: 'صحرا', gulf_saudi: 'برّ', gulf_uae: 'برّ' },
  },
  {
    re: /\b(harbou?r|port|marina)\b/i,
    ar: 'ميناءُ',
    dl: { egyptian: 'مينا', lebanese: 'مينا', gulf_saudi: 'مينا', gulf_uae: 'مينا' },
    at: true,
  },
  {
    re: /\b(park|garden|gardens)\b/i,
    ar: 'حَديقَةُ',
    dl: { egyptian: 'جنينة', lebanese: 'جنينة', gulf_saudi: 'حديقة', gulf_uae: 'حديقة' },
  },
  {
    re: /\b(mall|shopping cent(?:er|re))\b/i,
    ar: 'مولُ',
    dl: { egyptian: 'مول', lebanese: 'مول', gulf_saudi: 'مول', gulf_uae: 'مول' },
    at: true,
  },
  {
    re: /\bzoo\b/i,
    ar: 'حَديقَةُ حَيَواناتِ',
    dl: {
      egyptian: 'جنينة حيوانات',
      lebanese: 'حديقة حيوانات',
      gulf_saudi: 'حديقة حيوانات',
      gulf_uae: 'حديقة حيوانات',
    },
    at: true,
  },
  {
    re: /\bmuseum\b/i,
    ar: 'مَتْحَفُ',
    dl: { egyptian: 'متحف', lebanese: 'متحف', gulf_saudi: 'متحف', gulf_uae: 'متحف' },
    at: true,
  },
  {
    re: /\bairport\b/i,
    ar: 'مَطارُ',
    dl: { egyptian: 'مطار', lebanese: 'مطار', gulf_saudi: 'مطار', gulf_uae: 'مطار' },
    at: true,
  },
  {
    re: /\bisland\b/i,
    ar: 'جَزيرَةُ',
    dl: { egyptian: 'جزيرة', lebanese: 'جزيرة', gulf_saudi: 'جزيرة', gulf_uae: 'يزيرة' },
    at: true,
  },
  {
    re: /\blake\b/i,
    ar: 'بُحَيْرَةُ',
    dl: { egyptian: 'بحيرة', lebanese: 'بحيرة', gulf_saudi: 'بحيرة', gulf_uae: 'بحيرة' },
    at: true,
  },
  {
    re: /\b(mountains?|hills?)\b/i,
    ar: 'جِبالُ',
    dl: { egyptian: 'جبال', lebanese: 'جبال', gulf_saudi: 'جبال', gulf_uae: 'يبال' },
  },
];

const latin = (s: string): string =>
  s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9' -]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const hasWords = (text: string, cue: string): boolean =>
  new RegExp(`(^| )${cue.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&')}( |$)`).test(text);

/** Cues of the idea library that name a wider place than the entry (Oman for Muscat): not a place's name. */
const OTHER_PLACE = new Set(['oman', 'bahrain', 'pyramids']);

interface Hit {
  words: Words;
  at: boolean;
  /** The part of the name the hit covers, so a kind word left over ("beach") can be joined to it. */
  cue: string;
}

function findNamed(name: string): Hit | null {
  const text = latin(name);
  for (const l of landmarks) {
    const cue = l.cues.find((c) => hasWords(text, latin(c)));
    if (cue) return { words: l.words, at: l.at ?? false, cue: latin(cue) };
  }
  for (const p of namedPlaces) {
    const own = latin(p.words.en).replace(/^the /, '');
    const cues = [
      own,
      ...p.cues.filter((c) => /^[a-z' -]+$/.test(c) && c.length > 3 && !OTHER_PLACE.has(c)),
    ];
    const cue = cues.find((c) => hasWords(text, latin(c)));
    if (cue) return { words: p.words, at: false, cue: latin(cue) };
  }
  return null;
}

/**
 * The typed name of a place the writer knows, in every language: Alexandria → الإِسْكَنْدَرِيَّةُ,
 * "AlUla" → العُلا, "Jumeirah Beach" → شاطِئُ جُمَيْرا, "Alexandria beach" → شاطِئُ الإِسْكَنْدَرِيَّةِ;
 * null for a name it does not know.
 */
export function knownPlaceName(name: string, dialect: SpokenDialect): KnownPlaceName | null {
  const hit = findNamed(name);
  if (!hit) return null;
  const text = latin(name);
  // English keeps the name as the parent typed it ("Iskandariya" stays), only its article lower-cased.
  const en = name
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/^the\s/i, 'the ');
  const rest = text.replace(new RegExp(`(^| )${hit.cue}( |$)`), ' ').trim();
  const kind = rest === '' ? undefined : kindsWithName.find((k) => k.re.test(rest));
  if (kind && !kind.re.test(hit.cue)) {
    // "Alexandria Beach": the kind's noun in construct with the city in the genitive.
    const [, , gen] = casesOf(hit.words.ar);
    const ar = casesOf(`${completeVowels(kind.ar)} ${gen}`, true);
    return {
      en,
      enIn: `${kind.at ? 'at' : 'in'} ${en}`,
      ar,
      dl: `${kind.dl[dialect]} ${hit.words[dialect]}`,
    };
  }
  return {
    en,
    enIn: `${hit.at ? 'at' : 'in'} ${en}`,
    ar: casesOf(hit.words.ar),
    dl: hit.words[dialect],
  };
}

const DAMMA = 'ُ';
const caseVowel = (word: string, vowel: string): string =>
  word.replace(new RegExp(`${DAMMA}(?=[^\\u0621-\\u064A]*$)`), vowel);

/**
 * The three cases of a place's name given in the nominative. A name with the article, or the head
 * of a construct ("رَأْسُ الخَيْمَةِ"), takes fatha and kasra; a name without it is a diptote
 * (بَيْروتُ، في بَيْروتَ); names ending in a long vowel (العُلا، صَيْدا) do not change. An adjective
 * after a name with the article agrees with it (السّاحِلُ الشَّمالِيُّ، المَدينَةُ المُنَوَّرَةُ).
 */
export function casesOf(nominative: string, construct = false): ArabicCases {
  const parts = nominative.split(' ');
  const head = parts[0] ?? '';
  const defined = /^ال/.test(head) || construct || parts.length > 1;
  const endsInCase = (w: string): boolean =>
    new RegExp(`${DAMMA}[\\u0651]?$|${DAMMA}$`).test(w) || /ُ$/.test(w);
  if (!endsInCase(head)) return [nominative, nominative, nominative];
  const agree = (vowel: string) =>
    parts
      .map((w, i) =>
        i === 0 || (/^ال/.test(head) && /^ال/.test(w) && endsInCase(w)) ? caseVowel(w, vowel) : w,
      )
      .join(' ');
  return [nominative, agree('َ'), defined ? agree('ِ') : agree('َ')];
}

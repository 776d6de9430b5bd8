/**
 * Marks a careful editor corrects: a sukun before hamzat al-wasl, and the case after a transitive
 * verb, a preposition, or إنّ and her sisters.
 */
import { DAMMA, FATHA, KASRA, SUKUN, stripTashkeel } from '../arabic-text.ts';
import type { Finding } from './fusha-checks.ts';
import {
  DAMMATAN,
  normalizeMarks,
  finalMarks,
  isDefinite,
  kasraIsAccusative,
  isGenitive,
  isNominativeOrAccusative,
  type Word,
} from './marked-words.ts';

// Sukun before hamzat al-wasl

/** A word ending in a long vowel: ي after kasra, و after damma, ا or ى after fatha. */
const LONG_VOWEL = new RegExp(`(?:${KASRA}ي|${DAMMA}و|${FATHA}[اى])$`);

export function sukunBeforeWasl(words: Word[]): Finding[] {
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

export function caseAfterVerb(words: Word[]): Finding[] {
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

export function caseAfterPreposition(words: Word[]): Finding[] {
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

export function caseAfterInna(words: Word[]): Finding[] {
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

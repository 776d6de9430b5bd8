import { knownNameFromArabic, knownNameFromEnglish, type Declension } from './arabic-names.ts';
import { DAMMA, FATHA, SHADDA, SUKUN, hasLatin, stripTashkeel } from './arabic-text.ts';
import { transliterateName } from './transliterate-name.ts';

/** A name in Arabic in the three cases and the vocative, and bare for dialect text. */
export interface ArabicName {
  nom: string;
  acc: string;
  gen: string;
  /** Without "يا": عُمَرُ, لَيْلى. */
  voc: string;
  /** For dialect text: no case ending, no short vowels, shadda kept. */
  plain: string;
  /** The parent's own unvowelled spelling, kept as typed: the vowelling measure skips it. */
  typed: string | null;
}

const HAS_VOWELS = /[\u064B-\u0650\u0652]/;

export function arabicName(englishName: string, nameAr: string | undefined, fallback: string): ArabicName {
  const given = nameAr?.trim().replace(/\s+/g, ' ');
  if (given && !hasLatin(given) && /[\u0621-\u064A]/.test(given)) {
    const known = knownNameFromArabic(given);
    if (known) return decline(known.ar, known.decl);
    if (HAS_VOWELS.test(given)) return decline(given, 'fixed');
    return { ...decline(given, 'fixed'), typed: given };
  }
  const known = knownNameFromEnglish(englishName);
  if (known) return decline(known.ar, known.decl);
  const written = transliterateName(englishName);
  if (!written.ar) return decline(fallback, 'fixed');
  // Foreign names that end in a consonant decline as diptotes (مَمْنوعٌ مِنَ الصَّرْفِ).
  return decline(written.ar.replace(new RegExp(`${SUKUN}$`), ''), written.endsInConsonant ? 'dip' : 'fixed');
}

export function decline(base: string, decl: Declension): ArabicName {
  const plain = stripTashkeel(base.replaceAll(SHADDA, '\u0000')).replaceAll('\u0000', SHADDA);
  if (decl === 'fixed') return { nom: base, acc: base, gen: base, voc: base, plain, typed: null };
  if (decl === 'dip') return { nom: base + DAMMA, acc: base + FATHA, gen: base + FATHA, voc: base + DAMMA, plain, typed: null };
  const accSeat = /[ةء]$/.test(base) ? '\u064B' : '\u064Bا';
  return { nom: base + '\u064C', acc: base + accSeat, gen: base + '\u064D', voc: base + DAMMA, plain, typed: null };
}

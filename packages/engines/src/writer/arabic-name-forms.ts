import {
  declensionFor,
  endsInLongVowel,
  findGivenName,
  findGivenNameByArabic,
  fitsGender,
  splitKinshipTitle,
  transliterateName,
  type GivenName,
  type KinshipTitle,
  type NameDeclension,
  type NameQuery,
} from '@qamar/shared/names';
import { DAMMA, FATHA, KASRA, SHADDA, SUKUN, hasLatin, stripTashkeel } from './arabic-text.ts';

/** A name in Arabic in the three cases and the vocative, and bare for dialect text. */
export interface ArabicName {
  nom: string;
  acc: string;
  gen: string;
  /** Without "يا": عُمَرُ, لَيْلى, عَبْدَ اللّٰهِ. */
  voc: string;
  /** For dialect text: no case ending, no short vowels, shadda kept. */
  plain: string;
  /** The dialect vocative when it is not `plain` (a title loses its article: يا جدّة هدى). */
  vocPlain?: string;
  /** The parent's own unvowelled words, kept as typed: the vowelling measure skips them. */
  typed: string | null;
  /**
   * Where the Arabic comes from: the parent's `nameAr`, the given-names table, or a phonetic
   * transliteration of a name the table does not know (the character form asks the parent to
   * confirm those).
   */
  source: 'parent' | 'table' | 'transliterated';
}

const HAS_VOWELS = /[\u064B-\u0650\u0652]/;
const TANWEEN_DAMM = '\u064C';
const TANWEEN_KASR = '\u064D';
const TANWEEN_FATH = '\u064B';

/**
 * The Arabic forms of a character's name. The parent's `nameAr` always wins (vowelled from the
 * table when the table knows it, or when one of its words is a known name after a title such as
 * «الجمل رمال»); else the table's name for the English spelling; else, word by word, the table or a
 * transliteration.
 */
export function arabicName(
  englishName: string,
  nameAr: string | undefined,
  fallback: string,
  query: NameQuery = {},
): ArabicName {
  const given = nameAr?.trim().replace(/\s+/g, ' ');
  if (given && !hasLatin(given) && /[\u0621-\u064A]/.test(given)) {
    const known = findGivenNameByArabic(given, query);
    if (known) return fromTable(known, query);
    const titled = titledName(given, query);
    if (titled) return titled;
    if (HAS_VOWELS.test(given)) return { ...decline(given, 'fixed'), source: 'parent' };
    return { ...decline(given, 'fixed'), typed: given, source: 'parent' };
  }
  const known = findGivenName(englishName, query);
  if (known) return fromTable(known, query);
  const titled = splitKinshipTitle(englishName);
  if (titled)
    return withTitle(titled.title, arabicName(titled.rest, undefined, fallback, query), query);
  const words = englishName
    .trim()
    .split(/\s+/)
    .filter((w) => /[a-z]/i.test(w));
  if (words.length === 0) return { ...decline(fallback, 'fixed'), source: 'transliterated' };
  const parts = words.map((w) => wordForm(w, query));
  const last = parts[parts.length - 1] as WordForm;
  const head = parts.slice(0, -1).map((p) => pausal(p.base));
  const declined = decline(last.base, last.declension);
  const joined = (form: string) => [...head, form].join(' ');
  return {
    nom: joined(declined.nom),
    acc: joined(declined.acc),
    gen: joined(declined.gen),
    voc: joined(declined.voc),
    plain: [...parts.slice(0, -1).map((p) => plainOf(p.base)), declined.plain].join(' '),
    typed: null,
    source: parts.every((p) => p.known) ? 'table' : 'transliterated',
  };
}

interface WordForm {
  base: string;
  declension: NameDeclension;
  known: boolean;
}

function wordForm(word: string, query: NameQuery): WordForm {
  const known = findGivenName(word, query);
  if (known)
    return {
      base: known.ar,
      declension: declensionFor(known, genderOf(known, query)),
      known: true,
    };
  const written = transliterateName(word);
  // Foreign names that end in a consonant decline as diptotes (مَمْنوعٌ مِنَ الصَّرْفِ).
  const base = written.ar.replace(new RegExp(`${SUKUN}$`), '');
  return { base, declension: written.endsInConsonant ? 'diptote' : 'fixed', known: false };
}

function genderOf(name: GivenName, query: NameQuery): 'male' | 'female' {
  return query.gender ?? (name.gender === 'f' ? 'female' : 'male');
}

function fromTable(name: GivenName, query: NameQuery): ArabicName {
  return { ...decline(name.ar, declensionFor(name, genderOf(name, query))), source: 'table' };
}

/** «الخبّاز نبيل», «نسيم جني المصباح»: one word is a known name of the character's gender; the rest stays as typed. */
function titledName(given: string, query: NameQuery): ArabicName | null {
  const words = given.split(' ');
  if (words.length < 2) return null;
  const found = words.map((w) => {
    const name = findGivenNameByArabic(w, query);
    return name && fitsGender(name, query.gender) ? name : null;
  });
  const at = found.filter(Boolean).length === 1 ? found.findIndex(Boolean) : -1;
  const name = found[at];
  if (!name) return null;
  const forms = fromTable(name, query);
  const around = (form: string) => words.map((w, i) => (i === at ? form : w)).join(' ');
  // Called, a title loses its article: يا جدّة هُدى, never يا الجدّة هدى.
  const called = (form: string) =>
    words.map((w, i) => (i === at ? form : withoutArticle(w))).join(' ');
  return {
    nom: around(forms.nom),
    acc: around(forms.acc),
    gen: around(forms.gen),
    voc: called(forms.voc),
    plain: around(forms.plain),
    vocPlain: called(forms.plain),
    typed: words.filter((_, i) => i !== at).join(' '),
    source: 'parent',
  };
}

/**
 * A name after a family title ("Grandma Huda"): the title in Fusha with the article and the
 * name's case (الجَدَّةُ هُدى، الجَدُّ صالِحٌ), called without it (يا جَدَّةُ هُدى); in the dialect
 * as the region's families say it (تيتة هدى، جدّو صالح; يا تيتا هدى).
 */
function withTitle(title: KinshipTitle, name: ArabicName, query: NameQuery): ArabicName {
  const dl = title.dl[query.region ?? 'gulf'];
  const spoken = dl.replace(/^ال/, '');
  return {
    nom: `${title.ar}${DAMMA} ${name.nom}`,
    acc: `${title.ar}${FATHA} ${name.acc}`,
    gen: `${title.ar}${KASRA} ${name.gen}`,
    voc: `${withoutArticle(title.ar)}${DAMMA} ${name.voc}`,
    plain: `${dl} ${name.plain}`,
    vocPlain: `${spoken} ${name.vocPlain ?? name.plain}`,
    typed: name.typed,
    source: name.source,
  };
}

/** Bare letters with the shadda kept (حصّة), except in the word اللّه, which everyone writes الله. */
function plainOf(base: string): string {
  return stripTashkeel(base.replaceAll(SHADDA, '\u0000'))
    .replaceAll('\u0000', SHADDA)
    .replace(/الل\u0651ه/g, 'الله');
}

/** A word before the last of a name, read without a case ending. */
function pausal(base: string): string {
  return endsInLongVowel(base) || /[\u064B-\u0652\u0670]$/.test(base) ? base : base + SUKUN;
}

/** Without its article, for the vocative: يا عَنُودُ, not يا العَنُودُ. */
function withoutArticle(base: string): string {
  return base.replace(/^ال(.)\u0651?/, '$1');
}

export function decline(base: string, decl: NameDeclension): Omit<ArabicName, 'source'> {
  const plain = plainOf(base);
  const same = (form: string) => ({
    nom: form,
    acc: form,
    gen: form,
    voc: form,
    plain,
    typed: null,
  });
  const compound = decl === 'idafa' || decl === 'naat';
  if (decl === 'fixed' || (!compound && endsInLongVowel(base))) return same(base);
  if (decl === 'diptote')
    return {
      nom: base + DAMMA,
      acc: base + FATHA,
      gen: base + FATHA,
      voc: base + DAMMA,
      plain,
      typed: null,
    };
  if (decl === 'definite')
    return {
      nom: base + DAMMA,
      acc: base + FATHA,
      gen: base + KASRA,
      voc: withoutArticle(base) + DAMMA,
      plain,
      typed: null,
    };
  if (compound) {
    const [first = '', second = ''] = base.split(' ');
    const open = (word: string, mark: string) => (endsInLongVowel(word) ? word : word + mark);
    if (decl === 'idafa') {
      const tail = ' ' + open(second, KASRA);
      const acc = open(first, FATHA) + tail;
      return {
        nom: open(first, DAMMA) + tail,
        acc,
        gen: open(first, KASRA) + tail,
        voc: acc,
        plain,
        typed: null,
      };
    }
    const pair = (a: string, b: string) => `${open(first, a)} ${open(second, b)}`;
    return {
      nom: pair(DAMMA, DAMMA),
      acc: pair(FATHA, FATHA),
      gen: pair(FATHA, KASRA),
      voc: pair(DAMMA, DAMMA),
      plain,
      typed: null,
    };
  }
  // No alif after ة or after the hamza of ـاء (عَلَاءً); one after a hamza on the line (ضَوْءًا).
  const accSeat = /(?:ة|اء)$/.test(base) ? TANWEEN_FATH : TANWEEN_FATH + 'ا';
  return {
    nom: base + TANWEEN_DAMM,
    acc: base + accSeat,
    gen: base + TANWEEN_KASR,
    voc: base + DAMMA,
    plain,
    typed: null,
  };
}

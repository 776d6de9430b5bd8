import { createHash } from 'node:crypto';
import { arabicKey, findGivenName, findGivenNameByArabic, latinKey } from '@qamar/shared/names';
import type { StoryCharacterInput } from '../types.ts';
import { mentionsName, nameFormsOf, type NameForms, type NameSwap } from './replace-names.ts';

/**
 * Names that stand in for a hidden one: common in every Arabic-speaking region, plain (not also an
 * everyday word a story would use, as نور light, أمل hope, سعيد happy or مها oryx are), by gender
 * and by how they decline, so the replacement takes the same case endings as the name it replaces:
 * a diptote for a diptote (the genitive with fatha), a name that never changes for one that never
 * changes (a name the parent typed without vowels), the rest triptotes.
 */
const NEUTRAL: Record<'male' | 'female', Record<Declension, string[]>> = {
  male: {
    triptote: ['Khalid', 'Tariq', 'Ziad', 'Nabil', 'Karim'],
    diptote: ['Yusuf', 'Adam', 'Ibrahim', 'Omar', 'Ahmad'],
    fixed: ['Sami', 'Hadi', 'Rami', 'Fadi'],
  },
  female: {
    triptote: [],
    diptote: ['Sara', 'Maryam', 'Nadia', 'Hala', 'Amina'],
    fixed: ['Layla', 'Salma', 'Lina', 'Yara', 'Rania', 'Mona', 'Rana'],
  },
};

type Declension = 'triptote' | 'diptote' | 'fixed';

/** How a name's forms change: not at all, the accusative and genitive alike, or in all three cases. */
function declensionOf(forms: NameForms): Declension {
  if (forms.ar.nom === forms.ar.acc && forms.ar.acc === forms.ar.gen) return 'fixed';
  return forms.ar.acc === forms.ar.gen ? 'diptote' : 'triptote';
}

/** A replacement's forms, built the way the writer would build them for a character of that name. */
function neutralForms(latin: string, gender: 'male' | 'female', dialect: string): NameForms | null {
  const known = findGivenName(latin, { gender });
  return known ? nameFormsOf({ name: latin, nameAr: known.ar, gender }, dialect) : null;
}

const orderFrom = <T>(list: readonly T[], start: number) =>
  list.map((_, i) => list[(start + i) % list.length] as T);

export interface ChosenSwap extends NameSwap {
  /** The character whose name is hidden. */
  character: StoryCharacterInput;
  /**
   * Every swap the text needs: the name, and for a name with a title (Grandma Huda, الجدّة هدى)
   * the title kept with the new name, then the given name alone.
   */
  swaps: NameSwap[];
}

/** The one word of a longer name that is a given name (Grandma Huda: 1), or -1. */
function givenWordAt(words: string[], find: (word: string) => unknown): number {
  if (words.length < 2) return -1;
  const found = words.map((w) => Boolean(find(w)));
  return found.filter(Boolean).length === 1 ? found.indexOf(true) : -1;
}

/** Grandma Huda → Grandma Mona, الجدّة هدى → الجدّة منى; a name without a title: the neutral name alone. */
function titledSwaps(
  character: StoryCharacterInput,
  from: NameForms,
  to: NameForms,
  dialect: string,
): NameSwap[] {
  const words = character.name.trim().split(/\s+/);
  const at = givenWordAt(words, (w) => findGivenName(w, { gender: character.gender }));
  if (at < 0) return [{ from, to }];
  const given = words[at] as string;
  const arWords = character.nameAr?.trim().split(/\s+/) ?? [];
  const arAt = givenWordAt(arWords, (w) => findGivenNameByArabic(w, { gender: character.gender }));
  const titled = nameFormsOf(
    {
      name: words.map((w, i) => (i === at ? to.en : w)).join(' '),
      ...(arAt >= 0
        ? { nameAr: arWords.map((w, i) => (i === arAt ? to.plain : w)).join(' ') }
        : {}),
      gender: character.gender,
    },
    dialect,
  );
  const alone = nameFormsOf(
    { name: given, ...(arAt >= 0 ? { nameAr: arWords[arAt] } : {}), gender: character.gender },
    dialect,
  );
  return [
    { from, to: titled },
    { from: alone, to },
  ];
}

/**
 * A neutral name for each hidden character: of the same gender and declension, unlike any name of
 * the story (its characters' in either script) and absent from its texts, each used once, and the
 * same every time for the same story (chosen from a hash of the story's key and the name).
 */
export function chooseReplacements(options: {
  storyKey: string | number;
  dialect: string;
  characters: readonly StoryCharacterInput[];
  hidden: readonly StoryCharacterInput[];
  texts: readonly string[];
}): ChosenSwap[] {
  const { storyKey, dialect, characters, hidden, texts } = options;
  const taken = new Set<string>();
  for (const c of characters) {
    taken.add(`l:${latinKey(c.name)}`);
    for (const word of c.name.split(/\s+/)) taken.add(`l:${latinKey(word)}`);
    const forms = nameFormsOf(c, dialect);
    taken.add(`a:${arabicKey(forms.plain)}`);
    for (const word of forms.plain.split(/\s+/)) taken.add(`a:${arabicKey(word)}`);
  }
  const free = (forms: NameForms) =>
    !taken.has(`l:${latinKey(forms.en)}`) &&
    !taken.has(`a:${arabicKey(forms.plain)}`) &&
    !texts.some((text) => mentionsName(text, forms));
  return hidden.map((character) => {
    const from = nameFormsOf(character, dialect);
    const hash = createHash('sha256')
      .update(`${storyKey}:${character.name}`)
      .digest()
      .readUInt32BE(0);
    const pools = NEUTRAL[character.gender];
    const wanted = pools[declensionOf(from)];
    const rest = (Object.values(pools) as string[][])
      .flat()
      .filter((name) => !wanted.includes(name));
    const candidates = [
      ...orderFrom(wanted, hash % Math.max(1, wanted.length)),
      ...orderFrom(rest, hash % Math.max(1, rest.length)),
    ]
      .map((latin) => neutralForms(latin, character.gender, dialect))
      .filter((forms): forms is NameForms => forms !== null);
    const to = candidates.find(free) ?? (candidates[0] as NameForms);
    taken.add(`l:${latinKey(to.en)}`);
    taken.add(`a:${arabicKey(to.plain)}`);
    const swaps = titledSwaps(character, from, to, dialect);
    return { character, from, to: swaps[0]!.to, swaps };
  });
}

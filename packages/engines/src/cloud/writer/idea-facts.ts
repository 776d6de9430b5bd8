import { spokenDialectOf } from '@qamar/shared';
import type { SpokenDialect, WriterInput } from '../../types.ts';
import { completeVowels } from '../../writer/arabic-text.ts';
import { withEmiratiYa } from '../../writer/dialect-finish.ts';
import { understandIdea } from '../../writer/idea/understand-idea.ts';
import type { IdeaPerson, IdeaPlace, UnderstoodIdea, Words } from '../../writer/idea/types.ts';
import { buildPlace, type Place } from '../../writer/place.ts';
import { knownPlaceName } from '../../writer/place-names.ts';
import { cheerWordsAr, cheerWordsEn } from '../../writer/plots/cheer.ts';
import { checkDialect } from '../../writer/quality/dialect-checks.ts';
import { dialectGuide } from './dialect-guide.ts';

/** The parent's idea as the embedded writer understands it: the same situation, people, place and things. */
export function understandInput(input: WriterInput): UnderstoodIdea {
  return understandIdea(input.description ?? '', {
    characters: input.characters,
    location: input.location,
    ageGroup: input.ageGroup,
  });
}

/**
 * A word of the idea library in the story's dialect, as the gate will read it: Emirati with its ي
 * for ج (يديد), the way the embedded writer finishes its Emirati lines. A word the dialect checks
 * would refuse (فضولي reads as nosy) is not offered to the model at all.
 */
export function dialectWord(words: Words, dialect: SpokenDialect): string | undefined {
  const word = dialect === 'gulf_uae' ? withEmiratiYa(words[dialect]) : words[dialect];
  return checkDialect(word, dialect).length === 0 ? word : undefined;
}

/** "English "the cat"; Fusha «القِطَّةُ»; Egyptian «القطّة»": one thing in every language of the story. */
function inEveryLanguage(words: Words, dialect: SpokenDialect | undefined): string {
  const parts = [`English "${words.en}"`, `Fusha «${words.ar}»`];
  const spoken = dialect ? dialectWord(words, dialect) : undefined;
  if (dialect && spoken) parts.push(`${dialectGuide[dialect].short} «${spoken}»`);
  return parts.join('; ');
}

const ROLE_NOTES: Partial<Record<IdeaPerson['role'], string>> = {
  'baby-brother': 'a baby: cared for, never the one who gives advice',
  'baby-sister': 'a baby: cared for, never the one who gives advice',
  baby: 'a baby: cared for, never the one who gives advice',
  'baby-cousin': 'a baby: cared for, never the one who gives advice',
};

function describePerson(person: IdeaPerson, dialect: SpokenDialect | undefined): string {
  const notes = [
    person.role === 'pet'
      ? `a pet${person.species ? ` (${person.species})` : ''}`
      : person.role.replaceAll('-', ' '),
    person.gender ?? undefined,
    ROLE_NOTES[person.role],
    person.name ? `called ${person.name}` : undefined,
    person.character ? `this is the chosen character ${person.character}` : undefined,
  ].filter(Boolean);
  return `- ${notes.join(', ')}: ${inEveryLanguage(person.words, dialect)}`;
}

function describeIdeaPlace(place: IdeaPlace, dialect: SpokenDialect | undefined): string {
  if (place.words)
    return `- ${place.kind.replaceAll('-', ' ')}: ${inEveryLanguage(place.words, dialect)}`;
  return `- ${place.typed ?? place.kind}${place.typed ? ` (a ${place.kind} the writer does not know by name: keep its name, written in Arabic letters)` : ''}`;
}

/** The story's place in the words of every language, as the embedded writer calls it. */
export function storyPlace(input: WriterInput): { place: Place; ownName: boolean } {
  const dialect = spokenDialectOf(input.dialect) ?? 'egyptian';
  const place = buildPlace(input.location, dialect);
  const given = input.location.nameAr?.trim() ?? '';
  const ownName =
    /[\u0621-\u064A]/.test(given) || knownPlaceName(input.location.name, dialect) !== null;
  return { place, ownName };
}

/** How the Arabic and dialect texts call the story's place: its own name when it has one. */
export function placeLines(input: WriterInput): string[] {
  const dialect = spokenDialectOf(input.dialect);
  const { place, ownName } = storyPlace(input);
  const spoken = dialect ? `; in ${dialectGuide[dialect].short} «${place.dl}»` : '';
  const [nom, gen] = [completeVowels(place.ar.nom), completeVowels(place.ar.gen)];
  const cases = gen === nom ? '' : ` (after a preposition «${gen}»)`;
  if (!ownName) return [`In Arabic call the place «${nom}»${cases}${spoken}.`];
  return [
    `The place has its own Arabic name: «${nom}»${cases}${spoken}. ` +
      `Call it by this name in the Arabic${dialect ? ' and dialect' : ''} texts, never by a general word ("the city", "the beach") in its place. In English: ${place.enIn}.`,
  ];
}

/**
 * What the parent's idea is about, as plain facts the model can tell: the situation with its words
 * in every language, the idea's people, places, things and feeling, and for a sensitive situation
 * the rules of a gentle telling. Empty when the parent wrote no idea.
 */
export function ideaLines(input: WriterInput, idea: UnderstoodIdea): string[] {
  if (!input.description?.trim()) return [];
  const dialect = spokenDialectOf(input.dialect);
  const languages = dialect
    ? `English, Fusha and ${dialectGuide[dialect].short}`
    : 'English and Fusha';
  const lines = [
    '',
    "What the parent's idea is about (understood from it; tell it in your own words):",
  ];
  const entry = idea.entry;
  if (entry) {
    lines.push(
      `- The situation: ${entry.name.en} (${inEveryLanguage(entry.name, dialect)}). Tone: ${idea.tone.replace('-', ' ')}.`,
      `- Its key words: use them on at least two pages in every language (${languages}), as written here; a joined prefix (وَ، بِـ، لِـ) or another case ending is fine:`,
      ...entry.concept.map((words) => `  - ${inEveryLanguage(words, dialect)}`),
    );
  } else {
    lines.push(
      "- No known situation was recognised in it: build the plot from the idea's own people, places and things below, and from its words.",
    );
  }
  const child = idea.child?.character;
  if (child) lines.push(`- The child it is about is ${child}.`);
  if (idea.people.length > 0)
    lines.push(
      '- People of the idea (call them by these words, never "my …"):',
      ...idea.people.map((p) => `  ${describePerson(p, dialect)}`),
    );
  if (idea.places.length > 0)
    lines.push(
      '- Places it names:',
      ...idea.places.map((p) => `  ${describeIdeaPlace(p, dialect)}`),
    );
  if (idea.objects.length > 0)
    lines.push(
      '- Things it turns on:',
      ...idea.objects.map((o) => `  - ${inEveryLanguage(o.words, dialect)}`),
    );
  if (idea.feeling && idea.feelingWords)
    lines.push(`- The child's feeling: ${inEveryLanguage(idea.feelingWords, dialect)}.`);
  if (idea.sensitive) {
    lines.push(
      '',
      'This is a sensitive story (loss, illness or a family change). Tell it gently: honest and warm, with the feeling named and comforted; no cheering, beaming, laughing, dancing or jokes; no false promises (nobody comes back, nothing is magically undone).',
      `Do not use these words at all, in any language: ${cheerWordsEn.join(', ')}; ${cheerWordsAr.join('، ')}.`,
    );
  }
  return lines;
}

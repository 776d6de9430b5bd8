import { mapStoryTexts } from '../story-texts.ts';
import type {
  IllustratePageInput,
  StoryCharacterInput,
  WriterInput,
  WrittenStory,
} from '../types.ts';

const MARK = '[\\u064B-\\u0652\\u0670]*';
/** Stand-in names: everyday, so the model writes them naturally in every language, and not in the cast. */
const STAND_INS = {
  female: [
    { en: 'Layla', ar: 'ليلى' },
    { en: 'Salma', ar: 'سلمى' },
    { en: 'Mona', ar: 'منى' },
    { en: 'Huda', ar: 'هدى' },
  ],
  male: [
    { en: 'Omar', ar: 'عمر' },
    { en: 'Sami', ar: 'سامي' },
    { en: 'Karim', ar: 'كريم' },
    { en: 'Fadi', ar: 'فادي' },
  ],
} as const;

const bare = (text: string) =>
  text
    .replace(/[\u064B-\u0652\u0670]/g, '')
    .trim()
    .toLowerCase();
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An Arabic name as a whole word, its marks optional, after a clitic or not (وليلى، لِلَيْلى). */
const arabicWord = (plain: string) =>
  new RegExp(
    `(?<=^|[^\\p{L}\\u064B-\\u0652]|(?:^|[^\\p{L}\\u064B-\\u0652])[وفبلك]${MARK})${[...plain].map(escape).join(MARK)}${MARK}(?![\\p{L}])`,
    'gu',
  );

interface Swap {
  real: { en: string; ar: string };
  standIn: { en: string; ar: string };
}

/** A stand-in for each private character (a child profile), none of them a name the cast has. */
function standInsFor(characters: readonly StoryCharacterInput[]): Swap[] {
  const taken = new Set(
    characters.filter((c) => !c.private).flatMap((c) => [bare(c.name), bare(c.nameAr ?? '')]),
  );
  const swaps: Swap[] = [];
  for (const character of characters) {
    if (!character.private) continue;
    const standIn = STAND_INS[character.gender].find(
      (s) =>
        !taken.has(bare(s.en)) &&
        !taken.has(bare(s.ar)) &&
        !swaps.some((w) => w.standIn.en === s.en),
    );
    if (!standIn) throw new Error('No stand-in name is free for a private character');
    swaps.push({ real: { en: character.name, ar: character.nameAr ?? character.name }, standIn });
  }
  return swaps;
}

/** The cast as a cloud engine sees it: stand-in names, and no private mark. */
function hiddenCast(
  characters: readonly StoryCharacterInput[],
  swaps: readonly Swap[],
): StoryCharacterInput[] {
  return characters.map((character) => {
    const swap = swaps.find((s) => s.real.en === character.name);
    if (!character.private || !swap) return character;
    const { private: _private, ...rest } = character;
    return { ...rest, name: swap.standIn.en, nameAr: swap.standIn.ar };
  });
}

const hideIn = (text: string, swaps: readonly Swap[]) =>
  swaps.reduce(
    (out, { real, standIn }) =>
      out
        .replace(new RegExp(`\\b${escape(real.en)}\\b`, 'gi'), standIn.en)
        .replace(arabicWord(bare(real.ar)), standIn.ar),
    text,
  );

/**
 * A child's name never goes to a cloud engine: each private character (a child profile) is sent
 * under an everyday stand-in name no other character has, and the answer gets the real names back
 * in every language and in the pictures' descriptions.
 */
export function hidePrivateNames(input: WriterInput): {
  input: WriterInput;
  restore: (story: WrittenStory) => WrittenStory;
} {
  const swaps = standInsFor(input.characters);
  if (swaps.length === 0) return { input, restore: (story) => story };
  // The parent's idea may name the child too.
  const description =
    input.description === undefined ? undefined : hideIn(input.description, swaps);
  const hidden: WriterInput = {
    ...input,
    characters: hiddenCast(input.characters, swaps),
    ...(description !== undefined ? { description } : {}),
  };

  const back = (text: string) =>
    swaps.reduce(
      (out, { real, standIn }) =>
        out
          .replace(new RegExp(`\\b${escape(standIn.en)}\\b`, 'g'), real.en)
          .replace(arabicWord(standIn.ar), real.ar),
      text,
    );
  const restore = (story: WrittenStory): WrittenStory =>
    mapStoryTexts(story, back, { names: true });
  return { input: hidden, restore };
}

/** A page's picture request as a cloud illustrator sees it: the same stand-ins in the cast, the scene and who is on the page. */
export function hidePrivateNamesInPage(input: IllustratePageInput): IllustratePageInput {
  const swaps = standInsFor(input.characters);
  if (swaps.length === 0) return input;
  const onPage = (name: string) =>
    swaps.find((s) => s.real.en.toLowerCase() === name.toLowerCase())?.standIn.en ?? name;
  return {
    ...input,
    characters: hiddenCast(input.characters, swaps),
    scene: {
      ...input.scene,
      description: hideIn(input.scene.description, swaps),
      characters: input.scene.characters.map((c) => ({ ...c, name: onPage(c.name) })),
    },
  };
}

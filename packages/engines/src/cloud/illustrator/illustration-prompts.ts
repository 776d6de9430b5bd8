import type {
  IllustratePageInput,
  StoryCharacterInput,
  StoryLocationInput,
  TimeOfDay,
} from '../../types.ts';

/** One look for every picture of every story, so that pages, portraits and places belong together. */
const houseStyle =
  "Children's picture-book illustration, soft watercolour and gouache, warm gentle colours, rounded friendly shapes, calm bedtime atmosphere, " +
  'respectful of Arab and Gulf culture. No text, letters, numbers, logos or signatures anywhere in the picture.';

const light: Record<TimeOfDay, string> = {
  morning: 'fresh morning light',
  afternoon: 'warm afternoon light',
  sunset: 'golden sunset light with long soft shadows',
  night: 'soft night light under a moon and stars, cosy and not dark',
};

function humanLine(gender: 'male' | 'female', age: number | undefined): string {
  const female = gender === 'female';
  if (age === undefined) return `a ${gender} character`;
  const who =
    age < 13
      ? female
        ? 'girl'
        : 'boy'
      : age < 18
        ? female
          ? 'teenage girl'
          : 'teenage boy'
        : age < 60
          ? female
            ? 'woman'
            : 'man'
          : female
            ? 'elderly woman'
            : 'elderly man';
  return `a ${age}-year-old ${who}`;
}

/**
 * A character described the same way, word for word, in every prompt it appears in: image models
 * keep a character consistent across pages only as far as its description is.
 */
export function characterSheet(character: StoryCharacterInput): string {
  const what =
    character.type === 'human'
      ? humanLine(character.gender, character.age)
      : `a ${character.gender} ${character.species ?? (character.type === 'magical' ? 'magical creature' : 'animal')}`;
  const description = character.description.trim().replace(/[.!]*$/, '.');
  return `${character.name}: ${what}; ${description}`;
}

function placeLine(location: StoryLocationInput): string {
  return `${location.name} (${location.type}): ${location.description.trim()}`;
}

export function pagePrompt(input: IllustratePageInput): string {
  const shown = input.scene.characters.flatMap((onPage) => {
    const character = input.characters.find(
      (candidate) => candidate.name.toLowerCase() === onPage.name.toLowerCase(),
    );
    return character ? [`- ${characterSheet(character)} Pose: ${onPage.pose}.`] : [];
  });
  return [
    houseStyle,
    `Scene: ${input.scene.description}`,
    `Mood: ${input.scene.mood}; ${light[input.scene.timeOfDay]}.`,
    `Place: ${placeLine(input.location)}`,
    shown.length > 0
      ? `Characters, exactly as described and no one else:\n${shown.join('\n')}`
      : 'Nobody is in the picture.',
    // The picture is cropped to 4:3; the middle band is what survives every crop.
    'Wide landscape composition with the characters in the middle band of the picture.',
  ].join('\n');
}

export function portraitPrompt(character: StoryCharacterInput): string {
  return [
    houseStyle,
    `Portrait of one character, head and shoulders, centred, plain soft background:`,
    `- ${characterSheet(character)}`,
  ].join('\n');
}

export function placePrompt(location: StoryLocationInput): string {
  return [
    houseStyle,
    `The place on its own, with no people or animals: ${placeLine(location)}`,
    'Wide landscape composition, soft afternoon light.',
  ].join('\n');
}

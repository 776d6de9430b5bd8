import type { Region, StoryCharacterInput } from '../../types.ts';
import { createRandom, hashString } from '../core/hash.ts';
import { characterKind, type CharacterKind } from './character-kind.ts';
import { colourWords, type ColourPart } from './description-words.ts';
import { chosenTraits, humanTraits, type HumanTraits } from './human-traits.ts';
import {
  ANIMAL_BODIES,
  CHOSEN_CLOTHES,
  CHOSEN_SKIN,
  CLOTHES,
  EYES,
  GREY,
  HAIR,
  SCARVES,
  SKIN,
  THOBES,
} from './look-colours.ts';

/**
 * The colours of a character. For people: skin, hair, clothes (main), second garment or headscarf,
 * accent (shoes, trims), eyes. For animals and beings: body (skin), mane or feathers (hair),
 * accessory (main: scarf, saddle, collar), belly or wings (second), details (accent), eyes.
 */
export interface CharacterPalette {
  skin: string;
  hair: string;
  main: string;
  second: string;
  accent: string;
  eye: string;
}

export interface CharacterLook {
  kind: CharacterKind;
  gender: StoryCharacterInput['gender'];
  age: number;
  palette: CharacterPalette;
  human: HumanTraits;
  /** Spots, stripes or patches for animals; sparkles for magical ones. */
  pattern: 'none' | 'spots' | 'stripes' | 'patches';
  /** The hash every choice came from, to vary small details consistently (ids, freckles). */
  hash: number;
}

function colourFor(words: ReturnType<typeof colourWords>, part: ColourPart): string | undefined {
  return words.find((w) => w.part === part)?.colour;
}

/**
 * A character's look, from its identity only (name, type, gender, species, description) — never
 * from a page — so the same character is drawn the same on every page of every story.
 */
export function characterLook(
  character: StoryCharacterInput,
  region: Region | null = null,
): CharacterLook {
  const identity = [
    character.name.trim().toLowerCase(),
    character.type,
    character.gender,
    (character.species ?? '').trim().toLowerCase(),
    character.description.trim(),
  ].join('|');
  const hash = hashString(identity);
  const rng = createRandom(hash);
  const kind = characterKind(character);
  const words = colourWords(character.description);
  const loose = words.find((w) => !w.part)?.colour;
  const human =
    kind.kind === 'human'
      ? chosenTraits(humanTraits(rng, character, kind, region), character.look)
      : humanTraits(rng, character, kind, region);
  const stage = kind.kind === 'human' ? kind.stage : 'child';
  const bodyKey =
    kind.kind === 'animal' ? kind.species : kind.kind === 'being' ? kind.being : 'human';
  const bodies = ANIMAL_BODIES[bodyKey] ?? SKIN;
  const main = rng.pick(CLOTHES);
  let second = rng.pick(CLOTHES.filter((c) => c !== main));
  if (human.headwear === 'hijab') second = rng.pick(SCARVES);
  const palette: CharacterPalette = {
    skin: kind.kind === 'human' ? rng.pick(SKIN) : rng.pick(bodies),
    hair: stage === 'elder' ? rng.pick(GREY) : rng.pick(HAIR),
    main: human.outfit === 'thobe' && kind.kind === 'human' ? rng.pick(THOBES) : main,
    second,
    accent: rng.pick(CLOTHES.filter((c) => c !== main)),
    eye: rng.pick(EYES),
  };
  // What the description says wins over chance.
  if (kind.kind === 'human') {
    palette.main =
      colourFor(words, 'clothes') ?? loose ?? (human.outfit === 'coat' ? '#fbfbf8' : palette.main);
  } else {
    palette.skin = colourFor(words, 'body') ?? loose ?? palette.skin;
    palette.main = colourFor(words, 'clothes') ?? palette.main;
  }
  if (kind.kind === 'human' && character.look) {
    if (character.look.skinTone) palette.skin = CHOSEN_SKIN[character.look.skinTone];
    if (character.look.clothing) palette.main = CHOSEN_CLOTHES[character.look.clothing];
  }
  palette.hair = colourFor(words, 'hair') ?? palette.hair;
  palette.second = colourFor(words, 'headscarf') ?? palette.second;
  palette.eye = colourFor(words, 'eyes') ?? palette.eye;
  const age =
    character.age ??
    { baby: 1, toddler: 3, child: 7, preteen: 10, teen: 15, adult: 35, elder: 70 }[stage];
  return {
    kind,
    gender: character.gender,
    age,
    palette,
    human,
    pattern: rng.pick(['none', 'none', 'spots', 'stripes', 'patches'] as const),
    hash,
  };
}

/** The palette of a character: the same on every page it appears on. */
export function characterPalette(character: StoryCharacterInput): CharacterPalette {
  return characterLook(character).palette;
}

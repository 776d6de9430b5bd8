import type { CharacterLookChoice, Region, StoryCharacterInput } from '../../types.ts';
import { createRandom, hashString, type Random } from '../core/hash.ts';
import { characterKind, type CharacterKind } from './character-kind.ts';
import { colourWords, mentions, type ColourPart } from './description-words.ts';

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

export type HairStyle =
  'short' | 'spiky' | 'curly' | 'long' | 'bob' | 'ponytail' | 'braids' | 'bun' | 'bald';
export type Headwear = 'none' | 'hijab' | 'ghutra' | 'kufi';
export type Outfit = 'shirt' | 'dress' | 'abaya' | 'thobe' | 'coat' | 'onesie';

export interface HumanTraits {
  hair: HairStyle;
  headwear: Headwear;
  outfit: Outfit;
  glasses: boolean;
  beard: boolean;
  /** A red-checked shemagh instead of a white ghutra. */
  shemagh: boolean;
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

const SKIN = [
  '#f7d9c4',
  '#f0c6a4',
  '#e5b08a',
  '#d39a70',
  '#bd8258',
  '#9c6644',
  '#7c4f35',
  '#5e3a28',
];
const HAIR = ['#2b2220', '#3b2a22', '#4a3026', '#5c3a28', '#6e4630', '#8c4a2f', '#a86a3c'];
const GREY = ['#c9c4be', '#e4e0da', '#b5afa8'];
const EYES = ['#3b2a20', '#4a2f20', '#2f4a3a', '#36476b', '#5a3a22'];
const CLOTHES = [
  '#e85d5d',
  '#f2a541',
  '#4fa3d1',
  '#3d7dca',
  '#6cc3a0',
  '#2e9e8f',
  '#9b6bd3',
  '#e77fb3',
  '#f4c84a',
  '#7fb069',
  '#d9765f',
  '#5b6cc7',
  '#ff8a65',
  '#45b3a3',
];
/** The tones and colours a parent chooses from (`StoryCharacterInput.look`). */
const CHOSEN_SKIN = {
  light: '#f7d9c4',
  'medium-light': '#e5b08a',
  medium: '#d39a70',
  'medium-dark': '#9c6644',
  dark: '#5e3a28',
} as const;
const CHOSEN_CLOTHES = {
  blue: '#4fa3d1',
  green: '#6cc3a0',
  red: '#e85d5d',
  yellow: '#f4c84a',
  purple: '#9b6bd3',
} as const;
const THOBES = ['#f8f6f0', '#efe8d8', '#d6e4ee', '#dcd8cf', '#e8dcc4'];
const SCARVES = [
  '#b79ce0',
  '#f2a7b8',
  '#7fc8c0',
  '#f4c98a',
  '#9fbfe8',
  '#e8897a',
  '#c1d88a',
  '#d9a3d6',
];

/** Base body colours per species; one is chosen per character. */
const ANIMAL_BODIES: Record<string, readonly string[]> = {
  camel: ['#dcae6e', '#c9955a', '#e8c48e', '#b98552'],
  falcon: ['#9a6b45', '#7d5a3c', '#b08a5c', '#8c7a6a'],
  bird: ['#4fb3e8', '#7ccf6a', '#f2b134', '#e86a6a', '#f4f1ea'],
  cat: ['#f0a04b', '#9aa0a8', '#3d3a3e', '#f4ede2', '#d9b48c'],
  oryx: ['#f3efe6', '#efe6d6'],
  turtle: ['#7fc06a', '#8fbf5a', '#6fb38a'],
  lion: ['#e8b04a', '#dca048', '#f0c060'],
  horse: ['#f2eee8', '#a0663c', '#6b4a35', '#c0783f', '#3d3335', '#b8b4b0'],
  owl: ['#a9825c', '#c9a27a', '#8a7a6a', '#e9e2d6'],
  rabbit: ['#f4efe8', '#c9a888', '#9a9aa2', '#e8d6c0'],
  fish: ['#ff9a3c', '#4fb3e8', '#f4c430', '#ff7a9a', '#7ad6c0'],
  dog: ['#d9a86c', '#f2eadc', '#8a5a3c', '#3d3a3e', '#c9955a'],
  creature: ['#b98a6a', '#9ec8e8', '#f2b6c6', '#b4d98a', '#c9a8e8', '#f4d08a'],
  genie: ['#5fa8e8', '#45b3a3', '#8e7ad6', '#4f86d6'],
  dragon: ['#6cc36a', '#8e6ad6', '#f08a4b', '#4fb3c8', '#e8606a'],
  unicorn: ['#fbf7ff', '#fde8f2', '#eef4ff'],
  'star-fairy': SKIN,
  moon: ['#fff2b8', '#fbeec9', '#f6f0dc'],
  glow: ['#6fe0c4', '#ff9fd0', '#8fc4ff', '#ffd84d', '#b79cff', '#ffab6b'],
};

function humanTraits(
  rng: Random,
  character: StoryCharacterInput,
  kind: CharacterKind,
  region: Region | null,
): HumanTraits {
  const text = character.description;
  const stage = kind.kind === 'human' ? kind.stage : 'child';
  const female = character.gender === 'female';
  const grown = stage === 'adult' || stage === 'elder';
  let hair: HairStyle = female
    ? rng.pick(['long', 'ponytail', 'braids', 'curly', 'bun', 'bob'] as const)
    : rng.pick(['short', 'spiky', 'curly', 'short'] as const);
  if (!female && stage === 'elder' && rng.chance(0.5)) hair = 'bald';
  const styles: ReadonlyArray<readonly [HairStyle, readonly string[]]> = [
    ['curly', ['curly', 'curls', 'afro', 'مجعد', 'كيرلي']],
    ['braids', ['braid', 'braids', 'plaits', 'ضفيرة', 'ضفائر', 'جدائل']],
    ['ponytail', ['ponytail', 'ذيل حصان']],
    ['bun', ['bun', 'كعكة']],
    ['bald', ['bald', 'أصلع']],
    ['long', ['long hair', 'شعر طويل']],
    ['short', ['short hair', 'شعر قصير']],
  ];
  hair = styles.find(([, words]) => mentions(text, words))?.[0] ?? hair;
  const hijabChance = !female
    ? 0
    : stage === 'elder'
      ? 0.75
      : stage === 'adult'
        ? 0.6
        : stage === 'teen'
          ? 0.45
          : stage === 'preteen'
            ? 0.25
            : 0;
  const hijab =
    mentions(text, ['hijab', 'headscarf', 'حجاب', 'محجبة', 'طرحة']) ||
    (!mentions(text, ['hair', 'شعر']) && rng.chance(hijabChance));
  // Thobe, ghutra and abaya are the Gulf's: elsewhere people wear them only when described so.
  const gulf = region === null || region === 'gulf';
  const robeChance = !female && gulf ? (grown ? 0.6 : 0.3) : 0;
  const thobe =
    mentions(text, [
      'thobe',
      'kandura',
      'dishdasha',
      'jalabiya',
      'galabeya',
      'ثوب',
      'كندورة',
      'دشداشة',
      'جلابية',
    ]) || rng.chance(robeChance);
  const ghutra =
    mentions(text, ['ghutra', 'shemagh', 'keffiyeh', 'kufiya', 'غترة', 'شماغ', 'كوفية']) ||
    (!female && thobe && grown && rng.chance(gulf ? 0.7 : 0));
  const kufi = !female && !ghutra && (mentions(text, ['kufi', 'cap', 'طاقية']) || rng.chance(0.15));
  const headwear: Headwear = hijab ? 'hijab' : ghutra ? 'ghutra' : kufi ? 'kufi' : 'none';
  const coat =
    grown && mentions(text, ['white coat', 'doctor', 'dentist', 'nurse', 'طبيب', 'طبيبة', 'دكتور']);
  const outfit: Outfit =
    stage === 'baby'
      ? 'onesie'
      : coat
        ? 'coat'
        : female
          ? grown && hijab && rng.chance(gulf ? 0.5 : 0)
            ? 'abaya'
            : mentions(text, ['shirt', 'trousers', 'jeans', 'قميص', 'بنطال'])
              ? 'shirt'
              : rng.chance(0.8)
                ? 'dress'
                : 'shirt'
          : thobe
            ? 'thobe'
            : 'shirt';
  return {
    hair,
    headwear,
    outfit,
    glasses:
      mentions(text, ['glasses', 'spectacles', 'نظارة', 'نظارات']) ||
      rng.chance(stage === 'elder' ? 0.5 : grown ? 0.15 : 0.06),
    beard:
      !female &&
      (mentions(text, ['beard', 'لحية']) || (grown && rng.chance(stage === 'elder' ? 0.75 : 0.5))),
    shemagh: rng.chance(0.4),
  };
}

/** What the parent chose wins: hair, glasses, a headscarf (a child with one wears a shirt or dress under it, never a Gulf robe). */
function chosenTraits(traits: HumanTraits, choice: CharacterLookChoice | undefined): HumanTraits {
  if (!choice) return traits;
  const headwear: Headwear =
    choice.hijab === undefined
      ? traits.headwear
      : choice.hijab
        ? 'hijab'
        : traits.headwear === 'hijab'
          ? 'none'
          : traits.headwear;
  return {
    ...traits,
    hair: choice.hair ?? traits.hair,
    glasses: choice.glasses ?? traits.glasses,
    headwear,
  };
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

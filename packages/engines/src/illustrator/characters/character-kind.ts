import type { StoryCharacterInput } from '../../types.ts';

export const ANIMAL_SPECIES = [
  'camel',
  'falcon',
  'bird',
  'cat',
  'oryx',
  'turtle',
  'lion',
  'horse',
  'owl',
  'rabbit',
  'fish',
  'dog',
  'sheep',
  'creature',
] as const;
export const MAGICAL_BEINGS = [
  'genie',
  'dragon',
  'unicorn',
  'mermaid',
  'star-fairy',
  'moon',
  'glow',
] as const;

export type AnimalSpecies = (typeof ANIMAL_SPECIES)[number];
export type MagicalBeing = (typeof MAGICAL_BEINGS)[number];
export type LifeStage = 'baby' | 'toddler' | 'child' | 'preteen' | 'teen' | 'adult' | 'elder';

export type CharacterKind =
  | { kind: 'human'; stage: LifeStage }
  | { kind: 'animal'; species: AnimalSpecies; magical: boolean }
  | { kind: 'being'; being: MagicalBeing };

/** Words for each species, English and Arabic; 'creature' (a generic cute animal) has none. */
const ANIMAL_WORDS: ReadonlyArray<readonly [AnimalSpecies, RegExp]> = [
  ['camel', /\b(camels?|dromedar(y|ies)|calf)\b|جمل|ناقة|بعير|جمال/],
  ['falcon', /\b(falcons?|hawks?|eagles?|saker)\b|صقر|شاهين|نسر/],
  ['owl', /\b(owls?|owlets?)\b|بوم/],
  [
    'bird',
    /\b(birds?|parrots?|doves?|pigeons?|sparrows?|hoopoes?|robins?|canar(y|ies)|seagulls?|gulls?|flamingos?)\b|طائر|عصفور|ببغاء|حمامة|هدهد|طير/,
  ],
  ['cat', /\b(cats?|kittens?|kitty|kitties)\b|قطة|قطط|بسة|هرة|قطوة/],
  ['oryx', /\b(oryx|gazelles?|deer|antelopes?|ghazal)\b|مها|غزال|ظبي/],
  ['turtle', /\b(turtles?|tortoises?)\b|سلحفاة|سلحفا/],
  ['lion', /\b(lions?|lioness|cubs?|tigers?|leopards?|cheetahs?)\b|أسد|اسد|لبؤة|شبل|نمر|فهد/],
  ['horse', /\b(horses?|pon(y|ies)|foals?|mares?|stallions?|donkeys?)\b|حصان|فرس|مهر|حمار|خيل/],
  ['rabbit', /\b(rabbits?|bunn(y|ies)|hares?)\b|أرنب|ارنب/],
  ['fish', /\b(fish|fishes|goldfish|dolphins?|whales?|sharks?|seahorses?)\b|سمك|دلفين|حوت/],
  ['dog', /\b(dogs?|pupp(y|ies)|pups?|salukis?|hounds?)\b|كلب|جرو|سلوقي/],
  ['sheep', /\b(sheep|lambs?|ewes?|rams?)\b|خروف|خرفان|حمل صغير|نعجة|غنم/],
];

const BEING_WORDS: ReadonlyArray<readonly [MagicalBeing, RegExp]> = [
  // Fairy before genie: the Arabic for fairy (جنية) contains the word for genie (جني).
  ['mermaid', /\b(mermaids?|mermen|merman|sea maiden)\b|حورية/],
  ['star-fairy', /\b(fair(y|ies)|star[- ]fairy|sprites?|pixies?|stars?)\b|جنية|نجمة|نجم/],
  ['genie', /\b(genies?|djinn|jinn|jinni|genii)\b|جني|مارد/],
  ['dragon', /\b(dragons?|dragonet)\b|تنين/],
  ['unicorn', /\b(unicorns?|pegasus)\b|يونيكورن|حصان مجنح|وحيد القرن/],
  ['moon', /\b(moon|crescent)\b|قمر|هلال/],
];

/** A child by default; words like "grandmother" or "father" say more than a missing age. */
function stageFor(character: StoryCharacterInput): LifeStage {
  const age = character.age;
  if (age !== undefined && Number.isFinite(age)) {
    if (age < 3) return 'baby';
    if (age < 5) return 'toddler';
    if (age < 9) return 'child';
    if (age < 13) return 'preteen';
    if (age < 18) return 'teen';
    return age < 60 ? 'adult' : 'elder';
  }
  const text = `${character.name} ${character.description}`.toLowerCase();
  if (
    /\b(grand(mother|father|ma|pa|mama|papa)|granny|grandparent|teta|jaddah|jeddo|elderly|old man|old woman)\b|جدة|جدتي|جدي|تيتا|سيتي|عجوز/.test(
      text,
    )
  )
    return 'elder';
  if (
    /\b(mother|father|mum|mom|dad|uncle|aunt|auntie|teacher|fisherman|baker|captain|doctor|woman|man)\b|أمي|والد|عمي|خالي|عمة|خالة|معلم|معلمة/.test(
      text,
    )
  )
    return 'adult';
  if (/\b(baby|infant|newborn)\b|رضيع/.test(text)) return 'baby';
  if (/\b(toddler|little sister|little brother)\b|طفل صغير/.test(text)) return 'toddler';
  if (/\b(teen|teenager)\b|مراهق/.test(text)) return 'teen';
  return 'child';
}

function find<T>(table: ReadonlyArray<readonly [T, RegExp]>, text: string): T | undefined {
  return table.find(([, pattern]) => pattern.test(text))?.[0];
}

/**
 * What to draw for a character. The species word decides first (a "magical cat" is a cat with a
 * glow, a "dragon" typed as an animal is still a dragon); then the name and description; then the type.
 */
export function characterKind(character: StoryCharacterInput): CharacterKind {
  if (character.type === 'human') return { kind: 'human', stage: stageFor(character) };
  const species = (character.species ?? '').toLowerCase();
  const words = `${character.name} ${character.description}`.toLowerCase();
  const magical = character.type === 'magical';
  for (const text of [species, words]) {
    if (!text.trim()) continue;
    const fromSpecies = text === species;
    // In a description, "stars" and "moon" are usually scenery: only the species field, a fairy
    // word, or a magical type makes them the character.
    const scenery = (being: MagicalBeing) =>
      !fromSpecies &&
      ((being === 'star-fairy' && !/fair(y|ies)|sprite|pixie|جنية/.test(text)) ||
        (being === 'moon' && !magical));
    const being = BEING_WORDS.find(([name, pattern]) => pattern.test(text) && !scenery(name))?.[0];
    const animal = find(ANIMAL_WORDS, text);
    // An animal "who met a genie" is an animal; a magical being "with a cat" is the being.
    if (being && (magical || fromSpecies || !animal)) return { kind: 'being', being };
    if (animal) return { kind: 'animal', species: animal, magical };
  }
  return magical
    ? { kind: 'being', being: 'glow' }
    : { kind: 'animal', species: 'creature', magical: false };
}

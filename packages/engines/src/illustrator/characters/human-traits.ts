/**
 * What a person wears and how their hair is done, from their description, region and chance, and
 * what a parent chose.
 */
import type { CharacterLookChoice, Region, StoryCharacterInput } from '../../types.ts';
import type { Random } from '../core/hash.ts';
import type { CharacterKind } from './character-kind.ts';
import { mentions } from './description-words.ts';

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
  /** Described as a teacher: wears a lanyard with a name card. */
  teacher: boolean;
}

export function humanTraits(
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
      rng.chance(stage === 'elder' ? 0.65 : grown ? 0.15 : 0.06),
    beard:
      !female &&
      (mentions(text, ['beard', 'لحية']) || (grown && rng.chance(stage === 'elder' ? 0.75 : 0.5))),
    shemagh: rng.chance(0.4),
    teacher: grown && mentions(text, ['teacher', 'معلم', 'معلمة', 'مدرس', 'أستاذ', 'أستاذة']),
  };
}

/** What the parent chose wins: hair, glasses, a headscarf (a child with one wears a shirt or dress under it, never a Gulf robe). */
export function chosenTraits(
  traits: HumanTraits,
  choice: CharacterLookChoice | undefined,
): HumanTraits {
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

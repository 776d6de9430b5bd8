/** What a person wears and is, ordinary clothes or a genie's or a fairy's. */
import type { CharacterLook } from '../character-look.ts';
import type { Garment } from './outfit.ts';

/** What a person wears and is: ordinary clothes, or a genie's or a fairy's. */
export interface Costume {
  headwear: 'none' | 'hijab' | 'ghutra' | 'kufi' | 'turban' | 'tiara';
  garment: Garment;
  /** A genie has a wisp of smoke for legs. */
  lower: 'legs' | 'wisp' | 'tail';
  wings: boolean;
  wand: boolean;
  /** Hovers this far above the ground when upright (fairies). */
  float?: number;
}

export function costumeOf(look: CharacterLook): Costume {
  return {
    headwear: look.human.headwear,
    garment: look.human.outfit,
    lower: 'legs',
    wings: false,
    wand: false,
  };
}

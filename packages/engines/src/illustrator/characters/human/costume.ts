/** What a person wears and is, ordinary clothes or a genie's or a fairy's. */
import type { CharacterLook } from '../character-look.ts';
import { KNITS } from '../look-colours.ts';
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
  /** A grandparent's open cardigan over the dress or shirt: its wool colour. */
  cardigan?: string;
  /** A teacher's lanyard and name card. */
  lanyard?: boolean;
}

export function costumeOf(look: CharacterLook): Costume {
  const garment = look.human.outfit;
  const elder = look.kind.kind === 'human' && look.kind.stage === 'elder';
  // A grandparent wears a soft cardigan over a dress or a shirt (a robe or a white coat stays as it is).
  const wool = KNITS.filter((c) => c !== look.palette.main);
  const cardigan =
    elder && (garment === 'dress' || garment === 'shirt')
      ? wool[look.hash % wool.length]
      : undefined;
  return {
    headwear: look.human.headwear,
    garment,
    lower: 'legs',
    wings: false,
    wand: false,
    ...(cardigan ? { cardigan } : {}),
    ...(look.human.teacher ? { lanyard: true } : {}),
  };
}

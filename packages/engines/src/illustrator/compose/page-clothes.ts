/** Clothes for a page's grown-ups that tell them apart from the story's cast and from each other. */
import type { Region, StoryCharacterInput } from '../../types.ts';
import { characterLook, type CharacterPalette } from '../characters/character-look.ts';
import { CLOTHES, SCARVES } from '../characters/look-colours.ts';
import { distance } from '../core/color.ts';

/** Colours closer than this read as the same at a glance (two blues, two pinks). */
const ALIKE = 70;

export type Clothes = Partial<Pick<CharacterPalette, 'main' | 'second'>>;

/** The first of `choices`, from `from` on, that is like none of `worn`; `from` if it already is. */
function unlike(from: string, worn: readonly string[], choices: readonly string[]): string {
  const near = (c: string) => worn.some((w) => distance(w, c) < ALIKE);
  if (!near(from)) return from;
  const start = Math.max(0, choices.indexOf(from));
  for (let k = 1; k <= choices.length; k++) {
    const c = choices[(start + k) % choices.length]!;
    if (!near(c)) return c;
  }
  return from;
}

/**
 * For each of the page's people (in order), the clothes and headscarf colours that differ from
 * what the story's cast and the people before them wear; undefined where their own already do.
 * The cast keep their colours on every page; a white coat stays white.
 */
export function pageClothes(
  cast: readonly StoryCharacterInput[],
  people: readonly StoryCharacterInput[],
  region: Region | null,
): Array<Clothes | undefined> {
  const mains: string[] = [];
  const scarves: string[] = [];
  const wear = (c: StoryCharacterInput, clothes?: Clothes) => {
    const look = characterLook(c, region);
    if (look.kind.kind !== 'human') return;
    mains.push(clothes?.main ?? look.palette.main);
    if (look.human.headwear === 'hijab') scarves.push(clothes?.second ?? look.palette.second);
  };
  for (const c of cast) wear(c);
  return people.map((person) => {
    const look = characterLook(person, region);
    if (look.kind.kind !== 'human' || look.human.outfit === 'coat') {
      wear(person);
      return undefined;
    }
    const main = unlike(look.palette.main, mains, CLOTHES);
    const second =
      look.human.headwear === 'hijab' ? unlike(look.palette.second, scarves, SCARVES) : undefined;
    const clothes: Clothes = {
      ...(main !== look.palette.main ? { main } : {}),
      ...(second && second !== look.palette.second ? { second } : {}),
    };
    wear(person, clothes);
    return Object.keys(clothes).length ? clothes : undefined;
  });
}

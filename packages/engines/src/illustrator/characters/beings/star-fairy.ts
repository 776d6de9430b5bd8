import type { CharacterLook } from '../character-look.ts';
import type { DrawContext, Figure } from '../figure.ts';
import { drawHuman } from '../human/draw-human.ts';
import { halo, twinkles } from './halo.ts';

/** A star fairy: a child with gauzy wings, a star tiara and a star wand, hovering in a golden glow. */
export function drawStarFairy(look: CharacterLook, ctx: DrawContext): Figure {
  const fairy: CharacterLook = {
    ...look,
    human: { ...look.human, headwear: 'none', glasses: false },
  };
  const figure = drawHuman(fairy, ctx, {
    headwear: 'tiara',
    garment: 'dress',
    lower: 'legs',
    wings: true,
    wand: true,
    float: 40,
  });
  const glow = halo(ctx.id, 0, -figure.top * 0.55, figure.top * 0.75, '#fff0a0', 0.6);
  const sparkle = twinkles([
    [figure.right, -figure.top * 0.8, 8],
    [figure.left + 4, -figure.top * 0.6, 7],
    [figure.left + 10, -figure.top * 0.25, 6],
    [figure.right - 6, -figure.top * 0.35, 5],
  ]);
  return { ...figure, svg: glow + figure.svg + sparkle };
}

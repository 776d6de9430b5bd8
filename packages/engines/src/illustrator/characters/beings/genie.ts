import type { CharacterLook } from '../character-look.ts';
import type { DrawContext, Figure } from '../figure.ts';
import { drawHuman } from '../human/draw-human.ts';
import { halo, twinkles } from './halo.ts';

/** A genie rising in a wisp of smoke from a golden lamp: blue skin, a turban with a jewel, a vest and gold bracelets. */
export function drawGenie(look: CharacterLook, ctx: DrawContext): Figure {
  const figure = drawHuman(look, ctx, {
    headwear: 'turban',
    garment: 'vest',
    lower: 'wisp',
    wings: false,
    wand: false,
  });
  const glow = halo(ctx.id, 0, -figure.top * 0.55 - figure.lift, figure.top * 0.6, '#bfe8ff', 0.35);
  const sparkle = twinkles([
    [figure.right - 10, -figure.top * 0.7, 9],
    [figure.left + 14, -figure.top * 0.45, 7],
    [figure.right - 30, -figure.top * 0.2, 6],
  ]);
  return { ...figure, svg: glow + figure.svg + sparkle };
}

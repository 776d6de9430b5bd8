import type { CharacterLook } from '../character-look.ts';
import type { DrawContext, Figure } from '../figure.ts';
import { drawHorse } from '../animals/horse.ts';
import { halo, twinkles } from './halo.ts';

/** A unicorn: a pale horse with a golden horn, a rainbow mane, a shimmer around it. */
export function drawUnicorn(look: CharacterLook, ctx: DrawContext): Figure {
  const figure = drawHorse(look, ctx, { unicorn: true });
  const glow = halo(ctx.id, 0, -figure.top * 0.5, figure.top * 0.85, '#ffe6fb', 0.55);
  const sparkle = twinkles([
    [figure.left + 10, -figure.top * 0.8, 8],
    [figure.right - 4, -figure.top * 0.95, 9],
    [figure.left + 30, -figure.top * 0.3, 6],
  ]);
  return { ...figure, svg: glow + figure.svg + sparkle };
}

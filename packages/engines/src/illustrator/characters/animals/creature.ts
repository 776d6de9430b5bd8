import { darken } from '../../core/color.ts';
import { circle } from '../../core/svg.ts';
import type { CharacterLook } from '../character-look.ts';
import type { DrawContext, Figure } from '../figure.ts';
import { bodyMarks, drawQuadruped, EDGE } from './quadruped.ts';
import { roundHead } from './round-head.ts';

/** Any other animal: a round, teddy-like little beast with round ears and a bobble tail. */
export function drawCreature(look: CharacterLook, ctx: DrawContext): Figure {
  const { skin: fur, main, accent } = look.palette;
  const rx = 42;
  const ry = 32;
  return drawQuadruped(
    {
      rx,
      ry,
      legLength: 22,
      legWidth: 15,
      body: fur,
      leg: fur,
      hoof: darken(fur, 0.15),
      neck: { x: 4, y: -26, width: 0 },
      headSize: 38,
      crown: 10,
      head(x, y, { eyes }) {
        return roundHead(x, y, { r: 36, fur, ears: 'round', mood: ctx.mood, eyes, inner: main });
      },
      tail(x, y) {
        return circle(x + 2, y, 11, fur, EDGE);
      },
      back(bodyY) {
        return look.pattern === 'spots' ? bodyMarks('spots', bodyY, rx, ry, darken(fur, 0.15)) : '';
      },
    },
    ctx,
    accent,
  );
}

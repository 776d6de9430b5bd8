import { darken } from '../../core/color.ts';
import { n, path } from '../../core/svg.ts';
import type { CharacterLook } from '../character-look.ts';
import type { DrawContext, Figure } from '../figure.ts';
import { bodyMarks, drawQuadruped, outlinedStroke } from './quadruped.ts';
import { roundHead } from './round-head.ts';

/** A puppy with floppy ears, a wagging tail and a collar. */
export function drawDog(look: CharacterLook, ctx: DrawContext): Figure {
  const { skin: fur, main, accent } = look.palette;
  const rx = 46;
  const ry = 27;
  return drawQuadruped(
    {
      rx,
      ry,
      legLength: 34,
      legWidth: 13,
      body: fur,
      leg: fur,
      hoof: fur,
      neck: { x: 8, y: -24, width: 0 },
      headSize: 34,
      head(x, y, { eyes }) {
        return (
          roundHead(x, y, { r: 32, fur, ears: 'floppy', mood: ctx.mood, eyes }) +
          path(
            `M${n(x - 24)} ${n(y + 28)}Q${n(x)} ${n(y + 40)} ${n(x + 24)} ${n(y + 28)}`,
            'none',
            ` stroke="${main}" stroke-width="7" stroke-linecap="round"`,
          )
        );
      },
      tail(x, y) {
        return outlinedStroke(`M${n(x + 6)} ${n(y)}q-22 -4 -22 -34`, fur, 7);
      },
      back(bodyY) {
        return look.pattern === 'spots' || look.pattern === 'patches'
          ? bodyMarks(look.pattern, bodyY, rx, ry, darken(fur, 0.3))
          : '';
      },
    },
    ctx,
    accent,
  );
}

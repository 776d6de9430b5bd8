import { darken, lighten } from '../../core/color.ts';
import { circle, n, path } from '../../core/svg.ts';
import type { CharacterLook } from '../character-look.ts';
import type { DrawContext, Figure } from '../figure.ts';
import { bodyMarks, drawQuadruped, EDGE, outlinedStroke } from './quadruped.ts';
import { roundHead } from './round-head.ts';

/** A cat: pointed ears, whiskers, a tail curled up like a question mark, stripes or patches. */
export function drawCat(look: CharacterLook, ctx: DrawContext): Figure {
  const { skin: fur, main, accent } = look.palette;
  const rx = 40;
  const ry = 23;
  const marks = fur === '#3d3a3e' || fur === '#3a3236' ? lighten(fur, 0.25) : darken(fur, 0.22);
  return drawQuadruped(
    {
      rx,
      ry,
      legLength: 28,
      legWidth: 11,
      body: fur,
      leg: fur,
      hoof: fur,
      neck: { x: 6, y: -22, width: 0 },
      headSize: 32,
      crown: 14,
      head(x, y, { eyes }) {
        // A collar with a little bell.
        return (
          roundHead(x, y, {
            r: 30,
            fur,
            ears: 'pointed',
            mood: ctx.mood,
            eyes,
            whiskers: true,
            lashes: look.gender === 'female',
          }) +
          path(
            `M${n(x - 20)} ${n(y + 27)}Q${n(x)} ${n(y + 36)} ${n(x + 20)} ${n(y + 27)}`,
            'none',
            ` stroke="${main}" stroke-width="6" stroke-linecap="round"`,
          ) +
          circle(x, y + 36, 5, '#f2c14e', EDGE)
        );
      },
      tail(x, y) {
        return outlinedStroke(`M${n(x + 6)} ${n(y)}q-26 -6 -20 -44q4 -14 14 -8`, fur, 8);
      },
      back(bodyY) {
        return look.pattern === 'none' ? '' : bodyMarks(look.pattern, bodyY, rx, ry, marks);
      },
    },
    ctx,
    accent,
  );
}

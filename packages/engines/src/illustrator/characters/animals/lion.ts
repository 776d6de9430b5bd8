import { darken } from '../../core/color.ts';
import { ellipse, n, path } from '../../core/svg.ts';
import type { CharacterLook } from '../character-look.ts';
import type { DrawContext, Figure } from '../figure.ts';
import { drawQuadruped, EDGE } from './quadruped.ts';
import { roundHead } from './round-head.ts';

/** A lion cub or a gentle lion: a big round mane (lionesses have none), a tufted tail. */
export function drawLion(look: CharacterLook, ctx: DrawContext): Figure {
  const { skin: fur, hair, main, accent } = look.palette;
  const mane = look.gender === 'male' ? darken(fur === hair ? fur : '#c8742e', 0.05) : undefined;
  return drawQuadruped(
    {
      rx: 58,
      ry: 34,
      legLength: 46,
      legWidth: 17,
      body: fur,
      leg: fur,
      hoof: fur,
      neck: { x: 14, y: -30, width: 0 },
      headSize: 48,
      crown: 12,
      head(x, y, { eyes }) {
        // A neckerchief, knotted at the front.
        return (
          roundHead(x, y, {
            r: 38,
            fur,
            ears: 'round',
            mood: ctx.mood,
            eyes,
            inner: darken(fur, 0.1),
            ...(mane ? { mane } : {}),
            lashes: look.gender === 'female',
          }) +
          path(
            `M${n(x - 26)} ${n(y + 40)}Q${n(x)} ${n(y + 50)} ${n(x + 26)} ${n(y + 40)}L${n(x + 4)} ${n(y + 68)}Z`,
            main,
            EDGE,
          )
        );
      },
      tail(x, y) {
        return (
          path(
            `M${n(x + 4)} ${n(y)}q-30 -10 -30 -40`,
            'none',
            ` stroke="#3b2a2e" stroke-width="11" stroke-linecap="round"`,
          ) +
          path(
            `M${n(x + 4)} ${n(y)}q-30 -10 -30 -40`,
            'none',
            ` stroke="${fur}" stroke-width="5" stroke-linecap="round"`,
          ) +
          ellipse(x - 26, y - 44, 8, 11, mane ?? darken(fur, 0.3), EDGE)
        );
      },
    },
    ctx,
    accent,
  );
}

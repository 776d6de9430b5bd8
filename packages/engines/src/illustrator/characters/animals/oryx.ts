import { darken } from '../../core/color.ts';
import { circle, ellipse, n, path } from '../../core/svg.ts';
import type { CharacterLook } from '../character-look.ts';
import { drawProfileFace } from '../face.ts';
import type { DrawContext, Figure } from '../figure.ts';
import { drawQuadruped, EDGE } from './quadruped.ts';

/** An Arabian oryx: white coat, dark face markings and long straight horns swept back. */
export function drawOryx(look: CharacterLook, ctx: DrawContext): Figure {
  const { skin: body, main, accent } = look.palette;
  const dark = '#5a4a46';
  return drawQuadruped(
    {
      rx: 56,
      ry: 32,
      legLength: 76,
      legWidth: 10,
      body,
      leg: body,
      hoof: dark,
      neck: { x: 22, y: -52, width: 20 },
      headSize: 26,
      crown: 70,
      head(x, y, { eyes }) {
        let out = path(
          `M${n(x - 6)} ${n(y - 16)}L${n(x - 46)} ${n(y - 86)}L${n(x - 40)} ${n(y - 88)}L${n(x + 2)} ${n(y - 18)}Z`,
          dark,
          EDGE,
        );
        out += path(
          `M${n(x + 2)} ${n(y - 18)}L${n(x - 30)} ${n(y - 90)}L${n(x - 24)} ${n(y - 91)}L${n(x + 10)} ${n(y - 18)}Z`,
          dark,
          EDGE,
        );
        out += ellipse(
          x - 8,
          y - 14,
          6,
          10,
          body,
          EDGE + ` transform="rotate(-40 ${n(x - 8)} ${n(y - 14)})"`,
        );
        out += ellipse(
          x + 4,
          y,
          24,
          18,
          body,
          EDGE + ` transform="rotate(22 ${n(x + 4)} ${n(y)})"`,
        );
        out += path(
          `M${n(x - 4)} ${n(y - 14)}Q${n(x + 10)} ${n(y + 4)} ${n(x + 22)} ${n(y + 14)}`,
          'none',
          ` stroke="${dark}" stroke-width="7" stroke-linecap="round" opacity="0.8"`,
        );
        out += circle(x + 24, y + 10, 2.2, dark);
        return (
          out +
          drawProfileFace({
            eyeX: x - 2,
            eyeY: y - 3,
            size: 5.5,
            mouthX: x + 22,
            mouthY: y + 18,
            mood: ctx.mood,
            eyes,
            lashes: true,
          })
        );
      },
      tail(x, y) {
        return path(
          `M${n(x + 4)} ${n(y)}q-12 10 -10 30`,
          'none',
          ` stroke="${dark}" stroke-width="6" stroke-linecap="round"`,
        );
      },
      back(bodyY) {
        // The dark flank line and a little scarf.
        return (
          path(
            `M${n(-40)} ${n(bodyY + 14)}Q0 ${n(bodyY + 24)} ${n(40)} ${n(bodyY + 14)}`,
            'none',
            ` stroke="${darken(body, 0.25)}" stroke-width="4" stroke-linecap="round"`,
          ) + path(`M${n(30)} ${n(bodyY - 28)}q16 8 24 -2l4 10q-14 10 -30 2Z`, main, EDGE)
        );
      },
    },
    ctx,
    accent,
  );
}

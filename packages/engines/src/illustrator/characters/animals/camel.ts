import { darken, lighten } from '../../core/color.ts';
import { circle, ellipse, n, path, stroke, OUTLINE } from '../../core/svg.ts';
import type { CharacterLook } from '../character-look.ts';
import { drawProfileFace } from '../face.ts';
import type { DrawContext, Figure } from '../figure.ts';
import { drawQuadruped, EDGE } from './quadruped.ts';

/** A friendly dromedary: one hump under a bright saddle blanket, long curved neck, sleepy lashes. */
export function drawCamel(look: CharacterLook, ctx: DrawContext): Figure {
  const { skin: body, main, accent } = look.palette;
  const rx = 76;
  const ry = 42;
  return drawQuadruped(
    {
      rx,
      ry,
      legLength: 88,
      legWidth: 15,
      body,
      leg: body,
      hoof: darken(body, 0.35),
      neck: { x: 34, y: -88, width: 24 },
      headSize: 34,
      crown: 10,
      head(x, y, { eyes }) {
        let out = ellipse(
          x - 18,
          y - 22,
          7,
          11,
          body,
          EDGE + ` transform="rotate(-20 ${n(x - 18)} ${n(y - 22)})"`,
        );
        out += ellipse(x, y, 32, 23, body, EDGE);
        out += ellipse(x + 26, y + 6, 18, 15, lighten(body, 0.15), EDGE);
        out += circle(x + 36, y + 2, 2.5, darken(body, 0.5));
        return (
          out +
          drawProfileFace({
            eyeX: x - 2,
            eyeY: y - 5,
            size: 6.5,
            mouthX: x + 36,
            mouthY: y + 14,
            mood: ctx.mood,
            eyes,
            lashes: true,
          })
        );
      },
      tail(x, y) {
        return (
          path(`M${n(x + 4)} ${n(y)}q-14 20 -8 46`, 'none', stroke(OUTLINE, 9)) +
          path(`M${n(x + 4)} ${n(y)}q-14 20 -8 46`, 'none', stroke(body, 4)) +
          ellipse(x - 4, y + 48, 6, 9, darken(body, 0.3), EDGE)
        );
      },
      back(bodyY) {
        // The hump, then a saddle blanket with tassels.
        let out = path(
          `M${n(-rx * 0.55)} ${n(bodyY - ry * 0.7)}Q${n(-rx * 0.2)} ${n(bodyY - ry * 2.05)} ${n(rx * 0.35)} ${n(bodyY - ry * 0.75)}Z`,
          body,
          EDGE,
        );
        out += path(
          `M${n(-rx * 0.5)} ${n(bodyY - ry * 0.95)}Q${n(-rx * 0.12)} ${n(bodyY - ry * 1.25)} ${n(rx * 0.3)} ${n(bodyY - ry * 0.95)}L${n(rx * 0.35)} ${n(bodyY + ry * 0.1)}Q${n(-rx * 0.1)} ${n(bodyY + ry * 0.25)} ${n(-rx * 0.55)} ${n(bodyY + ry * 0.1)}Z`,
          main,
          EDGE,
        );
        out += path(
          `M${n(-rx * 0.5)} ${n(bodyY - ry * 0.25)}Q${n(-rx * 0.1)} ${n(bodyY - ry * 0.05)} ${n(rx * 0.32)} ${n(bodyY - ry * 0.25)}`,
          'none',
          ` stroke="${accent}" stroke-width="5" stroke-dasharray="8 5"`,
        );
        for (const t of [-0.5, -0.25, 0, 0.25])
          out += circle(t * rx + rx * 0.05, bodyY + ry * 0.25, 5, accent, EDGE);
        return out;
      },
    },
    ctx,
    accent,
  );
}

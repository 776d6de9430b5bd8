import { darken, lighten } from '../../core/color.ts';
import { circle, ellipse, limb, n, path, type Point } from '../../core/svg.ts';
import type { CharacterLook } from '../character-look.ts';
import { drawProfileFace } from '../face.ts';
import type { DrawContext, Figure } from '../figure.ts';
import { bodyMarks, drawQuadruped, EDGE } from './quadruped.ts';

export interface HorseExtras {
  /** A unicorn's horn and rainbow mane. */
  unicorn?: boolean;
}

const RAINBOW = ['#ff8fab', '#ffd166', '#8fe3a8', '#8fc8ff', '#c9a0ff'];

/** A horse (an Arabian, with a flowing mane) — and, with a horn, a unicorn. */
export function drawHorse(look: CharacterLook, ctx: DrawContext, extras: HorseExtras = {}): Figure {
  const { skin: body, hair, main, accent } = look.palette;
  const rx = 70;
  const ry = 38;
  const mane = extras.unicorn ? RAINBOW : [hair === body ? darken(body, 0.4) : hair];
  const strands = (points: Point[], width: number) =>
    mane
      .map((color, i) =>
        limb(
          points.map(([x, y]) => [x - i * 4, y + i * 3] as Point),
          width,
          color,
          darken(color, 0.3),
          2,
        ),
      )
      .join('');
  return drawQuadruped(
    {
      rx,
      ry,
      legLength: 84,
      legWidth: 14,
      body,
      leg: body,
      hoof: extras.unicorn ? '#f2c14e' : darken(body, 0.45),
      neck: { x: 30, y: -70, width: 30 },
      headSize: 34,
      crown: extras.unicorn ? 40 : 12,
      ...(extras.unicorn ? { flies: 110 } : {}),
      head(x, y, { eyes }) {
        let out = strands(
          [
            [x - 10, y - 26],
            [x - 30, y - 4],
            [x - 44, y + 30],
          ],
          12,
        );
        out += path(`M${n(x - 12)} ${n(y - 20)}l-4 -18l14 10Z`, body, EDGE);
        out += ellipse(x, y, 28, 22, body, EDGE + ` transform="rotate(18 ${n(x)} ${n(y)})"`);
        out += ellipse(x + 24, y + 12, 17, 14, lighten(body, 0.12), EDGE);
        out += circle(x + 32, y + 8, 2.5, darken(body, 0.5));
        if (extras.unicorn)
          out +=
            path(
              `M${n(x - 2)} ${n(y - 20)}L${n(x + 8)} ${n(y - 62)}L${n(x + 12)} ${n(y - 18)}Z`,
              '#ffd84d',
              EDGE,
            ) +
            path(
              `M${n(x + 1)} ${n(y - 32)}l9 -3M${n(x + 4)} ${n(y - 44)}l6 -2`,
              'none',
              ' stroke="#d9a520" stroke-width="2.5"',
            );
        return (
          out +
          drawProfileFace({
            eyeX: x - 2,
            eyeY: y - 4,
            size: 6.5,
            mouthX: x + 32,
            mouthY: y + 20,
            mood: ctx.mood,
            eyes,
            lashes: look.gender === 'female' || extras.unicorn,
          })
        );
      },
      tail(x, y) {
        return strands(
          [
            [x + 6, y - 4],
            [x - 22, y + 10],
            [x - 26, y + 56],
          ],
          14,
        );
      },
      back(bodyY) {
        let out =
          look.pattern === 'patches' && !extras.unicorn
            ? bodyMarks('patches', bodyY, rx, ry, lighten(body, 0.55))
            : '';
        // A bright saddle cloth.
        out += path(
          `M${n(-rx * 0.3)} ${n(bodyY - ry * 0.98)}H${n(rx * 0.25)}V${n(bodyY + ry * 0.2)}Q${n(0)} ${n(bodyY + ry * 0.35)} ${n(-rx * 0.3)} ${n(bodyY + ry * 0.2)}Z`,
          main,
          EDGE,
        );
        return (
          out +
          path(
            `M${n(-rx * 0.26)} ${n(bodyY + ry * 0.05)}H${n(rx * 0.2)}`,
            'none',
            ` stroke="${accent}" stroke-width="5" stroke-dasharray="7 5"`,
          )
        );
      },
    },
    ctx,
    accent,
  );
}

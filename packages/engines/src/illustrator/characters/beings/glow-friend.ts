import { darken, lighten } from '../../core/color.ts';
import { circle, n, path, smooth } from '../../core/svg.ts';
import type { CharacterLook } from '../character-look.ts';
import { drawFace } from '../face.ts';
import type { DrawContext, Figure } from '../figure.ts';
import { finishPose } from '../finish-pose.ts';
import { book } from '../pose-props.ts';
import { POSE_SHAPES } from '../pose-shape.ts';
import { EDGE } from '../animals/quadruped.ts';
import { halo, twinkles } from './halo.ts';
import { stubbyArms } from './stubby-arms.ts';

/** Any other magical being: a soft, glowing spirit shaped like a drop, with an antenna light and tiny arms. */
export function drawGlowFriend(look: CharacterLook, ctx: DrawContext): Figure {
  const { skin, main, accent } = look.palette;
  const shape = POSE_SHAPES[ctx.pose];
  const cy = -70;
  const eyes = ctx.pose === 'sleeping' ? 'closed' : shape.eyes;
  let out = halo(ctx.id, 0, cy, 120, lighten(skin, 0.3), 0.7);
  out +=
    path(
      `M0 ${n(cy - 56)}q10 -30 26 -34`,
      'none',
      ` stroke="${darken(skin, 0.3)}" stroke-width="4" stroke-linecap="round"`,
    ) + circle(27, cy - 92, 9, main, EDGE);
  const arms = stubbyArms(
    shape,
    [
      [-40, cy + 6],
      [40, cy + 6],
    ],
    46,
    12,
    skin,
  );
  const body = smooth([
    [0, cy - 60],
    [36, cy - 40],
    [50, cy + 10],
    [40, cy + 50],
    [0, cy + 62],
    [-40, cy + 50],
    [-50, cy + 10],
    [-36, cy - 40],
  ]);
  out +=
    path(body, skin, EDGE) +
    path(
      `M-24 ${n(cy - 34)}q10 -12 26 -14`,
      'none',
      ' stroke="#ffffff" stroke-width="6" stroke-linecap="round" opacity="0.7"',
    );
  out += drawFace({ x: 0, y: cy - 4, r: 42, mood: ctx.mood, eyes, spread: 0.4, eyeSize: 1.2 });
  out += arms.svg;
  if (ctx.pose === 'reading')
    out += book((arms.front[0] + arms.back[0]) / 2, arms.front[1] - 18, 52, accent);
  out += twinkles([
    [62, cy - 50, 8],
    [-66, cy - 20, 6],
    [58, cy + 40, 5],
  ]);
  return finishPose(out, { left: -98, right: 98, top: -cy + 104 }, ctx, {
    head: [0, cy - 60],
    hand: arms.front,
    waterline: cy + 20,
    accent,
    flies: 90,
    holdsBook: true,
    hover: 26,
  });
}

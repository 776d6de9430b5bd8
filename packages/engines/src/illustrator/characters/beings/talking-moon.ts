import { darken, lighten } from '../../core/color.ts';
import { circle, n, path } from '../../core/svg.ts';
import type { CharacterLook } from '../character-look.ts';
import { drawFace } from '../face.ts';
import type { DrawContext, Figure } from '../figure.ts';
import { finishPose } from '../finish-pose.ts';
import { book } from '../pose-props.ts';
import { POSE_SHAPES } from '../pose-shape.ts';
import { EDGE } from '../animals/quadruped.ts';
import { halo, twinkles } from './halo.ts';
import { stubbyArms } from './stubby-arms.ts';

/** The talking moon: a round glowing face with craters, a drooping nightcap, and little mitten arms. */
export function drawTalkingMoon(look: CharacterLook, ctx: DrawContext): Figure {
  const { skin, main, accent } = look.palette;
  // A deep blue sleeping cap with stars: bedtime, whatever the moon's other colours.
  const cap = '#4f5fc0';
  const shape = POSE_SHAPES[ctx.pose];
  const r = 68;
  const cy = -r - 24;
  const eyes = shape.eyes === 'closed' || ctx.pose === 'sleeping' ? 'closed' : shape.eyes;
  let out = halo(ctx.id, 0, cy, r * 2, '#fff6c8', 0.6);
  const arms = stubbyArms(
    shape,
    [
      [-r * 0.9, cy + r * 0.15],
      [r * 0.9, cy + r * 0.15],
    ],
    62,
    14,
    lighten(skin, 0.1),
  );
  out += circle(0, cy, r, skin, EDGE);
  for (const [x, y, s] of [
    [-0.45, -0.35, 0.16],
    [0.5, -0.1, 0.11],
    [-0.2, 0.55, 0.1],
    [0.55, 0.45, 0.08],
  ] as const)
    out += circle(
      x * r,
      cy + y * r,
      s * r,
      darken(skin, 0.08),
      ` stroke="${darken(skin, 0.16)}" stroke-width="2"`,
    );
  out += drawFace({
    x: 0,
    y: cy + r * 0.05,
    r: r * 0.8,
    mood: ctx.mood,
    eyes,
    spread: 0.38,
    eyeSize: 1.1,
  });
  // Nightcap, drooping to one side with a pompom.
  out += path(
    `M${n(-r * 0.8)} ${n(cy - r * 0.55)}Q${n(-r * 0.1)} ${n(cy - r * 1.05)} ${n(r * 0.75)} ${n(cy - r * 0.6)}Q${n(r * 0.3)} ${n(cy - r * 1.6)} ${n(-r * 0.6)} ${n(cy - r * 1.35)}Q${n(-r * 0.7)} ${n(cy - r * 0.9)} ${n(-r * 0.8)} ${n(cy - r * 0.55)}Z`,
    cap,
    EDGE,
  );
  out += twinkles(
    [
      [r * 0.05, cy - r * 1.05, 7],
      [-r * 0.35, cy - r * 1.2, 5],
      [r * 0.4, cy - r * 0.85, 5],
    ],
    '#ffe27a',
  );
  out += circle(-r * 0.62, cy - r * 1.38, 12, main, EDGE);
  out += arms.svg;
  const reading = ctx.pose === 'reading';
  if (reading) out += book((arms.front[0] + arms.back[0]) / 2, arms.front[1] - 20, 60, accent);
  return finishPose(out, { left: -r - 70, right: r + 70, top: -cy + r * 2 }, ctx, {
    head: [0, cy - r],
    hand: arms.front,
    waterline: cy + r * 0.3,
    accent,
    flies: 80,
    holdsBook: true,
    hover: 36,
  });
}

import { darken, lighten } from '../../core/color.ts';
import { ellipse, n, path } from '../../core/svg.ts';
import type { CharacterLook } from '../character-look.ts';
import { drawFace } from '../face.ts';
import type { DrawContext, Figure } from '../figure.ts';
import { finishPose } from '../finish-pose.ts';
import { EDGE } from './quadruped.ts';

/** A turtle: a domed, patterned shell, a round smiling head, four stubby legs (flippers when swimming). */
export function drawTurtle(look: CharacterLook, ctx: DrawContext): Figure {
  const { skin, main, accent } = look.palette;
  const shell = darken(skin, 0.28);
  const eyes = ctx.pose === 'sleeping' ? 'closed' : ctx.pose === 'reading' ? 'down' : 'open';
  const swim = ctx.pose === 'swimming';
  const step = ctx.pose === 'walking' || ctx.pose === 'running' ? 10 : 0;
  const raise = ctx.pose === 'waving' || ctx.pose === 'pointing' ? 1 : 0;
  let out = '';
  for (const [x, dx] of [
    [-40, -step],
    [30, step],
  ] as const)
    out += ellipse(x + dx, -10, swim ? 20 : 12, swim ? 8 : 14, darken(skin, 0.1), EDGE);
  // Head (tucked a little when asleep).
  const headX = ctx.pose === 'sleeping' ? 58 : 70;
  const headY = ctx.pose === 'sleeping' ? -26 : -44;
  out += ellipse(headX - 22, headY + 14, 20, 12, skin, EDGE);
  out += path(`M-60 -18Q-62 -84 0 -86Q62 -84 60 -18Z`, shell, EDGE);
  let plates = '';
  for (const [x, y] of [
    [-28, -50],
    [0, -64],
    [28, -50],
    [-14, -30],
    [14, -30],
  ] as const)
    plates += `M${n(x - 12)} ${n(y)}l6 -10h12l6 10l-6 10h-12Z`;
  out += path(
    plates,
    lighten(shell, 0.25),
    ' stroke="' + darken(shell, 0.3) + '" stroke-width="2.5"',
  );
  out += path(`M-62 -18H62Q64 -8 52 -8H-52Q-64 -8 -62 -18Z`, main, EDGE);
  for (const [x, dx] of [
    [-30, step],
    [40, -step],
  ] as const) {
    const lift = raise && x > 0 ? -26 : 0;
    out += ellipse(
      x + dx + (lift ? 12 : 0),
      -8 + lift,
      swim ? 22 : 13,
      swim ? 9 : 15,
      skin,
      EDGE + (lift ? ` transform="rotate(-40 ${n(x + 12)} ${n(-8 + lift)})"` : ''),
    );
  }
  out += ellipse(headX, headY, 26, 23, skin, EDGE);
  out += drawFace({
    x: headX + 4,
    y: headY - 2,
    r: 24,
    mood: ctx.mood,
    eyes,
    spread: 0.36,
    eyeSize: 1.1,
  });
  return finishPose(out, { left: -70, right: headX + 30, top: 92 }, ctx, {
    head: [headX, headY - 26],
    hand: [60, -50],
    waterline: -40,
    accent,
  });
}

import { darken } from '../../core/color.ts';
import { circle, ellipse, n, path } from '../../core/svg.ts';
import type { CharacterLook } from '../character-look.ts';
import { drawFace } from '../face.ts';
import type { DrawContext, Figure } from '../figure.ts';
import { finishPose } from '../finish-pose.ts';
import { EDGE } from './quadruped.ts';

/**
 * A round fish with big fins. Out of the sea it travels in a bubble of water, so it is never a
 * fish out of water; under the sea it just swims.
 */
export function drawFish(look: CharacterLook, ctx: DrawContext): Figure {
  const { skin: body, main, accent } = look.palette;
  const eyes = ctx.pose === 'sleeping' ? 'closed' : ctx.pose === 'reading' ? 'down' : 'open';
  const cy = -70;
  const fin = darken(body, 0.15);
  const flap =
    ctx.pose === 'waving' || ctx.pose === 'celebrating'
      ? -18
      : ctx.pose === 'running' || ctx.pose === 'swimming'
        ? 10
        : 0;
  let out = '';
  if (!ctx.underwater) {
    out += circle(0, cy, 64, '#bfe9f7', ' fill-opacity="0.55" stroke="#8fd3ee" stroke-width="3"');
    out += path(
      `M-40 ${n(cy - 34)}q14 -18 36 -22`,
      'none',
      ' stroke="#ffffff" stroke-width="5" stroke-linecap="round" opacity="0.8"',
    );
  }
  out += path(
    `M-30 ${n(cy)}L-58 ${n(cy - 22 + flap)}Q-50 ${n(cy)} -58 ${n(cy + 22 - flap)}Z`,
    fin,
    EDGE,
  );
  out += path(`M-8 ${n(cy - 28)}Q6 ${n(cy - 52)} 22 ${n(cy - 26)}Z`, fin, EDGE);
  out += ellipse(0, cy, 40, 30, body, EDGE);
  let stripes = '';
  for (const x of [-14, -2]) stripes += `M${x} ${n(cy - 26)}q6 26 0 52`;
  out += path(stripes, 'none', ` stroke="${main}" stroke-width="6" stroke-linecap="round"`);
  out += path(
    `M4 ${n(cy + 10)}q-6 18 -18 16q6 -10 6 -22Z`,
    fin,
    EDGE + ` transform="rotate(${flap} 4 ${n(cy + 10)})"`,
  );
  out += drawFace({
    x: 18,
    y: cy - 6,
    r: 26,
    mood: ctx.mood,
    eyes,
    spread: 0.34,
    eyeSize: 1.2,
    mouthY: 0.5,
  });
  for (const [x, y, r] of [
    [36, cy - 52, 6],
    [46, cy - 72, 4],
    [30, cy - 86, 3],
  ] as const)
    out += circle(x, y, r, 'none', ' stroke="#ffffff" stroke-width="2.5"');
  return finishPose(out, { left: -68, right: 68, top: -cy + 92 }, ctx, {
    head: [18, cy - 40],
    hand: [30, cy - 30],
    waterline: cy + 40,
    accent,
    flies: 60,
  });
}

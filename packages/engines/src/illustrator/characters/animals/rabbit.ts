import { darken, lighten } from '../../core/color.ts';
import { circle, ellipse, group, limb, n, path, towards, type Point } from '../../core/svg.ts';
import type { CharacterLook } from '../character-look.ts';
import type { DrawContext, Figure } from '../figure.ts';
import { finishPose } from '../finish-pose.ts';
import { EDGE } from './quadruped.ts';
import { roundHead } from './round-head.ts';
import { UPRIGHT_POSES } from './upright-pose.ts';

/** A bunny sitting up: long ears, round body, big hind feet, a cotton tail, little paws that wave. */
export function drawRabbit(look: CharacterLook, ctx: DrawContext): Figure {
  const { skin: fur, main, accent } = look.palette;
  const pose = UPRIGHT_POSES[ctx.pose];
  const eyes = ctx.pose === 'sleeping' ? 'closed' : ctx.pose === 'reading' ? 'down' : 'open';
  const bodyY = -36;
  const headY = -92;
  const headR = 30;
  const inner = '#f7b6c6';
  let out = circle(-30, bodyY + 16, 12, lighten(fur, 0.6), EDGE);
  // Ears: upright, or drooping when asleep or worried.
  const droop = ctx.pose === 'sleeping' || ctx.mood === 'worried' || ctx.mood === 'sleepy';
  for (const side of [-1, 1]) {
    const angle = droop ? side * 70 : side * 12;
    const ear = ellipse(0, -26, 11, 28, fur, EDGE) + ellipse(0, -26, 5, 20, inner);
    out += group(ear, `translate(${n(side * 12)} ${n(headY - headR * 0.7)}) rotate(${angle})`);
  }
  out += ellipse(0, bodyY, 32, 36, fur, EDGE) + ellipse(4, bodyY + 6, 20, 24, lighten(fur, 0.5));
  out +=
    ellipse(-16 - pose.stride, -8, 20, 10, fur, EDGE) +
    ellipse(16 + pose.stride, -8, 20, 10, fur, EDGE);
  out += roundHead(4, headY, {
    r: headR,
    fur,
    ears: 'none',
    mood: ctx.mood,
    eyes,
    whiskers: true,
    lashes: look.gender === 'female',
  });
  // A bow tie in the character's colour, then the paws.
  out +=
    path(`M4 ${n(headY + 30)}l-12 -7v14ZM4 ${n(headY + 30)}l12 -7v14Z`, main, EDGE) +
    circle(4, headY + 30, 4, darken(main, 0.2), EDGE);
  const paw = (side: number, angle: number): string => {
    const start: Point = [side * 20, bodyY - 16];
    const end = towards(start, angle, 24);
    return limb([start, end], 11, fur) + circle(end[0], end[1], 7, fur, EDGE);
  };
  out += paw(-1, pose.back) + paw(1, pose.front);
  if (pose.lean) out = group(out, `rotate(${pose.lean} 0 0)`);
  const hand = towards([20, bodyY - 16], pose.front, 24);
  return finishPose(
    out,
    {
      left: droop ? -66 : -52,
      right: (droop ? 66 : 52) + pose.lean * 2.5,
      top: -headY + headR + (droop ? 22 : 76),
    },
    ctx,
    { head: [4, headY - 40], hand, waterline: bodyY, accent },
  );
}

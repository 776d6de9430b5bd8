import { group, translate, type Point } from '../core/svg.ts';
import type { DrawContext, Figure } from './figure.ts';
import { book, carpet, confetti, dust, heart, pool, sleepyZs, waveLines } from './pose-props.ts';

export interface PoseAnchors {
  /** Where the head is (for Zs and hearts) and the raised paw or wing (for waving lines). */
  head: Point;
  hand?: Point;
  /** The y the water reaches when swimming in a pool. */
  waterline: number;
  /** Colour of the carpet or book. */
  accent: string;
  /** Flies on its own (wings, magic): no carpet, just this much lift. */
  flies?: number;
  /** Already holds its book (drawn by the caller). */
  holdsBook?: boolean;
  /** Always floats at least this high (moons, spirits). */
  hover?: number;
}

/**
 * The parts of a pose every animal and being shares: the Zs of sleep, the flying carpet, the
 * book on the ground, dust, confetti, a heart, waving lines, and the pool a swimmer is half in.
 */
export function finishPose(
  svg: string,
  box: { left: number; right: number; top: number },
  ctx: DrawContext,
  a: PoseAnchors,
): Figure {
  let { left, right, top } = box;
  let out = svg;
  let extras = '';
  let lift = 0;
  const [hx, hy] = a.head;
  switch (ctx.pose) {
    case 'sleeping':
      extras += sleepyZs(hx, hy - 30, 16, ctx.mirrored);
      top = Math.max(top, -hy + 76);
      right = Math.max(right, hx + 40);
      break;
    case 'flying':
      if (a.flies) {
        lift = a.flies;
      } else {
        // The carpet is centred under the figure's middle, which is not always x = 0.
        const width = (right - left) * 1.05;
        const middle = (left + right) / 2;
        out = group(carpet(width, -6, a.accent, '#f2c14e'), translate(middle, 0)) + out;
        left = Math.min(left, middle - width / 2 - 14);
        right = Math.max(right, middle + width / 2 + 14);
        lift = 110;
      }
      break;
    case 'reading':
      if (!a.holdsBook) {
        extras += book(right + 16, -40, 46, a.accent);
        right += 44;
      }
      break;
    case 'running':
      lift = 6;
      extras += dust(left + 10);
      left -= 30;
      break;
    case 'celebrating': {
      lift = 28;
      const spread = right - left;
      extras += confetti(ctx.rng, spread, -top);
      left = Math.min(left, -spread * 0.5 - 12);
      right = Math.max(right, spread * 0.5 + 12);
      top += 40;
      break;
    }
    case 'hugging':
      extras += heart(hx, -top - 14, 24);
      top += 30;
      break;
    case 'waving':
      if (a.hand) {
        extras += waveLines(a.hand[0], a.hand[1], 10);
        right = Math.max(right, a.hand[0] + 34);
      }
      break;
    case 'swimming':
      if (ctx.underwater || a.flies) {
        lift = ctx.underwater ? 60 : 0;
      }
      if (!ctx.underwater) {
        const clip = `${ctx.id}-water`;
        const width = (right - left) * 1.1;
        out =
          pool(width) +
          `<clipPath id="${clip}"><rect x="-600" y="-1000" width="1200" height="1000"/></clipPath><g clip-path="url(#${clip})">${group(out, translate(0, -a.waterline))}</g>`;
        top += a.waterline;
        left = Math.min(left, -width / 2);
        right = Math.max(right, width / 2);
        lift = 0;
      }
      break;
  }
  if (a.hover && !(ctx.pose === 'swimming' && !ctx.underwater)) lift = Math.max(lift, a.hover);
  return {
    svg: group(out + extras, lift ? translate(0, -lift) : ''),
    left,
    right,
    top: top + lift,
    lift,
  };
}

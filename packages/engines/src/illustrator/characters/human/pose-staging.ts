/**
 * A drawn person set in its pose: its bounds, laid in a bed asleep, sunk in a pool, on a flying
 * carpet or floating, with what the pose adds around it (sleepy Zs, a heart, confetti, dust).
 */
import { circle, group, n, stroke, translate, type Point } from '../../core/svg.ts';
import type { Figure } from '../figure.ts';
import {
  carpet,
  confetti,
  dust,
  heart,
  pillow,
  pool,
  quilt,
  sleepyZs,
  swimRing,
  waveLines,
} from '../pose-props.ts';
import type { Arms } from './arms.ts';
import { bed, cot } from './beds.ts';
import type { HumanFrame } from './body-frame.ts';
import type { HumanHead } from './human-head.ts';
import type { LowerBody } from './lower-body.ts';

/** The figure drawn in the standing frame, staged for its pose, with its bounds and front hand. */
export function stagePose(
  f: HumanFrame,
  drawn: string,
  { hem, legFront, legBack }: LowerBody,
  { armFront, armBack, handR }: Arms,
  { style }: HumanHead,
): Figure {
  const { costume, ctx, m, shape, stage, r, hasLegs, lying, seated, hipY, headY, shoulderY } = f;
  const { accent } = f.look.palette;
  let figure = drawn;
  const reach = [...armFront, ...armBack, ...legFront, ...legBack];
  let left = Math.min(-r * 1.25, -hem.hemHalf, ...reach.map(([x]) => x - handR)) - 6;
  let right =
    Math.max(
      r * 1.25,
      hem.hemHalf,
      ...reach.map(([x]) => x + handR),
      costume.wand ? armFront[2][0] + 34 : 0,
    ) + 6;
  let top =
    -Math.min(
      headY - r * (costume.headwear === 'turban' ? 2.3 : style === 'bun' ? 1.5 : 1.25),
      ...reach.map(([, y]) => y - handR),
    ) + 6;
  if (shape.prop === 'cushion' && hasLegs) {
    // The cushion under crossed legs (drawn by drawHuman) reaches past the hands resting on the knees.
    const w = m.legLength * 0.95 + 8;
    left = Math.min(left, -w);
    right = Math.max(right, w);
  }
  let lift = shape.lift;
  let extras = '';

  if (lying) {
    // Asleep: turned on its side on a pillow under a quilt, head at -x. Awake: sitting up against
    // the pillows at the head of the bed, the quilt over the lap.
    const awake = shape.eyes !== 'closed';
    const length = m.height;
    if (awake) {
      const x = -length / 2 + r * 1.5;
      const cover = -hipY + r * 0.7;
      figure =
        pillow(x - r * 0.7, r * 2) +
        group(figure, translate(x, 0)) +
        quilt(x - hem.hemHalf - 8, length / 2 + 6, cover, accent);
      top = Math.max(-headY + r * 1.25 + 6, cover + 20);
    } else {
      const inner = group(figure, `translate(${n(length / 2)} ${n(-r * 1.15)}) rotate(-84)`);
      // The quilt is tall enough to cover the widest garment lying on its side.
      const cover = Math.max(r * 2.05, r * 1.15 + hem.hemHalf + 14);
      figure =
        pillow(-length / 2 + r * 0.7, r * 1.3) +
        inner +
        quilt(-length / 2 + r * 1.75, length / 2 + 6, cover, accent);
      extras += sleepyZs(-length / 2 + r * 0.4, -r * 2.7, r * 0.45, ctx.mirrored);
      top = Math.max(r * 3.7, cover + 20);
    }
    left = -length / 2 - r * 0.4;
    right = length / 2 + 14;
    // Nobody sleeps on the ground: a person lies in a bed (a baby in a cot), raised on its legs.
    const under =
      stage === 'baby' ? cot(left - 12, right + 8, top) : bed(left - 14, right + 12, r, accent);
    figure = under.back + group(figure + extras, translate(0, -under.height)) + under.front;
    extras = '';
    top += under.height;
    left -= 18;
    right += 16;
    lift = 0;
  } else if (shape.prop === 'water') {
    if (ctx.underwater) {
      lift = 70;
      extras +=
        circle(right - 6, -top + 30, 7, 'none', stroke('#ffffff', 2.5)) +
        circle(right + 6, -top + 6, 5, 'none', stroke('#ffffff', 2.5));
    } else {
      // Half in a pool: the body is sunk so the water reaches mid-chest, and clipped there.
      const waterline = hipY + (shoulderY - hipY) * 0.3;
      const clip = `${ctx.id}-water`;
      const width = Math.max(right - left, m.shoulderWidth * 2.6);
      figure =
        `<clipPath id="${clip}"><rect x="-600" y="-1000" width="1200" height="1000"/></clipPath>` +
        pool(width) +
        `<g clip-path="url(#${clip})">${group(figure, translate(0, -waterline))}</g>` +
        swimRing(m.shoulderWidth * 1.25, -2);
      top += waterline;
      left = Math.min(left, -width / 2);
      right = Math.max(right, width / 2);
    }
  } else if (shape.prop === 'carpet' && (!hasLegs || costume.wings)) {
    // Genies and fairies fly by themselves.
    lift = costume.wings ? 110 : 20;
  } else if (shape.prop === 'carpet') {
    figure = carpet(m.legLength * 2.6 + 40, -6, accent, '#f2c14e') + figure;
    left = Math.min(left, -(m.legLength * 1.3 + 30));
    right = Math.max(right, m.legLength * 1.3 + 30);
  }
  if (costume.float && !seated && !lying && shape.prop !== 'water')
    lift = Math.max(lift, costume.float);
  if (shape.lying && !lying) extras += sleepyZs(r * 0.6, headY - r * 1.8, r * 0.45, ctx.mirrored);
  if (shape.prop === 'heart') extras += heart(0, -top - 10, 26);
  if (shape.prop === 'confetti') {
    const spread = right - left;
    extras += confetti(ctx.rng, spread, -top + 10);
    left = Math.min(left, -spread / 2 - 12);
    right = Math.max(right, spread / 2 + 12);
  }
  if (shape.prop === 'dust') {
    extras += dust(legBack[2][0] - 20);
    left = Math.min(left, legBack[2][0] - 62);
  }
  if (shape.prop === 'wave') {
    extras += waveLines(armFront[2][0] + 4, armFront[2][1], 12);
    right = Math.max(right, armFront[2][0] + 40);
  }
  const svg = group(figure + extras, lift ? translate(0, -lift) : '');
  const hand: Point | undefined =
    lying || costume.lower === 'wisp' ? undefined : [armFront[2][0], armFront[2][1] - lift];
  return {
    svg,
    left,
    right,
    top: top + lift + (shape.prop === 'heart' || shape.prop === 'confetti' ? 30 : 0),
    lift,
    ...(hand ? { hand, head: { x: 0, y: headY - lift, r } } : {}),
  };
}

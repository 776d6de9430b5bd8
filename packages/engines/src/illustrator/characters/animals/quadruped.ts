import type { Pose } from '../../../types.ts';
import { darken } from '../../core/color.ts';
import { EDGE, ellipse, group, limb, n, OUTLINE, towards, type Point } from '../../core/svg.ts';
import type { EyeState } from '../face.ts';
import type { DrawContext, Figure } from '../figure.ts';
import { finishPose } from '../finish-pose.ts';

/** Animals and beings draw their outline with it. */
export { EDGE } from '../../core/svg.ts';

export interface HeadDraw {
  eyes: EyeState;
}

/** A four-legged animal: body sizes, colours and its own head, tail and markings. */
export interface QuadSpec {
  rx: number;
  ry: number;
  legLength: number;
  legWidth: number;
  body: string;
  leg: string;
  hoof: string;
  /** The head centre relative to the front-top of the body when standing; width of the neck (0: no neck). */
  neck: { x: number; y: number; width: number };
  headSize: number;
  head(x: number, y: number, draw: HeadDraw): string;
  tail(x: number, y: number): string;
  /** Markings, humps, saddles: drawn on the body. */
  back?(bodyY: number): string;
  /** Extra height above the head (horns, ears). */
  crown?: number;
  /** Flies by magic instead of on a carpet. */
  flies?: number;
}

type Legs = {
  nearFront: readonly [number, number];
  farFront: readonly [number, number];
  nearBack: readonly [number, number];
  farBack: readonly [number, number];
};

const STAND: Legs = { nearFront: [4, 0], farFront: [-3, 0], nearBack: [-4, 0], farBack: [3, 0] };
const LEGS: Partial<Record<Pose, Legs>> = {
  walking: { nearFront: [20, 0], farFront: [-12, -4], nearBack: [-18, -6], farBack: [14, 0] },
  running: { nearFront: [55, 15], farFront: [32, -20], nearBack: [-52, -24], farBack: [-28, 12] },
  // Hooves and paws are lifted and bent, never stuck straight out of the chest like an arm.
  waving: { ...STAND, nearFront: [62, -30] },
  pointing: { ...STAND, nearFront: [44, -40] },
  celebrating: {
    nearFront: [40, 20],
    farFront: [28, 10],
    nearBack: [-40, -20],
    farBack: [-28, -10],
  },
};

/** How a quadruped holds itself in a pose: standing (legs), seated, or lying down (legs folded). */
function stanceOf(pose: Pose): 'stand' | 'sit' | 'lie' {
  if (pose === 'sitting' || pose === 'reading') return 'sit';
  if (pose === 'sleeping' || pose === 'flying') return 'lie';
  return 'stand';
}

/**
 * Draws a quadruped in a pose. Standing poses move the legs; sitting tips the body back onto its
 * haunches; sleeping and flying fold the legs under (flying on a carpet: animals don't fly alone).
 */
export function drawQuadruped(spec: QuadSpec, ctx: DrawContext, accent: string): Figure {
  const { rx, ry, legLength: L, legWidth: lw } = spec;
  const stance = stanceOf(ctx.pose);
  const eyes: EyeState =
    ctx.pose === 'sleeping' ? 'closed' : ctx.pose === 'reading' ? 'down' : 'open';
  const hoofRy = lw * 0.45;
  const farLeg = darken(spec.leg, 0.14);
  let bodyY = stance === 'lie' ? -ry * 0.92 : stance === 'sit' ? -ry * 1.05 : -(L + ry * 0.55);
  const legTop = (x: number): Point => [x, bodyY + ry * 0.4];
  const frontX = rx * 0.55;
  const backX = -rx * 0.55;
  const legLen = (top: Point) => (-top[1] - hoofRy) / 2;
  const leg = (top: Point, angles: readonly [number, number], color: string): string => {
    const seg = legLen(top);
    const mid = towards(top, angles[0], seg);
    const end = towards(mid, angles[1], seg);
    return (
      limb([top, mid, end], lw, color) +
      ellipse(end[0] + lw * 0.15, end[1], lw * 0.72, hoofRy, spec.hoof, EDGE)
    );
  };
  // The head: normally at the end of the neck; lowered to the ground when lying down.
  let headX = rx * 0.8 + spec.neck.x;
  let headY = bodyY - ry * 0.35 + spec.neck.y;
  if (stance === 'lie') {
    headX = rx + spec.headSize * 0.55;
    headY = Math.min(headY, -spec.headSize * 0.95);
  }
  const neckBase: Point = [rx * 0.62, bodyY - ry * 0.25];
  const neck =
    spec.neck.width > 0
      ? limb(
          [neckBase, [headX - spec.neck.x * 0.35, (neckBase[1] + headY) / 2], [headX, headY]],
          spec.neck.width,
          spec.body,
        )
      : '';
  // The neck goes under the body, so only its outer edge shows where it leaves.
  const upper =
    spec.tail(-rx * 0.92, bodyY - ry * 0.2) +
    neck +
    ellipse(0, bodyY, rx, ry, spec.body, EDGE) +
    (spec.back?.(bodyY) ?? '') +
    spec.head(headX, headY, { eyes });

  let out = '';
  const legs = LEGS[ctx.pose] ?? STAND;
  if (stance === 'stand') {
    out +=
      leg(legTop(backX - 8), legs.farBack, farLeg) + leg(legTop(frontX - 8), legs.farFront, farLeg);
    out += upper;
    out +=
      leg(legTop(backX + 4), legs.nearBack, spec.leg) +
      leg(legTop(frontX + 4), legs.nearFront, spec.leg);
  } else if (stance === 'sit') {
    // Tipped back on the haunches: front legs straight to the ground, a folded hind leg.
    const tilt = -24;
    const pivot: Point = [backX - rx * 0.2, 0];
    const rad = (tilt * Math.PI) / 180;
    const turn = ([x, y]: Point): Point => [
      pivot[0] + (x - pivot[0]) * Math.cos(rad) - (y - pivot[1]) * Math.sin(rad),
      pivot[1] + (x - pivot[0]) * Math.sin(rad) + (y - pivot[1]) * Math.cos(rad),
    ];
    const shoulder = turn(legTop(frontX));
    const far = turn(legTop(frontX - 10));
    out += leg(far, [0, 0], farLeg);
    out += group(upper, `rotate(${tilt} ${n(pivot[0])} ${n(pivot[1])})`);
    out +=
      ellipse(backX + rx * 0.1, -ry * 0.55, rx * 0.42, ry * 0.62, spec.body, EDGE) +
      ellipse(backX + rx * 0.45, -hoofRy, lw * 1.1, hoofRy * 1.1, spec.hoof, EDGE);
    out += leg(shoulder, [0, 0], spec.leg);
    [headX, headY] = turn([headX, headY]);
    bodyY = turn([0, bodyY])[1];
  } else {
    // Lying down: folded legs peek out in front.
    out +=
      upper +
      ellipse(frontX + rx * 0.2, -hoofRy, lw * 1.1, hoofRy * 1.1, spec.hoof, EDGE) +
      ellipse(backX + rx * 0.3, -hoofRy, lw * 1.1, hoofRy * 1.1, spec.hoof, EDGE);
  }

  const paw = ctx.pose === 'pointing' || ctx.pose === 'waving' ? frontX + L * 0.6 : 0;
  const box = {
    left: -rx - (stance === 'sit' ? 64 : 34),
    right: Math.max(rx, headX + spec.headSize, paw) + 8,
    top: Math.max(-bodyY + ry, -headY + spec.headSize + (spec.crown ?? 0)) + 6,
  };
  return finishPose(out, box, ctx, {
    head: [headX, headY - spec.headSize],
    hand: [frontX + 30, bodyY - L * 0.9],
    waterline: bodyY + ry * 0.1,
    accent,
    ...(spec.flies ? { flies: spec.flies } : {}),
  });
}

/** Round spots or patches on a body ellipse, placed the same way every time. */
export function bodyMarks(
  kind: 'spots' | 'patches' | 'stripes',
  bodyY: number,
  rx: number,
  ry: number,
  color: string,
): string {
  if (kind === 'stripes') {
    let d = '';
    for (const x of [-0.5, -0.2, 0.1, 0.4])
      d += `M${n(x * rx)} ${n(bodyY - ry * 0.95)}q${n(rx * 0.06)} ${n(ry * 0.4)} 0 ${n(ry * 0.75)}`;
    return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${n(rx * 0.08)}" stroke-linecap="round"/>`;
  }
  const spots: Array<[number, number, number]> =
    kind === 'spots'
      ? [
          [-0.45, -0.2, 0.13],
          [0.05, -0.45, 0.11],
          [0.4, -0.05, 0.12],
          [-0.1, 0.25, 0.1],
        ]
      : [
          [-0.4, -0.25, 0.32],
          [0.35, 0.1, 0.26],
        ];
  return spots
    .map(([x, y, s]) => ellipse(x * rx, bodyY + y * ry, s * rx, s * rx * 0.8, color))
    .join('');
}

/** A tail (or any curved stroke) with an outline, as a pair of strokes along one path. */
export function outlinedStroke(d: string, color: string, width: number): string {
  return `<path d="${d}" fill="none" stroke="${OUTLINE}" stroke-width="${n(width + 7)}" stroke-linecap="round"/><path d="${d}" fill="none" stroke="${color}" stroke-width="${n(width)}" stroke-linecap="round"/>`;
}

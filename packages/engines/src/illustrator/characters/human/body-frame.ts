/** Where a person's head, shoulders and hips are for a pose, shared by the parts drawn of them. */
import { towards, type Point } from '../../core/svg.ts';
import type { LifeStage } from '../character-kind.ts';
import type { CharacterLook } from '../character-look.ts';
import type { DrawContext } from '../figure.ts';
import { POSE_SHAPES, type PoseShape } from '../pose-shape.ts';
import { bodyMetrics, type BodyMetrics } from './body-metrics.ts';
import type { Costume } from './costume.ts';

/** A person posed in a standing frame: what is drawn and where its joints are. */
export interface HumanFrame {
  look: CharacterLook;
  ctx: DrawContext;
  costume: Costume;
  stage: LifeStage;
  m: BodyMetrics;
  shape: PoseShape;
  /** The head's radius. */
  r: number;
  hasLegs: boolean;
  /** Lying down under a quilt (a genie has no legs to lie down on: it dozes where it floats). */
  lying: boolean;
  seated: boolean;
  hipY: number;
  headY: number;
  shoulderY: number;
  hipHalf: number;
}

export function humanFrame(look: CharacterLook, ctx: DrawContext, costume: Costume): HumanFrame {
  const stage =
    look.kind.kind === 'human'
      ? look.kind.stage
      : look.kind.kind === 'being' && look.kind.being === 'star-fairy'
        ? 'child'
        : 'adult';
  const m = bodyMetrics(stage, look.gender);
  const shape: PoseShape = POSE_SHAPES[ctx.pose];
  const r = m.headR;
  const hasLegs = costume.lower === 'legs';
  // A genie has no legs to lie down on: it dozes where it floats.
  const lying = shape.lying && costume.lower === 'legs';
  const seated = shape.seated && hasLegs;
  const hipStand = -m.legLength;
  const seatHip = -(m.legWidth * 0.9 + 8);
  const drop = seated ? seatHip - hipStand : 0;
  const hipY = hipStand + drop;
  const headY = -(m.height - r) + drop;
  const shoulderY = headY + r * 0.92;
  const hipHalf = m.shoulderWidth * 0.4;
  return {
    look,
    ctx,
    costume,
    stage,
    m,
    shape,
    r,
    hasLegs,
    lying,
    seated,
    hipY,
    headY,
    shoulderY,
    hipHalf,
  };
}

/** A two-part limb from `start`, its parts `upper` and `lower` long at the given angles. */
export function limbPoints(
  start: Point,
  [a1, a2]: readonly [number, number],
  upper: number,
  lower: number,
): [Point, Point, Point] {
  const mid = towards(start, a1, upper);
  return [start, mid, towards(mid, a2, lower)];
}

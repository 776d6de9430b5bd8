import { circle, limb, OUTLINE, stroke, towards, type Point } from '../../core/svg.ts';
import type { PoseShape } from '../pose-shape.ts';

/** Two short arms with round hands, posed like a person's (for the moon, glowing friends, dragons). */
export function stubbyArms(
  shape: PoseShape,
  shoulders: readonly [Point, Point],
  length: number,
  width: number,
  color: string,
  hand = color,
): { svg: string; front: Point; back: Point } {
  const [backShoulder, frontShoulder] = shoulders;
  const arm = (start: Point, [a1, a2]: readonly [number, number]) => {
    const mid = towards(start, a1, length * 0.55);
    return [start, mid, towards(mid, a2, length * 0.45)] as const;
  };
  const back = arm(backShoulder, shape.armBack);
  const front = arm(frontShoulder, shape.armFront);
  const edge = stroke(OUTLINE, 3.5);
  const svg =
    limb([...back], width, color) +
    circle(back[2][0], back[2][1], width * 0.7, hand, edge) +
    limb([...front], width, color) +
    circle(front[2][0], front[2][1], width * 0.7, hand, edge);
  return { svg, front: front[2], back: back[2] };
}

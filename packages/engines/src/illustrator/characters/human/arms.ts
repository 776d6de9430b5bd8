/** A person's arms and hands, with what the pose and costume put in them: a wand, a walking stick, a book. */
import {
  circle,
  EDGE,
  limb,
  n,
  OUTLINE,
  path,
  stroke,
  towards,
  type Point,
} from '../../core/svg.ts';
import { book } from '../pose-props.ts';
import { limbPoints, type HumanFrame } from './body-frame.ts';

export interface Arms {
  arms: string;
  hands: string;
  /** The open book held in both hands, when the pose reads. */
  reading: string;
  armFront: [Point, Point, Point];
  armBack: [Point, Point, Point];
  handR: number;
}

export function drawArms(f: HumanFrame): Arms {
  const { costume, ctx, look, m, shape, stage, shoulderY } = f;
  const { skin, main, accent } = look.palette;
  const armJoint = (side: number): Point => [
    side * (m.shoulderWidth / 2 - m.armWidth * 0.45),
    shoulderY + m.armWidth * 0.5,
  ];
  const armFront = limbPoints(armJoint(1), shape.armFront, m.upperArm, m.forearm);
  const armBack = limbPoints(armJoint(-1), shape.armBack, m.upperArm, m.forearm);
  const sleeve = costume.garment === 'vest' ? skin : (costume.cardigan ?? main);
  const arms = limb(armBack, m.armWidth, sleeve) + limb(armFront, m.armWidth, sleeve);
  const handR = m.armWidth * 0.62;
  let hands =
    circle(armBack[2][0], armBack[2][1], handR, skin, EDGE) +
    circle(armFront[2][0], armFront[2][1], handR, skin, EDGE);
  if (ctx.pose === 'pointing') {
    const [hx, hy] = armFront[2];
    hands += limb(
      [[hx, hy], towards([hx, hy], shape.armFront[1], handR * 1.5)],
      m.armWidth * 0.32,
      skin,
      OUTLINE,
      3,
    );
  }
  if (costume.garment === 'vest')
    hands += [armBack, armFront]
      .map((a) =>
        circle(
          a[1][0] * 0.5 + a[2][0] * 0.5,
          a[1][1] * 0.5 + a[2][1] * 0.5,
          m.armWidth * 0.55,
          'none',
          stroke('#f2c14e', 4),
        ),
      )
      .join('');
  if (costume.wand) {
    const [hx, hy] = armFront[2];
    hands =
      limb(
        [
          [hx, hy + 4],
          [hx + 10, hy - 40],
        ],
        4,
        '#f2c14e',
        OUTLINE,
        2,
      ) +
      path(
        `M${n(hx + 10)} ${n(hy - 60)}l5 10l11 2l-8 8l2 11l-10 -5l-10 5l2 -11l-8 -8l11 -2Z`,
        '#ffe066',
        stroke(OUTLINE, 2.5),
      ) +
      hands;
  }
  if (
    stage === 'elder' &&
    look.kind.kind === 'human' &&
    (ctx.pose === 'standing' || ctx.pose === 'walking')
  ) {
    // A walking stick: grandparents are recognised by it at a glance.
    const [hx, hy] = armFront[2];
    hands =
      limb(
        [
          [hx + 2, hy],
          [hx + 8, -2],
        ],
        5,
        '#8a5a34',
        OUTLINE,
        2.5,
      ) +
      path(`M${n(hx + 2)} ${n(hy)}q-2 -16 -16 -12`, 'none', stroke('#8a5a34', 6)) +
      hands;
  }
  const reading =
    shape.prop === 'book'
      ? book(
          (armFront[2][0] + armBack[2][0]) / 2,
          Math.min(armFront[2][1], armBack[2][1]) - 14,
          m.shoulderWidth * 1.05,
          accent,
        )
      : '';
  return { arms, hands, reading, armFront, armBack, handR };
}

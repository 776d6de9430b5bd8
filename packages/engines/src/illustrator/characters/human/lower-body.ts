/** A person's legs and shoes and the garment over them, posed in the standing frame. */
import { darken } from '../../core/color.ts';
import { EDGE, ellipse, limb, n, rect, type Point } from '../../core/svg.ts';
import { limbPoints, type HumanFrame } from './body-frame.ts';
import { cardigan, lanyard, torso } from './outfit.ts';

export interface LowerBody {
  legs: string;
  shoes: string;
  /** The garment (and, seated, the lap it spreads over). */
  body: string;
  /** Where the garment ends, and how wide it is there. */
  hem: { hemY: number; hemHalf: number };
  legFront: [Point, Point, Point];
  legBack: [Point, Point, Point];
}

export function drawLowerBody(f: HumanFrame): LowerBody {
  const { costume, m, shape, stage, seated, hasLegs, hipY, hipHalf, shoulderY } = f;
  const { skin, main, second, accent } = f.look.palette;
  const shoeRy = m.legWidth * 0.5;
  const legSegment = (m.legLength - shoeRy) / 2;
  const robe = costume.garment === 'thobe' || costume.garment === 'abaya';

  // Legs (or the genie's wisp).
  const legJoint = (side: number): Point => [side * (hipHalf - m.legWidth / 2 - 1), hipY];
  const legFront = limbPoints(legJoint(1), shape.legFront, legSegment, legSegment);
  const legBack = limbPoints(legJoint(-1), shape.legBack, legSegment, legSegment);
  const legColor =
    costume.garment === 'onesie'
      ? main
      : costume.garment === 'shirt' || costume.garment === 'coat'
        ? second
        : costume.garment === 'dress' && (stage === 'toddler' || stage === 'child')
          ? skin
          : darken(robe ? main : second, 0.15);
  const shoe = darken(accent, 0.25);
  let legs = '';
  let shoes = '';
  if (hasLegs) {
    for (const [points, side] of [
      [legBack, -1],
      [legFront, 1],
    ] as const) {
      legs += limb(points, m.legWidth, legColor);
      const [fx, fy] = points[2];
      shoes += ellipse(fx + side * m.legWidth * 0.2, fy, m.legWidth * 0.78, shoeRy, shoe, EDGE);
    }
  }

  // The garment.
  const feetSpread = Math.max(Math.abs(legFront[2][0]), Math.abs(legBack[2][0]));
  const hem =
    seated || !hasLegs
      ? { hemY: hipY + 6, hemHalf: hipHalf + 4 }
      : robe
        ? {
            hemY: -m.legWidth * 0.75,
            hemHalf: Math.min(
              m.shoulderWidth * 0.9,
              Math.max(
                m.shoulderWidth * (costume.garment === 'abaya' ? 0.7 : 0.62),
                feetSpread + m.legWidth * 0.3,
              ),
            ),
          }
        : costume.garment === 'dress'
          ? { hemY: hipY + m.legLength * 0.45, hemHalf: m.shoulderWidth * 0.8 }
          : costume.garment === 'coat'
            ? { hemY: hipY + m.legLength * 0.4, hemHalf: m.shoulderWidth * 0.62 }
            : { hemY: hipY + 6, hemHalf: hipHalf + 3 };
  const frame = { shoulderY: shoulderY - 2, shoulderWidth: m.shoulderWidth, ...hem };
  let body = torso(costume.garment, frame, main, accent, skin);
  if (costume.cardigan) body += cardigan(frame, hipY + m.legLength * 0.18, costume.cardigan);
  if (costume.lanyard) body += lanyard(frame);
  if (seated && costume.garment !== 'shirt' && costume.garment !== 'onesie') {
    // The skirt or robe spread over crossed legs: a soft rounded bar, not a plate.
    const lap = m.legLength * 0.55 + m.legWidth;
    body += rect(
      -lap,
      hipY - m.legWidth * 0.7,
      lap * 2,
      m.legWidth * 1.9,
      main,
      EDGE + ` rx="${n(m.legWidth * 0.9)}"`,
    );
  }
  return { legs, shoes, body, hem, legFront, legBack };
}

import type { PropKind, SceneProp } from '../../types.ts';
import { lantern } from '../backgrounds/props/lantern.ts';
import type { Figure } from '../characters/figure.ts';
import type { Canvas } from '../core/canvas.ts';
import { n, OUTLINE, path, stroke } from '../core/svg.ts';
import { brush } from './bedtime-props.ts';
import { balloonBunch, bouquet, mic } from './celebration-props.ts';
import { broomAt, heldBox } from './household-props.ts';
import { umbrellaAt } from './outing-props.ts';
import { kite } from './play-props.ts';
import { propArt } from './prop-art.ts';

/** A thing in a hand: its markup around the hand at (0, 0), and how far it reaches above and to the right of it. */
export interface Held {
  svg: string;
  above: number;
  right: number;
}

/** The head of the holder, its centre measured from the hand. */
export interface Face {
  x: number;
  y: number;
  r: number;
}

/** In the hand, a thing is about the size of the child's head and chest; a tooth is a tooth. */
const HELD_SIZE: Partial<Record<PropKind, number>> = { tooth: 40 };

/**
 * How far to move a thing out in front of the holder so that it does not cover the face: a hand
 * raised beside the head holds a box or a book by its near edge, out past the cheek. `top` and
 * `bottom` are its reach up and down from the hand, `half` its half-width.
 */
export function clearOfFace(half: number, top: number, bottom: number, face?: Face): number {
  if (!face) return 0;
  const across = -half < face.x + face.r && half > face.x - face.r;
  const level = -top < face.y + face.r && bottom > face.y - face.r;
  return across && level ? Math.max(0, face.x + face.r * 0.9 + half) : 0;
}

/**
 * A held prop around the hand at (0, 0), for a holder whose hand is `reach.ground` above the
 * ground and `reach.head` below the top of the head (whose face is at `reach.face`): a kite flies
 * up on its string, a lantern hangs, an umbrella opens over the head, balloons float up, a broom
 * sweeps the ground, a bag hangs from its handle; the rest sit in the hand, clear of the face.
 */
export function heldArt(
  prop: SceneProp,
  canvas: Canvas,
  reach: { ground: number; head: number; face?: Face },
): Held {
  const at = (svg: string, dy: number, k: number, dx = 0) =>
    `<g transform="translate(${n(dx)} ${n(dy)}) scale(${k})">${svg}</g>`;
  switch (prop.kind) {
    case 'kite':
      return {
        svg:
          path('M0 0Q40 -60 70 -120', 'none', stroke('#ffffff', 2.5)) +
          path('M0 0Q40 -60 70 -120', 'none', stroke(OUTLINE, 1)) +
          kite(80, -160, 80),
        above: 210,
        right: 130,
      };
    case 'lantern':
      return {
        svg: path('M0 0V18', 'none', stroke(OUTLINE, 3)) + lantern(canvas, 0, 30, 50, '#f2a541'),
        above: 40,
        right: 50,
      };
    case 'umbrella': {
      const shaft = Math.max(80, reach.head + 24);
      return { svg: umbrellaAt(shaft), above: shaft + 74, right: 70 };
    }
    case 'balloons': {
      // Floating above the holder's head.
      const lift = Math.max(150, reach.head + 80);
      return { svg: balloonBunch(lift), above: lift + 40, right: 60 };
    }
    case 'broom': {
      // The stick runs through the hand, the bristles sweep the ground a little ahead.
      const ground = Math.max(60, reach.ground);
      const stick = ground + 40;
      const lean = (-30 * stick) / (ground - 40 || 1);
      return {
        svg: `<g transform="translate(30 ${n(ground)})">${broomAt(stick, Math.max(-90, lean))}</g>`,
        above: 44,
        right: 60,
      };
    }
    case 'flowers':
      return { svg: bouquet(), above: 80, right: 50 };
    case 'microphone':
      return { svg: `<g transform="rotate(14)">${mic()}</g>`, above: 60, right: 40 };
    case 'toothbrush':
      return { svg: brush(0, 0, 18), above: 70, right: 40 };
    case 'moving-boxes':
      return { svg: heldBox(), above: 30, right: 40 };
    case 'school-bag':
    case 'suitcase': {
      // Hanging from the hand by its handle, or resting on the ground when the hand is lower than it is tall.
      const art = propArt(prop, canvas);
      const k = 0.8;
      const drop = Math.min(art.height * k, reach.ground);
      const half = art.width * k * 0.5;
      const dx = clearOfFace(half, art.height * k - drop, drop, reach.face);
      return {
        svg: at(art.svg, drop, k, dx),
        above: art.height * k - drop + 10,
        right: dx + half,
      };
    }
    default: {
      const art = propArt(prop, canvas);
      const scale = Math.min(
        prop.kind === 'watering-can' ? 0.8 : 1.15,
        (HELD_SIZE[prop.kind] ?? 96) / Math.max(art.width, art.height, 1),
      );
      const half = art.width * scale * 0.5;
      const rise = art.height * scale * 0.5;
      const dx = clearOfFace(half, rise, rise, reach.face);
      return {
        svg: at(art.svg, rise, scale, dx),
        above: rise,
        right: dx + half,
      };
    }
  }
}

/** A figure with the things it holds drawn in its hand (a figure without a hand holds nothing). */
export function withHeld(figure: Figure, props: readonly SceneProp[], canvas: Canvas): Figure {
  let out = figure;
  for (const prop of props) {
    if (!figure.hand) break;
    const [hx, hy] = figure.hand;
    const head = figure.head;
    const held = heldArt(prop, canvas, {
      ground: -hy,
      head: figure.top + hy,
      ...(head ? { face: { x: head.x - hx, y: head.y - hy, r: head.r } } : {}),
    });
    out = {
      ...out,
      svg:
        out.svg +
        `<g data-prop="${prop.kind}" data-where="held" transform="translate(${n(hx)} ${n(hy)})">${held.svg}</g>`,
      top: Math.max(out.top, -hy + held.above),
      right: Math.max(out.right, hx + held.right),
    };
  }
  return out;
}

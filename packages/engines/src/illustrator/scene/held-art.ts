import type { SceneProp } from '../../types.ts';
import { lantern } from '../backgrounds/props/lantern.ts';
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

/**
 * A held prop around the hand at (0, 0), for a holder whose hand is `reach.ground` above the
 * ground and `reach.head` below the top of the head: a kite flies up on its string, a lantern
 * hangs, an umbrella opens over the head, balloons float up, a broom sweeps the ground, a bag
 * hangs from its handle; the rest sit in the hand.
 */
export function heldArt(
  prop: SceneProp,
  canvas: Canvas,
  reach: { ground: number; head: number },
): Held {
  const at = (svg: string, dy: number, k: number) =>
    `<g transform="translate(0 ${n(dy)}) scale(${k})">${svg}</g>`;
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
      return {
        svg: at(art.svg, drop, k),
        above: art.height * k - drop + 10,
        right: art.width * k * 0.5,
      };
    }
    default: {
      // In the hand, a thing is about the size of the child's head and chest.
      const art = propArt(prop, canvas);
      const scale = Math.min(
        prop.kind === 'watering-can' ? 0.8 : 1.15,
        96 / Math.max(art.width, art.height, 1),
      );
      return {
        svg: at(art.svg, art.height * scale * 0.5, scale),
        above: art.height * scale * 0.5,
        right: art.width * scale * 0.5,
      };
    }
  }
}

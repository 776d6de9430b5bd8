import type { PropKind, SceneProp } from '../../types.ts';
import { lantern } from '../backgrounds/props/lantern.ts';
import type { Canvas } from '../core/canvas.ts';
import { darken, lighten } from '../core/color.ts';
import { circle, path, rect, stroke } from '../core/svg.ts';
import {
  bed,
  cotArt,
  combAndScissors,
  medicine,
  nightLight,
  petBowl,
  teddy,
  toothbrush,
} from './bedtime-props.ts';
import {
  balloons,
  buntingHeap,
  cake,
  crescentDecoration,
  flowers,
  medal,
  microphone,
} from './celebration-props.ts';
import { cookies, cup, datesBox, dinner, sweets } from './food-props.ts';
import { flowerPot, sapling, wateringCan } from './garden-props.ts';
import { boardGame, broom, movingBoxes, sandTimer } from './household-props.ts';
import { calendar, drawing, letter, memoryBox, phone, photo, tablet } from './keepsake-props.ts';
import { bicycle, schoolBag, swimRing, umbrella } from './outing-props.ts';
import {
  ball,
  book,
  gift,
  kite,
  lampAndGlobe,
  paperStars,
  suitcase,
  tooth,
  toys,
} from './play-props.ts';
import { animalArt } from './prop-animal.ts';
import { EDGE, scaled, THIN, type Art } from './prop-outline.ts';
import { propPlace, type PropPlace } from './prop-places.ts';

/** Small things are drawn larger than life so a child sees them even on a thumbnail. */
const ENLARGE: Partial<Record<PropKind, number>> = {
  cup: 1.4,
  tooth: 1.2,
  sweets: 1.25,
  'dates-box': 1.2,
  cookies: 1.2,
  ball: 1.2,
  book: 1.2,
};

/** What the ground or a table shows of a prop (held ones are drawn by `heldArt`). */
export function propArt(prop: SceneProp, canvas: Canvas): Art {
  const art = baseArt(prop, canvas, propPlace(prop));
  const k = ENLARGE[prop.kind];
  return k ? scaled(art, k) : art;
}

function baseArt(prop: SceneProp, canvas: Canvas, place: PropPlace): Art {
  const kind = prop.kind;
  switch (kind) {
    case 'kite':
      // Propped up on the ground, its tail curling down to the floor.
      return { svg: kite(0, -116, 80), width: 80, height: 156 };
    case 'cup':
      return cup(prop.state === 'broken');
    case 'lantern':
      return { svg: lantern(canvas, 0, -66, 80, '#f2a541'), width: 70, height: 96 };
    case 'sweets':
      return sweets();
    case 'dates-box':
      return datesBox();
    case 'cookies':
      return cookies();
    case 'book':
      return book();
    case 'toys':
      return toys();
    case 'ball':
      return ball();
    case 'bed':
      return bed();
    case 'cot':
      return cotArt();
    case 'suitcase':
      return suitcase();
    case 'tooth':
      return tooth();
    case 'gift':
      return gift(prop.state === 'empty');
    case 'moon-and-stars':
      return crescentDecoration();
    case 'paper-stars':
      return paperStars();
    case 'watering-can':
      return wateringCan();
    case 'flower-pot':
      return flowerPot(prop.state !== 'empty');
    case 'sapling':
      return sapling(prop.state === 'wilted');
    case 'dinner':
      return dinner(prop.state === 'empty');
    case 'lamp-and-globe':
      return lampAndGlobe();
    case 'kitten':
    case 'baby-bird':
    case 'lamb':
      return animalArt(prop);
    case 'night-light':
      return nightLight(canvas);
    case 'memory-box':
      return memoryBox();
    case 'photo':
      return photo();
    case 'drawing':
      return drawing();
    case 'letter':
      return letter();
    case 'phone':
      return phone();
    case 'teddy':
      return teddy();
    case 'toothbrush':
      return toothbrush();
    case 'bicycle':
      return bicycle();
    case 'swim-ring':
      return swimRing();
    case 'umbrella':
      return umbrella();
    case 'medicine':
      return medicine();
    case 'tablet':
      return tablet();
    case 'balloons':
      return balloons();
    case 'cake':
      return cake();
    case 'bunting':
      // Bunting hangs across the sky (`skyArt`); this is the garland folded in a heap.
      return buntingHeap();
    case 'school-bag':
      return schoolBag();
    case 'medal':
      return medal();
    case 'board-game':
      return boardGame();
    case 'pet-bowl':
      return petBowl();
    case 'calendar':
      return calendar();
    case 'broom':
      return broom();
    case 'flowers':
      return flowers();
    case 'microphone':
      return microphone(place !== 'table');
    case 'moving-boxes':
      return movingBoxes();
    case 'sand-timer':
      return sandTimer();
    case 'comb-and-scissors':
      return combAndScissors();
    default: {
      const forgotten: never = kind;
      throw new Error(`no drawing for the prop ${String(forgotten)}`);
    }
  }
}

/** A small table with things on it. */
export function table(on: Art, wood = '#b07a4a'): Art {
  const w = Math.max(130, on.width + 30);
  let svg =
    rect(-w / 2 + 10, -78, 12, 78, darken(wood, 0.15), THIN) +
    rect(w / 2 - 22, -78, 12, 78, darken(wood, 0.15), THIN);
  svg += rect(-w / 2, -90, w, 16, wood, EDGE + ' rx="5"');
  svg += `<g transform="translate(0 -90)">${on.svg}</g>`;
  return { svg, width: w + 8, height: 90 + on.height };
}

/** A leafy tree with the kite caught near its top and the string hanging down. */
export function kiteTree(): Art {
  const leaf = '#5daa57';
  let svg = path('M-18 0Q-10 -150 -14 -250H14Q10 -150 18 0Z', '#8a5a34', EDGE);
  svg += path('M0 -200L-60 -250M4 -230L60 -290', 'none', stroke('#8a5a34', 12));
  const puffs: Array<[number, number, number]> = [
    [-70, -260, 62],
    [70, -290, 66],
    [0, -330, 78],
    [-40, -360, 56],
    [50, -370, 58],
    [0, -260, 60],
  ];
  for (const [x, y, r] of puffs) svg += circle(x, y, r, leaf, EDGE);
  svg += circle(-20, -350, 40, lighten(leaf, 0.15), ' opacity="0.7"');
  svg += kite(70, -380, 100);
  svg += path('M70 -330Q90 -250 78 -170', 'none', stroke('#ffffff', 2.5));
  return { svg, width: 280, height: 440 };
}

import type { PropKind, SceneProp, StoryCharacterInput } from '../../types.ts';
import { lantern } from '../backgrounds/props/lantern.ts';
import { drawCharacter } from '../characters/draw-character.ts';
import type { Canvas } from '../core/canvas.ts';
import { darken, lighten } from '../core/color.ts';
import { circle, ellipse, n, OUTLINE, path, rect, star, stroke } from '../core/svg.ts';
import {
  balloon,
  balloonBunch,
  balloons,
  bed,
  bicycle,
  boardGame,
  bouquet,
  broom,
  broomAt,
  brush,
  buntingHeap,
  buntingSky,
  cake,
  calendar,
  combAndScissors,
  crescentDecoration,
  drawing,
  flowers,
  heldBox,
  letter,
  medal,
  medicine,
  memoryBox,
  mic,
  microphone,
  movingBoxes,
  nightLight,
  petBowl,
  phone,
  photo,
  sandTimer,
  schoolBag,
  swimRing,
  tablet,
  teddy,
  toothbrush,
  umbrella,
  umbrellaAt,
} from './everyday-props.ts';

const EDGE = stroke(OUTLINE, 3.5);
const THIN = stroke(OUTLINE, 2.5);

/** A thing drawn standing on y = 0 (or, held, around its grip at 0, 0), centred on x = 0. */
export interface Art {
  svg: string;
  width: number;
  height: number;
}

/** A diamond kite with spars and a bow tail; `tail` runs down-left from its bottom point. */
export function kite(cx: number, cy: number, size: number, colour = '#e85d5d'): string {
  const w = size * 0.42;
  const h = size * 0.5;
  let out = path(
    `M${n(cx)} ${n(cy - h)}L${n(cx + w)} ${n(cy - h * 0.15)}L${n(cx)} ${n(cy + h)}L${n(cx - w)} ${n(cy - h * 0.15)}Z`,
    colour,
    EDGE,
  );
  out += path(
    `M${n(cx)} ${n(cy - h)}L${n(cx + w)} ${n(cy - h * 0.15)}L${n(cx)} ${n(cy - h * 0.15)}ZM${n(cx)} ${n(cy - h * 0.15)}L${n(cx - w)} ${n(cy - h * 0.15)}L${n(cx)} ${n(cy + h)}Z`,
    '#ffd166',
  );
  out += path(
    `M${n(cx)} ${n(cy - h)}V${n(cy + h)}M${n(cx - w)} ${n(cy - h * 0.15)}H${n(cx + w)}`,
    'none',
    THIN,
  );
  const tail = `M${n(cx)} ${n(cy + h)}q${n(-size * 0.2)} ${n(size * 0.25)} ${n(-size * 0.05)} ${n(size * 0.5)}t${n(-size * 0.1)} ${n(size * 0.45)}`;
  out += path(tail, 'none', stroke(OUTLINE, 2.5));
  for (const t of [0.35, 0.7]) {
    const bx = cx - size * 0.08 * t * 2;
    const by = cy + h + size * 0.9 * t;
    out += path(`M${n(bx)} ${n(by)}l-9 -7v14ZM${n(bx)} ${n(by)}l9 -7v14Z`, '#4fa3d1', THIN);
  }
  return out;
}

/** A round blue cup with a handle; broken, it lies in three pieces with a crack. */
export function cup(broken: boolean, colour = '#4f86d6'): Art {
  if (!broken) {
    let svg = path('M-26 -58H26L20 -6Q0 4 -20 -6Z', colour, EDGE);
    svg +=
      path('M24 -48q24 0 18 22q-4 12 -20 12', 'none', stroke(OUTLINE, 9)) +
      path('M24 -48q24 0 18 22q-4 12 -20 12', 'none', stroke(colour, 4));
    svg +=
      path('M-18 -40q18 8 36 0', 'none', stroke('#ffffff', 4)) +
      ellipse(0, -58, 26, 6, lighten(colour, 0.35), THIN);
    return { svg: ellipse(0, 0, 34, 6, '#000000', ' opacity="0.12"') + svg, width: 80, height: 64 };
  }
  let svg = ellipse(0, 0, 52, 7, '#000000', ' opacity="0.12"');
  svg +=
    path('M-48 -2L-40 -30L-18 -34L-22 -14L-10 -2Z', colour, EDGE) +
    path('M-40 -22l14 -3', 'none', stroke('#ffffff', 3));
  svg += path('M-2 -2L4 -26L22 -30L30 -12L20 -2Z', colour, EDGE);
  svg +=
    path('M34 -4q16 -2 14 -18q-2 -10 -12 -10', 'none', stroke(OUTLINE, 9)) +
    path('M34 -4q16 -2 14 -18q-2 -10 -12 -10', 'none', stroke(colour, 4));
  svg +=
    path('M-12 -44l4 8l-6 3l5 8', 'none', stroke(OUTLINE, 2.5)) +
    path('M8 -40l-3 7l6 2', 'none', stroke(OUTLINE, 2.5));
  return { svg, width: 110, height: 46 };
}

function sweets(): Art {
  let svg =
    path('M-32 0L-28 -52Q0 -60 28 -52L32 0Z', '#f4c84a', EDGE) +
    path('M-28 -52l6 -12l8 10l8 -12l8 12l8 -12l8 12', '#f4c84a', EDGE);
  const wrapped = (x: number, y: number, c: string) =>
    ellipse(x, y, 10, 7, c, THIN) +
    path(`M${n(x - 10)} ${n(y)}l-7 -6v12ZM${n(x + 10)} ${n(y)}l7 -6v12Z`, c, THIN);
  svg += wrapped(-12, -64, '#e85d5d') + wrapped(12, -68, '#4fa3d1') + wrapped(0, -30, '#9b6bd3');
  return { svg, width: 90, height: 80 };
}

function datesBox(): Art {
  let svg =
    path('M-46 -34L46 -34L42 0H-42Z', '#c9955a', EDGE) +
    path('M-46 -34L-40 -62H40L46 -34', '#e8c48e', EDGE);
  for (let i = 0; i < 5; i++)
    svg += ellipse(-32 + i * 16, -40, 8, 12, i % 2 ? '#6b3a22' : '#7d4528', THIN);
  svg += path('M-40 -18H40', 'none', stroke('#f2c14e', 5));
  return { svg, width: 96, height: 66 };
}

function cookies(): Art {
  let svg = ellipse(0, -6, 48, 10, '#ffffff', EDGE);
  for (const [x, y] of [
    [-20, -16],
    [0, -22],
    [20, -16],
    [-8, -32],
    [12, -32],
  ] as const)
    svg +=
      circle(x, y, 11, '#d9a35a', THIN) +
      circle(x - 3, y - 2, 2, '#6b3a22') +
      circle(x + 3, y + 3, 2, '#6b3a22');
  return { svg, width: 100, height: 46 };
}

function book(): Art {
  let svg =
    rect(-40, -22, 80, 20, '#4fa3d1', EDGE + ' rx="4"') +
    rect(-34, -42, 70, 20, '#e85d5d', EDGE + ' rx="4"');
  svg += path('M-34 -34H34M-40 -14H38', 'none', stroke('#ffffff', 3));
  return { svg, width: 84, height: 44 };
}

function toys(): Art {
  let svg =
    rect(-54, -34, 32, 32, '#f2a541', EDGE + ' rx="4"') +
    rect(-20, -34, 32, 32, '#4fa3d1', EDGE + ' rx="4"') +
    rect(-38, -66, 32, 32, '#6cc3a0', EDGE + ' rx="4"');
  svg +=
    path(star(-38, -18, 9, 4), '#ffffff') +
    circle(-4, -18, 7, '#ffffff') +
    path('M-28 -56l6 12h-12Z', '#ffffff');
  svg +=
    rect(18, -30, 48, 20, '#e85d5d', EDGE + ' rx="8"') +
    rect(26, -44, 28, 16, '#e85d5d', EDGE + ' rx="6"') +
    circle(28, -8, 8, '#3b2a2e') +
    circle(56, -8, 8, '#3b2a2e');
  return { svg, width: 130, height: 70 };
}

function ball(): Art {
  let svg = circle(0, -30, 30, '#ffffff', EDGE);
  svg += path('M-28 -40Q0 -28 28 -40M-26 -16Q0 -4 26 -16', 'none', stroke('#e85d5d', 9));
  svg +=
    path('M0 -60Q-14 -30 0 0', 'none', stroke('#4fa3d1', 8)) + circle(0, -30, 30, 'none', EDGE);
  return { svg, width: 64, height: 62 };
}

function suitcase(): Art {
  let svg = path('M-18 -78v-10q0 -6 6 -6h24q6 0 6 6v10', 'none', stroke(OUTLINE, 7));
  svg +=
    rect(-44, -78, 88, 74, '#d9765f', EDGE + ' rx="10"') +
    path('M-44 -50H44', 'none', stroke(darken('#d9765f', 0.2), 4));
  svg +=
    circle(-20, -26, 9, '#f4c84a', THIN) +
    rect(8, -34, 22, 14, '#6cc3a0', THIN + ' rx="3"') +
    circle(-30, -2, 5, OUTLINE) +
    circle(30, -2, 5, OUTLINE);
  return { svg, width: 92, height: 96 };
}

function tooth(): Art {
  let svg = ellipse(0, -6, 40, 10, '#ffffff', THIN + ' opacity="0.9"');
  svg += path(
    'M-22 -70Q-26 -40 -16 -14Q-10 -2 -6 -18Q0 -30 6 -18Q10 -2 16 -14Q26 -40 22 -70Q0 -80 -22 -70Z',
    '#ffffff',
    EDGE,
  );
  svg +=
    circle(-8, -52, 3, OUTLINE) +
    circle(8, -52, 3, OUTLINE) +
    path('M-6 -42q6 6 12 0', 'none', THIN) +
    path(star(28, -74, 9, 4), '#ffd84d', THIN);
  return { svg, width: 80, height: 84 };
}

function gift(empty: boolean): Art {
  if (empty) {
    // Empty hands: an open, empty box with its lid beside it.
    const svg =
      path('M-34 -40H34L30 0H-30Z', '#c77dff', EDGE) +
      path('M-34 -40l8 -8H26l8 8', '#b06ae8', EDGE) +
      rect(40, -12, 42, 12, '#c77dff', EDGE + ' rx="3"');
    return { svg, width: 120, height: 50 };
  }
  let svg =
    rect(-34, -60, 68, 60, '#c77dff', EDGE + ' rx="6"') +
    rect(-38, -70, 76, 16, '#b06ae8', EDGE + ' rx="5"');
  svg +=
    path('M0 -70V0', 'none', stroke('#ffd166', 10)) +
    path('M0 -70q-24 -22 -26 -4q2 8 26 4q24 4 26 -4q-2 -18 -26 4', '#ffd166', THIN);
  return { svg, width: 80, height: 90 };
}

function paperStar(x: number, y: number, r: number, c: string): string {
  return path(star(x, y, r, r * 0.45), c, THIN);
}

function paperStars(): Art {
  let svg = '';
  const colours = ['#ffd84d', '#4fa3d1', '#e77fb3', '#6cc3a0'];
  [
    [-30, -16],
    [0, -22],
    [30, -14],
    [-14, -44],
    [16, -46],
  ].forEach(([x, y], i) => (svg += paperStar(x ?? 0, y ?? 0, 15, colours[i % 4] ?? '#ffd84d')));
  svg += path('M50 -40a20 20 0 1 0 10 30a16 16 0 1 1 -10 -30Z', '#ffd84d', THIN);
  return { svg, width: 130, height: 66 };
}

function wateringCan(): Art {
  let svg =
    path('M-30 -50H18L22 0H-34Z', '#45b3a3', EDGE) +
    path('M18 -34L54 -62', 'none', stroke(OUTLINE, 12)) +
    path('M18 -34L54 -62', 'none', stroke('#45b3a3', 6));
  svg +=
    ellipse(56, -64, 8, 6, '#2e9e8f', THIN) +
    path('M-30 -46q-22 8 -4 30', 'none', stroke(OUTLINE, 8)) +
    path('M-30 -46q-22 8 -4 30', 'none', stroke('#45b3a3', 3));
  svg += path('M60 -60l8 8M62 -66l12 4', 'none', stroke('#7fd0e6', 3));
  return { svg, width: 110, height: 72 };
}

function flowerPot(grown: boolean): Art {
  let svg =
    path('M-30 -44H30L22 0H-22Z', '#d9765f', EDGE) +
    rect(-34, -52, 68, 12, '#e8897a', EDGE + ' rx="4"') +
    ellipse(0, -52, 28, 5, '#6b4a35');
  if (grown)
    svg =
      path('M0 -52V-84', 'none', stroke('#4f9d4a', 5)) +
      ellipse(-12, -84, 12, 6, '#6cbf5a', THIN + ' transform="rotate(-30 -12 -84)"') +
      ellipse(12, -88, 12, 6, '#6cbf5a', THIN + ' transform="rotate(30 12 -88)"') +
      svg;
  return { svg, width: 72, height: grown ? 96 : 56 };
}

function sapling(wilted: boolean): Art {
  const leaf = wilted ? '#c9b458' : '#6cbf5a';
  let svg = ellipse(0, -2, 40, 9, '#8a5a34', THIN);
  svg += path(wilted ? 'M0 -4Q4 -60 -6 -96' : 'M0 -4Q2 -60 0 -110', 'none', stroke('#7a4f2e', 7));
  const leaves: Array<[number, number, number]> = wilted
    ? [
        [-14, -70, 60],
        [12, -60, 120],
        [-18, -96, 70],
      ]
    : [
        [-18, -80, -30],
        [18, -88, 30],
        [-16, -104, -40],
        [14, -112, 40],
        [0, -120, 0],
      ];
  for (const [x, y, a] of leaves)
    svg += ellipse(x, y, 16, 8, leaf, THIN + ` transform="rotate(${a} ${x} ${y})"`);
  return { svg, width: 80, height: 130 };
}

function dinner(empty: boolean): Art {
  let svg = '';
  for (const x of [-50, 0, 50]) svg += ellipse(x, -6, 20, 6, '#ffffff', THIN);
  if (!empty) {
    svg +=
      ellipse(0, -16, 26, 14, '#e8a33d', THIN) +
      path('M-20 -20q20 -12 40 0', 'none', stroke('#c9752a', 3));
    svg += ellipse(-50, -12, 14, 7, '#d9a35a', THIN) + ellipse(50, -12, 12, 8, '#7fb069', THIN);
    svg +=
      path('M76 -2v-22q0 -8 10 -8h8q10 0 10 8v22Z', '#f2eee8', THIN) +
      path('M104 -20q10 -4 12 -14', 'none', stroke(OUTLINE, 3));
  }
  return { svg, width: empty ? 140 : 180, height: empty ? 14 : 40 };
}

function lampAndGlobe(): Art {
  let svg =
    path('M-50 0h36l-6 -8h-24Z', '#8a5a34', THIN) + path('M-32 -8V-62', 'none', stroke(OUTLINE, 5));
  svg +=
    path('M-54 -62h44l-8 -30h-28Z', '#ffd166', EDGE) +
    path('M-32 -62l-22 26M-32 -62l26 26', 'none', stroke('#fff2b0', 10) + ' opacity="0.6"');
  svg +=
    circle(30, -34, 26, '#4fa3d1', EDGE) +
    path('M18 -50q10 8 4 16q-8 6 -2 14M36 -56q-6 10 6 14q10 4 6 14', 'none', stroke('#6cc3a0', 7)) +
    path('M30 -8v8M14 0h32', 'none', stroke(OUTLINE, 5));
  return { svg, width: 120, height: 96 };
}

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

export type PropPlace = NonNullable<SceneProp['where']>;

/**
 * Where each thing can be, the likeliest first: a thing named somewhere it cannot be (a bicycle
 * on a table, a bed in someone's hands, bunting on the ground) is drawn at the first of its places.
 * Every thing that can be held can also stand on the ground, for a holder without hands.
 */
export const PROP_PLACES = {
  kite: ['held', 'tree', 'ground'],
  cup: ['table', 'ground', 'held'],
  lantern: ['held', 'ground', 'table'],
  sweets: ['table', 'ground', 'held'],
  'dates-box': ['table', 'ground', 'held'],
  cookies: ['table', 'ground', 'held'],
  book: ['table', 'ground', 'held'],
  toys: ['ground', 'table'],
  ball: ['ground', 'held', 'table'],
  bed: ['ground'],
  suitcase: ['ground', 'held'],
  tooth: ['held', 'table', 'ground'],
  gift: ['held', 'ground', 'table'],
  'moon-and-stars': ['sky', 'ground', 'table', 'held'],
  'paper-stars': ['sky', 'held', 'table', 'ground'],
  'watering-can': ['held', 'ground'],
  'flower-pot': ['ground', 'table', 'held'],
  sapling: ['ground', 'held'],
  dinner: ['table', 'ground'],
  'lamp-and-globe': ['table', 'ground'],
  kitten: ['ground', 'held'],
  'baby-bird': ['ground', 'held'],
  lamb: ['ground'],
  'night-light': ['table', 'ground', 'held'],
  'memory-box': ['held', 'table', 'ground'],
  photo: ['held', 'table', 'ground'],
  drawing: ['held', 'table', 'ground'],
  letter: ['held', 'table', 'ground'],
  phone: ['held', 'table', 'ground'],
  teddy: ['held', 'ground', 'table'],
  toothbrush: ['held', 'table', 'ground'],
  bicycle: ['ground'],
  'swim-ring': ['held', 'ground'],
  umbrella: ['held', 'ground'],
  medicine: ['table', 'held', 'ground'],
  tablet: ['held', 'table', 'ground'],
  balloons: ['held', 'ground', 'table', 'sky'],
  cake: ['table', 'held', 'ground'],
  bunting: ['sky'],
  'school-bag': ['held', 'ground', 'table'],
  medal: ['held', 'table', 'ground'],
  'board-game': ['table', 'ground'],
  'pet-bowl': ['ground', 'held'],
  calendar: ['table', 'ground', 'held'],
  broom: ['held', 'ground'],
  flowers: ['held', 'table', 'ground'],
  microphone: ['held', 'ground', 'table'],
  'moving-boxes': ['ground', 'held'],
  'sand-timer': ['table', 'ground', 'held'],
  'comb-and-scissors': ['table', 'held', 'ground'],
} as const satisfies Record<PropKind, readonly [PropPlace, ...PropPlace[]]>;

/** Where a prop is drawn: where the scene puts it (the ground when it says nothing), if it can be there. */
export function propPlace(prop: SceneProp): PropPlace {
  const places: readonly PropPlace[] = PROP_PLACES[prop.kind];
  const wanted = prop.where ?? 'ground';
  return places.includes(wanted) ? wanted : (places[0] ?? 'ground');
}

const LITTLE_ANIMALS = { kitten: 'cat', 'baby-bird': 'bird', lamb: 'lamb' } as const;

/** The little animal a prop is (the lost kitten, the fallen baby bird), drawn as a character. */
export function propAnimal(prop: SceneProp): StoryCharacterInput | null {
  const species =
    prop.kind in LITTLE_ANIMALS ? LITTLE_ANIMALS[prop.kind as keyof typeof LITTLE_ANIMALS] : null;
  return species
    ? {
        name: `the little ${species}`,
        type: 'animal',
        gender: 'female',
        species,
        description: `a little lost ${species}`,
      }
    : null;
}

/** A little animal sitting, small enough to be held in two hands. */
function animalArt(prop: SceneProp): Art {
  const animal = propAnimal(prop);
  if (!animal) return { svg: '', width: 0, height: 0 };
  const figure = drawCharacter(animal, {
    pose: 'sitting',
    mood: 'happy',
    id: `prop-${prop.kind}`,
    underwater: false,
  });
  const k = 0.6;
  const mid = (figure.left + figure.right) / 2;
  return {
    svg: `<g transform="scale(${k}) translate(${n(-mid)} 0)">${figure.svg}</g>`,
    width: (figure.right - figure.left) * k,
    height: figure.top * k,
  };
}

/** What the ground or a table shows of a prop (held ones are drawn by `heldArt`). */
export function propArt(prop: SceneProp, canvas: Canvas): Art {
  const art = baseArt(prop, canvas, propPlace(prop));
  const k = ENLARGE[prop.kind];
  return k
    ? {
        svg: `<g transform="scale(${k})">${art.svg}</g>`,
        width: art.width * k,
        height: art.height * k,
      }
    : art;
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

/** The things that can be up in the sky. */
type SkyKind = {
  [K in PropKind]: 'sky' extends (typeof PROP_PLACES)[K][number] ? K : never;
}[PropKind];

/** Whether a prop is drawn up in the sky. */
export function inSky<P extends SceneProp>(prop: P): prop is P & { kind: SkyKind } {
  return propPlace(prop) === 'sky';
}

/** Sky things, drawn on the canvas itself: the crescent moon and stars, a garland of paper stars or of flags, balloons drifting up. */
export function skyArt(prop: SceneProp & { kind: SkyKind }, canvas: Canvas): string {
  const { width } = canvas;
  const kind = prop.kind;
  switch (kind) {
    case 'bunting':
      return buntingSky(canvas);
    case 'balloons': {
      let svg = '';
      // Where a garland of bunting would hang highest (its ends and its middle), so both can be on one page.
      const drift: Array<[number, number, string]> = [
        [0.07, 160, '#e85d5d'],
        [0.43, 175, '#ffd166'],
        [0.57, 150, '#4fa3d1'],
        [0.93, 170, '#c77dff'],
      ];
      for (const [t, y, c] of drift)
        svg +=
          path(`M${n(width * t)} ${n(y + 34)}q-10 24 0 44t0 40`, 'none', stroke(OUTLINE, 1.8)) +
          balloon(width * t, y, c, 1.3);
      return svg;
    }
    case 'paper-stars': {
      let svg = path(`M40 70Q${n(width / 2)} 170 ${n(width - 40)} 70`, 'none', stroke(OUTLINE, 3));
      const colours = ['#ffd84d', '#4fa3d1', '#e77fb3', '#6cc3a0', '#ff9f5a'];
      for (let i = 1; i < 10; i++) {
        const t = i / 10;
        const x = 40 + (width - 80) * t;
        const y = 70 + 4 * 100 * t * (1 - t);
        svg +=
          path(`M${n(x)} ${n(y)}v16`, 'none', stroke(OUTLINE, 2)) +
          (i % 3 === 0
            ? path(
                `M${n(x - 8)} ${n(y + 16)}a18 18 0 1 0 16 28a14 14 0 1 1 -16 -28Z`,
                '#ffd84d',
                THIN,
              )
            : path(star(x, y + 34, 18, 8), colours[i % 5] ?? '#ffd84d', THIN));
      }
      return svg;
    }
    case 'moon-and-stars': {
      const mx = width - 170;
      let svg =
        circle(mx, 120, 58, '#fff1b0', ' opacity="0.35"') +
        path(`M${mx - 20} 72a50 50 0 1 0 46 76a40 40 0 1 1 -46 -76Z`, '#ffe27a', THIN);
      for (const [x, y, r] of [
        [mx - 120, 80, 12],
        [mx + 90, 60, 10],
        [mx - 60, 190, 9],
        [mx + 110, 180, 11],
        [mx - 200, 150, 8],
      ] as const)
        svg += path(star(x, y, r, r * 0.45), '#fff6c9', THIN);
      return svg;
    }
    default: {
      const forgotten: never = kind;
      throw new Error(`no sky drawing for the prop ${String(forgotten)}`);
    }
  }
}

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

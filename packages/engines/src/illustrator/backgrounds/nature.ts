import type { Backdrop, Canvas, PlaceHint } from '../core/canvas.ts';
import { pickAt } from '../core/hash.ts';
import { ellipse } from '../core/svg.ts';
import { reflection } from './props/celestial.ts';
import { flowers, tuft } from './props/flowers.ts';
import { palm } from './props/palm.ts';
import { dunes, hills, mountains, sea } from './props/terrain.ts';
import { roundTree } from './props/trees.ts';
import { drawSky } from './sky.ts';

type Landscape = 'desert' | 'seaside' | 'mountains' | 'meadow';

const HINTS: ReadonlyArray<readonly [Landscape, RegExp]> = [
  ['seaside', /\b(sea|beach|shore|coast|bay|island|ocean|waves?)\b|بحر|شاطئ|ساحل|جزيرة/],
  ['desert', /\b(desert|dunes?|sand|sahara|camel)\b|صحراء|كثبان|رمال|رمل/],
  ['mountains', /\b(mountains?|hills?|valley|peak|cliffs?|wadi|canyon)\b|جبل|جبال|وادي|تلال/],
  [
    'meadow',
    /\b(garden|park|meadow|forest|woods?|trees?|field|flowers?|river|lake)\b|حديقة|غابة|بستان|زهور|نهر|بحيرة/,
  ],
];

/** Which landscape a nature place shows: named by its words, else chosen by its name's hash. */
export function landscapeFor(hint: string, hash: number): Landscape {
  return (
    HINTS.find(([, pattern]) => pattern.test(hint))?.[0] ??
    pickAt(['desert', 'seaside', 'mountains', 'meadow'] as const, hash)
  );
}

function desert(canvas: Canvas): string {
  let out = drawSky(canvas, 500) + mountains(canvas, 500, 110, 4, '#e2b48a', false);
  out += dunes(canvas, 520, 3);
  out += palm(canvas, 230, 600, 190, { lean: -0.12 }) + palm(canvas, 100, 650, 290, { lean: 0.1 });
  out += palm(canvas, canvas.width - 120, 630, 250, { lean: -0.14 });
  out += tuft(canvas, 300, 680, 30, '#9aa84f') + tuft(canvas, 760, 700, 26, '#9aa84f');
  return out;
}

function seaside(canvas: Canvas): string {
  const { tone } = canvas.light;
  let out = drawSky(canvas, 420) + sea(canvas, 420, 600);
  if (canvas.light.night) out += reflection(canvas.width * 0.7, 450, 120, '#fff3c4');
  out += hills(canvas, 590, 8, 2, tone('#f3d7a1'), 1);
  out += ellipse(300, 596, 180, 6, tone('#ffffff'), ' opacity="0.6"');
  out +=
    palm(canvas, 90, 650, 300, { lean: 0.16 }) +
    palm(canvas, canvas.width - 90, 640, 260, { lean: -0.18 });
  const shell = tone('#f7b2a0');
  out += ellipse(640, 720, 10, 7, shell) + ellipse(260, 735, 8, 6, tone('#ffe0b2'));
  return out;
}

function mountainView(canvas: Canvas): string {
  const { tone } = canvas.light;
  let out = drawSky(canvas, 470) + mountains(canvas, 470, 210, 4, '#8aa3c8');
  out +=
    hills(canvas, 520, 30, 2, tone('#9fd27f'), 0.5) + hills(canvas, 590, 18, 3, tone('#7fc06a'), 2);
  out +=
    roundTree(canvas, 120, 600, 110, '#5daa57') +
    roundTree(canvas, canvas.width - 130, 610, 130, '#4f9d4a');
  out += flowers(canvas, 620, 760, 16);
  return out;
}

function meadow(canvas: Canvas): string {
  const { tone } = canvas.light;
  let out = drawSky(canvas, 500) + hills(canvas, 500, 40, 2, tone('#b5de8f'), 2);
  out += roundTree(canvas, 260, 530, 80, '#6cbf5a') + roundTree(canvas, 720, 520, 70, '#5daa57');
  out += hills(canvas, 590, 16, 2, tone('#8fcc70'), 0.3);
  out +=
    roundTree(canvas, 90, 620, 150, '#5daa57', '#ff8a3d') +
    roundTree(canvas, canvas.width - 100, 630, 135, '#6cbf5a', '#ff5d5d');
  out += flowers(canvas, 620, 760, 18);
  return out;
}

/** A landscape: desert dunes with palms, a palm beach, mountains, or a green meadow. */
export function drawNature(canvas: Canvas, place: PlaceHint): Backdrop {
  const landscape = landscapeFor(place.text, place.hash);
  const draw = { desert, seaside, mountains: mountainView, meadow }[landscape];
  return { svg: draw(canvas), feetY: 690 };
}

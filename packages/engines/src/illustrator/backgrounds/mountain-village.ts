import type { Backdrop, Canvas } from '../core/canvas.ts';
import { n, path } from '../core/svg.ts';
import { flowers } from './props/flowers.ts';
import { house } from './props/house.ts';
import { hills, mountains } from './props/terrain.ts';
import { cedar, cypress } from './props/trees.ts';
import { drawSky } from './sky.ts';

/** A mountain village: snowy peaks, terraced green slopes, stone houses with red roofs, cedars, a winding path. */
export function drawMountainVillage(canvas: Canvas): Backdrop {
  const { tone } = canvas.light;
  const { width } = canvas;
  let out = drawSky(canvas, 420);
  out += mountains(canvas, 400, 230, 3, '#8ea6cc');
  out += hills(canvas, 440, 40, 2, tone('#9fd07f'), 0.3);
  // Terraces: soft lines following the slope.
  let terraces = '';
  for (let i = 0; i < 4; i++)
    terraces += `M-10 ${n(470 + i * 26)}Q${n(width / 2)} ${n(440 + i * 30)} ${n(width + 10)} ${n(478 + i * 24)}`;
  out += path(
    terraces,
    'none',
    ` stroke="${tone('#7fb865')}" stroke-width="4" stroke-linecap="round"`,
  );
  const stone = ['#eadbc4', '#f1e4d0', '#e2cfb5'];
  out += house(canvas, 150, 480, 110, 90, {
    color: stone[0] ?? '#eadbc4',
    trim: '#3f7fbf',
    windows: 2,
    tiled: true,
  });
  out += house(canvas, 320, 455, 90, 74, {
    color: stone[1] ?? '#eadbc4',
    trim: '#5b8f3e',
    windows: 1,
    tiled: true,
  });
  out += house(canvas, 700, 470, 120, 96, {
    color: stone[2] ?? '#eadbc4',
    trim: '#c8553d',
    windows: 2,
    tiled: true,
  });
  out += cypress(canvas, 280, 480, 90) + cypress(canvas, 660, 476, 80);
  out += hills(canvas, 580, 22, 2, tone('#86c46a'), 1.9);
  const pathFill = tone('#e8d2a6');
  out += path(`M470 590Q430 640 480 690T430 780H620Q640 700 600 660T520 590Z`, pathFill);
  out +=
    cedar(canvas, 90, 640, 210) +
    cedar(canvas, width - 110, 650, 240) +
    cedar(canvas, 840, 590, 110);
  out += flowers(canvas, 610, 760, 18);
  return { svg: out, feetY: 695 };
}

import type { Backdrop, Canvas } from '../core/canvas.ts';
import { lighten } from '../core/color.ts';
import { ellipse, n, path, poly, rect } from '../core/svg.ts';
import { edge } from './props/edge.ts';
import { jar } from './props/market.ts';
import { potPlant, roundTree } from './props/trees.ts';
import { archPath } from './props/window.ts';
import { drawSky } from './sky.ts';

/** A fountain: an octagonal basin with a bowl and a jet of water. */
function fountain(canvas: Canvas, x: number, groundY: number, size: number): string {
  const { tone } = canvas.light;
  const stone = tone('#e9dccb');
  const water = tone('#7fd0e6');
  let out = path(
    poly([
      [x - size, groundY - size * 0.3],
      [x - size * 0.7, groundY - size * 0.45],
      [x + size * 0.7, groundY - size * 0.45],
      [x + size, groundY - size * 0.3],
      [x + size, groundY],
      [x - size, groundY],
    ]),
    stone,
    edge(stone),
  );
  out += ellipse(x, groundY - size * 0.36, size * 0.82, size * 0.08, water);
  out += rect(x - size * 0.08, groundY - size * 0.95, size * 0.16, size * 0.55, stone, edge(stone));
  out += ellipse(x, groundY - size * 0.95, size * 0.35, size * 0.08, stone, edge(stone));
  out += path(
    `M${n(x)} ${n(groundY - size * 0.98)}q-6 -${n(size * 0.35)} -${n(size * 0.3)} -${n(size * 0.1)}M${n(x)} ${n(groundY - size * 0.98)}q6 -${n(size * 0.35)} ${n(size * 0.3)} -${n(size * 0.1)}`,
    'none',
    ` stroke="${water}" stroke-width="5" stroke-linecap="round"`,
  );
  return out;
}

/** The tiled courtyard of a grandmother's house: an arcade, tiles, a fountain, a lemon tree, jasmine and pots. */
export function drawGrandmotherCourtyard(canvas: Canvas): Backdrop {
  const { tone } = canvas.light;
  const { width } = canvas;
  let out = drawSky(canvas, 240, { clouds: 2 });
  const wall = tone('#f2e3cc');
  out += rect(-10, 150, width + 20, 480, wall, edge(wall));
  // Ablaq: the striped stonework of old Damascus houses.
  let stripes = '';
  for (let y = 170; y < 260; y += 24) stripes += `M-10 ${n(y)}H${n(width + 10)}`;
  out += path(stripes, 'none', ` stroke="${tone('#d9b98c')}" stroke-width="10"`);
  for (let i = 0; i < 3; i++) {
    const x = 110 + i * 300;
    const arch = tone('#7c5a44');
    out += path(archPath(x - 4, 286, 228, 318, true), tone(lighten('#c8553d', 0.1)), edge(arch, 3));
    out += path(archPath(x + 10, 300, 200, 304, true), tone('#8a6a55'));
    out += path(archPath(x + 70, 380, 80, 120), tone('#3f7fbf'), edge(tone('#3f7fbf')));
  }
  // A band of blue tiles along the bottom of the wall.
  const tile = tone('#3f7fbf');
  let tiles = rect(-10, 560, width + 20, 44, tone('#fbf3e4'), edge(tile, 2));
  for (let x = 10; x < width; x += 44)
    tiles += path(
      poly([
        [x, 582],
        [x + 11, 566],
        [x + 22, 582],
        [x + 11, 598],
      ]),
      tile,
    );
  out += tiles;
  // Jasmine trailing along the top of the wall.
  let leaves = '';
  for (let x = 0; x < width; x += 26) leaves += `M${n(x)} 150q13 ${n(18 + (x % 3) * 6)} 26 0`;
  out += path(
    leaves,
    'none',
    ` stroke="${tone('#4f9d4a')}" stroke-width="8" stroke-linecap="round"`,
  );
  const floor = tone('#f4e6cf');
  out += rect(-10, 600, width + 20, 180, floor, edge(floor));
  let checks = '';
  for (let row = 0; row < 4; row++) {
    const y = 600 + row * 42;
    for (let x = (row % 2) * 60 - 60; x < width; x += 120) checks += `M${n(x)} ${n(y)}h60v42h-60Z`;
  }
  out += path(checks, tone('#d8b99a'), ' opacity="0.6"');
  out += fountain(canvas, 300, 640, 120);
  out += roundTree(canvas, width - 110, 600, 170, '#5daa57', '#ffd93d');
  const pot = tone('#c8693f');
  out += path(
    poly([
      [width - 170, 600],
      [width - 50, 600],
      [width - 70, 660],
      [width - 150, 660],
    ]),
    pot,
    edge(pot),
  );
  out += potPlant(canvas, 60, 680, 80, '#3f7fbf', '#e85d8f') + jar(canvas, 150, 700, 60, '#d07a45');
  return { svg: out, feetY: 705 };
}

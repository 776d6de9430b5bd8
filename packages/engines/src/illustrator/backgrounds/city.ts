import type { Backdrop, Canvas } from '../core/canvas.ts';
import { ground } from './props/terrain.ts';
import { house } from './props/house.ts';
import { garland, lantern } from './props/lantern.ts';
import { dome, minaret } from './props/skyline.ts';
import { potPlant } from './props/trees.ts';
import { drawSky } from './sky.ts';

const WALLS = ['#f3e1c4', '#f6ead8', '#efcfa8', '#e9d6c0', '#f4d9c6', '#dfe6e8'];
const TRIMS = ['#3f7fbf', '#2e9e8f', '#5b8f3e', '#c8553d', '#6a5acd'];
const GLASS = ['#e85d5d', '#f2a541', '#4fa3d1', '#6cc3a0', '#9b6bd3'];

/** An old Arab city street: a skyline of domes and a minaret, a row of houses, lanterns strung across. */
export function drawCity(canvas: Canvas): Backdrop {
  const { rng, width } = canvas;
  const baseY = 610;
  let out = drawSky(canvas, 480);
  // Far skyline, pale so it sits behind the street.
  out +=
    dome(canvas, rng.range(140, 260), 470, 46, '#8fb8c9') +
    minaret(canvas, rng.range(330, 420), 480, 210, '#8fb8c9');
  out +=
    dome(canvas, rng.range(600, 700), 470, 62, '#9fc7a7') +
    dome(canvas, rng.range(840, 940), 475, 40, '#c9a3c9');
  const roofs: Array<[number, number]> = [];
  let x = -30;
  while (x < width + 10) {
    const w = rng.range(130, 190);
    const h = rng.range(150, 240);
    out += house(canvas, x, baseY, w, h, {
      color: rng.pick(WALLS),
      trim: rng.pick(TRIMS),
      windows: w > 160 ? 3 : 2,
      dome: rng.chance(0.2),
      balcony: rng.chance(0.3),
    });
    roofs.push([x + w, baseY - h + 20]);
    x += w + rng.range(-4, 6);
  }
  // Lanterns strung between rooftops.
  for (let i = 0; i + 1 < roofs.length; i += 2) {
    const from = roofs[i];
    const to = roofs[i + 1];
    if (!from || !to) continue;
    const string = garland(canvas, from, to, 30);
    out += string.svg;
    for (const t of [0.3, 0.7]) {
      const [lx, ly] = string.at(t);
      out += lantern(canvas, lx, ly + 14, 34, rng.pick(GLASS));
    }
  }
  out += ground(canvas, baseY, '#e8d2ad', '#c9a878', 'tiles');
  out +=
    potPlant(canvas, 40, baseY + 16, 56) + potPlant(canvas, width - 50, baseY + 20, 50, '#5b8fc9');
  return { svg: out, feetY: 690 };
}

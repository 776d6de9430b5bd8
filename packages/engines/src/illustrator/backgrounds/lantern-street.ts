import type { Backdrop, Canvas } from '../core/canvas.ts';
import { n, path, star } from '../core/svg.ts';
import { crescentPath } from './props/celestial.ts';
import { house } from './props/house.ts';
import { bunting, garland, lantern, stringLights } from './props/lantern.ts';
import { dome, minaret } from './props/skyline.ts';
import { ground } from './props/terrain.ts';
import { drawSky } from './sky.ts';

const GLASS = ['#e85d5d', '#f2a541', '#4fa3d1', '#6cc3a0', '#9b6bd3', '#e77fb3'];

/** A crescent and star cut from gold, hung for Ramadan. */
function crescentSign(canvas: Canvas, x: number, y: number, r: number): string {
  const gold = canvas.light.lamp > 0 ? '#ffd66b' : canvas.light.tone('#f2c14e');
  return (
    path(
      `M${n(x)} ${n(y - r - 22)}V${n(y - r)}`,
      'none',
      ` stroke="${canvas.light.tone('#6b4a35')}" stroke-width="2"`,
    ) +
    path(crescentPath(x, y, r), gold, ` stroke="#c9962e" stroke-width="2.5"`) +
    path(
      star(x + r * 0.55, y - r * 0.05, r * 0.32, r * 0.14),
      gold,
      ` stroke="#c9962e" stroke-width="2"`,
    )
  );
}

/** A street dressed for Ramadan: houses hung with strings of fanous lanterns, lights, bunting and a crescent. */
export function drawLanternStreet(canvas: Canvas): Backdrop {
  const { width, rng } = canvas;
  // The moon keeps to the left, clear of the hanging crescent in the middle.
  let out = drawSky(canvas, 420, { clouds: 1, sunX: width * 0.16 });
  out += minaret(canvas, 560, 420, 250, '#7fb0c9') + dome(canvas, 460, 430, 54, '#7fb0c9');
  const houses: Array<[number, number, number, string, string]> = [
    [-20, 200, 280, '#f1d7b5', '#2e9e8f'],
    [180, 150, 210, '#f6e6d0', '#3f7fbf'],
    [650, 170, 240, '#efcfb0', '#c8553d'],
    [820, 220, 300, '#f3e1c4', '#5b8f3e'],
  ];
  for (const [x, w, h, color, trim] of houses)
    out += house(canvas, x, 600, w, h, { color, trim, windows: 2, balcony: w > 190 });
  // Lantern strings cross the street from roof to roof.
  const rows: Array<[number, number, number, number, number]> = [
    [0, 330, width, 300, 40],
    [0, 230, width, 200, 55],
  ];
  rows.forEach(([x1, y1, x2, y2, sag], row) => {
    const string = garland(canvas, [x1, y1], [x2, y2], sag);
    out += string.svg;
    for (let i = 1; i < 7; i++) {
      const [lx, ly] = string.at(i / 7);
      out += lantern(
        canvas,
        lx,
        ly + 16,
        row ? 40 : 34,
        GLASS[(i + row * 2 + rng.int(0, 5)) % GLASS.length] ?? '#f2a541',
      );
    }
  });
  out += stringLights(canvas, [0, 150], [width, 140], 30);
  out += bunting(canvas, [0, 400], [width, 410], 25, GLASS);
  out += crescentSign(canvas, width * 0.62, 110, 30);
  out += ground(canvas, 600, '#e6cfa8', '#c2a174', 'tiles');
  return { svg: out, feetY: 690 };
}

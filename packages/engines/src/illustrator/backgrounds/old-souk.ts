import type { Backdrop, Canvas } from '../core/canvas.ts';
import { n, path, rect } from '../core/svg.ts';
import { edge } from './props/edge.ts';
import { lantern } from './props/lantern.ts';
import { awning, hangingCarpet, jar, spiceBasket, stallGoods } from './props/market.ts';
import { ground } from './props/terrain.ts';
import { archPath } from './props/window.ts';
import { drawSky } from './sky.ts';

const AWNINGS: ReadonlyArray<readonly [string, string]> = [
  ['#e85d5d', '#fbeee0'],
  ['#2e9e8f', '#fbeee0'],
  ['#f2a541', '#fbeee0'],
  ['#5b6cc7', '#fbeee0'],
];

/** An old covered market: a stone arcade of stalls under striped awnings, lamps, carpets and spices. */
export function drawOldSouk(canvas: Canvas): Backdrop {
  const { tone } = canvas.light;
  const { width, rng } = canvas;
  const floorY = 600;
  let out = drawSky(canvas, 300, { clouds: 2 });
  const stone = tone('#e6c9a0');
  out += rect(-10, 170, width + 20, floorY - 160, stone, edge(stone));
  let blocks = '';
  for (let row = 0; row < 5; row++) {
    for (let x = (row % 2) * 40 + rng.range(0, 30); x < width; x += rng.range(90, 160))
      blocks += `M${n(x)} ${n(190 + row * 22)}h${n(rng.range(26, 44))}`;
  }
  out += path(
    blocks,
    'none',
    ` stroke="${tone('#c9a87c')}" stroke-width="3" stroke-linecap="round"`,
  );
  // The roofline: a row of small domes over the arcade.
  for (let x = 40; x < width; x += 128)
    out += path(`M${n(x)} 172a64 50 0 0 1 128 0Z`, tone('#d9b98c'), edge(tone('#d9b98c')));
  const bays = 4;
  const bay = width / bays;
  for (let i = 0; i < bays; i++) {
    const x = i * bay + 18;
    const w = bay - 36;
    const shade = tone('#a0714c');
    out += path(archPath(x, 250, w, floorY - 250), shade, edge(stone, 4));
    const [a, b] = AWNINGS[(i + rng.int(0, 3)) % AWNINGS.length] ?? ['#e85d5d', '#ffffff'];
    if (i % 2 === 0)
      out += hangingCarpet(
        canvas,
        x + 20,
        330,
        w * 0.38,
        120,
        i ? '#b23a48' : '#2f5d8a',
        '#f2c14e',
      );
    else out += jar(canvas, x + 40, 520, 50, '#d07a45') + jar(canvas, x + 80, 520, 38, '#4f8fbf');
    out += stallGoods(
      canvas,
      x + 10,
      528,
      w - 20,
      i % 2 ? ['#ff7a45', '#ffd166', '#8bc34a'] : ['#e85d5d', '#f2a541', '#c77dff'],
    );
    out += awning(canvas, x - 6, 300, w + 12, 42, a, b);
    out += lantern(canvas, x + w / 2, 258, 40, i % 2 ? '#e85d5d' : '#4fa3d1');
  }
  out += ground(canvas, floorY, '#d9bf98', '#b89a70', 'tiles');
  out += spiceBasket(canvas, 60, 700, 70, '#d9534f') + spiceBasket(canvas, 130, 735, 62, '#f2b134');
  out +=
    spiceBasket(canvas, width - 70, 712, 70, '#e2762b') +
    spiceBasket(canvas, width - 140, 745, 56, '#6a994e');
  return { svg: out, feetY: 690 };
}

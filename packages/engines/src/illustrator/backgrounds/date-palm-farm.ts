import type { Backdrop, Canvas } from '../core/canvas.ts';
import { ellipse, n, path, rect } from '../core/svg.ts';
import { edge } from './props/edge.ts';
import { spiceBasket } from './props/market.ts';
import { palm } from './props/palm.ts';
import { ground } from './props/terrain.ts';
import { drawSky } from './sky.ts';

/** A date-palm farm: rows of laden palms behind a mud-brick wall, an irrigation channel and baskets of dates. */
export function drawDatePalmFarm(canvas: Canvas): Backdrop {
  const { tone } = canvas.light;
  const { width } = canvas;
  let out = drawSky(canvas, 470);
  for (let x = 30; x < width; x += 110)
    out += palm(canvas, x, 500, 160, { lean: x % 220 ? 0.08 : -0.08, dates: x % 220 === 30 });
  const mud = tone('#d9a86c');
  let wall = `M-10 560V520`;
  for (let x = -10; x < width + 10; x += 40) wall += `h20v-8h20v8`;
  out += path(wall + `V560Z`, mud, edge(mud));
  out += rect(440, 500, 90, 60, tone('#6b8f3e'), edge(tone('#6b8f3e')) + ' rx="4"');
  out += ground(canvas, 560, '#c99a62', '#a97a48', 'pebbles');
  const water = tone('#58b6d8');
  out += path(
    `M-10 600Q300 590 520 604T${n(width + 10)} 598V622Q700 630 520 624T-10 622Z`,
    water,
    edge(water, 2),
  );
  out +=
    palm(canvas, 80, 660, 320, { lean: 0.08, dates: true }) +
    palm(canvas, width - 80, 655, 300, { lean: -0.1, dates: true });
  const date = '#8b3a1e';
  out += spiceBasket(canvas, 230, 720, 64, date) + spiceBasket(canvas, 790, 730, 60, '#b5532a');
  out += ellipse(860, 742, 14, 8, tone('#7a3418'));
  return { svg: out, feetY: 700 };
}

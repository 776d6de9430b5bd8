import type { Backdrop, Canvas } from '../core/canvas.ts';
import { ellipse, n, path } from '../core/svg.ts';
import { felucca } from './props/boats.ts';
import { reflection } from './props/celestial.ts';
import { edge } from './props/edge.ts';
import { tuft } from './props/flowers.ts';
import { palm } from './props/palm.ts';
import { hills, sea } from './props/terrain.ts';
import { drawSky } from './sky.ts';

/** The Nile: a far bank of palms and pyramids, white-sailed feluccas, reeds on the near bank. */
export function drawNileFelucca(canvas: Canvas): Backdrop {
  const { tone } = canvas.light;
  const { width } = canvas;
  let out = drawSky(canvas, 420, { sunX: width * 0.3 });
  const sand = tone('#e9c38a');
  out += path(`M540 425L640 330L740 425ZM700 425L770 360L840 425Z`, sand, edge(sand));
  out += hills(canvas, 425, 4, 3, tone('#b7c97a'), 0.4);
  for (const x of [60, 130, 250, 420, 900, 980])
    out += palm(canvas, x, 440, 90 + (x % 5) * 6, { lean: x % 2 ? 0.1 : -0.1 });
  out += sea(canvas, 445, 600, '#2f7fb5', '#6cc0d8');
  if (canvas.light.night) out += reflection(width * 0.3, 470, 110, '#fff3c4');
  out += felucca(canvas, 300, 520, 170, '#3f7fbf') + felucca(canvas, 760, 480, 110, '#d9534f');
  // Lotus pads and flowers near the bank.
  for (const [x, y] of [
    [120, 585],
    [520, 590],
    [880, 582],
  ] as const) {
    out +=
      ellipse(x, y, 26, 7, tone('#5fa85a'), edge(tone('#5fa85a'), 2)) +
      ellipse(x + 30, y + 4, 18, 5, tone('#6cb865'));
    out += path(
      `M${n(x - 8)} ${n(y - 4)}q8 -18 8 -18q0 0 8 18Z`,
      tone('#f7a8c8'),
      edge(tone('#f7a8c8'), 1.5),
    );
  }
  const bank = tone('#8cc06a');
  out += hills(canvas, 600, 10, 2, bank, 1.3);
  out +=
    tuft(canvas, 40, 612, 70, '#5f9e45') +
    tuft(canvas, 90, 620, 56, '#6aa84f') +
    tuft(canvas, width - 60, 615, 66, '#5f9e45');
  out += tuft(canvas, 330, 740, 34, '#5f9e45') + tuft(canvas, 700, 750, 30, '#5f9e45');
  out += palm(canvas, width - 70, 720, 330, { lean: -0.12 });
  return { svg: out, feetY: 700 };
}

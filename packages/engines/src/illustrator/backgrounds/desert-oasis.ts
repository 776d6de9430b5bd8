import type { Backdrop, Canvas } from '../core/canvas.ts';
import { ellipse, n, path } from '../core/svg.ts';
import { reflection } from './props/celestial.ts';
import { edge } from './props/edge.ts';
import { tuft } from './props/flowers.ts';
import { palm } from './props/palm.ts';
import { dunes, hills } from './props/terrain.ts';
import { drawSky } from './sky.ts';

/** A Bedouin tent: a low, striped goat-hair roof on poles. */
function tent(canvas: Canvas, x: number, groundY: number, w: number): string {
  const { tone } = canvas.light;
  const cloth = tone('#5a3d2b');
  const stripe = tone('#c8553d');
  const h = w * 0.38;
  let out = path(
    `M${n(x)} ${n(groundY)}V${n(groundY - h * 0.7)}Q${n(x + w * 0.25)} ${n(groundY - h * 1.1)} ${n(x + w * 0.5)} ${n(groundY - h)}Q${n(x + w * 0.75)} ${n(groundY - h * 1.1)} ${n(x + w)} ${n(groundY - h * 0.7)}V${n(groundY)}Z`,
    cloth,
    edge(cloth),
  );
  out += path(
    `M${n(x)} ${n(groundY - h * 0.5)}Q${n(x + w / 2)} ${n(groundY - h * 0.8)} ${n(x + w)} ${n(groundY - h * 0.5)}`,
    'none',
    ` stroke="${stripe}" stroke-width="6"`,
  );
  const inside = canvas.light.lamp > 0 ? '#ffcf6b' : tone('#2e1f17');
  out += path(
    `M${n(x + w * 0.38)} ${n(groundY)}L${n(x + w * 0.5)} ${n(groundY - h * 0.62)}L${n(x + w * 0.62)} ${n(groundY)}Z`,
    inside,
  );
  return out;
}

/** An oasis in the dunes: a still pool ringed with palms and a tent; at night the moon is in the water. */
export function drawDesertOasis(canvas: Canvas): Backdrop {
  const { tone } = canvas.light;
  const { width } = canvas;
  let out = drawSky(canvas, 480, { clouds: canvas.light.night ? 1 : 2, sunX: width * 0.72 });
  out += dunes(canvas, 480, 2);
  out += tent(canvas, 700, 560, 170);
  const water = canvas.defs.linear(`oasis-${canvas.light.time}`, [
    tone('#5fc3d9'),
    tone('#2f86c4'),
  ]);
  out += hills(canvas, 585, 10, 2, tone('#9dc76a'), 1);
  out += ellipse(420, 600, 250, 40, water, edge(tone('#2f86c4'), 3));
  if (canvas.light.night) out += reflection(460, 590, 90, '#fff3c4');
  else out += ellipse(360, 592, 80, 4, '#ffffff', ' opacity="0.5"');
  out +=
    palm(canvas, 190, 590, 250, { lean: 0.12, dates: true }) +
    palm(canvas, 280, 575, 180, { lean: -0.1 });
  out +=
    palm(canvas, 600, 580, 210, { lean: -0.12, dates: true }) +
    palm(canvas, width - 80, 640, 290, { lean: -0.1 });
  out += hills(canvas, 650, 12, 2, tone('#eebf78'), 2.2);
  out +=
    tuft(canvas, 120, 690, 30, '#7fae4f') +
    tuft(canvas, 520, 640, 24, '#7fae4f') +
    tuft(canvas, 880, 720, 28, '#7fae4f');
  return { svg: out, feetY: 700 };
}

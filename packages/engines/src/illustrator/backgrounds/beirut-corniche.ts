import type { Backdrop, Canvas } from '../core/canvas.ts';
import { circle, n, path, rect } from '../core/svg.ts';
import { reflection } from './props/celestial.ts';
import { edge } from './props/edge.ts';
import { palm } from './props/palm.ts';
import { ground, mountains, sea } from './props/terrain.ts';
import { drawSky } from './sky.ts';

/** Pigeon Rocks (Raouché): a tall craggy rock standing in the sea with an arch through it, and a smaller one beside. */
function pigeonRocks(canvas: Canvas, x: number, waterY: number): string {
  const rock = canvas.light.tone('#c9a27a');
  const green = canvas.light.tone('#7fae5f');
  // The arch is a hole in the rock (even-odd fill), so the sea shows through it.
  const outer = `M${n(x)} ${n(waterY)}L${n(x + 8)} ${n(waterY - 110)}Q${n(x + 30)} ${n(waterY - 190)} ${n(x + 96)} ${n(waterY - 182)}Q${n(x + 156)} ${n(waterY - 170)} ${n(x + 168)} ${n(waterY - 70)}L${n(x + 176)} ${n(waterY)}Z`;
  const arch = `M${n(x + 58)} ${n(waterY)}Q${n(x + 60)} ${n(waterY - 78)} ${n(x + 96)} ${n(waterY - 80)}Q${n(x + 128)} ${n(waterY - 76)} ${n(x + 130)} ${n(waterY)}Z`;
  let out = path(outer + arch, rock, edge(rock) + ' fill-rule="evenodd"');
  out += path(
    `M${n(x + 40)} ${n(waterY - 150)}l10 40M${n(x + 120)} ${n(waterY - 160)}l-6 50M${n(x + 150)} ${n(waterY - 110)}l-10 30`,
    'none',
    ` stroke="${canvas.light.tone('#a8835e')}" stroke-width="3" stroke-linecap="round"`,
  );
  out += path(`M${n(x + 36)} ${n(waterY - 170)}q60 -26 116 4q-60 -14 -116 -4Z`, green);
  out += path(
    `M${n(x + 204)} ${n(waterY)}C${n(x + 200)} ${n(waterY - 70)} ${n(x + 224)} ${n(waterY - 96)} ${n(x + 252)} ${n(waterY - 90)}C${n(x + 282)} ${n(waterY - 84)} ${n(x + 292)} ${n(waterY - 40)} ${n(x + 294)} ${n(waterY)}Z`,
    rock,
    edge(rock),
  );
  return out;
}

/** A street lamp of the promenade. */
function streetLamp(canvas: Canvas, x: number, groundY: number): string {
  const { tone, lamp } = canvas.light;
  const pole = tone('#3d5a80');
  let out = rect(x - 4, groundY - 170, 8, 170, pole, edge(pole, 2));
  out += path(
    `M${n(x)} ${n(groundY - 170)}q0 -18 22 -18`,
    'none',
    ` stroke="${pole}" stroke-width="6" stroke-linecap="round"`,
  );
  const bulb = lamp > 0 ? '#fff1b0' : tone('#f4f1e4');
  if (lamp > 0)
    out += circle(
      x + 24,
      groundY - 178,
      60,
      canvas.defs.glow('street-glow', '#ffe08a', 0.6 * lamp),
    );
  return out + circle(x + 24, groundY - 180, 10, bulb, edge(tone('#c9b98a'), 2));
}

/** The Beirut corniche: the blue sea and Pigeon Rocks, mountains and city behind, a palm-lined promenade with its railing. */
export function drawBeirutCorniche(canvas: Canvas): Backdrop {
  const { tone } = canvas.light;
  const { width, rng } = canvas;
  let out = drawSky(canvas, 430, { sunX: width * 0.62 });
  out += mountains(canvas, 430, 120, 3, '#8fa8c8', true);
  // A few city towers at the left edge, where the city meets the sea.
  for (let i = 0; i < 4; i++) {
    const x = 10 + i * 62;
    const h = rng.range(120, 220);
    const wall = tone(['#f3e6d6', '#e9d7c3', '#dfe8ee', '#f6dcc8'][i] ?? '#f3e6d6');
    out += rect(x, 440 - h, 56, h, wall, edge(wall, 2));
    let windows = '';
    for (let wy = 440 - h + 14; wy < 430; wy += 22)
      windows += `M${n(x + 10)} ${n(wy)}h12M${n(x + 32)} ${n(wy)}h12`;
    out += path(
      windows,
      'none',
      ` stroke="${canvas.light.lamp > 0 ? '#ffd66b' : tone('#6f8fb8')}" stroke-width="7"`,
    );
  }
  out += sea(canvas, 440, 580, '#1f6fb2', '#54b6e0');
  if (canvas.light.night) out += reflection(width * 0.62, 470, 120, '#fff3c4');
  out += pigeonRocks(canvas, 560, 520);
  // Promenade: a white railing above the sea wall, then the pavement.
  const wall = tone('#d8d2c4');
  out += rect(-10, 560, width + 20, 40, wall, edge(wall));
  const rail = tone('#f7f7f2');
  let posts = '';
  for (let x = 8; x < width; x += 26) posts += `M${n(x)} 560V510`;
  out += path(posts, 'none', ` stroke="${tone('#8aa6c1')}" stroke-width="5"`);
  out += rect(-10, 502, width + 20, 10, rail, edge(rail, 2) + ' rx="4"');
  out += ground(canvas, 600, '#e9ddc7', '#c8b89c', 'tiles');
  out +=
    palm(canvas, 120, 610, 300, { lean: 0.08 }) +
    palm(canvas, width - 150, 615, 280, { lean: -0.08 });
  out += streetLamp(canvas, 380, 600) + streetLamp(canvas, 800, 600);
  return { svg: out, feetY: 695 };
}

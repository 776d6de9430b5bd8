import type { Backdrop, Canvas } from '../core/canvas.ts';
import { circle, n, path, rect } from '../core/svg.ts';
import { dhow } from './props/boats.ts';
import { reflection } from './props/celestial.ts';
import { edge } from './props/edge.ts';
import { house } from './props/house.ts';
import { sea } from './props/terrain.ts';
import { drawSky } from './sky.ts';

/** A wind tower (barjeel): the square cooling tower of old Gulf houses. */
function windTower(canvas: Canvas, x: number, baseY: number, h: number): string {
  const wall = canvas.light.tone('#e8d3b0');
  let out = rect(x, baseY - h, 44, h, wall, edge(wall));
  out += path(
    `M${n(x + 8)} ${n(baseY - h + 10)}v${n(h * 0.45)}M${n(x + 22)} ${n(baseY - h + 10)}v${n(h * 0.45)}M${n(x + 36)} ${n(baseY - h + 10)}v${n(h * 0.45)}`,
    'none',
    ` stroke="${canvas.light.tone('#9a7a55')}" stroke-width="5"`,
  );
  return out + rect(x - 4, baseY - h - 8, 52, 10, wall, edge(wall));
}

/** Seagulls: two curved strokes each. */
function gulls(canvas: Canvas, count: number): string {
  let d = '';
  for (let i = 0; i < count; i++) {
    const x = canvas.pageRng.range(200, 900);
    const y = canvas.pageRng.range(90, 260);
    d += `M${n(x - 14)} ${n(y)}q7 -9 14 0q7 -9 14 0`;
  }
  return path(
    d,
    'none',
    ` stroke="${canvas.light.night ? '#c9d2ff' : '#4a4a5a'}" stroke-width="3" stroke-linecap="round"`,
  );
}

/** A Gulf harbour: old houses with wind towers across the water, dhows at anchor, a wooden quay with ropes. */
export function drawGulfHarbour(canvas: Canvas): Backdrop {
  const { tone } = canvas.light;
  const { width } = canvas;
  let out = drawSky(canvas, 430, { sunX: width * 0.7 });
  out +=
    windTower(canvas, 120, 400, 120) +
    house(canvas, 40, 440, 170, 110, {
      color: '#eadbc0',
      trim: '#8a5a34',
      windows: 3,
      door: false,
    });
  out +=
    windTower(canvas, 380, 410, 100) +
    house(canvas, 330, 440, 140, 90, {
      color: '#f1e4cc',
      trim: '#2e9e8f',
      windows: 2,
      door: false,
    });
  out += house(canvas, 820, 440, 180, 100, {
    color: '#e6d2b4',
    trim: '#3f7fbf',
    windows: 3,
    door: false,
    dome: true,
  });
  out += sea(canvas, 440, 600, '#1f7fa8', '#57c0d4');
  if (canvas.light.night) out += reflection(width * 0.7, 470, 120, '#fff3c4');
  out +=
    dhow(canvas, 250, 540, 230) + dhow(canvas, 700, 500, 150, false) + dhow(canvas, 900, 530, 120);
  out += gulls(canvas, 4);
  // The quay: planks on posts, with a bollard and a coil of rope.
  const plank = tone('#b98545');
  out += rect(-10, 598, width + 20, 30, tone('#8c6230'), edge(plank));
  out += rect(-10, 620, width + 20, 160, plank, edge(plank));
  let seams = '';
  for (let y = 650; y < 770; y += 30) seams += `M-10 ${n(y)}H${n(width + 10)}`;
  for (let x = 60; x < width; x += 170)
    seams += `M${n(x)} 620v30M${n(x + 85)} 650v30M${n(x + 40)} 680v30M${n(x + 120)} 710v30`;
  out += path(seams, 'none', ` stroke="${tone('#8c6230')}" stroke-width="2.5"`);
  const iron = tone('#4a4a5a');
  out +=
    rect(60, 620, 30, 40, iron, edge(iron) + ' rx="8"') +
    rect(52, 612, 46, 14, iron, edge(iron) + ' rx="6"');
  const rope = tone('#d9b77a');
  out +=
    circle(width - 90, 720, 34, 'none', ` stroke="${rope}" stroke-width="9"`) +
    circle(width - 90, 720, 18, 'none', ` stroke="${rope}" stroke-width="9"`);
  return { svg: out, feetY: 700 };
}

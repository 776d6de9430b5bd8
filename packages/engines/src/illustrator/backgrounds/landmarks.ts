import type { Backdrop, Canvas } from '../core/canvas.ts';
import { darken, lighten } from '../core/color.ts';
import { n, path, rect, star } from '../core/svg.ts';
import { edge } from './props/edge.ts';
import { palm } from './props/palm.ts';
import { dunes, ground, hills, mountains } from './props/terrain.ts';
import { roundTree } from './props/trees.ts';
import { drawSky } from './sky.ts';

/** A pyramid on the horizon: a lit face and a shaded face, with a few courses of stone. */
function pyramid(canvas: Canvas, x: number, baseY: number, size: number): string {
  const { tone } = canvas.light;
  const lit = tone('#e8c07a');
  const shade = tone('#c9955a');
  let out = path(
    `M${n(x - size)} ${n(baseY)}L${n(x)} ${n(baseY - size * 0.9)}L${n(x + size * 0.25)} ${n(baseY)}Z`,
    lit,
    edge(lit),
  );
  out += path(
    `M${n(x + size * 0.25)} ${n(baseY)}L${n(x)} ${n(baseY - size * 0.9)}L${n(x + size)} ${n(baseY)}Z`,
    shade,
    edge(shade),
  );
  let courses = '';
  for (let i = 1; i < 6; i++) {
    const y = baseY - size * 0.9 * (i / 6);
    const half = size * (1 - i / 6);
    courses += `M${n(x - half)} ${n(y)}L${n(x + half * 0.25)} ${n(y)}`;
  }
  return (
    out + path(courses, 'none', ` stroke="${darken(lit, 0.12)}" stroke-width="2" opacity="0.7"`)
  );
}

/** Giza: the three pyramids over the sand, a palm or two at the edge. */
export function drawPyramids(canvas: Canvas): Backdrop {
  let out = drawSky(canvas, 520);
  out +=
    pyramid(canvas, 300, 540, 230) +
    pyramid(canvas, 640, 540, 190) +
    pyramid(canvas, 860, 540, 110);
  out += dunes(canvas, 540, 3);
  out +=
    palm(canvas, 70, 650, 260, { lean: 0.1 }) +
    palm(canvas, canvas.width - 60, 660, 220, { lean: -0.12 });
  return { svg: out, feetY: 690 };
}

/**
 * One sandstone butte: steep sides, a broken flat top, vertical cracks and the layered stripes of
 * AlUla and Wadi Rum.
 */
function outcrop(
  canvas: Canvas,
  x: number,
  baseY: number,
  w: number,
  h: number,
  colour: string,
): string {
  const fill = canvas.light.tone(colour);
  const l = x - w / 2;
  const d =
    `M${n(l)} ${n(baseY)}L${n(l + w * 0.08)} ${n(baseY - h * 0.55)}Q${n(l + w * 0.1)} ${n(baseY - h * 0.92)} ${n(l + w * 0.24)} ${n(baseY - h * 0.95)}` +
    `L${n(l + w * 0.42)} ${n(baseY - h)}L${n(l + w * 0.5)} ${n(baseY - h * 0.9)}L${n(l + w * 0.62)} ${n(baseY - h * 0.97)}L${n(l + w * 0.8)} ${n(baseY - h * 0.9)}` +
    `Q${n(l + w * 0.92)} ${n(baseY - h * 0.82)} ${n(l + w * 0.93)} ${n(baseY - h * 0.5)}L${n(l + w)} ${n(baseY)}Z`;
  let out = path(d, fill, edge(fill));
  let cracks = '';
  for (const t of [0.3, 0.52, 0.74])
    cracks += `M${n(l + w * t)} ${n(baseY - h * 0.86)}q${n(w * 0.03)} ${n(h * 0.35)} ${n(-w * 0.01)} ${n(h * 0.7)}`;
  out += path(
    cracks,
    'none',
    ` stroke="${darken(fill, 0.22)}" stroke-width="3" stroke-linecap="round" opacity="0.8"`,
  );
  let stripes = '';
  for (let i = 1; i < 4; i++)
    stripes += `M${n(l + w * 0.06)} ${n(baseY - h * i * 0.2)}q${n(w * 0.45)} 8 ${n(w * 0.88)} -3`;
  out += path(stripes, 'none', ` stroke="${lighten(fill, 0.14)}" stroke-width="5" opacity="0.6"`);
  // The shaded side away from the light.
  return (
    out +
    path(
      `M${n(l + w * 0.8)} ${n(baseY - h * 0.9)}Q${n(l + w * 0.92)} ${n(baseY - h * 0.82)} ${n(l + w * 0.93)} ${n(baseY - h * 0.5)}L${n(l + w)} ${n(baseY)}H${n(l + w * 0.78)}Z`,
      darken(fill, 0.12),
      ' opacity="0.6"',
    )
  );
}

/** AlUla, Wadi Rum: tall red-orange sandstone rocks standing out of the sand. */
export function drawSandstone(canvas: Canvas): Backdrop {
  let out = drawSky(canvas, 520) + mountains(canvas, 520, 90, 3, '#d9905a', false);
  out +=
    outcrop(canvas, 180, 560, 300, 300, '#c8693f') +
    outcrop(canvas, 560, 540, 220, 200, '#d9804f') +
    outcrop(canvas, 880, 570, 280, 330, '#bf5f3a');
  out += dunes(canvas, 560, 3);
  return { svg: out, feetY: 690 };
}

/**
 * A Lebanon cedar as it really grows: a stout trunk holding broad, flat, level layers of dark
 * green that spread wider than the tree is tall, alternately to either side.
 */
function broadCedar(canvas: Canvas, x: number, groundY: number, size: number): string {
  const { tone } = canvas.light;
  const trunk = tone('#6e4a2c');
  let out = path(
    `M${n(x - size * 0.06)} ${n(groundY)}L${n(x - size * 0.03)} ${n(groundY - size * 0.85)}H${n(x + size * 0.03)}L${n(x + size * 0.06)} ${n(groundY)}Z`,
    trunk,
    edge(trunk),
  );
  const layers = 4;
  for (let i = 0; i < layers; i++) {
    const fill = tone(i % 2 ? '#2f6e46' : '#3a7f52');
    const w = size * (0.62 - i * 0.11);
    const cx = x + (i % 2 ? 1 : -1) * size * 0.05;
    const y = groundY - size * (0.32 + i * 0.2);
    out += path(
      `M${n(cx - w)} ${n(y)}Q${n(cx - w * 0.8)} ${n(y - size * 0.1)} ${n(cx - w * 0.3)} ${n(y - size * 0.11)}Q${n(cx)} ${n(y - size * 0.15)} ${n(cx + w * 0.3)} ${n(y - size * 0.11)}Q${n(cx + w * 0.8)} ${n(y - size * 0.1)} ${n(cx + w)} ${n(y)}Q${n(cx)} ${n(y + size * 0.05)} ${n(cx - w)} ${n(y)}Z`,
      fill,
      edge(fill),
    );
  }
  return out;
}

/** The Cedars of Lebanon: snowy mountains behind a forest of broad, flat-layered cedars. */
export function drawCedars(canvas: Canvas): Backdrop {
  const { tone } = canvas.light;
  let out = drawSky(canvas, 470) + mountains(canvas, 470, 220, 4, '#8aa3c8');
  out += hills(canvas, 520, 26, 2, tone('#7fb069'), 0.6);
  for (const [x, y, s] of [
    [120, 560, 240],
    [330, 540, 170],
    [520, 545, 190],
    [720, 540, 170],
    [900, 565, 250],
  ] as const)
    out += broadCedar(canvas, x, y, s);
  out += hills(canvas, 600, 14, 2, tone('#8fc070'), 2);
  out += broadCedar(canvas, 60, 690, 330) + broadCedar(canvas, canvas.width - 50, 700, 300);
  return { svg: out, feetY: 690 };
}

/** A school yard: the school with its windows and flag, a fence, a tree and hopscotch. */
export function drawSchoolYard(canvas: Canvas): Backdrop {
  const { tone } = canvas.light;
  let out = drawSky(canvas, 480);
  const wall = tone('#f2c98a');
  out +=
    rect(150, 220, 720, 320, wall, edge(wall)) +
    path('M130 225L510 120L890 225Z', tone('#d9765f'), edge(tone('#d9765f')));
  for (let x = 200; x < 840; x += 110)
    for (const y of [270, 400])
      if (!(y === 400 && x > 430 && x < 560))
        out += rect(x, y, 70, 70, tone('#9fd0f0'), edge(tone('#8a5a34'), 4) + ' rx="6"');
  out += rect(470, 400, 80, 140, tone('#8a5a34'), edge(tone('#8a5a34')) + ' rx="8"');
  out +=
    path('M510 120V50', 'none', ` stroke="${tone('#6b6b6b')}" stroke-width="5"`) +
    rect(512, 50, 60, 36, tone('#4fa3d1'), edge(tone('#4fa3d1'))) +
    path(star(542, 68, 10, 4), tone('#ffffff'));
  out += ground(canvas, 540, '#d8c7a8', '#bba98a', 'tiles');
  let fence = '';
  for (let x = 0; x < canvas.width; x += 36) fence += `M${x} 540v-50`;
  out += path(
    fence + 'M0 505H1024M0 525H1024',
    'none',
    ` stroke="${tone('#ffffff')}" stroke-width="6" opacity="0.8"`,
  );
  out += roundTree(canvas, 70, 620, 170, '#5daa57');
  for (let i = 0; i < 4; i++)
    out += rect(
      760 + (i % 2) * 60,
      700 - i * 40,
      56,
      36,
      'none',
      ` stroke="${tone('#ffffff')}" stroke-width="4"`,
    );
  return { svg: out, feetY: 690 };
}

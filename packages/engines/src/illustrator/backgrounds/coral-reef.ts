import type { Backdrop, Canvas } from '../core/canvas.ts';
import { darken, lighten } from '../core/color.ts';
import { circle, ellipse, limb, n, path, rect, star, type Point } from '../core/svg.ts';
import { edge } from './props/edge.ts';
import { hills } from './props/terrain.ts';

/** The water colours by time of day: the light from above changes, the sea stays blue. */
const WATER = {
  morning: ['#8fe0ec', '#3fa9cf', '#1f6fa8'],
  afternoon: ['#7fdcef', '#2fa0d0', '#1a64a3'],
  sunset: ['#ffae8a', '#5a9fd2', '#2a5a98'],
  night: ['#2b4f8f', '#183a75', '#0d2150'],
} as const;

/** A branching coral: a few thick round-capped branches from one foot. */
function branchCoral(x: number, groundY: number, size: number, fill: string): string {
  let out = '';
  const branches: Point[][] = [
    [
      [x, groundY],
      [x - size * 0.1, groundY - size * 0.5],
      [x - size * 0.35, groundY - size * 0.85],
    ],
    [
      [x, groundY],
      [x + size * 0.05, groundY - size * 0.6],
      [x + size * 0.1, groundY - size],
    ],
    [
      [x, groundY - size * 0.3],
      [x + size * 0.3, groundY - size * 0.55],
      [x + size * 0.38, groundY - size * 0.8],
    ],
    [
      [x - size * 0.1, groundY - size * 0.45],
      [x - size * 0.4, groundY - size * 0.5],
    ],
  ];
  for (const branch of branches) out += limb(branch, size * 0.13, fill, darken(fill, 0.3), 2.5);
  return out;
}

/** A fan coral: a lacy half-disc. */
function fanCoral(x: number, groundY: number, size: number, fill: string): string {
  let veins = '';
  for (let a = -70; a <= 70; a += 20) {
    const r = (a * Math.PI) / 180;
    veins += `M${n(x)} ${n(groundY)}L${n(x + Math.sin(r) * size * 0.9)} ${n(groundY - Math.cos(r) * size * 0.9)}`;
  }
  return (
    path(
      `M${n(x - size)} ${n(groundY - size * 0.3)}A${n(size)} ${n(size)} 0 0 1 ${n(x + size)} ${n(groundY - size * 0.3)}L${n(x)} ${n(groundY)}Z`,
      fill,
      edge(fill),
    ) + path(veins, 'none', ` stroke="${lighten(fill, 0.35)}" stroke-width="2.5"`)
  );
}

/** Swaying seaweed. */
function seaweed(x: number, groundY: number, size: number, fill: string): string {
  let d = `M${n(x)} ${n(groundY)}`;
  for (let i = 1; i <= 4; i++)
    d += `Q${n(x + (i % 2 ? 14 : -14))} ${n(groundY - (size * (i - 0.5)) / 4)} ${n(x)} ${n(groundY - (size * i) / 4)}`;
  return path(d, 'none', ` stroke="${fill}" stroke-width="9" stroke-linecap="round"`);
}

/** A little school of fish, all facing the same way. */
function school(canvas: Canvas, x: number, y: number, count: number, fill: string): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const fx = x + (i % 3) * 34 + canvas.rng.range(-6, 6);
    const fy = y + Math.floor(i / 3) * 22 + (i % 3) * 8;
    out +=
      ellipse(fx, fy, 12, 7, fill) +
      path(`M${n(fx - 10)} ${n(fy)}l-10 -7v14Z`, fill) +
      circle(fx + 6, fy - 1, 1.8, '#1b2a3a');
  }
  return out;
}

/** A coral reef: water lit from above, sunbeams, corals and seaweed on the sand, fish and bubbles. */
export function drawCoralReef(canvas: Canvas): Backdrop {
  const { tone, time, lamp } = canvas.light;
  const { width, height, rng } = canvas;
  let out = rect(0, 0, width, height, canvas.defs.linear(`water-${time}`, WATER[time]));
  // Sunbeams (or moonbeams) slanting down from the surface.
  let beams = '';
  for (let i = 0; i < 5; i++) {
    const x = 80 + i * 210 + rng.range(-30, 30);
    beams += `M${n(x)} 0h${n(50)}l${n(120)} 560h-${n(110)}Z`;
  }
  out += path(beams, '#ffffff', ` opacity="${time === 'night' ? 0.05 : 0.12}"`);
  let surface = '';
  for (let x = 0; x < width; x += 60) surface += `M${n(x)} 18q15 -8 30 0q15 8 30 0`;
  out += path(surface, 'none', ` stroke="#ffffff" stroke-width="3" opacity="0.4"`);
  out +=
    school(canvas, 620, 140, 6, tone('#ffd166')) + school(canvas, 150, 230, 5, tone('#ff8fab'));
  out += hills(canvas, 590, 14, 2, tone('#f1d9a6'), 0.4);
  const corals = ['#ff7f7f', '#ff9f5a', '#c77dff', '#ff6fae', '#ffd166'];
  out +=
    fanCoral(170, 600, 90, tone('#c77dff')) +
    branchCoral(70, 640, 170, tone(corals[0] ?? '#ff7f7f'));
  out +=
    branchCoral(width - 80, 650, 180, tone(corals[3] ?? '#ff6fae')) +
    fanCoral(width - 210, 610, 70, tone('#ff9f5a'));
  out +=
    seaweed(270, 620, 140, tone('#3f9e6a')) +
    seaweed(300, 630, 100, tone('#53b37a')) +
    seaweed(740, 615, 130, tone('#3f9e6a'));
  // Rocks and anemones fill the gaps between the big corals.
  const rock = tone('#8c8fb8');
  out +=
    ellipse(380, 612, 60, 26, rock, edge(rock)) +
    ellipse(660, 618, 44, 20, tone('#9a8cc0'), edge(tone('#9a8cc0')));
  for (const [x, y, c] of [
    [370, 590, '#ff8fab'],
    [650, 600, '#ffd166'],
    [840, 600, '#7fe0c8'],
  ] as const) {
    const fill = tone(c);
    let tentacles = '';
    for (let a = -60; a <= 60; a += 20)
      tentacles += `M${n(x)} ${n(y)}q${n(a * 0.2)} -14 ${n(a * 0.35)} -26`;
    out += path(tentacles, 'none', ` stroke="${fill}" stroke-width="6" stroke-linecap="round"`);
  }
  out +=
    seaweed(470, 640, 110, tone('#53b37a')) +
    seaweed(900, 630, 120, tone('#3f9e6a')) +
    branchCoral(width - 260, 660, 90, tone('#ffd166'));
  const brain = tone('#f2a07b');
  out +=
    ellipse(560, 605, 48, 30, brain, edge(brain)) +
    path(
      `M525 600q12 -12 24 0t24 0t22 -2`,
      'none',
      ` stroke="${darken(brain, 0.25)}" stroke-width="3"`,
    );
  out +=
    path(star(430, 720, 20, 9, 5), tone('#ff9f5a'), edge(tone('#ff9f5a'), 2)) +
    ellipse(860, 740, 14, 9, tone('#fbe3e8'), edge(tone('#fbe3e8'), 2));
  // Bubbles rise everywhere; at night the reef glows with tiny lights.
  for (let i = 0; i < 14; i++)
    out += circle(
      rng.range(20, width - 20),
      rng.range(40, 560),
      rng.range(4, 10),
      'none',
      ` stroke="#ffffff" stroke-width="2" opacity="0.6"`,
    );
  if (lamp > 0) {
    const glow = canvas.defs.glow('reef-glow', '#9ff3ff', 0.7 * lamp);
    for (const [x, y] of [
      [90, 470],
      [200, 520],
      [width - 100, 470],
      [560, 580],
      [320, 520],
    ] as const)
      out += circle(x, y, 30, glow) + circle(x, y, 3, '#e8ffff');
  }
  return { svg: out, feetY: 700, underwater: true };
}

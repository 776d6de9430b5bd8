/**
 * Things of a celebration: balloons, a cake, bunting, a medal, flowers, a microphone, a Ramadan
 * crescent. Each is drawn standing on y = 0, centred on x = 0 (prop-outline.ts).
 */
import type { Canvas } from '../core/canvas.ts';
import { darken } from '../core/color.ts';
import { around, circle, ellipse, n, OUTLINE, path, rect, star, stroke } from '../core/svg.ts';
import { EDGE, THIN, shadow, type Art } from './prop-outline.ts';

const BALLOONS: ReadonlyArray<readonly [number, number, string]> = [
  [-30, -132, '#e85d5d'],
  [0, -158, '#ffd166'],
  [30, -128, '#4fa3d1'],
];

/** A balloon at (x, y) on its knot, with a shine; its string is drawn by the caller. */
export function balloon(x: number, y: number, colour: string, size = 1): string {
  const rx = 22 * size;
  const ry = 27 * size;
  return (
    path(`M${n(x)} ${n(y + ry - 2)}l-5 ${n(8 * size)}h10Z`, colour, THIN) +
    ellipse(x, y, rx, ry, colour, EDGE) +
    ellipse(
      x - rx * 0.4,
      y - ry * 0.4,
      rx * 0.2,
      ry * 0.3,
      '#ffffff',
      ` opacity="0.6" transform="rotate(30 ${n(x - rx * 0.4)} ${n(y - ry * 0.4)})"`,
    )
  );
}

/** Three balloons whose strings meet at (0, 0); `lift` is how far above it they float. */
export function balloonBunch(lift: number): string {
  let svg = '';
  for (const [x, y] of BALLOONS)
    svg += path(
      `M0 0Q${n(x * 0.5)} ${n((y + 150 - lift) * 0.5 - 40)} ${n(x)} ${n(y + 150 - lift + 34)}`,
      'none',
      stroke(OUTLINE, 1.8),
    );
  for (const [x, y, c] of BALLOONS) svg += balloon(x, y + 150 - lift, c);
  return svg;
}

/** Balloons tied to a little weight on the ground. */
export function balloons(): Art {
  const svg =
    shadow(24) +
    balloonBunch(150) +
    path('M-10 0l4 -14h12l4 14Z', '#c77dff', THIN) +
    path('M0 -14l-7 -6v10ZM0 -14l7 -6v10Z', '#ffd166', stroke(OUTLINE, 1.5));
  return { svg, width: 100, height: 192 };
}

/** A birthday cake on a plate: two pink tiers with white icing and three lit candles. */
export function cake(): Art {
  let svg = ellipse(0, -4, 60, 9, '#ffffff', THIN);
  svg +=
    rect(-48, -50, 96, 46, '#f7a8c4', EDGE + ' rx="8"') +
    path(
      'M-48 -42q0 -8 8 -8h80q8 0 8 8q-6 10 -12 0q-6 12 -14 0q-6 12 -14 0q-6 12 -14 0q-6 12 -14 0q-6 12 -14 0q-6 10 -14 0Z',
      '#ffffff',
      THIN,
    );
  svg +=
    rect(-30, -82, 60, 34, '#fff3e0', EDGE + ' rx="7"') +
    path(
      'M-30 -74q0 -8 8 -8h44q8 0 8 8q-5 9 -10 0q-6 10 -12 0q-6 10 -12 0q-6 10 -12 0q-5 9 -14 0Z',
      '#f7a8c4',
      THIN,
    );
  for (const [x, c] of [
    [-30, '#ffd166'],
    [-10, '#6cc3a0'],
    [10, '#4fa3d1'],
    [30, '#c77dff'],
  ] as const)
    svg += circle(x, -22, 4, c);
  for (const [x, c] of [
    [-16, '#4fa3d1'],
    [0, '#e85d5d'],
    [16, '#6cc3a0'],
  ] as const) {
    svg +=
      rect(x - 3.5, -104, 7, 22, c, THIN + ' rx="2"') +
      path(`M${n(x)} -106q-7 -8 0 -18q7 10 0 18Z`, '#ffb84d', stroke('#e8793a', 1.5)) +
      ellipse(x, -110, 2, 4, '#fff6c9');
  }
  return { svg, width: 124, height: 126 };
}

/** A garland of triangle flags strung across the top of the picture, in two swags. */
export function buntingSky(canvas: Canvas): string {
  const { width } = canvas;
  const colours = ['#e85d5d', '#ffd166', '#4fa3d1', '#6cc3a0', '#c77dff', '#ff9f5a'];
  let svg = '';
  const swags: Array<[number, number]> = [
    [20, width / 2],
    [width / 2, width - 20],
  ];
  swags.forEach(([x0, x1], s) => {
    const sag = 70;
    svg += path(
      `M${n(x0)} 40Q${n((x0 + x1) / 2)} ${n(40 + sag * 2)} ${n(x1)} 40`,
      'none',
      stroke(OUTLINE, 3),
    );
    const count = Math.max(4, Math.round((x1 - x0) / 56));
    for (let i = 1; i < count; i++) {
      const t = i / count;
      const x = x0 + (x1 - x0) * t;
      const y = 40 + sag * 4 * t * (1 - t);
      const fill = canvas.light.tone(colours[(i + s * 3) % colours.length] ?? '#e85d5d');
      svg += path(`M${n(x - 18)} ${n(y)}H${n(x + 18)}L${n(x)} ${n(y + 44)}Z`, fill, THIN);
    }
  });
  return svg;
}

/** A short garland of flags strung between two little poles. */
export function buntingHeap(): Art {
  const colours = ['#e85d5d', '#ffd166', '#4fa3d1', '#6cc3a0', '#c77dff'];
  let svg =
    shadow(60) +
    path('M-56 0V-90M56 0V-90', 'none', stroke(OUTLINE, 7)) +
    path('M-56 0V-90M56 0V-90', 'none', stroke('#b07a4a', 3));
  svg += path('M-56 -86Q0 -40 56 -86', 'none', stroke(OUTLINE, 2.5));
  for (let i = 1; i < 6; i++) {
    const t = i / 6;
    const x = -56 + 112 * t;
    const y = -86 + 92 * t * (1 - t);
    svg += path(
      `M${n(x - 10)} ${n(y)}H${n(x + 10)}L${n(x)} ${n(y + 26)}Z`,
      colours[i % colours.length] ?? '#e85d5d',
      THIN,
    );
  }
  return { svg, width: 124, height: 94 };
}

/** A gold medal on a red and blue ribbon, the ribbon's top 100 above the ground. */
export function medal(): Art {
  let svg =
    shadow(26) +
    path('M-22 -100L-2 -46H10L-10 -100Z', '#e85d5d', THIN) +
    path('M22 -100L2 -46H-10L10 -100Z', '#4f86d6', THIN);
  svg +=
    circle(0, -28, 26, '#f2c14e', EDGE) +
    circle(0, -28, 18, 'none', stroke('#d9a21b', 3)) +
    path(star(0, -28, 12, 5), '#fff3b0', THIN);
  return { svg, width: 60, height: 102 };
}

function flower(x: number, y: number, r: number, colour: string): string {
  let svg = '';
  for (const [px, py] of around(x, y, r, 5)) svg += circle(px, py, r * 0.75, colour, THIN);
  return svg + circle(x, y, r * 0.6, '#ffd166', THIN);
}

const BLOOMS: ReadonlyArray<readonly [number, number, string]> = [
  [-24, -38, '#e85d5d'],
  [0, -56, '#f7a8c4'],
  [24, -40, '#c77dff'],
  [-10, -22, '#ffffff'],
  [14, -22, '#ff9f5a'],
];

/** Flowers on stems rising from (0, 0), blooms up to 60 above it. */
function blooms(): string {
  let svg = '';
  for (const [x, y] of BLOOMS)
    svg += path(`M0 0Q${n(x * 0.3)} ${n(y * 0.5)} ${n(x)} ${n(y)}`, 'none', stroke('#4f9d4a', 4));
  svg +=
    ellipse(-16, -14, 12, 5, '#6cbf5a', THIN + ' transform="rotate(-30 -16 -14)"') +
    ellipse(16, -12, 12, 5, '#6cbf5a', THIN + ' transform="rotate(30 16 -12)"');
  for (const [x, y, c] of BLOOMS) svg += flower(x, y, 8, c);
  return svg;
}

/** A vase of flowers. */
export function flowers(): Art {
  let svg = shadow(30) + `<g transform="translate(0 -54)">${blooms()}</g>`;
  svg +=
    path('M-16 -56Q-34 -30 -20 -2H20Q34 -30 16 -56Z', '#4fa3d1', EDGE) +
    ellipse(0, -56, 17, 5, darken('#4fa3d1', 0.2), THIN) +
    path('M-14 -28q14 6 28 0', 'none', stroke('#ffffff', 3));
  return { svg, width: 90, height: 128 };
}

/** A bunch of flowers wrapped in paper with a bow, its middle at (0, 0). */
export function bouquet(): string {
  let svg = `<g transform="translate(0 -14)">${blooms()}</g>`;
  svg +=
    path('M-24 -20L0 44L24 -20Q0 -10 -24 -20Z', '#fff3e0', EDGE) +
    path('M0 10l-10 -8v16ZM0 10l10 -8v16Z', '#e85d5d', THIN);
  return svg;
}

/** A microphone with its head up and its grip at (0, 0). */
export function mic(): string {
  let svg =
    path('M-7 -20L-5 26H5L7 -20Z', '#3a3f55', EDGE) +
    rect(-9, -26, 18, 8, '#8a93a8', THIN + ' rx="2"');
  svg +=
    circle(0, -40, 16, '#c9d3df', EDGE) +
    path('M-12 -46h24M-14 -39h28M-12 -32h24M-4 -54v26M4 -54v26', 'none', stroke('#8a93a8', 1.5));
  return svg + path('M-9 -48q3 -4 7 -4', 'none', stroke('#ffffff', 3));
}

/** A microphone on a stand: tall on the floor, short on a table. */
export function microphone(tall: boolean): Art {
  const pole = tall ? 120 : 36;
  let svg =
    shadow(28) +
    ellipse(0, -5, 26, 7, '#3a3f55', THIN) +
    path(`M0 -6V${-pole}`, 'none', stroke(OUTLINE, 8)) +
    path(`M0 -6V${-pole}`, 'none', stroke('#8a93a8', 4));
  svg += `<g transform="translate(0 ${-pole - 22}) rotate(12)">${mic()}</g>`;
  return { svg, width: 60, height: pole + 80 };
}

/** A crescent moon and a star on a little stand, the way homes are decorated for Ramadan. */
export function crescentDecoration(): Art {
  let svg =
    shadow(26) +
    ellipse(0, -5, 22, 6, '#8a5a34', THIN) +
    path('M0 -8V-26', 'none', stroke(OUTLINE, 5));
  svg += path('M-4 -104A40 40 0 1 0 30 -44A34 34 0 0 1 -4 -104Z', '#ffd84d', EDGE);
  svg += path('M8 -72v10', 'none', stroke(OUTLINE, 2)) + path(star(8, -54, 11, 5), '#fff3b0', THIN);
  return { svg, width: 90, height: 108 };
}

/** Props to eat and drink from: a cup, sweets, a box of dates, cookies, a dinner. */
import { lighten } from '../core/color.ts';
import { circle, ellipse, n, OUTLINE, path, stroke } from '../core/svg.ts';
import { EDGE, shadow, THIN, type Art } from './prop-outline.ts';

/** A round blue cup with a handle; broken, it lies in three pieces with a crack. */
export function cup(broken: boolean, colour = '#4f86d6'): Art {
  if (!broken) {
    let svg = path('M-26 -58H26L20 -6Q0 4 -20 -6Z', colour, EDGE);
    svg +=
      path('M24 -48q24 0 18 22q-4 12 -20 12', 'none', stroke(OUTLINE, 9)) +
      path('M24 -48q24 0 18 22q-4 12 -20 12', 'none', stroke(colour, 4));
    svg +=
      path('M-18 -40q18 8 36 0', 'none', stroke('#ffffff', 4)) +
      ellipse(0, -58, 26, 6, lighten(colour, 0.35), THIN);
    return { svg: shadow(34) + svg, width: 80, height: 64 };
  }
  let svg = ellipse(0, 0, 52, 7, '#000000', ' opacity="0.12"');
  svg +=
    path('M-48 -2L-40 -30L-18 -34L-22 -14L-10 -2Z', colour, EDGE) +
    path('M-40 -22l14 -3', 'none', stroke('#ffffff', 3));
  svg += path('M-2 -2L4 -26L22 -30L30 -12L20 -2Z', colour, EDGE);
  svg +=
    path('M34 -4q16 -2 14 -18q-2 -10 -12 -10', 'none', stroke(OUTLINE, 9)) +
    path('M34 -4q16 -2 14 -18q-2 -10 -12 -10', 'none', stroke(colour, 4));
  svg +=
    path('M-12 -44l4 8l-6 3l5 8', 'none', stroke(OUTLINE, 2.5)) +
    path('M8 -40l-3 7l6 2', 'none', stroke(OUTLINE, 2.5));
  return { svg, width: 110, height: 46 };
}

export function sweets(): Art {
  let svg =
    path('M-32 0L-28 -52Q0 -60 28 -52L32 0Z', '#f4c84a', EDGE) +
    path('M-28 -52l6 -12l8 10l8 -12l8 12l8 -12l8 12', '#f4c84a', EDGE);
  const wrapped = (x: number, y: number, c: string) =>
    ellipse(x, y, 10, 7, c, THIN) +
    path(`M${n(x - 10)} ${n(y)}l-7 -6v12ZM${n(x + 10)} ${n(y)}l7 -6v12Z`, c, THIN);
  svg += wrapped(-12, -64, '#e85d5d') + wrapped(12, -68, '#4fa3d1') + wrapped(0, -30, '#9b6bd3');
  return { svg, width: 90, height: 80 };
}

export function datesBox(): Art {
  let svg =
    path('M-46 -34L46 -34L42 0H-42Z', '#c9955a', EDGE) +
    path('M-46 -34L-40 -62H40L46 -34', '#e8c48e', EDGE);
  for (let i = 0; i < 5; i++)
    svg += ellipse(-32 + i * 16, -40, 8, 12, i % 2 ? '#6b3a22' : '#7d4528', THIN);
  svg += path('M-40 -18H40', 'none', stroke('#f2c14e', 5));
  return { svg, width: 96, height: 66 };
}

export function cookies(): Art {
  let svg = ellipse(0, -6, 48, 10, '#ffffff', EDGE);
  for (const [x, y] of [
    [-20, -16],
    [0, -22],
    [20, -16],
    [-8, -32],
    [12, -32],
  ] as const)
    svg +=
      circle(x, y, 11, '#d9a35a', THIN) +
      circle(x - 3, y - 2, 2, '#6b3a22') +
      circle(x + 3, y + 3, 2, '#6b3a22');
  return { svg, width: 100, height: 46 };
}

export function dinner(empty: boolean): Art {
  let svg = '';
  for (const x of [-50, 0, 50]) svg += ellipse(x, -6, 20, 6, '#ffffff', THIN);
  if (!empty) {
    svg +=
      ellipse(0, -16, 26, 14, '#e8a33d', THIN) +
      path('M-20 -20q20 -12 40 0', 'none', stroke('#c9752a', 3));
    svg += ellipse(-50, -12, 14, 7, '#d9a35a', THIN) + ellipse(50, -12, 12, 8, '#7fb069', THIN);
    svg +=
      path('M76 -2v-22q0 -8 10 -8h8q10 0 10 8v22Z', '#f2eee8', THIN) +
      path('M104 -20q10 -4 12 -14', 'none', stroke(OUTLINE, 3));
  }
  return { svg, width: empty ? 140 : 180, height: empty ? 14 : 40 };
}

/** Props a child plays with, keeps or carries: a kite, a book, toys, a ball, a suitcase, a tooth, a gift, paper stars, a lamp and globe. */
import { darken } from '../core/color.ts';
import { circle, ellipse, n, OUTLINE, path, rect, star, stroke } from '../core/svg.ts';
import { EDGE, THIN, type Art } from './prop-outline.ts';

/** A diamond kite with spars and a bow tail; `tail` runs down-left from its bottom point. */
export function kite(cx: number, cy: number, size: number, colour = '#e85d5d'): string {
  const w = size * 0.42;
  const h = size * 0.5;
  let out = path(
    `M${n(cx)} ${n(cy - h)}L${n(cx + w)} ${n(cy - h * 0.15)}L${n(cx)} ${n(cy + h)}L${n(cx - w)} ${n(cy - h * 0.15)}Z`,
    colour,
    EDGE,
  );
  out += path(
    `M${n(cx)} ${n(cy - h)}L${n(cx + w)} ${n(cy - h * 0.15)}L${n(cx)} ${n(cy - h * 0.15)}ZM${n(cx)} ${n(cy - h * 0.15)}L${n(cx - w)} ${n(cy - h * 0.15)}L${n(cx)} ${n(cy + h)}Z`,
    '#ffd166',
  );
  out += path(
    `M${n(cx)} ${n(cy - h)}V${n(cy + h)}M${n(cx - w)} ${n(cy - h * 0.15)}H${n(cx + w)}`,
    'none',
    THIN,
  );
  const tail = `M${n(cx)} ${n(cy + h)}q${n(-size * 0.2)} ${n(size * 0.25)} ${n(-size * 0.05)} ${n(size * 0.5)}t${n(-size * 0.1)} ${n(size * 0.45)}`;
  out += path(tail, 'none', stroke(OUTLINE, 2.5));
  for (const t of [0.35, 0.7]) {
    const bx = cx - size * 0.08 * t * 2;
    const by = cy + h + size * 0.9 * t;
    out += path(`M${n(bx)} ${n(by)}l-9 -7v14ZM${n(bx)} ${n(by)}l9 -7v14Z`, '#4fa3d1', THIN);
  }
  return out;
}

export function book(): Art {
  let svg =
    rect(-40, -22, 80, 20, '#4fa3d1', EDGE + ' rx="4"') +
    rect(-34, -42, 70, 20, '#e85d5d', EDGE + ' rx="4"');
  svg += path('M-34 -34H34M-40 -14H38', 'none', stroke('#ffffff', 3));
  return { svg, width: 84, height: 44 };
}

export function toys(): Art {
  let svg =
    rect(-54, -34, 32, 32, '#f2a541', EDGE + ' rx="4"') +
    rect(-20, -34, 32, 32, '#4fa3d1', EDGE + ' rx="4"') +
    rect(-38, -66, 32, 32, '#6cc3a0', EDGE + ' rx="4"');
  svg +=
    path(star(-38, -18, 9, 4), '#ffffff') +
    circle(-4, -18, 7, '#ffffff') +
    path('M-28 -56l6 12h-12Z', '#ffffff');
  svg +=
    rect(18, -30, 48, 20, '#e85d5d', EDGE + ' rx="8"') +
    rect(26, -44, 28, 16, '#e85d5d', EDGE + ' rx="6"') +
    circle(28, -8, 8, '#3b2a2e') +
    circle(56, -8, 8, '#3b2a2e');
  return { svg, width: 130, height: 70 };
}

export function ball(): Art {
  let svg = circle(0, -30, 30, '#ffffff', EDGE);
  svg += path('M-28 -40Q0 -28 28 -40M-26 -16Q0 -4 26 -16', 'none', stroke('#e85d5d', 9));
  svg +=
    path('M0 -60Q-14 -30 0 0', 'none', stroke('#4fa3d1', 8)) + circle(0, -30, 30, 'none', EDGE);
  return { svg, width: 64, height: 62 };
}

export function suitcase(): Art {
  let svg = path('M-18 -78v-10q0 -6 6 -6h24q6 0 6 6v10', 'none', stroke(OUTLINE, 7));
  svg +=
    rect(-44, -78, 88, 74, '#d9765f', EDGE + ' rx="10"') +
    path('M-44 -50H44', 'none', stroke(darken('#d9765f', 0.2), 4));
  svg +=
    circle(-20, -26, 9, '#f4c84a', THIN) +
    rect(8, -34, 22, 14, '#6cc3a0', THIN + ' rx="3"') +
    circle(-30, -2, 5, OUTLINE) +
    circle(30, -2, 5, OUTLINE);
  return { svg, width: 92, height: 96 };
}

export function tooth(): Art {
  let svg = ellipse(0, -6, 40, 10, '#ffffff', THIN + ' opacity="0.9"');
  svg += path(
    'M-22 -70Q-26 -40 -16 -14Q-10 -2 -6 -18Q0 -30 6 -18Q10 -2 16 -14Q26 -40 22 -70Q0 -80 -22 -70Z',
    '#ffffff',
    EDGE,
  );
  svg +=
    circle(-8, -52, 3, OUTLINE) +
    circle(8, -52, 3, OUTLINE) +
    path('M-6 -42q6 6 12 0', 'none', THIN) +
    path(star(28, -74, 9, 4), '#ffd84d', THIN);
  return { svg, width: 80, height: 84 };
}

export function gift(empty: boolean): Art {
  if (empty) {
    // Empty hands: an open, empty box with its lid beside it.
    const svg =
      path('M-34 -40H34L30 0H-30Z', '#c77dff', EDGE) +
      path('M-34 -40l8 -8H26l8 8', '#b06ae8', EDGE) +
      rect(40, -12, 42, 12, '#c77dff', EDGE + ' rx="3"');
    return { svg, width: 120, height: 50 };
  }
  let svg =
    rect(-34, -60, 68, 60, '#c77dff', EDGE + ' rx="6"') +
    rect(-38, -70, 76, 16, '#b06ae8', EDGE + ' rx="5"');
  svg +=
    path('M0 -70V0', 'none', stroke('#ffd166', 10)) +
    path('M0 -70q-24 -22 -26 -4q2 8 26 4q24 4 26 -4q-2 -18 -26 4', '#ffd166', THIN);
  return { svg, width: 80, height: 90 };
}

function paperStar(x: number, y: number, r: number, c: string): string {
  return path(star(x, y, r, r * 0.45), c, THIN);
}

export function paperStars(): Art {
  let svg = '';
  const colours = ['#ffd84d', '#4fa3d1', '#e77fb3', '#6cc3a0'];
  [
    [-30, -16],
    [0, -22],
    [30, -14],
    [-14, -44],
    [16, -46],
  ].forEach(([x, y], i) => (svg += paperStar(x ?? 0, y ?? 0, 15, colours[i % 4] ?? '#ffd84d')));
  svg += path('M50 -40a20 20 0 1 0 10 30a16 16 0 1 1 -10 -30Z', '#ffd84d', THIN);
  return { svg, width: 130, height: 66 };
}

export function lampAndGlobe(): Art {
  let svg =
    path('M-50 0h36l-6 -8h-24Z', '#8a5a34', THIN) + path('M-32 -8V-62', 'none', stroke(OUTLINE, 5));
  svg +=
    path('M-54 -62h44l-8 -30h-28Z', '#ffd166', EDGE) +
    path('M-32 -62l-22 26M-32 -62l26 26', 'none', stroke('#fff2b0', 10) + ' opacity="0.6"');
  svg +=
    circle(30, -34, 26, '#4fa3d1', EDGE) +
    path('M18 -50q10 8 4 16q-8 6 -2 14M36 -56q-6 10 6 14q10 4 6 14', 'none', stroke('#6cc3a0', 7)) +
    path('M30 -8v8M14 0h32', 'none', stroke(OUTLINE, 5));
  return { svg, width: 120, height: 96 };
}

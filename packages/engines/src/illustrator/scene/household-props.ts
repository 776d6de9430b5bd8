/**
 * Things about the house: a board game, a broom, moving boxes, a sand timer. Each is drawn
 * standing on y = 0, centred on x = 0 (prop-outline.ts).
 */
import { darken } from '../core/color.ts';
import { circle, limb, n, OUTLINE, path, rect, stroke } from '../core/svg.ts';
import { EDGE, THIN, scaled, shadow, type Art } from './prop-outline.ts';

/** A board game lying open: a board of coloured squares, two pawns and a die. */
export function boardGame(): Art {
  let svg = shadow(72) + path('M-66 -6H66V0H-66Z', '#8a5a34', THIN);
  svg += path('M-66 -6L66 -6L50 -44L-50 -44Z', '#f7e3b5', EDGE);
  const colours = ['#e85d5d', '#ffd166', '#6cc3a0', '#4fa3d1'];
  const at = (u: number, v: number): [number, number] => {
    const y = -6 - v * 38;
    const half = 66 - v * 16;
    return [-half + u * half * 2, y];
  };
  for (let r = 0; r < 3; r++) {
    for (let c = 0; c < 6; c++) {
      if ((r + c) % 2) continue;
      const p = [
        at(c / 6, r / 3),
        at((c + 1) / 6, r / 3),
        at((c + 1) / 6, (r + 1) / 3),
        at(c / 6, (r + 1) / 3),
      ];
      svg += path(
        `M${p.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}Z`,
        colours[(r + c) % 4] ?? '#e85d5d',
      );
    }
  }
  svg += path('M-66 -6L66 -6L50 -44L-50 -44Z', 'none', EDGE);
  const pawn = (x: number, y: number, c: string) =>
    path(`M${n(x - 8)} ${n(y)}Q${n(x)} ${n(y - 26)} ${n(x + 8)} ${n(y)}Z`, c, THIN) +
    circle(x, y - 22, 6, c, THIN);
  svg += pawn(-24, -22, '#e85d5d') + pawn(14, -30, '#4f86d6');
  svg +=
    rect(52, -26, 24, 24, '#ffffff', THIN + ' rx="5"') +
    circle(58, -20, 2.5, OUTLINE) +
    circle(64, -14, 2.5, OUTLINE) +
    circle(70, -8, 2.5, OUTLINE);
  return { svg, width: 160, height: 56 };
}

/** A broom with yellow bristles on the ground, its stick going up `stick` and leaning by `lean`. */
export function broomAt(stick: number, lean = 0): string {
  let svg = limb(
    [
      [lean, -stick],
      [0, -40],
    ],
    6,
    '#b07a4a',
    OUTLINE,
    2.5,
  );
  svg +=
    path('M-11 -44H11L26 -2H-26Z', '#f2c14e', EDGE) +
    path('M-18 -22L-21 -4M-8 -26L-10 -4M2 -26L3 -4M12 -24L16 -4', 'none', stroke('#c9952a', 2.5));
  return svg + rect(-13, -48, 26, 9, '#e85d5d', THIN + ' rx="3"');
}

/** A broom standing up, a dustpan beside it. */
export function broom(): Art {
  let svg = shadow(56) + broomAt(150, 4);
  svg +=
    path('M34 -2H70L64 -26H40Z', '#6cc3a0', EDGE) +
    path('M52 -26V-46', 'none', stroke(OUTLINE, 8)) +
    path('M52 -26V-46', 'none', stroke('#6cc3a0', 4));
  return { svg, width: 150, height: 156 };
}

/** One cardboard box, taped shut, its front at x, bottom at y. */
function box(x: number, y: number, w: number, h: number): string {
  const card = '#c9955a';
  let svg =
    rect(x, y - h, w, h, card, EDGE + ' rx="2"') +
    path(
      `M${n(x + w / 2 - 7)} ${n(y - h)}h14v${n(h * 0.35)}h-14Z`,
      '#e8d7a8',
      stroke(darken(card, 0.2), 1.5),
    );
  svg += path(
    `M${n(x + 2)} ${n(y - h + 8)}H${n(x + w - 2)}`,
    'none',
    stroke(darken(card, 0.15), 2),
  );
  svg += path(
    `M${n(x + 12)} ${n(y - 10)}v-14l-5 5M${n(x + 12)} ${n(y - 24)}l5 5M${n(x + 20)} ${n(y - 10)}v-14l-5 5M${n(x + 20)} ${n(y - 24)}l5 5`,
    'none',
    stroke(darken(card, 0.35), 2),
  );
  return svg;
}

/** A carried box, its middle at (0, 0). */
export function heldBox(): string {
  return `<g transform="scale(1.3)">${box(-34, 28, 68, 52)}</g>`;
}

/** A stack of moving boxes. */
export function movingBoxes(): Art {
  const svg = shadow(72) + box(-70, 0, 70, 56) + box(4, 0, 64, 50) + box(-40, -56, 64, 48);
  return { svg, width: 148, height: 108 };
}

/** A sand timer with wooden ends, the sand running down. */
export function sandTimer(): Art {
  const wood = '#b07a4a';
  let svg =
    shadow(32) +
    rect(-26, -98, 5, 88, darken(wood, 0.1), THIN) +
    rect(21, -98, 5, 88, darken(wood, 0.1), THIN);
  svg += path(
    'M-18 -96Q-18 -66 -3 -54Q-18 -42 -18 -12H18Q18 -42 3 -54Q18 -66 18 -96Z',
    '#e6f5ff',
    THIN,
  );
  svg +=
    path('M-13 -80Q-8 -64 -2 -58H2Q8 -64 13 -80Q0 -76 -13 -80Z', '#f2c14e') +
    path('M0 -56V-16', 'none', stroke('#f2c14e', 2.5));
  svg += path('M-16 -12Q-12 -30 0 -32Q12 -30 16 -12Z', '#f2c14e', stroke('#d9a21b', 1.5));
  svg +=
    path('M-18 -96Q-18 -66 -3 -54Q-18 -42 -18 -12H18Q18 -42 3 -54Q18 -66 18 -96Z', 'none', THIN) +
    path('M-12 -88q0 12 6 20', 'none', stroke('#ffffff', 3));
  svg +=
    rect(-32, -108, 64, 12, wood, EDGE + ' rx="4"') +
    rect(-32, -12, 64, 12, wood, EDGE + ' rx="4"');
  return scaled({ svg, width: 70, height: 110 }, 0.85);
}

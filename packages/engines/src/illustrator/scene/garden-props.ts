/** Props that grow: a watering can, a flower pot, a sapling. */
import { ellipse, OUTLINE, path, rect, stroke } from '../core/svg.ts';
import { EDGE, THIN, type Art } from './prop-outline.ts';

export function wateringCan(): Art {
  let svg =
    path('M-30 -50H18L22 0H-34Z', '#45b3a3', EDGE) +
    path('M18 -34L54 -62', 'none', stroke(OUTLINE, 12)) +
    path('M18 -34L54 -62', 'none', stroke('#45b3a3', 6));
  svg +=
    ellipse(56, -64, 8, 6, '#2e9e8f', THIN) +
    path('M-30 -46q-22 8 -4 30', 'none', stroke(OUTLINE, 8)) +
    path('M-30 -46q-22 8 -4 30', 'none', stroke('#45b3a3', 3));
  svg += path('M60 -60l8 8M62 -66l12 4', 'none', stroke('#7fd0e6', 3));
  return { svg, width: 110, height: 72 };
}

export function flowerPot(grown: boolean): Art {
  let svg =
    path('M-30 -44H30L22 0H-22Z', '#d9765f', EDGE) +
    rect(-34, -52, 68, 12, '#e8897a', EDGE + ' rx="4"') +
    ellipse(0, -52, 28, 5, '#6b4a35');
  if (grown)
    svg =
      path('M0 -52V-84', 'none', stroke('#4f9d4a', 5)) +
      ellipse(-12, -84, 12, 6, '#6cbf5a', THIN + ' transform="rotate(-30 -12 -84)"') +
      ellipse(12, -88, 12, 6, '#6cbf5a', THIN + ' transform="rotate(30 12 -88)"') +
      svg;
  return { svg, width: 72, height: grown ? 96 : 56 };
}

export function sapling(wilted: boolean): Art {
  const leaf = wilted ? '#c9b458' : '#6cbf5a';
  let svg = ellipse(0, -2, 40, 9, '#8a5a34', THIN);
  svg += path(wilted ? 'M0 -4Q4 -60 -6 -96' : 'M0 -4Q2 -60 0 -110', 'none', stroke('#7a4f2e', 7));
  const leaves: Array<[number, number, number]> = wilted
    ? [
        [-14, -70, 60],
        [12, -60, 120],
        [-18, -96, 70],
      ]
    : [
        [-18, -80, -30],
        [18, -88, 30],
        [-16, -104, -40],
        [14, -112, 40],
        [0, -120, 0],
      ];
  for (const [x, y, a] of leaves)
    svg += ellipse(x, y, 16, 8, leaf, THIN + ` transform="rotate(${a} ${x} ${y})"`);
  return { svg, width: 80, height: 130 };
}

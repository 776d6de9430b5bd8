import type { SceneProp } from '../../types.ts';
import type { Canvas } from '../core/canvas.ts';
import { circle, n, OUTLINE, path, star, stroke } from '../core/svg.ts';
import { balloon, buntingSky } from './celebration-props.ts';
import { THIN } from './prop-outline.ts';
import type { SkyKind } from './prop-places.ts';

/** Sky things, drawn on the canvas itself: the crescent moon and stars, a garland of paper stars or of flags, balloons drifting up. */
export function skyArt(prop: SceneProp & { kind: SkyKind }, canvas: Canvas): string {
  const { width } = canvas;
  const kind = prop.kind;
  switch (kind) {
    case 'bunting':
      return buntingSky(canvas);
    case 'balloons': {
      let svg = '';
      // Where a garland of bunting would hang highest (its ends and its middle), so both can be on one page.
      const drift: Array<[number, number, string]> = [
        [0.07, 160, '#e85d5d'],
        [0.43, 175, '#ffd166'],
        [0.57, 150, '#4fa3d1'],
        [0.93, 170, '#c77dff'],
      ];
      for (const [t, y, c] of drift)
        svg +=
          path(`M${n(width * t)} ${n(y + 34)}q-10 24 0 44t0 40`, 'none', stroke(OUTLINE, 1.8)) +
          balloon(width * t, y, c, 1.3);
      return svg;
    }
    case 'paper-stars': {
      let svg = path(`M40 70Q${n(width / 2)} 170 ${n(width - 40)} 70`, 'none', stroke(OUTLINE, 3));
      const colours = ['#ffd84d', '#4fa3d1', '#e77fb3', '#6cc3a0', '#ff9f5a'];
      for (let i = 1; i < 10; i++) {
        const t = i / 10;
        const x = 40 + (width - 80) * t;
        const y = 70 + 4 * 100 * t * (1 - t);
        svg +=
          path(`M${n(x)} ${n(y)}v16`, 'none', stroke(OUTLINE, 2)) +
          (i % 3 === 0
            ? path(
                `M${n(x - 8)} ${n(y + 16)}a18 18 0 1 0 16 28a14 14 0 1 1 -16 -28Z`,
                '#ffd84d',
                THIN,
              )
            : path(star(x, y + 34, 18, 8), colours[i % 5] ?? '#ffd84d', THIN));
      }
      return svg;
    }
    case 'moon-and-stars': {
      const mx = width - 170;
      let svg =
        circle(mx, 120, 58, '#fff1b0', ' opacity="0.35"') +
        path(`M${mx - 20} 72a50 50 0 1 0 46 76a40 40 0 1 1 -46 -76Z`, '#ffe27a', THIN);
      for (const [x, y, r] of [
        [mx - 120, 80, 12],
        [mx + 90, 60, 10],
        [mx - 60, 190, 9],
        [mx + 110, 180, 11],
        [mx - 200, 150, 8],
      ] as const)
        svg += path(star(x, y, r, r * 0.45), '#fff6c9', THIN);
      return svg;
    }
    default: {
      const forgotten: never = kind;
      throw new Error(`no sky drawing for the prop ${String(forgotten)}`);
    }
  }
}

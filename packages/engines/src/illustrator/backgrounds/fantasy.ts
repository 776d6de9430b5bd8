import type { Backdrop, Canvas } from '../core/canvas.ts';
import { circle } from '../core/svg.ts';
import { cloudCastle, floatingIsland, sparkles } from './props/fantasy.ts';
import { flowers } from './props/flowers.ts';
import { hills } from './props/terrain.ts';
import { glowingTree, roundTree } from './props/trees.ts';
import { drawSky } from './sky.ts';

/** A dreamland: a castle on the clouds, floating islands, glowing trees on lilac hills. */
export function drawFantasy(canvas: Canvas): Backdrop {
  const { tone } = canvas.light;
  const { width, rng } = canvas;
  let out = drawSky(canvas, 520, { clouds: 2 });
  out += cloudCastle(canvas, rng.range(600, 760), 400, 170);
  out += floatingIsland(canvas, 180, 230, 150, true) + roundTree(canvas, 170, 232, 60, '#ff9fc6');
  out +=
    floatingIsland(canvas, 880, 170, 100) + glowingTree(canvas, 880, 172, 50, '#7fd6c2', '#fff3a0');
  out += floatingIsland(canvas, 430, 120, 70);
  out +=
    hills(canvas, 540, 34, 2, tone('#c5a8e8'), 0.8) +
    hills(canvas, 600, 16, 3, tone('#a3dba0'), 2.4);
  out +=
    glowingTree(canvas, 90, 640, 170, '#6fc9b8', '#fff08a') +
    glowingTree(canvas, width - 100, 630, 150, '#c89be6', '#9ff3ff');
  const mushroom = tone('#ff7aa8');
  for (const [x, y] of [
    [260, 650],
    [800, 700],
    [620, 735],
  ] as const) {
    out +=
      circle(x, y, 26, canvas.defs.glow('mushroom-glow', '#ffe4f1', 0.7)) +
      circle(x, y - 4, 11, mushroom) +
      circle(x - 3, y - 8, 3, '#ffffff');
  }
  out += flowers(canvas, 630, 760, 12) + sparkles(canvas, 80, 560, 16);
  return { svg: out, feetY: 690 };
}

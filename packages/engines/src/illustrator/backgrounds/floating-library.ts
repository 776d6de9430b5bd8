import type { Backdrop, Canvas } from '../core/canvas.ts';
import { circle, ellipse, n, path, rect } from '../core/svg.ts';
import { bookcase, flyingBook } from './props/books.ts';
import { edge } from './props/edge.ts';
import { floatingIsland, sparkles } from './props/fantasy.ts';
import { lantern } from './props/lantern.ts';
import { drawSky } from './sky.ts';

/** A library in the sky: bookcases on floating islands, books flying like birds, a great arched bookcase on a floating floor. */
export function drawFloatingLibrary(canvas: Canvas): Backdrop {
  const { tone } = canvas.light;
  const { width } = canvas;
  let out = drawSky(canvas, 600, { clouds: 4 });
  out += floatingIsland(canvas, 150, 300, 170) + bookcase(canvas, 100, 302, 100, 120, 3);
  out += floatingIsland(canvas, 870, 250, 160, true) + bookcase(canvas, 830, 252, 80, 100, 2);
  out +=
    flyingBook(canvas, 380, 140, 26, '#e85d5d', 0.8) +
    flyingBook(canvas, 460, 100, 20, '#4fa3d1', 0.2);
  out +=
    flyingBook(canvas, 640, 170, 24, '#6cc3a0', 0.6) +
    flyingBook(canvas, 300, 230, 18, '#f2a541', 0.4);
  // The floating floor: a marble disc with a rug, under a great arched bookcase.
  const marble = tone('#e9e2f5');
  const underside = tone('#b9a6d9');
  out += path(
    `M40 600Q${n(width / 2)} 560 ${n(width - 40)} 600L${n(width - 90)} 680Q${n(width / 2)} 820 90 680Z`,
    underside,
    edge(underside),
  );
  out += bookcase(canvas, width / 2 - 130, 600, 260, 330, 4, true);
  out += bookcase(canvas, 210, 610, 110, 200, 3) + bookcase(canvas, width - 320, 610, 110, 200, 3);
  out += path(`M-10 610Q${n(width / 2)} 570 ${n(width + 10)} 610V768H-10Z`, marble, edge(marble));
  const rug = tone('#b23a48');
  out +=
    ellipse(width / 2, 700, 330, 48, rug, edge(rug)) +
    ellipse(
      width / 2,
      700,
      300,
      38,
      'none',
      ` stroke="${tone('#f2c14e')}" stroke-width="4" stroke-dasharray="14 8"`,
    );
  out +=
    lantern(canvas, 130, 430, 42, '#f2a541') + lantern(canvas, width - 130, 420, 42, '#9b6bd3');
  out += path(
    `M130 400V330M${n(width - 130)} 390V320`,
    'none',
    ` stroke="${tone('#c9962e')}" stroke-width="2"`,
  );
  const stool = tone('#8a5a34');
  out +=
    rect(60, 640, 60, 18, stool, edge(stool) + ' rx="6"') +
    circle(90, 630, 14, tone('#f4d35e'), edge(tone('#f4d35e')));
  out += sparkles(canvas, 60, 560, 14);
  return { svg: out, feetY: 700 };
}

import type { Canvas } from '../../core/canvas.ts';
import { mix } from '../../core/color.ts';
import { circle, n, path, poly, type Point } from '../../core/svg.ts';
import { edge } from './edge.ts';

/**
 * A Ramadan fanous: brass cap and base around coloured glass. It glows when the lamps are lit and
 * still reads as a lantern by day (lighter glass, no halo).
 */
export function lantern(canvas: Canvas, x: number, y: number, size: number, glass: string): string {
  const { tone, lamp } = canvas.light;
  const brass = tone('#c9962e');
  const lit = lamp > 0;
  const glassFill = lit ? mix(glass, '#ffe9a0', 0.45 + 0.25 * lamp) : tone(glass);
  const w = size * 0.42;
  const h = size * 0.62;
  let out = '';
  if (lit)
    out += circle(
      x,
      y + h * 0.5,
      size * 2,
      canvas.defs.glow('lantern-glow', '#ffc766', 0.7 * lamp),
    );
  out += path(
    `M${n(x)} ${n(y - size * 0.3)}v${n(size * 0.18)}`,
    'none',
    ` stroke="${brass}" stroke-width="2"`,
  );
  out += circle(x, y - size * 0.32, size * 0.06, 'none', ` stroke="${brass}" stroke-width="2"`);
  out += path(
    poly([
      [x - w * 0.75, y],
      [x, y - size * 0.15],
      [x + w * 0.75, y],
    ]),
    brass,
    edge(brass, 1.8),
  );
  const body: Point[] = [
    [x - w * 0.7, y],
    [x + w * 0.7, y],
    [x + w, y + h * 0.35],
    [x + w * 0.6, y + h],
    [x - w * 0.6, y + h],
    [x - w, y + h * 0.35],
  ];
  out += path(poly(body), glassFill, edge(brass, 2));
  out += path(
    `M${n(x)} ${n(y)}V${n(y + h)}M${n(x - w)} ${n(y + h * 0.35)}H${n(x + w)}`,
    'none',
    ` stroke="${brass}" stroke-width="1.8"`,
  );
  out += path(
    poly([
      [x - w * 0.6, y + h],
      [x + w * 0.6, y + h],
      [x, y + h + size * 0.18],
    ]),
    brass,
    edge(brass, 1.8),
  );
  return out;
}

/** A sagging string from one point to another, with items hung along it. */
export function garland(
  canvas: Canvas,
  from: Point,
  to: Point,
  sag: number,
): { svg: string; at: (t: number) => Point } {
  const [x1, y1] = from;
  const [x2, y2] = to;
  const cx = (x1 + x2) / 2;
  const cy = (y1 + y2) / 2 + sag * 2;
  const at = (t: number): Point => [
    (1 - t) * (1 - t) * x1 + 2 * (1 - t) * t * cx + t * t * x2,
    (1 - t) * (1 - t) * y1 + 2 * (1 - t) * t * cy + t * t * y2,
  ];
  const svg = path(
    `M${n(x1)} ${n(y1)}Q${n(cx)} ${n(cy)} ${n(x2)} ${n(y2)}`,
    'none',
    ` stroke="${canvas.light.tone('#6b4a35')}" stroke-width="2"`,
  );
  return { svg, at };
}

/** Little triangular flags along a string (bunting). */
export function bunting(
  canvas: Canvas,
  from: Point,
  to: Point,
  sag: number,
  colors: readonly string[],
): string {
  const string = garland(canvas, from, to, sag);
  let out = string.svg;
  const count = Math.max(4, Math.round(Math.abs(to[0] - from[0]) / 34));
  for (let i = 1; i < count; i++) {
    const [x, y] = string.at(i / count);
    const fill = canvas.light.tone(colors[i % colors.length] ?? '#e85d5d');
    out += path(
      poly([
        [x - 10, y],
        [x + 10, y],
        [x, y + 22],
      ]),
      fill,
      edge(fill, 1.5),
    );
  }
  return out;
}

/** Small glowing bulbs along a string (fairy lights). */
export function stringLights(canvas: Canvas, from: Point, to: Point, sag: number): string {
  const string = garland(canvas, from, to, sag);
  let out = string.svg;
  const count = Math.max(5, Math.round(Math.abs(to[0] - from[0]) / 28));
  const colors = ['#ffd95a', '#ff8a65', '#8fd3ff', '#b7f28a'];
  for (let i = 1; i < count; i++) {
    const [x, y] = string.at(i / count);
    const fill =
      canvas.light.lamp > 0
        ? (colors[i % colors.length] ?? '#ffd95a')
        : canvas.light.tone('#f4e3b0');
    if (canvas.light.lamp > 0)
      out += circle(
        x,
        y + 5,
        14,
        canvas.defs.glow('bulb-glow', '#fff0a0', 0.6 * canvas.light.lamp),
      );
    out += circle(x, y + 5, 4.5, fill, edge(fill, 1.2));
  }
  return out;
}

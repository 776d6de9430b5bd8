import type { Canvas } from '../../core/canvas.ts';
import { lighten } from '../../core/color.ts';
import { circle, ellipse, n, path, poly, rect } from '../../core/svg.ts';
import { edge } from './edge.ts';

/** A striped, scalloped awning over a stall. */
export function awning(
  canvas: Canvas,
  x: number,
  y: number,
  w: number,
  h: number,
  a: string,
  b: string,
): string {
  const { tone } = canvas.light;
  const stripes = 6;
  const sw = w / stripes;
  let out = '';
  for (let i = 0; i < stripes; i++) {
    const fill = tone(i % 2 ? b : a);
    out += path(
      `M${n(x + i * sw)} ${n(y)}h${n(sw)}l${n(sw * 0.1)} ${n(h)}q-${n(sw * 0.6)} ${n(sw * 0.55)} -${n(sw * 1.2)} 0Z`,
      fill,
    );
  }
  return (
    out +
    path(
      `M${n(x)} ${n(y)}h${n(w)}l${n(sw * 0.1)} ${n(h)}H${n(x - sw * 0.1)}Z`,
      'none',
      edge(tone(a), 2.5),
    )
  );
}

/** A cone of ground spice heaped in a woven basket. */
export function spiceBasket(
  canvas: Canvas,
  x: number,
  groundY: number,
  size: number,
  spice: string,
): string {
  const { tone } = canvas.light;
  const basket = tone('#b98545');
  const heap = tone(spice);
  let out = path(
    `M${n(x - size * 0.45)} ${n(groundY - size * 0.45)}Q${n(x)} ${n(groundY - size * 1.15)} ${n(x + size * 0.45)} ${n(groundY - size * 0.45)}Z`,
    heap,
    edge(heap, 2),
  );
  out += path(
    poly([
      [x - size * 0.55, groundY - size * 0.5],
      [x + size * 0.55, groundY - size * 0.5],
      [x + size * 0.45, groundY],
      [x - size * 0.45, groundY],
    ]),
    basket,
    edge(basket, 2),
  );
  out += path(
    `M${n(x - size * 0.5)} ${n(groundY - size * 0.3)}h${n(size)}M${n(x - size * 0.47)} ${n(groundY - size * 0.12)}h${n(size * 0.94)}`,
    'none',
    ` stroke="${tone('#8c6230')}" stroke-width="2"`,
  );
  return out;
}

/** A round clay jar. */
export function jar(
  canvas: Canvas,
  x: number,
  groundY: number,
  size: number,
  color = '#c8693f',
): string {
  const fill = canvas.light.tone(color);
  let out = path(
    `M${n(x - size * 0.18)} ${n(groundY - size)}h${n(size * 0.36)}l-${n(size * 0.04)} ${n(size * 0.14)}Q${n(x + size * 0.55)} ${n(groundY - size * 0.7)} ${n(x + size * 0.3)} ${n(groundY)}H${n(x - size * 0.3)}Q${n(x - size * 0.55)} ${n(groundY - size * 0.7)} ${n(x - size * 0.14)} ${n(groundY - size * 0.86)}Z`,
    fill,
    edge(fill),
  );
  out += path(
    `M${n(x - size * 0.38)} ${n(groundY - size * 0.5)}q${n(size * 0.38)} ${n(size * 0.1)} ${n(size * 0.76)} 0`,
    'none',
    ` stroke="${lighten(fill, 0.35)}" stroke-width="3"`,
  );
  return out;
}

/** A rolled-out carpet hanging from a rail: a border, a field and a central medallion. */
export function hangingCarpet(
  canvas: Canvas,
  x: number,
  y: number,
  w: number,
  h: number,
  field: string,
  border: string,
): string {
  const { tone } = canvas.light;
  const f = tone(field);
  const b = tone(border);
  let out = rect(x, y, w, h, b, edge(b, 2) + ' rx="3"');
  out += rect(x + 6, y + 6, w - 12, h - 12, f);
  out += path(
    poly([
      [x + w / 2, y + h * 0.2],
      [x + w * 0.8, y + h / 2],
      [x + w / 2, y + h * 0.8],
      [x + w * 0.2, y + h / 2],
    ]),
    b,
  );
  out += circle(x + w / 2, y + h / 2, Math.min(w, h) * 0.1, tone('#f2c14e'));
  let fringe = '';
  for (let fx = x + 4; fx < x + w; fx += 6) fringe += `M${n(fx)} ${n(y + h)}v7`;
  return out + path(fringe, 'none', ` stroke="${tone('#f3e3c3')}" stroke-width="2"`);
}

/** A stall counter with goods: fruit and bolts of cloth in little heaps. */
export function stallGoods(
  canvas: Canvas,
  x: number,
  y: number,
  w: number,
  colors: readonly string[],
): string {
  const { tone } = canvas.light;
  const wood = tone('#9a6a3c');
  let out = rect(x, y, w, 34, wood, edge(wood) + ' rx="4"');
  const count = Math.max(3, Math.floor(w / 26));
  for (let i = 0; i < count; i++) {
    const fill = tone(colors[i % colors.length] ?? '#e85d5d');
    const cx = x + ((i + 0.5) * w) / count;
    out += ellipse(cx, y - 6, w / count / 2 - 2, 11, fill, edge(fill, 2));
  }
  return out;
}

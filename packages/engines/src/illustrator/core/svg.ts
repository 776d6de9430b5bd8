/**
 * Small builders for SVG markup. Numbers go through `n` so the text stays short (one decimal) and
 * a stray NaN can never reach the renderer.
 */

export const OUTLINE = '#3b2a2e';

export type Point = readonly [number, number];

/** A number for SVG: one decimal, never NaN, never "-0". */
export function n(value: number): string {
  if (!Number.isFinite(value)) return '0';
  const rounded = Math.round(value * 10) / 10;
  return rounded === 0 ? '0' : String(rounded);
}

/** A fraction for SVG (offsets, opacities): two decimals. */
export function n2(value: number): string {
  if (!Number.isFinite(value)) return '0';
  const rounded = Math.round(value * 100) / 100;
  return rounded === 0 ? '0' : String(rounded);
}

/** Stroke attributes of an outline. */
export function stroke(color: string, width: number): string {
  return ` stroke="${color}" stroke-width="${n(width)}" stroke-linejoin="round" stroke-linecap="round"`;
}

/** The outline of a drawn shape: people's bodies and clothes, props. */
export const EDGE = stroke(OUTLINE, 3.5);

export function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`;
}

export function ellipse(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  extra = '',
): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra}/>`;
}

export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra}/>`;
}

export function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}"${extra}/>`;
}

export function group(content: string, transform = '', extra = ''): string {
  if (!content) return '';
  return transform
    ? `<g transform="${transform}"${extra}>${content}</g>`
    : `<g${extra}>${content}</g>`;
}

export function translate(x: number, y: number): string {
  return `translate(${n(x)} ${n(y)})`;
}

/** A closed polygon path. */
export function poly(points: readonly Point[]): string {
  return points.map(([x, y], i) => `${i ? 'L' : 'M'}${n(x)} ${n(y)}`).join('') + 'Z';
}

/** An open polyline path. */
export function line(points: readonly Point[]): string {
  return points.map(([x, y], i) => `${i ? 'L' : 'M'}${n(x)} ${n(y)}`).join('');
}

/**
 * A smooth curve through points (Catmull-Rom turned into cubic Béziers): the rounded, friendly
 * shapes of a picture book without hand-writing control points.
 */
export function smooth(points: readonly Point[], closed = true, tension = 1): string {
  const count = points.length;
  if (count < 3) return closed ? poly(points) : line(points);
  const at = (i: number): Point => {
    const index = closed ? (i + count) % count : Math.max(0, Math.min(count - 1, i));
    return points[index] ?? [0, 0];
  };
  const [x0, y0] = at(0);
  let d = `M${n(x0)} ${n(y0)}`;
  const segments = closed ? count : count - 1;
  const k = tension / 6;
  for (let i = 0; i < segments; i++) {
    const [ax, ay] = at(i - 1);
    const [bx, by] = at(i);
    const [cx, cy] = at(i + 1);
    const [dx, dy] = at(i + 2);
    d += `C${n(bx + (cx - ax) * k)} ${n(by + (cy - ay) * k)} ${n(cx - (dx - bx) * k)} ${n(cy - (dy - by) * k)} ${n(cx)} ${n(cy)}`;
  }
  return closed ? d + 'Z' : d;
}

/**
 * A limb (arm, leg, tail): a thick round-capped stroke drawn twice, outline then colour, so it has
 * the same outline as the filled shapes around it.
 */
export function limb(
  points: readonly Point[],
  width: number,
  color: string,
  outline = OUTLINE,
  outlineWidth = 4,
): string {
  const d = points.length > 2 ? smooth(points, false, 0.6) : line(points);
  const caps = ' fill="none" stroke-linecap="round" stroke-linejoin="round"';
  return (
    `<path d="${d}"${caps} stroke="${outline}" stroke-width="${n(width + outlineWidth * 2)}"/>` +
    `<path d="${d}"${caps} stroke="${color}" stroke-width="${n(width)}"/>`
  );
}

/** The point at a distance along an angle, with 0° pointing down and 90° pointing forward (+x). */
export function towards([x, y]: Point, angleDeg: number, length: number): Point {
  const a = (angleDeg * Math.PI) / 180;
  return [x + Math.sin(a) * length, y + Math.cos(a) * length];
}

/** Points around a circle, for petals, stars, curls. */
export function around(cx: number, cy: number, r: number, count: number, startDeg = -90): Point[] {
  const points: Point[] = [];
  for (let i = 0; i < count; i++) {
    const a = ((startDeg + (360 * i) / count) * Math.PI) / 180;
    points.push([cx + Math.cos(a) * r, cy + Math.sin(a) * r]);
  }
  return points;
}

/** A star with `spikes` points, as a path. */
export function star(
  cx: number,
  cy: number,
  outer: number,
  inner: number,
  spikes = 5,
  startDeg = -90,
): string {
  const points: Point[] = [];
  for (let i = 0; i < spikes * 2; i++) {
    const r = i % 2 ? inner : outer;
    const a = ((startDeg + (180 * i) / spikes) * Math.PI) / 180;
    points.push([cx + Math.cos(a) * r, cy + Math.sin(a) * r]);
  }
  return poly(points);
}

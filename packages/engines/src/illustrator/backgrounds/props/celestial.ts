import type { Canvas } from '../../core/canvas.ts';
import { circle, ellipse, n, path, star } from '../../core/svg.ts';

/** The sun with a soft halo. */
export function sun(
  canvas: Canvas,
  x: number,
  y: number,
  r: number,
  color: string,
  halo: string,
): string {
  const glow = canvas.defs.glow('sun-glow', halo, 0.75);
  return (
    circle(x, y, r * 3.2, glow) +
    circle(x, y, r, color) +
    circle(x - r * 0.25, y - r * 0.25, r * 0.55, '#ffffff', ' opacity="0.25"')
  );
}

/** The path of a crescent: an outer arc and a shallower inner one between the same horns. */
export function crescentPath(x: number, y: number, r: number): string {
  return `M${n(x)} ${n(y - r)}A${n(r)} ${n(r)} 0 1 0 ${n(x + r * 0.62)} ${n(y + r * 0.78)}A${n(r * 0.82)} ${n(r * 0.82)} 0 1 1 ${n(x)} ${n(y - r)}Z`;
}

/** A crescent moon with a halo. */
export function moon(canvas: Canvas, x: number, y: number, r: number): string {
  const glow = canvas.defs.glow('moon-glow', '#fff6c8', 0.45);
  return (
    circle(x, y, r * 3, glow) +
    path(crescentPath(x, y, r), '#fff3c4', ' stroke="#f3d98a" stroke-width="2"')
  );
}

/** A night sky of small dots and a few twinkling four-point stars. */
export function starField(canvas: Canvas, top: number, bottom: number, count: number): string {
  const rng = canvas.pageRng;
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = rng.range(10, canvas.width - 10);
    const y = rng.range(top, bottom) * (0.55 + 0.45 * rng.next());
    out += circle(
      x,
      y,
      rng.range(0.9, 2.2),
      '#fffbe6',
      ` opacity="${(0.5 + rng.next() * 0.5).toFixed(2)}"`,
    );
  }
  for (let i = 0; i < Math.round(count / 7); i++) {
    const x = rng.range(20, canvas.width - 20);
    const y = rng.range(top, bottom * 0.7);
    const r = rng.range(5, 10);
    out += path(star(x, y, r, r * 0.28, 4), '#fff2b3');
  }
  return out;
}

/** A faint round moon reflected in water: a few wobbly bars of light. */
export function reflection(x: number, y: number, width: number, color: string, rows = 4): string {
  let out = '';
  for (let i = 0; i < rows; i++) {
    const w = width * (1 - i * 0.18);
    out += ellipse(
      x + (i % 2 ? 6 : -6),
      y + i * 9,
      w / 2,
      2.2,
      color,
      ` opacity="${(0.7 - i * 0.12).toFixed(2)}"`,
    );
  }
  return out;
}

import type { Canvas } from '../../core/canvas.ts';
import { around, circle, n, path } from '../../core/svg.ts';

const PETALS = ['#ff8fab', '#ffd166', '#f7f7ff', '#c77dff', '#ff9f6b'];

/** A scattering of small five-petal flowers on grass, between y0 and y1. */
export function flowers(canvas: Canvas, y0: number, y1: number, count: number): string {
  const { rng, light } = canvas;
  let out = '';
  let stems = '';
  for (let i = 0; i < count; i++) {
    const x = rng.range(10, canvas.width - 10);
    const y = rng.range(y0, y1);
    const r = rng.range(4, 7) * (0.7 + (0.6 * (y - y0)) / Math.max(1, y1 - y0));
    stems += `M${n(x)} ${n(y)}v${n(r * 2.2)}`;
    const fill = light.tone(rng.pick(PETALS));
    out += around(x, y, r * 0.75, 5)
      .map(([px, py]) => circle(px, py, r * 0.55, fill))
      .join('');
    out += circle(x, y, r * 0.42, light.tone('#f2a541'));
  }
  return path(stems, 'none', ` stroke="${light.tone('#3f8a3e')}" stroke-width="2"`) + out;
}

/** Tufts of reeds or desert grass: a few curved blades from one point. */
export function tuft(
  canvas: Canvas,
  x: number,
  y: number,
  size: number,
  color = '#6aa84f',
): string {
  const fill = canvas.light.tone(color);
  let d = '';
  for (const lean of [-0.6, -0.25, 0.1, 0.45, 0.8]) {
    d += `M${n(x)} ${n(y)}q${n(lean * size * 0.3)} -${n(size * 0.6)} ${n(lean * size * 0.7)} -${n(size * (1 - Math.abs(lean) * 0.3))}`;
  }
  return path(d, 'none', ` stroke="${fill}" stroke-width="4" stroke-linecap="round"`);
}

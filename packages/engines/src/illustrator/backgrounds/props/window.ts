import type { Canvas } from '../../core/canvas.ts';
import { circle, n, path } from '../../core/svg.ts';
import { edge } from './edge.ts';

/** The path of an arch: a rectangle with a round (or pointed) top. */
export function archPath(x: number, y: number, w: number, h: number, pointed = false): string {
  const r = w / 2;
  const top = pointed
    ? `Q${n(x)} ${n(y - r * 0.2)} ${n(x + r)} ${n(y - r * 0.55)}Q${n(x + w)} ${n(y - r * 0.2)} ${n(x + w)} ${n(y + r)}`
    : `A${n(r)} ${n(r)} 0 0 1 ${n(x + w)} ${n(y + r)}`;
  return `M${n(x)} ${n(y + h)}L${n(x)} ${n(y + r)}${top}L${n(x + w)} ${n(y + h)}Z`;
}

/**
 * An arched window with a coloured frame. By day the glass is dark blue; when the lamps are lit it
 * glows warm yellow with a halo, which is what makes a street feel like evening.
 */
export function archWindow(
  canvas: Canvas,
  x: number,
  y: number,
  w: number,
  h: number,
  frame: string,
  lit: boolean,
): string {
  const { tone, lamp } = canvas.light;
  const glass = lit && lamp > 0 ? (lamp >= 1 ? '#ffd66b' : '#ffc27a') : tone('#3e5d86');
  const frameFill = tone(frame);
  let out = '';
  if (lit && lamp > 0)
    out += circle(
      x + w / 2,
      y + h / 2,
      Math.max(w, h) * 0.9,
      canvas.defs.glow('lamp-glow', '#ffcf6b', 0.55 * lamp),
    );
  out += path(archPath(x - 3, y - 3, w + 6, h + 6), frameFill, edge(frameFill, 2));
  out += path(archPath(x, y, w, h), glass);
  out += path(
    `M${n(x + w / 2)} ${n(y + 2)}V${n(y + h)}M${n(x)} ${n(y + h * 0.55)}H${n(x + w)}`,
    'none',
    ` stroke="${frameFill}" stroke-width="2.5"`,
  );
  return out;
}

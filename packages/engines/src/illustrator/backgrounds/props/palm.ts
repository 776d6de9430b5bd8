import type { Canvas } from '../../core/canvas.ts';
import { circle, n, path, type Point } from '../../core/svg.ts';
import { edge } from './edge.ts';

export interface PalmOptions {
  /** Bunches of dates under the crown (date-palm farms, oases). */
  dates?: boolean;
  /** Leaning to the right (positive) or left (negative), as a share of the height. */
  lean?: number;
}

function leaf(top: Point, angleDeg: number, length: number, fill: string): string {
  const a = (angleDeg * Math.PI) / 180;
  const [x, y] = top;
  const dx = Math.cos(a);
  const dy = Math.sin(a);
  const tip: Point = [x + dx * length, y + dy * length * 0.7 + length * 0.32];
  const mid: Point = [x + dx * length * 0.5, y + dy * length * 0.45 - length * 0.16];
  const upper: Point = [mid[0] - dy * length * 0.16, mid[1] - Math.abs(dx) * length * 0.14];
  const lower: Point = [mid[0] + dy * length * 0.06, mid[1] + length * 0.1];
  const d = `M${n(x)} ${n(y)}Q${n(upper[0])} ${n(upper[1])} ${n(tip[0])} ${n(tip[1])}Q${n(lower[0])} ${n(lower[1])} ${n(x)} ${n(y)}Z`;
  return path(d, fill, edge(fill, 2));
}

/** A date palm: a curved, ringed trunk and a crown of drooping fronds. */
export function palm(
  canvas: Canvas,
  x: number,
  groundY: number,
  height: number,
  options: PalmOptions = {},
): string {
  const { tone } = canvas.light;
  const lean = options.lean ?? 0.12;
  const top: Point = [x + lean * height, groundY - height];
  const ctrl: Point = [x + lean * height * 0.2, groundY - height * 0.55];
  const base = height * 0.07;
  const tip = height * 0.035;
  const trunkFill = tone('#a87946');
  // The trunk is a tapering band around a quadratic curve; its rings are short strokes across it.
  const trunk =
    `M${n(x - base)} ${n(groundY)}Q${n(ctrl[0] - base * 0.8)} ${n(ctrl[1])} ${n(top[0] - tip)} ${n(top[1])}` +
    `L${n(top[0] + tip)} ${n(top[1])}Q${n(ctrl[0] + base * 0.8)} ${n(ctrl[1])} ${n(x + base)} ${n(groundY)}Z`;
  let out = path(trunk, trunkFill, edge(trunkFill, 2));
  const ring = tone('#7e5630');
  let rings = '';
  for (let t = 0.12; t < 0.95; t += 0.11) {
    const px = (1 - t) * (1 - t) * x + 2 * (1 - t) * t * ctrl[0] + t * t * top[0];
    const py = (1 - t) * (1 - t) * groundY + 2 * (1 - t) * t * ctrl[1] + t * t * top[1];
    const w = base + (tip - base) * t;
    rings += `M${n(px - w * 0.8)} ${n(py - 2)}q${n(w * 0.8)} ${n(5)} ${n(w * 1.6)} 0`;
  }
  out += path(rings, 'none', ` stroke="${ring}" stroke-width="2" stroke-linecap="round"`);
  if (options.dates) {
    const dateFill = tone('#c4542c');
    for (const side of [-1, 1]) {
      for (let i = 0; i < 6; i++) {
        out += circle(
          top[0] + side * (height * 0.05 + (i % 3) * 5),
          top[1] + height * 0.06 + Math.floor(i / 3) * 8,
          5.5,
          i % 2 ? dateFill : tone('#e0862f'),
          edge(dateFill, 1.5),
        );
      }
    }
  }
  const light = tone('#5aa84e');
  const dark = tone('#3d8a3f');
  const length = height * 0.42;
  const angles = [-170, -140, -110, -75, -40, -10, 200, 160, 20];
  angles.forEach((angle, i) => {
    out += leaf(top, angle, length * (i > 6 ? 0.8 : 1), i % 2 ? dark : light);
  });
  out += circle(top[0], top[1], height * 0.04, tone('#6d4a2a'));
  return out;
}

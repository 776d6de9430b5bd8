import { circle, group, path, n } from '../../core/svg.ts';
import type { Random } from '../../core/hash.ts';

/** A puffy cloud: a flat-bottomed row of overlapping circles, one path-free group. */
export function cloud(
  x: number,
  y: number,
  size: number,
  fill: string,
  rng: Random,
  opacity = 0.92,
): string {
  const puffs = rng.int(3, 5);
  let body = '';
  for (let i = 0; i < puffs; i++) {
    const t = puffs === 1 ? 0.5 : i / (puffs - 1);
    const px = x + (t - 0.5) * size * 1.6;
    const middle = 1 - Math.abs(t - 0.5) * 1.4;
    const r = size * (0.32 + 0.28 * middle) * rng.range(0.85, 1.1);
    body += circle(px, y - r * 0.55, r, fill);
  }
  const w = size * 1.05;
  body += path(
    `M${n(x - w)} ${n(y)}q0 -${n(size * 0.3)} ${n(size * 0.3)} -${n(size * 0.3)}h${n(w * 2 - size * 0.6)}q${n(size * 0.3)} 0 ${n(size * 0.3)} ${n(size * 0.3)}z`,
    fill,
  );
  return group(body, '', ` opacity="${opacity}"`);
}

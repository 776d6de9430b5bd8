import type { Canvas } from '../../core/canvas.ts';
import { lighten } from '../../core/color.ts';
import { around, circle, n, path, poly, rect } from '../../core/svg.ts';
import { edge } from './edge.ts';

/** A round leafy tree: a short trunk under a cluster of circles, with fruit if asked. */
export function roundTree(
  canvas: Canvas,
  x: number,
  groundY: number,
  size: number,
  leaf = '#6cbf5a',
  fruit?: string,
): string {
  const { tone } = canvas.light;
  const trunk = tone('#8a5a34');
  let out = rect(
    x - size * 0.08,
    groundY - size * 0.9,
    size * 0.16,
    size * 0.9,
    trunk,
    edge(trunk),
  );
  const crownY = groundY - size * 1.05;
  const fill = tone(leaf);
  const puffs = around(x, crownY, size * 0.32, 6, -90)
    .map(([px, py]) => circle(px, py, size * 0.3, fill, edge(fill)))
    .join('');
  out += puffs + circle(x, crownY, size * 0.38, fill);
  out += circle(
    x - size * 0.12,
    crownY - size * 0.14,
    size * 0.14,
    lighten(fill, 0.22),
    ' opacity="0.8"',
  );
  if (fruit) {
    const f = tone(fruit);
    for (const [px, py] of around(x, crownY + 4, size * 0.33, 7, -60))
      out += circle(px, py, size * 0.055, f, edge(f, 1.5));
  }
  return out;
}

/** A cedar of Lebanon: flat tiers of dark green on a thin trunk. */
export function cedar(canvas: Canvas, x: number, groundY: number, size: number): string {
  const { tone } = canvas.light;
  const trunk = tone('#7a4f2e');
  let out = rect(x - size * 0.05, groundY - size * 0.5, size * 0.1, size * 0.5, trunk, edge(trunk));
  const tiers = 4;
  for (let i = 0; i < tiers; i++) {
    const fill = tone(i % 2 ? '#2f7a4f' : '#3a8b58');
    const w = size * (0.62 - i * 0.12);
    const y = groundY - size * (0.38 + i * 0.2);
    out += path(
      `M${n(x - w)} ${n(y)}Q${n(x - w * 0.4)} ${n(y - size * 0.16)} ${n(x)} ${n(y - size * 0.2)}Q${n(x + w * 0.4)} ${n(y - size * 0.16)} ${n(x + w)} ${n(y)}Q${n(x)} ${n(y + size * 0.07)} ${n(x - w)} ${n(y)}Z`,
      fill,
      edge(fill),
    );
  }
  return out;
}

/** A slim cypress, the dark exclamation mark of Mediterranean gardens. */
export function cypress(canvas: Canvas, x: number, groundY: number, size: number): string {
  const fill = canvas.light.tone('#3f7d4c');
  return path(
    `M${n(x)} ${n(groundY - size)}C${n(x + size * 0.22)} ${n(groundY - size * 0.6)} ${n(x + size * 0.16)} ${n(groundY)} ${n(x)} ${n(groundY)}C${n(x - size * 0.16)} ${n(groundY)} ${n(x - size * 0.22)} ${n(groundY - size * 0.6)} ${n(x)} ${n(groundY - size)}Z`,
    fill,
    edge(fill),
  );
}

/**
 * A glowing fantasy tree: a curly trunk under a round crown hung with shining fruit. The fruit
 * glows at any hour (it is magic), brighter at night.
 */
export function glowingTree(
  canvas: Canvas,
  x: number,
  groundY: number,
  size: number,
  crown: string,
  glow: string,
): string {
  const { tone, lamp } = canvas.light;
  const trunk = tone('#7b5aa6');
  let out = path(
    `M${n(x - size * 0.09)} ${n(groundY)}C${n(x - size * 0.02)} ${n(groundY - size * 0.4)} ${n(x - size * 0.2)} ${n(groundY - size * 0.6)} ${n(x - size * 0.05)} ${n(groundY - size * 0.85)}L${n(x + size * 0.07)} ${n(groundY - size * 0.85)}C${n(x - size * 0.04)} ${n(groundY - size * 0.6)} ${n(x + size * 0.12)} ${n(groundY - size * 0.4)} ${n(x + size * 0.09)} ${n(groundY)}Z`,
    trunk,
    edge(trunk),
  );
  const fill = tone(crown);
  const cy = groundY - size * 1.05;
  out += around(x, cy, size * 0.3, 7, -90)
    .map(([px, py]) => circle(px, py, size * 0.26, fill, edge(fill)))
    .join('');
  out += circle(x, cy, size * 0.36, fill);
  const halo = canvas.defs.glow(`fruit-glow-${glow.slice(1)}`, glow, 0.45 + 0.4 * lamp);
  for (const [px, py] of around(x, cy + 6, size * 0.3, 6, -30)) {
    out += circle(px, py, size * 0.16, halo) + circle(px, py, size * 0.05, lighten(glow, 0.3));
  }
  return out;
}

/** A potted plant or a small bush. */
export function potPlant(
  canvas: Canvas,
  x: number,
  groundY: number,
  size: number,
  pot = '#c8693f',
  leaf = '#5fae55',
): string {
  const { tone } = canvas.light;
  const leafFill = tone(leaf);
  let out = around(x, groundY - size * 0.85, size * 0.28, 5, -90)
    .map(([px, py]) => circle(px, py, size * 0.26, leafFill, edge(leafFill)))
    .join('');
  out += circle(x, groundY - size * 0.8, size * 0.3, leafFill);
  const potFill = tone(pot);
  out += path(
    poly([
      [x - size * 0.36, groundY - size * 0.5],
      [x + size * 0.36, groundY - size * 0.5],
      [x + size * 0.26, groundY],
      [x - size * 0.26, groundY],
    ]),
    potFill,
    edge(potFill),
  );
  out += rect(
    x - size * 0.4,
    groundY - size * 0.56,
    size * 0.8,
    size * 0.12,
    potFill,
    edge(potFill) + ' rx="3"',
  );
  return out;
}

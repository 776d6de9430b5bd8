import type { Canvas } from '../../core/canvas.ts';
import { lighten } from '../../core/color.ts';
import { circle, ellipse, n, path, rect, star } from '../../core/svg.ts';
import { edge } from './edge.ts';

/**
 * A floating island: a grassy top over a rocky cone. `top` is the grass line; whatever sits on the
 * island is drawn by the caller at that line.
 */
export function floatingIsland(
  canvas: Canvas,
  x: number,
  top: number,
  w: number,
  waterfall = false,
): string {
  const { tone } = canvas.light;
  const rock = tone('#a88bc2');
  const grass = tone('#8fd18a');
  const depth = w * 0.55;
  let out = path(
    `M${n(x - w / 2)} ${n(top)}Q${n(x - w * 0.42)} ${n(top + depth * 0.45)} ${n(x - w * 0.12)} ${n(top + depth * 0.75)}Q${n(x)} ${n(top + depth * 1.1)} ${n(x + w * 0.1)} ${n(top + depth * 0.8)}Q${n(x + w * 0.44)} ${n(top + depth * 0.45)} ${n(x + w / 2)} ${n(top)}Z`,
    rock,
    edge(rock),
  );
  out += path(
    `M${n(x - w * 0.2)} ${n(top + depth * 0.3)}l${n(w * 0.08)} ${n(depth * 0.25)}M${n(x + w * 0.18)} ${n(top + depth * 0.25)}l-${n(w * 0.06)} ${n(depth * 0.3)}`,
    'none',
    ` stroke="${tone('#8a6fa8')}" stroke-width="3" stroke-linecap="round"`,
  );
  if (waterfall) {
    const water = tone('#9fe3ff');
    out += path(
      `M${n(x + w * 0.3)} ${n(top)}q4 ${n(depth * 0.6)} -2 ${n(depth * 1.3)}h12q-4 -${n(depth * 0.7)} 2 -${n(depth * 1.3)}Z`,
      water,
      ' opacity="0.85"',
    );
  }
  out += ellipse(x, top, w / 2 + 4, 12, grass, edge(grass));
  return out;
}

/** A castle on a cloud bank: towers with pastel cone roofs, far away and soft. */
export function cloudCastle(canvas: Canvas, x: number, baseY: number, size: number): string {
  const { tone } = canvas.light;
  const wall = tone('#f4ecff');
  const roofs = [tone('#b28ddb'), tone('#8fb8ff'), tone('#ff9fc6')];
  let out = '';
  const towers: Array<[number, number, number]> = [
    [-0.42, 0.55, 0.12],
    [-0.18, 0.8, 0.14],
    [0.08, 1, 0.16],
    [0.34, 0.7, 0.13],
  ];
  towers.forEach(([dx, h, w], i) => {
    const tx = x + dx * size;
    const th = h * size;
    const tw = w * size;
    const roof = roofs[i % roofs.length] ?? wall;
    out += rect(tx - tw / 2, baseY - th, tw, th, wall, edge(wall, 2));
    out += path(
      `M${n(tx - tw * 0.65)} ${n(baseY - th)}L${n(tx)} ${n(baseY - th - tw * 1.3)}L${n(tx + tw * 0.65)} ${n(baseY - th)}Z`,
      roof,
      edge(roof, 2),
    );
    out += path(
      `M${n(tx)} ${n(baseY - th - tw * 1.3)}v-14l12 5l-12 5`,
      tone('#ffd166'),
      ` stroke="${tone('#c9962e')}" stroke-width="1.5"`,
    );
    out += rect(tx - tw * 0.15, baseY - th * 0.7, tw * 0.3, tw * 0.45, tone('#7d8fd6'), ' rx="5"');
  });
  const puff = tone('#ffffff');
  for (let i = -4; i <= 4; i++)
    out += circle(
      x + i * size * 0.14,
      baseY + 6 - (4 - Math.abs(i)) * 3,
      size * (0.1 + (4 - Math.abs(i)) * 0.012),
      puff,
    );
  return out;
}

/** Twinkles scattered in the air: magic is always a little bit sparkly. */
export function sparkles(
  canvas: Canvas,
  y0: number,
  y1: number,
  count: number,
  color = '#fff4b8',
): string {
  const { rng, light } = canvas;
  let d = '';
  for (let i = 0; i < count; i++) {
    const r = rng.range(4, 9);
    d += star(rng.range(20, canvas.width - 20), rng.range(y0, y1), r, r * 0.3, 4);
  }
  return path(d, lighten(color, 0.2 * light.lamp), ' opacity="0.85"');
}

import type { Canvas } from '../../core/canvas.ts';
import { n, path, rect } from '../../core/svg.ts';
import { edge } from './edge.ts';

/** A Nile felucca: a low painted hull under one tall slanted lateen sail. */
export function felucca(
  canvas: Canvas,
  x: number,
  waterY: number,
  size: number,
  hullColor = '#3f7fbf',
): string {
  const { tone } = canvas.light;
  const hull = tone(hullColor);
  const stripe = tone('#f2c14e');
  const sail = tone('#fbf5e6');
  const mast = tone('#7a4f2e');
  const w = size;
  let out = path(
    `M${n(x - w * 0.2)} ${n(waterY - size * 0.95)}L${n(x + w * 0.62)} ${n(waterY - size * 0.2)}L${n(x - w * 0.08)} ${n(waterY - size * 0.2)}Z`,
    sail,
    edge(sail),
  );
  out += path(
    `M${n(x)} ${n(waterY - size * 0.1)}V${n(waterY - size * 0.82)}`,
    'none',
    ` stroke="${mast}" stroke-width="4"`,
  );
  out += path(
    `M${n(x - w * 0.28)} ${n(waterY - size * 1.02)}L${n(x + w * 0.66)} ${n(waterY - size * 0.16)}`,
    'none',
    ` stroke="${mast}" stroke-width="3"`,
  );
  out += path(
    `M${n(x - w * 0.55)} ${n(waterY - size * 0.2)}Q${n(x)} ${n(waterY - size * 0.12)} ${n(x + w * 0.6)} ${n(waterY - size * 0.24)}Q${n(x + w * 0.45)} ${n(waterY + size * 0.02)} ${n(x)} ${n(waterY + size * 0.02)}Q${n(x - w * 0.42)} ${n(waterY + size * 0.02)} ${n(x - w * 0.55)} ${n(waterY - size * 0.2)}Z`,
    hull,
    edge(hull),
  );
  out += path(
    `M${n(x - w * 0.46)} ${n(waterY - size * 0.12)}Q${n(x)} ${n(waterY - size * 0.05)} ${n(x + w * 0.5)} ${n(waterY - size * 0.15)}`,
    'none',
    ` stroke="${stripe}" stroke-width="4"`,
  );
  return out;
}

/** A Gulf dhow: a deep wooden hull with a raised stern, a lateen sail and a pennant. */
export function dhow(
  canvas: Canvas,
  x: number,
  waterY: number,
  size: number,
  sailUp = true,
): string {
  const { tone } = canvas.light;
  const wood = tone('#a0683a');
  const plank = tone('#7a4a26');
  const sail = tone('#f6ecd6');
  const mast = tone('#6b4226');
  const w = size;
  let out = '';
  if (sailUp) {
    out += path(
      `M${n(x - w * 0.35)} ${n(waterY - size * 0.9)}Q${n(x + w * 0.3)} ${n(waterY - size * 0.7)} ${n(x + w * 0.55)} ${n(waterY - size * 0.3)}L${n(x - w * 0.1)} ${n(waterY - size * 0.3)}Z`,
      sail,
      edge(sail),
    );
  }
  out += path(
    `M${n(x)} ${n(waterY - size * 0.2)}V${n(waterY - size * 0.95)}`,
    'none',
    ` stroke="${mast}" stroke-width="5"`,
  );
  out += path(
    `M${n(x)} ${n(waterY - size * 0.95)}l${n(size * 0.16)} ${n(size * 0.04)}l-${n(size * 0.16)} ${n(size * 0.05)}Z`,
    tone('#e0523f'),
  );
  out += path(
    `M${n(x - w * 0.62)} ${n(waterY - size * 0.36)}L${n(x - w * 0.5)} ${n(waterY - size * 0.2)}H${n(x + w * 0.56)}L${n(x + w * 0.7)} ${n(waterY - size * 0.3)}` +
      `Q${n(x + w * 0.5)} ${n(waterY + size * 0.06)} ${n(x)} ${n(waterY + size * 0.05)}Q${n(x - w * 0.45)} ${n(waterY + size * 0.05)} ${n(x - w * 0.62)} ${n(waterY - size * 0.36)}Z`,
    wood,
    edge(wood),
  );
  out += path(
    `M${n(x - w * 0.5)} ${n(waterY - size * 0.12)}Q${n(x)} ${n(waterY - size * 0.06)} ${n(x + w * 0.58)} ${n(waterY - size * 0.14)}M${n(x - w * 0.44)} ${n(waterY - size * 0.03)}Q${n(x)} ${n(waterY + size * 0.02)} ${n(x + w * 0.48)} ${n(waterY - size * 0.05)}`,
    'none',
    ` stroke="${plank}" stroke-width="2.5"`,
  );
  out += rect(
    x - w * 0.62,
    waterY - size * 0.42,
    w * 0.2,
    size * 0.08,
    tone('#8b5a30'),
    edge(wood) + ' rx="2"',
  );
  return out;
}

import type { Canvas } from '../../core/canvas.ts';
import { darken, lighten } from '../../core/color.ts';
import { n, path, smooth, type Point } from '../../core/svg.ts';
import { edge } from './edge.ts';

/**
 * A rolling band of land from `y` down to the bottom of the picture: hills, dunes and banks are
 * all this shape with different colours and wobble.
 */
export function hills(
  canvas: Canvas,
  y: number,
  amplitude: number,
  waves: number,
  fill: string,
  phase = 0,
  outline = true,
): string {
  const { width, height } = canvas;
  const points: Point[] = [];
  const steps = Math.max(4, waves * 4);
  for (let i = 0; i <= steps; i++) {
    const x = -40 + ((width + 80) * i) / steps;
    points.push([x, y - Math.sin((i / steps) * Math.PI * waves + phase) * amplitude]);
  }
  const top = smooth(points, false, 1);
  const d = `${top}L${n(width + 40)} ${n(height + 10)}L-40 ${n(height + 10)}Z`;
  return path(d, fill, outline ? edge(fill, 2.5) : '');
}

/** Layered sand dunes, far ones lighter, each with a sunlit crest line. */
export function dunes(canvas: Canvas, horizon: number, layers = 3): string {
  const { tone } = canvas.light;
  const colors = ['#f6d39a', '#eebf78', '#e3a95f', '#d89850'];
  let out = '';
  for (let i = 0; i < layers; i++) {
    const fill = tone(colors[i] ?? '#e3a95f');
    const y = horizon + i * 42;
    out += hills(canvas, y, 26 - i * 4, 2 + (i % 2), fill, canvas.rng.range(0, Math.PI * 2));
  }
  return out;
}

/** A mountain range: soft peaks with snow caps, drawn as one band. */
export function mountains(
  canvas: Canvas,
  baseY: number,
  peakHeight: number,
  count: number,
  fill: string,
  snow = true,
): string {
  const { width } = canvas;
  const { tone } = canvas.light;
  const rng = canvas.rng;
  const body = tone(fill);
  let d = `M-20 ${n(baseY)}`;
  let caps = '';
  const step = (width + 40) / count;
  for (let i = 0; i < count; i++) {
    const x0 = -20 + i * step;
    const peakX = x0 + step * rng.range(0.4, 0.6);
    const peakY = baseY - peakHeight * rng.range(0.7, 1);
    d += `L${n(peakX - 10)} ${n(peakY + 8)}Q${n(peakX)} ${n(peakY - 6)} ${n(peakX + 10)} ${n(peakY + 8)}L${n(x0 + step)} ${n(baseY - peakHeight * 0.25)}`;
    if (snow) {
      const capH = (baseY - peakY) * 0.28;
      const slope = (step * 0.5) / (baseY - peakY);
      const cw = capH * slope * 1.2;
      caps +=
        `M${n(peakX - 10 - cw)} ${n(peakY + capH)}L${n(peakX - 10)} ${n(peakY + 8)}Q${n(peakX)} ${n(peakY - 6)} ${n(peakX + 10)} ${n(peakY + 8)}L${n(peakX + 10 + cw)} ${n(peakY + capH)}` +
        `l-${n(cw * 0.6)} -8l-${n(cw * 0.5)} 10l-${n(cw * 0.5)} -9l-${n(cw * 0.5)} 8Z`;
    }
  }
  // The band runs well below its base so nearer land drawn over it never leaves a gap of sky.
  d += `L${n(width + 20)} ${n(baseY)}V${n(baseY + 140)}H-20Z`;
  let out = path(d, body, edge(body, 2.5));
  if (caps) out += path(caps, tone('#f7fbff'));
  return out;
}

/** The sea from the horizon down to `bottom`: a gradient, gentle wave lines and sparkles. */
export function sea(
  canvas: Canvas,
  horizon: number,
  bottom: number,
  deep = '#2f86c4',
  shallow = '#7fd0e6',
): string {
  const { tone, time } = canvas.light;
  const fill = canvas.defs.linear(`sea-${time}`, [tone(deep), tone(shallow)]);
  let out = path(`M-10 ${n(horizon)}H${n(canvas.width + 10)}V${n(bottom)}H-10Z`, fill);
  const crest = lighten(tone(shallow), 0.45);
  let waves = '';
  const rng = canvas.rng;
  for (let row = 0; row < 6; row++) {
    const y = horizon + 10 + ((bottom - horizon - 16) * row) / 6 + rng.range(0, 6);
    for (let x = rng.range(-40, 40); x < canvas.width; x += rng.range(110, 190)) {
      const w = 14 + row * 5;
      waves += `M${n(x)} ${n(y)}q${n(w / 2)} -${n(3 + row)} ${n(w)} 0q${n(w / 2)} ${n(3 + row)} ${n(w)} 0`;
    }
  }
  out += path(
    waves,
    'none',
    ` stroke="${crest}" stroke-width="2.5" stroke-linecap="round" opacity="0.7"`,
  );
  out += path(
    `M-10 ${n(horizon)}H${n(canvas.width + 10)}`,
    'none',
    ` stroke="${darken(tone(deep), 0.15)}" stroke-width="2"`,
  );
  return out;
}

/** A strip of ground with a scattering of pebbles or tufts: the floor characters stand on. */
export function ground(
  canvas: Canvas,
  y: number,
  fill: string,
  speck: string,
  kind: 'pebbles' | 'grass' | 'tiles' = 'pebbles',
): string {
  const { tone } = canvas.light;
  const rng = canvas.rng;
  const body = tone(fill);
  const out = path(
    `M-10 ${n(y)}H${n(canvas.width + 10)}V${n(canvas.height + 10)}H-10Z`,
    body,
    edge(body, 2.5),
  );
  let marks = '';
  if (kind === 'tiles') {
    for (let row = 0; row < 4; row++) {
      const yy = y + 16 + row * (18 + row * 8);
      marks += `M-10 ${n(yy)}H${n(canvas.width + 10)}`;
      const step = 90 + row * 30;
      for (let x = (row % 2) * step * 0.5; x < canvas.width; x += step)
        marks += `M${n(x)} ${n(yy)}v${n(18 + row * 8)}`;
    }
    return out + path(marks, 'none', ` stroke="${tone(speck)}" stroke-width="2" opacity="0.55"`);
  }
  for (let i = 0; i < 26; i++) {
    const x = rng.range(0, canvas.width);
    const yy = rng.range(y + 12, canvas.height - 6);
    marks +=
      kind === 'grass'
        ? `M${n(x)} ${n(yy)}l-4 -10M${n(x)} ${n(yy)}l1 -13M${n(x)} ${n(yy)}l5 -9`
        : `M${n(x)} ${n(yy)}h${n(rng.range(6, 14))}`;
  }
  const width = kind === 'grass' ? 2.5 : 4;
  return (
    out +
    path(
      marks,
      'none',
      ` stroke="${tone(speck)}" stroke-width="${width}" stroke-linecap="round" opacity="0.6"`,
    )
  );
}

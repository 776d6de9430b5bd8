import type { Canvas } from '../../core/canvas.ts';
import { circle, n, path, rect } from '../../core/svg.ts';
import { edge } from './edge.ts';

/** A small crescent on a pole, the finial of domes and minarets. */
function finial(x: number, y: number, fill: string): string {
  return (
    path(`M${n(x)} ${n(y)}v-14`, 'none', ` stroke="${fill}" stroke-width="2.5"`) +
    path(`M${n(x + 3)} ${n(y - 26)}a7 7 0 1 0 0 12a5.5 5.5 0 1 1 0 -12Z`, fill)
  );
}

/** An onion dome on a drum, the silhouette of an old city. */
export function dome(canvas: Canvas, x: number, baseY: number, r: number, fill: string): string {
  const { tone } = canvas.light;
  const body = tone(fill);
  const drum = tone('#efe3cf');
  const drumH = r * 0.7;
  let out = rect(x - r * 1.05, baseY - drumH, r * 2.1, drumH, drum, edge(drum, 2));
  const top = baseY - drumH;
  out += path(
    `M${n(x - r)} ${n(top)}C${n(x - r * 1.15)} ${n(top - r * 0.9)} ${n(x - r * 0.25)} ${n(top - r * 1.2)} ${n(x)} ${n(top - r * 1.55)}` +
      `C${n(x + r * 0.25)} ${n(top - r * 1.2)} ${n(x + r * 1.15)} ${n(top - r * 0.9)} ${n(x + r)} ${n(top)}Z`,
    body,
    edge(body, 2),
  );
  return out + finial(x, top - r * 1.5, tone('#f2c14e'));
}

/** A minaret: a slim tower with a balcony and a small dome. */
export function minaret(canvas: Canvas, x: number, baseY: number, h: number, fill: string): string {
  const { tone } = canvas.light;
  const body = tone('#f1e6d2');
  const w = h * 0.09;
  let out = rect(x - w, baseY - h, w * 2, h, body, edge(body, 2));
  out += rect(x - w * 1.5, baseY - h * 0.72, w * 3, 7, tone(fill), edge(tone(fill), 2) + ' rx="3"');
  out += rect(x - w * 1.3, baseY - h - 6, w * 2.6, 7, tone(fill), edge(tone(fill), 2) + ' rx="3"');
  const cap = tone(fill);
  out += path(
    `M${n(x - w)} ${n(baseY - h - 6)}Q${n(x - w)} ${n(baseY - h - w * 2.6)} ${n(x)} ${n(baseY - h - w * 3.4)}Q${n(x + w)} ${n(baseY - h - w * 2.6)} ${n(x + w)} ${n(baseY - h - 6)}Z`,
    cap,
    edge(cap, 2),
  );
  out += circle(x, baseY - h * 0.45, w * 0.45, tone('#3e5d86'));
  return out + finial(x, baseY - h - w * 3.3, tone('#f2c14e'));
}

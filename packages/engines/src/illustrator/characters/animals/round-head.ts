import { darken, lighten } from '../../core/color.ts';
import { around, circle, ellipse, n, path } from '../../core/svg.ts';
import type { Mood } from '../../../types.ts';
import { drawFace, type EyeState } from '../face.ts';
import { EDGE } from './quadruped.ts';

export type Ears = 'pointed' | 'floppy' | 'round' | 'none';

export interface RoundHeadOptions {
  r: number;
  fur: string;
  ears: Ears;
  mood: Mood;
  eyes: EyeState;
  /** A lion's mane behind the head. */
  mane?: string;
  whiskers?: boolean;
  lashes?: boolean;
  /** Inner-ear and muzzle colour. */
  inner?: string;
}

/** A round, front-facing animal head (cats, dogs, lions, rabbits, teddy-like creatures). */
export function roundHead(x: number, y: number, o: RoundHeadOptions): string {
  const { r, fur } = o;
  const inner = o.inner ?? '#f7b6b6';
  let out = '';
  if (o.mane) {
    out +=
      around(x, y, r * 1.25, 12)
        .map(([px, py]) => circle(px, py, r * 0.42, o.mane ?? fur, EDGE))
        .join('') + circle(x, y, r * 1.3, o.mane);
  }
  if (o.ears === 'pointed') {
    for (const side of [-1, 1]) {
      out += path(
        `M${n(x + side * r * 0.85)} ${n(y - r * 0.2)}L${n(x + side * r * 0.75)} ${n(y - r * 1.35)}L${n(x + side * r * 0.15)} ${n(y - r * 0.8)}Z`,
        fur,
        EDGE,
      );
      out += path(
        `M${n(x + side * r * 0.68)} ${n(y - r * 0.45)}L${n(x + side * r * 0.68)} ${n(y - r * 1.05)}L${n(x + side * r * 0.35)} ${n(y - r * 0.75)}Z`,
        inner,
      );
    }
  } else if (o.ears === 'round') {
    for (const side of [-1, 1])
      out +=
        circle(x + side * r * 0.75, y - r * 0.75, r * 0.34, fur, EDGE) +
        circle(x + side * r * 0.75, y - r * 0.75, r * 0.17, inner);
  }
  out += circle(x, y, r, fur, EDGE);
  if (o.ears === 'floppy') {
    for (const side of [-1, 1]) {
      out += path(
        `M${n(x + side * r * 0.6)} ${n(y - r * 0.8)}Q${n(x + side * r * 1.45)} ${n(y - r * 0.6)} ${n(x + side * r * 1.1)} ${n(y + r * 0.55)}Q${n(x + side * r * 0.8)} ${n(y + r * 0.2)} ${n(x + side * r * 0.6)} ${n(y - r * 0.8)}Z`,
        darken(fur, 0.25),
        EDGE,
      );
    }
  }
  // Muzzle, nose, then the face.
  out += ellipse(x, y + r * 0.45, r * 0.42, r * 0.3, lighten(fur, 0.45));
  out += path(
    `M${n(x - r * 0.12)} ${n(y + r * 0.26)}h${n(r * 0.24)}l-${n(r * 0.12)} ${n(r * 0.12)}Z`,
    '#5a3a3a',
    ' stroke="#5a3a3a" stroke-width="3" stroke-linejoin="round"',
  );
  out += drawFace({
    x,
    y: y - r * 0.05,
    r,
    mood: o.mood,
    eyes: o.eyes,
    spread: 0.38,
    mouthY: 0.62,
    lashes: o.lashes ?? false,
    blush: true,
    eyeSize: 1.1,
  });
  if (o.whiskers) {
    let d = '';
    for (const side of [-1, 1])
      for (const dy of [-0.05, 0.08])
        d += `M${n(x + side * r * 0.45)} ${n(y + r * (0.45 + dy))}l${n(side * r * 0.5)} ${n(r * dy * 1.5)}`;
    out += path(d, 'none', ' stroke="#5a4a4a" stroke-width="2" stroke-linecap="round"');
  }
  return out;
}

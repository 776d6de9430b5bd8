import type { Mood } from '../../types.ts';
import { circle, ellipse, n, path } from '../core/svg.ts';

const INK = '#2d2024';
const MOUTH = '#8a2f3a';
const TONGUE = '#f08a8a';

export type EyeState = 'open' | 'closed' | 'down';

export interface FaceOptions {
  /** Centre of the face and its radius: features are placed in proportion. */
  x: number;
  y: number;
  r: number;
  mood: Mood;
  eyes?: EyeState;
  eyeColor?: string;
  browColor?: string;
  /** Long lashes at the outer corners. */
  lashes?: boolean;
  blush?: boolean;
  /** Distance between the eyes as a share of r (0.36 for people, less for snouted animals). */
  spread?: number;
  /** Eye size multiplier. */
  eyeSize?: number;
  /** Where the mouth sits below the centre, as a share of r. */
  mouthY?: number;
  /** Birds show feeling with their beak instead. */
  mouth?: boolean;
}

function eye(
  x: number,
  y: number,
  s: number,
  state: EyeState,
  mood: Mood,
  color: string,
  lash: number,
): string {
  if (state === 'closed' || mood === 'sleepy') {
    // Sleepy: a heavy lid over a sliver of eye; closed: a soft downward curve.
    if (state !== 'closed') {
      return (
        path(`M${n(x - s)} ${n(y)}a${n(s)} ${n(s * 0.9)} 0 0 0 ${n(s * 2)} 0Z`, color) +
        path(
          `M${n(x - s * 1.2)} ${n(y)}h${n(s * 2.4)}`,
          'none',
          ` stroke="${INK}" stroke-width="${n(s * 0.45)}" stroke-linecap="round"`,
        )
      );
    }
    return path(
      `M${n(x - s)} ${n(y)}q${n(s)} ${n(s * 0.9)} ${n(s * 2)} 0`,
      'none',
      ` stroke="${INK}" stroke-width="${n(s * 0.45)}" stroke-linecap="round"`,
    );
  }
  const big = mood === 'excited' ? 1.18 : mood === 'brave' ? 0.92 : 1;
  const rx = s * big;
  const ry = s * 1.3 * big * (mood === 'brave' ? 0.85 : 1);
  const look = state === 'down' ? [0, s * 0.35] : mood === 'curious' ? [s * 0.3, -s * 0.1] : [0, 0];
  const [lx = 0, ly = 0] = look;
  let out = ellipse(
    x + lx,
    y + ly,
    rx,
    ry,
    color === INK ? INK : color,
    color === INK ? '' : ` stroke="${INK}" stroke-width="${n(s * 0.35)}"`,
  );
  if (color !== INK) out += ellipse(x + lx, y + ly, rx * 0.55, ry * 0.55, INK);
  out += circle(x + lx + rx * 0.35, y + ly - ry * 0.4, s * 0.42, '#ffffff');
  if (mood === 'excited' || mood === 'happy')
    out += circle(x + lx - rx * 0.35, y + ly + ry * 0.4, s * 0.2, '#ffffff');
  if (lash)
    out += path(
      `M${n(x + lash * rx * 0.8)} ${n(y - ry * 0.6)}l${n(lash * s * 0.7)} -${n(s * 0.5)}`,
      'none',
      ` stroke="${INK}" stroke-width="${n(s * 0.3)}" stroke-linecap="round"`,
    );
  return out;
}

function brows(x: number, y: number, r: number, spread: number, mood: Mood, color: string): string {
  const w = r * 0.15;
  const by = y - r * 0.22;
  // Tilt of each brow (inner end up or down) and height, by feeling.
  const tilt =
    {
      worried: -0.09,
      brave: 0.05,
      curious: 0,
      calm: 0,
      happy: -0.02,
      sleepy: 0.02,
      excited: -0.03,
    }[mood] * r;
  const lift = mood === 'excited' || mood === 'curious' ? -r * 0.06 : 0;
  let d = '';
  for (const side of [-1, 1]) {
    const cx = x + side * r * spread;
    const raise = mood === 'curious' && side === 1 ? -r * 0.07 : 0;
    d += `M${n(cx - side * w)} ${n(by + lift + raise + tilt)}L${n(cx + side * w)} ${n(by + lift + raise - tilt)}`;
  }
  return path(d, 'none', ` stroke="${color}" stroke-width="${n(r * 0.06)}" stroke-linecap="round"`);
}

function mouth(x: number, y: number, r: number, mood: Mood, eyes: EyeState): string {
  const line = (d: string) =>
    path(
      d,
      'none',
      ` stroke="${INK}" stroke-width="${n(r * 0.055)}" stroke-linecap="round" stroke-linejoin="round"`,
    );
  if (eyes === 'closed')
    return line(`M${n(x - r * 0.08)} ${n(y)}q${n(r * 0.08)} ${n(r * 0.05)} ${n(r * 0.16)} 0`);
  switch (mood) {
    case 'happy':
    case 'excited': {
      const w = mood === 'excited' ? r * 0.26 : r * 0.21;
      const h = mood === 'excited' ? r * 0.3 : r * 0.22;
      return (
        path(
          `M${n(x - w)} ${n(y - r * 0.03)}Q${n(x)} ${n(y + h * 1.5)} ${n(x + w)} ${n(y - r * 0.03)}Z`,
          MOUTH,
          ` stroke="${INK}" stroke-width="${n(r * 0.045)}" stroke-linejoin="round"`,
        ) + ellipse(x, y + h * 0.5, w * 0.45, h * 0.22, TONGUE)
      );
    }
    case 'curious':
      return ellipse(
        x + r * 0.04,
        y + r * 0.02,
        r * 0.07,
        r * 0.09,
        MOUTH,
        ` stroke="${INK}" stroke-width="${n(r * 0.04)}"`,
      );
    case 'sleepy':
      return ellipse(
        x,
        y + r * 0.03,
        r * 0.06,
        r * 0.08,
        MOUTH,
        ` stroke="${INK}" stroke-width="${n(r * 0.04)}"`,
      );
    case 'worried':
      return line(
        `M${n(x - r * 0.15)} ${n(y + r * 0.06)}q${n(r * 0.075)} -${n(r * 0.08)} ${n(r * 0.15)} 0t${n(r * 0.15)} 0`,
      );
    case 'brave':
      return line(
        `M${n(x - r * 0.2)} ${n(y - r * 0.01)}Q${n(x + r * 0.02)} ${n(y + r * 0.17)} ${n(x + r * 0.22)} ${n(y - r * 0.06)}`,
      );
    default:
      return line(
        `M${n(x - r * 0.16)} ${n(y)}Q${n(x)} ${n(y + r * 0.14)} ${n(x + r * 0.16)} ${n(y)}`,
      );
  }
}

/** Eyes, brows, cheeks and mouth for a mood: the part of a picture a child reads first. */
export function drawFace(options: FaceOptions): string {
  const { x, y, r, mood } = options;
  const state = options.eyes ?? 'open';
  const spread = options.spread ?? 0.36;
  const s = r * 0.11 * (options.eyeSize ?? 1);
  const eyeY = y + r * 0.06;
  const color = options.eyeColor ?? INK;
  let out = '';
  if (options.blush ?? true) {
    for (const side of [-1, 1])
      out += ellipse(
        x + side * r * (spread + 0.2),
        y + r * 0.36,
        r * 0.14,
        r * 0.085,
        '#ff8f8f',
        ' opacity="0.45"',
      );
  }
  for (const side of [-1, 1])
    out += eye(x + side * r * spread, eyeY, s, state, mood, color, options.lashes ? side : 0);
  if (state !== 'closed') out += brows(x, eyeY, r, spread, mood, options.browColor ?? INK);
  if (options.mouth ?? true) out += mouth(x, y + r * (options.mouthY ?? 0.44), r, mood, state);
  if (mood === 'worried' && state !== 'closed') {
    out += path(
      `M${n(x + r * 0.86)} ${n(y - r * 0.34)}q${n(r * 0.09)} ${n(r * 0.14)} 0 ${n(r * 0.2)}q-${n(r * 0.09)} -${n(r * 0.06)} 0 -${n(r * 0.2)}Z`,
      '#9fd8ff',
      ` stroke="${INK}" stroke-width="1.5"`,
    );
  }
  return out;
}

/**
 * A face seen from the side (camels, horses, oryx): one big eye, a brow and a mouth near the snout
 * at (mouthX, mouthY). Feelings read from the same cues as a front face.
 */
export function drawProfileFace(options: {
  eyeX: number;
  eyeY: number;
  size: number;
  mouthX: number;
  mouthY: number;
  mood: Mood;
  eyes?: EyeState;
  lashes?: boolean;
}): string {
  const { eyeX, eyeY, size: s, mouthX, mouthY, mood } = options;
  const state = options.eyes ?? 'open';
  let out = eye(eyeX, eyeY, s, state, mood, INK, options.lashes ? 1 : 0);
  if (state !== 'closed') {
    const tilt =
      { worried: -0.5, brave: 0.5, curious: 0, calm: 0, happy: -0.1, sleepy: 0.1, excited: -0.2 }[
        mood
      ] * s;
    const lift = mood === 'excited' || mood === 'curious' ? -s * 0.4 : 0;
    out += path(
      `M${n(eyeX - s)} ${n(eyeY - s * 2 + lift - tilt)}L${n(eyeX + s)} ${n(eyeY - s * 2 + lift + tilt)}`,
      'none',
      ` stroke="${INK}" stroke-width="${n(s * 0.4)}" stroke-linecap="round"`,
    );
  }
  out += ellipse(eyeX + s * 1.4, eyeY + s * 1.9, s * 1.1, s * 0.65, '#ff8f8f', ' opacity="0.45"');
  const w = s * 1.3;
  const line = ` stroke="${INK}" stroke-width="${n(s * 0.4)}" stroke-linecap="round"`;
  if (state === 'closed' || mood === 'calm' || mood === 'sleepy')
    out += path(
      `M${n(mouthX - w)} ${n(mouthY)}q${n(w * 0.6)} ${n(s * 0.7)} ${n(w)} 0`,
      'none',
      line,
    );
  else if (mood === 'worried')
    out += path(
      `M${n(mouthX - w)} ${n(mouthY + s * 0.4)}q${n(w * 0.5)} -${n(s * 0.6)} ${n(w)} 0`,
      'none',
      line,
    );
  else if (mood === 'curious')
    out += ellipse(
      mouthX - w * 0.3,
      mouthY + s * 0.1,
      s * 0.45,
      s * 0.55,
      MOUTH,
      ` stroke="${INK}" stroke-width="${n(s * 0.3)}"`,
    );
  else
    out += path(
      `M${n(mouthX - w * 1.2)} ${n(mouthY - s * 0.2)}Q${n(mouthX - w * 0.5)} ${n(mouthY + s * 1.4)} ${n(mouthX + s * 0.2)} ${n(mouthY - s * 0.3)}Z`,
      MOUTH,
      ` stroke="${INK}" stroke-width="${n(s * 0.35)}" stroke-linejoin="round"`,
    );
  return out;
}

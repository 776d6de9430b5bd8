import { darken, lighten } from '../../core/color.ts';
import { EDGE, ellipse, n, OUTLINE, path, stroke } from '../../core/svg.ts';

/** Round glasses over the eyes. */
export function glasses(r: number): string {
  const lens = r * 0.2;
  return path(
    `M${n(-r * 0.36 - lens)} ${n(r * 0.06)}a${n(lens)} ${n(lens)} 0 1 0 ${n(lens * 2)} 0a${n(lens)} ${n(lens)} 0 1 0 -${n(lens * 2)} 0ZM${n(r * 0.36 - lens)} ${n(r * 0.06)}a${n(lens)} ${n(lens)} 0 1 0 ${n(lens * 2)} 0a${n(lens)} ${n(lens)} 0 1 0 -${n(lens * 2)} 0ZM${n(-r * 0.16)} ${n(r * 0.04)}q${n(r * 0.16)} -${n(r * 0.1)} ${n(r * 0.32)} 0`,
    'none',
    ` stroke="#3a3236" stroke-width="3"`,
  );
}

/** A moustache above the mouth; `w` its half-width as a share of r (a bushy one alone, a slim one in a beard). */
export function moustache(r: number, color: string, w = 0.26): string {
  const droop = w > 0.3 ? r * 0.1 : 0;
  return path(
    `M${n(-r * w)} ${n(r * 0.36 + droop)}Q${n(-r * w * 0.6)} ${n(r * 0.2)} 0 ${n(r * 0.26)}Q${n(r * w * 0.6)} ${n(r * 0.2)} ${n(r * w)} ${n(r * 0.36 + droop)}Q0 ${n(r * 0.34)} ${n(-r * w)} ${n(r * 0.36 + droop)}Z`,
    color,
    stroke(OUTLINE, 2),
  );
}

/** A beard around the chin with a moustache, leaving the mouth free. */
export function beard(r: number, color: string): string {
  return (
    path(
      `M${n(-r * 0.96)} ${n(r * 0.05)}Q${n(-r * 0.95)} ${n(r * 1.2)} 0 ${n(r * 1.22)}Q${n(r * 0.95)} ${n(r * 1.2)} ${n(r * 0.96)} ${n(r * 0.05)}Q${n(r * 0.75)} ${n(r * 0.62)} ${n(r * 0.3)} ${n(r * 0.64)}Q0 ${n(r * 0.58)} ${n(-r * 0.3)} ${n(r * 0.64)}Q${n(-r * 0.75)} ${n(r * 0.62)} ${n(-r * 0.96)} ${n(r * 0.05)}Z`,
      color,
      EDGE,
    ) + moustache(r, color)
  );
}

/** A fairy's two pairs of gauzy wings behind the shoulders. */
export function wings(shoulderY: number, color: string): string {
  const fill = ` opacity="0.75"${stroke('#8a7ab8', 2.5)}`;
  return (
    ellipse(
      -34,
      shoulderY - 14,
      34,
      22,
      color,
      fill + ' transform="rotate(-25 -34 ' + n(shoulderY - 14) + ')"',
    ) +
    ellipse(
      34,
      shoulderY - 14,
      34,
      22,
      color,
      fill + ' transform="rotate(25 34 ' + n(shoulderY - 14) + ')"',
    ) +
    ellipse(-26, shoulderY + 18, 22, 14, color, fill) +
    ellipse(26, shoulderY + 18, 22, 14, color, fill)
  );
}

/** A genie's tail of smoke, from the hips curling down into the lamp's spout. */
export function wisp(hipY: number, hipHalf: number, color: string): string {
  return path(
    `M${n(-hipHalf)} ${n(hipY - 4)}C${n(-hipHalf * 1.1)} ${n(hipY * 0.4)} ${n(hipHalf * 0.6)} ${n(hipY * 0.35)} ${n(hipHalf * 0.4)} ${n(-30)}C${n(hipHalf * 0.2)} ${n(-8)} ${n(-22)} ${n(-10)} ${n(-14)} ${n(-26)}C${n(-6)} ${n(-6)} ${n(hipHalf * 1.2)} ${n(-20)} ${n(hipHalf * 1.05)} ${n(hipY * 0.45)}C${n(hipHalf * 1.1)} ${n(hipY * 0.7)} ${n(hipHalf)} ${n(hipY * 0.85)} ${n(hipHalf)} ${n(hipY - 4)}Z`,
    color,
    EDGE,
  );
}

/** The genie's golden lamp, on the ground. */
export function lamp(): string {
  const gold = '#f2c14e';
  return (
    path(
      `M-34 -4Q-30 -26 0 -26Q26 -26 30 -12L54 -22Q50 -6 30 -2Q10 4 -22 2Q-34 0 -34 -4Z`,
      gold,
      EDGE,
    ) +
    ellipse(-4, -28, 12, 5, gold, EDGE) +
    path(`M-34 -14Q-50 -16 -44 -2`, 'none', stroke(OUTLINE, 4))
  );
}

/** A mermaid's tail from the hips down to a fin resting at the ground, curling forward. */
export function fishTail(hipY: number, hipHalf: number, colour: string): string {
  const w = hipHalf + 4;
  const d = `M${n(-w)} ${n(hipY)}Q${n(-w - 6)} ${n(hipY * 0.4)} ${n(6)} ${n(-14)}L${n(24)} ${n(-8)}Q${n(w * 0.6)} ${n(hipY * 0.45)} ${n(w)} ${n(hipY)}Z`;
  let out = path(d, colour, EDGE);
  let scales = '';
  for (let i = 1; i < 5; i++) {
    const y = hipY + (-hipY - 20) * (i / 5);
    const half = w * (1 - i / 6);
    scales += `M${n(-half + i * 3)} ${n(y)}q${n(half * 0.5)} 8 ${n(half)} 0q${n(half * 0.5)} 8 ${n(half)} 0`;
  }
  out += path(scales, 'none', stroke(darken(colour, 0.25), 2.5));
  out += path(`M16 -12Q40 -40 64 -30Q52 -14 60 4Q38 0 16 -12Z`, lighten(colour, 0.15), EDGE);
  return out;
}

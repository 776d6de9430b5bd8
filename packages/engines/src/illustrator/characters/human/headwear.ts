import { darken, lighten } from '../../core/color.ts';
import { circle, EDGE, ellipse, n, path, star } from '../../core/svg.ts';

/**
 * The part of a headscarf behind the head and over the shoulders: drawn after the body (it lies
 * on the shoulders) and before the face. `drop` is how far below the head centre the shoulders are.
 */
export function hijabDrape(r: number, drop: number, shoulders: number, color: string): string {
  const w = Math.max(r * 1.05, shoulders * 0.62);
  return (
    path(
      `M${n(-r * 1.16)} ${n(-r * 0.1)}Q${n(-r * 1.25)} ${n(drop * 0.6)} ${n(-w)} ${n(drop + 10)}Q0 ${n(drop + 26)} ${n(w)} ${n(drop + 10)}Q${n(r * 1.25)} ${n(drop * 0.6)} ${n(r * 1.16)} ${n(-r * 0.1)}Z`,
      color,
      EDGE,
    ) + circle(0, -r * 0.04, r * 1.17, color, EDGE)
  );
}

/** The frame of the headscarf around the face (a ring over the head's edge). */
export function hijabFront(r: number, color: string): string {
  const outer = r * 1.17;
  const rx = r * 0.84;
  const ry = r * 0.9;
  const cy = r * 0.1;
  const d =
    `M${n(-outer)} ${n(-r * 0.04)}a${n(outer)} ${n(outer)} 0 1 1 ${n(outer * 2)} 0a${n(outer)} ${n(outer)} 0 1 1 -${n(outer * 2)} 0Z` +
    `M${n(-rx)} ${n(cy)}a${n(rx)} ${n(ry)} 0 1 0 ${n(rx * 2)} 0a${n(rx)} ${n(ry)} 0 1 0 -${n(rx * 2)} 0Z`;
  return (
    path(d, color, ' fill-rule="evenodd"') +
    ellipse(0, cy, rx, ry, 'none', EDGE) +
    path(
      `M${n(-r * 0.5)} ${n(-r * 0.95)}Q0 ${n(-r * 1.1)} ${n(r * 0.5)} ${n(-r * 0.95)}`,
      'none',
      ` stroke="${lighten(color, 0.3)}" stroke-width="4" stroke-linecap="round"`,
    )
  );
}

/** The ghutra (or red shemagh) falling to the shoulders, behind the face. */
export function ghutraDrape(r: number, drop: number, shoulders: number, color: string): string {
  const w = Math.max(r * 1.1, shoulders * 0.66);
  return path(
    `M${n(-r * 1.12)} ${n(-r * 0.5)}L${n(-w - 6)} ${n(drop + 14)}Q${n(-w * 0.5)} ${n(drop + 4)} ${n(-r * 0.5)} ${n(drop - 6)}H${n(r * 0.5)}Q${n(w * 0.5)} ${n(drop + 4)} ${n(w + 6)} ${n(drop + 14)}L${n(r * 1.12)} ${n(-r * 0.5)}Z`,
    color,
    EDGE,
  );
}

/** The top of the ghutra over the forehead, and the black agal holding it. */
export function ghutraFront(r: number, color: string, checked: boolean): string {
  const d = `M${n(-r * 1.12)} ${n(-r * 0.2)}C${n(-r * 1.2)} ${n(-r * 1.55)} ${n(r * 1.2)} ${n(-r * 1.55)} ${n(r * 1.12)} ${n(-r * 0.2)}Q${n(r * 0.6)} ${n(-r * 0.6)} 0 ${n(-r * 0.52)}Q${n(-r * 0.6)} ${n(-r * 0.6)} ${n(-r * 1.12)} ${n(-r * 0.2)}Z`;
  let out = path(d, color, EDGE);
  if (checked) {
    let checks = '';
    for (let x = -0.8; x <= 0.8; x += 0.27)
      checks += `M${n(x * r)} ${n(-r * 1.05)}l${n(r * 0.1)} ${n(r * 0.42)}`;
    out += path(checks, 'none', ` stroke="#ffffff" stroke-width="3" opacity="0.8"`);
  }
  out += path(
    `M${n(-r * 0.2)} ${n(-r * 0.56)}l${n(r * 0.2)} ${n(r * 0.12)}l${n(r * 0.2)} -${n(r * 0.12)}`,
    'none',
    ` stroke="${darken(color, 0.2)}" stroke-width="2.5"`,
  );
  const agal = `M${n(-r * 0.98)} ${n(-r * 0.78)}Q0 ${n(-r * 1.02)} ${n(r * 0.98)} ${n(-r * 0.78)}`;
  out += path(
    agal,
    'none',
    ` stroke="#2b2426" stroke-width="${n(r * 0.13)}" stroke-linecap="round"`,
  );
  out += path(
    agal,
    'none',
    ` stroke="#2b2426" stroke-width="${n(r * 0.13)}" stroke-linecap="round" transform="translate(0 ${n(r * 0.14)})"`,
  );
  return out;
}

/** A small embroidered cap. */
export function kufi(r: number, color: string, trim: string): string {
  return (
    path(
      `M${n(-r * 0.86)} ${n(-r * 0.5)}Q${n(-r * 0.8)} ${n(-r * 1.12)} 0 ${n(-r * 1.14)}Q${n(r * 0.8)} ${n(-r * 1.12)} ${n(r * 0.86)} ${n(-r * 0.5)}Q0 ${n(-r * 0.66)} ${n(-r * 0.86)} ${n(-r * 0.5)}Z`,
      color,
      EDGE,
    ) +
    path(
      `M${n(-r * 0.78)} ${n(-r * 0.66)}Q0 ${n(-r * 0.82)} ${n(r * 0.78)} ${n(-r * 0.66)}`,
      'none',
      ` stroke="${trim}" stroke-width="4" stroke-dasharray="5 4"`,
    )
  );
}

/** A genie's turban with a jewel and a feather. */
export function turban(r: number, color: string, jewel: string): string {
  const body = path(
    `M${n(-r * 1.05)} ${n(-r * 0.4)}Q${n(-r * 1.3)} ${n(-r * 1.5)} 0 ${n(-r * 1.55)}Q${n(r * 1.3)} ${n(-r * 1.5)} ${n(r * 1.05)} ${n(-r * 0.4)}Q0 ${n(-r * 0.7)} ${n(-r * 1.05)} ${n(-r * 0.4)}Z`,
    color,
    EDGE,
  );
  const folds = path(
    `M${n(-r * 0.95)} ${n(-r * 0.75)}Q0 ${n(-r * 1.1)} ${n(r * 0.95)} ${n(-r * 0.8)}M${n(-r * 0.8)} ${n(-r * 1.1)}Q0 ${n(-r * 1.4)} ${n(r * 0.7)} ${n(-r * 1.2)}`,
    'none',
    ` stroke="${darken(color, 0.2)}" stroke-width="3" stroke-linecap="round"`,
  );
  const feather = path(
    `M0 ${n(-r * 1.2)}Q${n(r * 0.5)} ${n(-r * 2)} ${n(r * 0.2)} ${n(-r * 2.2)}Q${n(r * 0.05)} ${n(-r * 1.7)} 0 ${n(-r * 1.2)}Z`,
    '#f2f2ff',
    EDGE,
  );
  return feather + body + folds + circle(0, -r * 1.0, r * 0.16, jewel, EDGE);
}

/** A star-fairy's tiara: a little gold star on a band. */
export function tiara(r: number): string {
  return (
    path(
      `M${n(-r * 0.7)} ${n(-r * 0.82)}Q0 ${n(-r * 1.05)} ${n(r * 0.7)} ${n(-r * 0.82)}`,
      'none',
      ` stroke="#f2c14e" stroke-width="5" stroke-linecap="round"`,
    ) + path(star(0, -r * 1.12, r * 0.3, r * 0.13), '#ffd84d', EDGE)
  );
}

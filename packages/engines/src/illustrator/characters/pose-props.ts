import { darken, lighten } from '../core/color.ts';
import type { Random } from '../core/hash.ts';
import { circle, EDGE, ellipse, n, OUTLINE, path, rect, stroke } from '../core/svg.ts';

/** A flying carpet centred on (0, y): wavy, fringed, with a border and a medallion. */
export function carpet(width: number, y: number, field: string, border: string): string {
  const w = width / 2;
  const top = `M${n(-w)} ${n(y)}C${n(-w / 2)} ${n(y - 14)} ${n(w / 2)} ${n(y + 10)} ${n(w)} ${n(y - 6)}`;
  const body = `${top}L${n(w + 5)} ${n(y + 18)}C${n(w / 2)} ${n(y + 32)} ${n(-w / 2)} ${n(y + 10)} ${n(-w + 5)} ${n(y + 24)}Z`;
  let out = path(body, field, EDGE);
  out += path(
    `M${n(-w + 12)} ${n(y + 6)}C${n(-w / 2)} ${n(y - 4)} ${n(w / 2)} ${n(y + 16)} ${n(w - 10)} ${n(y + 4)}`,
    'none',
    ` stroke="${border}" stroke-width="4" stroke-dasharray="10 6"`,
  );
  out += path(`M0 ${n(y + 3)}l12 8l-12 8l-12 -8Z`, border);
  let fringe = '';
  for (let i = 0; i < 4; i++)
    fringe += `M${n(-w - 2)} ${n(y + 2 + i * 5)}h-9M${n(w + 3)} ${n(y - 2 + i * 5)}h9`;
  return out + path(fringe, 'none', ` stroke="${border}" stroke-width="3" stroke-linecap="round"`);
}

/** A floor cushion (majlis style) under a seated character. */
export function cushion(width: number, color: string, trim: string): string {
  const w = width / 2;
  return (
    rect(-w, -20, width, 24, color, EDGE + ' rx="12"') +
    path(
      `M${n(-w + 10)} -8H${n(w - 10)}`,
      'none',
      ` stroke="${trim}" stroke-width="3" stroke-dasharray="6 5"`,
    ) +
    circle(-w + 2, 2, 5, trim, EDGE) +
    circle(w - 2, 2, 5, trim, EDGE)
  );
}

/** An open book held at (x, y). */
export function book(x: number, y: number, w: number, cover: string): string {
  const h = w * 0.62;
  const c = darken(cover, 0.05);
  let out = path(
    `M${n(x)} ${n(y + h * 0.12)}L${n(x - w / 2 - 3)} ${n(y - 3)}V${n(y + h)}L${n(x)} ${n(y + h * 1.14)}L${n(x + w / 2 + 3)} ${n(y + h)}V${n(y - 3)}Z`,
    c,
    EDGE,
  );
  out += path(
    `M${n(x)} ${n(y + h * 0.1)}Q${n(x - w * 0.25)} ${n(y - h * 0.12)} ${n(x - w / 2)} ${n(y)}V${n(y + h * 0.92)}Q${n(x - w * 0.25)} ${n(y + h * 0.8)} ${n(x)} ${n(y + h * 1.04)}Z`,
    '#fffaf0',
    stroke(OUTLINE, 2),
  );
  out += path(
    `M${n(x)} ${n(y + h * 0.1)}Q${n(x + w * 0.25)} ${n(y - h * 0.12)} ${n(x + w / 2)} ${n(y)}V${n(y + h * 0.92)}Q${n(x + w * 0.25)} ${n(y + h * 0.8)} ${n(x)} ${n(y + h * 1.04)}Z`,
    '#fffaf0',
    stroke(OUTLINE, 2),
  );
  let lines = '';
  for (let i = 1; i < 4; i++)
    lines += `M${n(x - w * 0.4)} ${n(y + h * 0.2 * i + 2)}h${n(w * 0.3)}M${n(x + w * 0.1)} ${n(y + h * 0.2 * i + 2)}h${n(w * 0.3)}`;
  return out + path(lines, 'none', ` stroke="#c9bda8" stroke-width="2" stroke-linecap="round"`);
}

/** A little pool of water at the feet of a swimmer, with ripples; drawn in front of the clipped body. */
export function pool(width: number): string {
  const w = width / 2;
  let out = ellipse(0, 0, w, 16, '#5fc3e4', stroke('#2f86c4', 3));
  out += path(
    `M${n(-w * 0.75)} -2q${n(w * 0.12)} -7 ${n(w * 0.25)} 0M${n(w * 0.45)} 2q${n(w * 0.12)} -7 ${n(w * 0.25)} 0`,
    'none',
    ` stroke="#ffffff" stroke-width="3" stroke-linecap="round"`,
  );
  return out;
}

/** A striped swim ring around a swimmer's waist. */
export function swimRing(width: number, y: number): string {
  const w = width / 2;
  return (
    ellipse(0, y, w, 14, '#ff6b6b', EDGE) +
    path(
      `M${n(-w * 0.5)} ${n(y - 12)}v24M${n(w * 0.5)} ${n(y - 12)}v24M0 ${n(y - 14)}v28`,
      'none',
      ' stroke="#ffffff" stroke-width="8"',
    )
  );
}

/** A pillow under a sleeper's head, at x (drawn before the sleeper). */
export function pillow(x: number, size: number): string {
  return ellipse(x, -size * 0.45, size * 0.8, size * 0.42, '#ffffff', EDGE);
}

/** A quilt with stars from x0 to x1 over a sleeper, `height` tall at its highest. */
export function quilt(x0: number, x1: number, height: number, color: string): string {
  let out = path(
    `M${n(x0)} 2Q${n(x0 - 6)} ${n(-height * 0.8)} ${n(x0 + height * 0.4)} ${n(-height * 0.85)}Q${n((x0 + x1) / 2)} ${n(-height * 1.08)} ${n(x1 - 10)} ${n(-height * 0.7)}Q${n(x1 + 8)} ${n(-height * 0.6)} ${n(x1 + 6)} 2Z`,
    color,
    EDGE,
  );
  let stars = '';
  for (let x = x0 + height * 0.6; x < x1 - 12; x += 34)
    stars += `M${n(x)} ${n(-height * 0.55)}l3 6l6 1l-5 4l2 7l-6 -4l-6 4l2 -7l-5 -4l6 -1Z`;
  out += path(
    `M${n(x0 + 4)} ${n(-height * 0.72)}Q${n(x0 + height * 0.5)} ${n(-height * 0.6)} ${n(x0 + height * 0.35)} 0`,
    'none',
    ` stroke="${lighten(color, 0.4)}" stroke-width="5" stroke-linecap="round"`,
  );
  return out + path(stars, lighten(color, 0.55));
}

/**
 * "Z z z" rising from a sleeper. `mirrored` says the figure will be flipped to face left: the
 * letters are then drawn flipped too, so they read the right way round on the page.
 */
export function sleepyZs(x: number, y: number, size: number, mirrored = false): string {
  let d = '';
  [1, 0.75, 0.55].forEach((scale, i) => {
    const s = size * scale;
    const zx = i * size * 0.7;
    const zy = -i * size * 0.9;
    d += `M${n(zx)} ${n(zy)}h${n(s)}l-${n(s)} ${n(s)}h${n(s)}`;
  });
  const flip = mirrored ? ` scale(-1 1) translate(-${n(size * 2)} 0)` : '';
  return `<g data-zs="" transform="translate(${n(x)} ${n(y)})${flip}">${path(d, 'none', ` stroke="#5b6cc7" stroke-width="${n(size * 0.22)}" stroke-linecap="round" stroke-linejoin="round"`)}</g>`;
}

/** A heart, for hugs. */
export function heart(x: number, y: number, size: number, color = '#ff6b8b'): string {
  const s = size / 2;
  return path(
    `M${n(x)} ${n(y + s)}C${n(x - s * 2)} ${n(y - s * 0.4)} ${n(x - s * 0.9)} ${n(y - s * 1.6)} ${n(x)} ${n(y - s * 0.5)}C${n(x + s * 0.9)} ${n(y - s * 1.6)} ${n(x + s * 2)} ${n(y - s * 0.4)} ${n(x)} ${n(y + s)}Z`,
    color,
    stroke(OUTLINE, 2.5),
  );
}

const CONFETTI = ['#ff6b6b', '#ffd166', '#4fa3d1', '#6cc3a0', '#c77dff', '#ff9f5a'];

/** Confetti around the top of a celebrating character, within half its width either side. */
export function confetti(rng: Random, width: number, top: number): string {
  let out = '';
  for (let i = 0; i < 14; i++) {
    const x = rng.range(-width * 0.5, width * 0.5);
    const y = top + rng.range(-26, 60);
    const fill = CONFETTI[i % CONFETTI.length] ?? '#ffd166';
    out +=
      i % 2
        ? circle(x, y, 4, fill)
        : rect(x, y, 9, 5, fill, ` transform="rotate(${rng.int(-60, 60)} ${n(x)} ${n(y)})"`);
  }
  return out;
}

/** Puffs of dust behind running feet. */
export function dust(x: number): string {
  const fill = '#efe3cf';
  return (
    circle(x, -8, 10, fill, ' opacity="0.8"') +
    circle(x - 16, -12, 7, fill, ' opacity="0.7"') +
    circle(x - 28, -6, 5, fill, ' opacity="0.6"')
  );
}

/** Two short arcs beside a waving hand. */
export function waveLines(x: number, y: number, size: number): string {
  return path(
    `M${n(x + size)} ${n(y - size * 0.6)}q${n(size * 0.4)} ${n(size * 0.6)} 0 ${n(size * 1.2)}M${n(x + size * 1.5)} ${n(y - size * 0.9)}q${n(size * 0.6)} ${n(size * 0.9)} 0 ${n(size * 1.8)}`,
    'none',
    ` stroke="${OUTLINE}" stroke-width="3" stroke-linecap="round" opacity="0.7"`,
  );
}

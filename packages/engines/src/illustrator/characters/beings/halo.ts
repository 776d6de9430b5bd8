import { circle, path, star } from '../../core/svg.ts';

/**
 * A soft glow behind a magical character. Each figure carries its own gradient (by its unique id)
 * so it can be drawn anywhere without a shared <defs>.
 */
export function halo(
  id: string,
  cx: number,
  cy: number,
  r: number,
  color: string,
  strength = 0.55,
): string {
  const gradient = `<defs><radialGradient id="${id}-halo"><stop offset="0" stop-color="${color}" stop-opacity="${strength}"/><stop offset="0.5" stop-color="${color}" stop-opacity="${(strength * 0.4).toFixed(2)}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient></defs>`;
  return gradient + circle(cx, cy, r, `url(#${id}-halo)`);
}

/** A few four-point twinkles around a magical character. */
export function twinkles(
  points: ReadonlyArray<readonly [number, number, number]>,
  color = '#fff4b0',
): string {
  return path(
    points.map(([x, y, s]) => star(x, y, s, s * 0.3, 4)).join(''),
    color,
    ` stroke="#e0b84a" stroke-width="1.2"`,
  );
}

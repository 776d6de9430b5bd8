import { darken } from '../../core/color.ts';
import { around, circle, EDGE, ellipse, n, path, type Point } from '../../core/svg.ts';
import type { HairStyle } from '../human-traits.ts';

/**
 * Hair behind the head (drawn before the head and body): the mass that frames the face, long
 * hair over the back, ponytails and braids. Coordinates are relative to the head centre.
 */
export function hairBack(style: HairStyle, r: number, color: string, accent: string): string {
  switch (style) {
    case 'bald':
      return (
        ellipse(-r * 0.9, r * 0.02, r * 0.22, r * 0.3, color, EDGE) +
        ellipse(r * 0.9, r * 0.02, r * 0.22, r * 0.3, color, EDGE)
      );
    case 'long':
      return (
        path(
          `M${n(-r * 1.1)} ${n(-r * 0.1)}Q${n(-r * 1.2)} ${n(r * 1.5)} ${n(-r * 0.9)} ${n(r * 1.75)}H${n(r * 0.9)}Q${n(r * 1.2)} ${n(r * 1.5)} ${n(r * 1.1)} ${n(-r * 0.1)}Z`,
          color,
          EDGE,
        ) + circle(0, -r * 0.06, r * 1.1, color, EDGE)
      );
    case 'bob':
      return (
        path(
          `M${n(-r * 1.14)} ${n(-r * 0.1)}Q${n(-r * 1.2)} ${n(r * 0.8)} ${n(-r * 0.95)} ${n(r * 0.85)}H${n(r * 0.95)}Q${n(r * 1.2)} ${n(r * 0.8)} ${n(r * 1.14)} ${n(-r * 0.1)}Z`,
          color,
          EDGE,
        ) + circle(0, -r * 0.06, r * 1.12, color, EDGE)
      );
    case 'curly': {
      const puffs = around(0, -r * 0.08, r * 1.02, 11, 165).filter(([, y]) => y < r * 0.55);
      return (
        puffs.map(([x, y]) => circle(x, y, r * 0.3, color, EDGE)).join('') +
        circle(0, -r * 0.08, r * 1.06, color)
      );
    }
    case 'ponytail':
      return (
        path(
          `M${n(-r * 0.8)} ${n(-r * 0.5)}Q${n(-r * 1.9)} ${n(-r * 0.2)} ${n(-r * 1.5)} ${n(r * 0.9)}Q${n(-r * 1.3)} ${n(r * 0.3)} ${n(-r * 0.8)} ${n(-r * 0.1)}Z`,
          color,
          EDGE,
        ) +
        circle(-r * 0.9, -r * 0.42, r * 0.13, accent, EDGE) +
        circle(0, -r * 0.08, r * 1.06, color, EDGE)
      );
    case 'braids': {
      let out = '';
      for (const side of [-1, 1]) {
        for (let i = 0; i < 4; i++)
          out += ellipse(side * r * 0.98, r * (0.35 + i * 0.3), r * 0.17, r * 0.19, color, EDGE);
        out += circle(side * r * 0.98, r * 1.5, r * 0.12, accent, EDGE);
      }
      return out + circle(0, -r * 0.08, r * 1.06, color, EDGE);
    }
    case 'bun':
      return (
        circle(0, -r * 1.05, r * 0.42, color, EDGE) + circle(0, -r * 0.08, r * 1.06, color, EDGE)
      );
    default:
      return path(
        `M${n(-r * 1.06)} ${n(r * 0.1)}A${n(r * 1.06)} ${n(r * 1.1)} 0 0 1 ${n(r * 1.06)} ${n(r * 0.1)}Z`,
        color,
        EDGE,
      );
  }
}

/** Hair over the forehead (drawn after the head): the hairline and fringe. */
export function hairFront(style: HairStyle, r: number, color: string): string {
  const cap = `M${n(-r * 1.02)} ${n(r * 0.05)}C${n(-r * 1.1)} ${n(-r * 1.45)} ${n(r * 1.1)} ${n(-r * 1.45)} ${n(r * 1.02)} ${n(r * 0.05)}`;
  const shade = ` stroke="${darken(color, 0.25)}" stroke-width="2.5" stroke-linecap="round"`;
  switch (style) {
    case 'bald':
      return '';
    case 'curly': {
      const curls = [-0.62, -0.3, 0, 0.3, 0.62]
        .map((x, i) => circle(x * r, -r * (0.62 + (i % 2) * 0.08), r * 0.24, color))
        .join('');
      return (
        path(
          `${cap}Q${n(r * 0.8)} ${n(-r * 0.5)} 0 ${n(-r * 0.55)}Q${n(-r * 0.8)} ${n(-r * 0.5)} ${n(-r * 1.02)} ${n(r * 0.05)}Z`,
          color,
        ) + curls
      );
    }
    case 'spiky': {
      const zigzag: Point[] = [
        [0.9, -0.3],
        [0.66, -0.54],
        [0.46, -0.38],
        [0.2, -0.6],
        [0, -0.42],
        [-0.26, -0.6],
        [-0.46, -0.4],
        [-0.7, -0.56],
        [-0.88, -0.3],
        [-1.02, 0.05],
      ];
      const tufts = `M${n(-r * 0.3)} ${n(-r * 0.98)}l${n(r * 0.08)} -${n(r * 0.3)}l${n(r * 0.14)} ${n(r * 0.22)}l${n(r * 0.12)} -${n(r * 0.26)}l${n(r * 0.1)} ${n(r * 0.3)}Z`;
      return (
        path(tufts, color, EDGE) +
        path(cap + zigzag.map(([x, y]) => `L${n(x * r)} ${n(y * r)}`).join('') + 'Z', color)
      );
    }
    case 'bun':
    case 'ponytail':
      // Hair pulled back: a smooth hairline with a little side part.
      return (
        path(
          `${cap}Q${n(r * 0.7)} ${n(-r * 0.72)} ${n(r * 0.15)} ${n(-r * 0.7)}Q${n(-r * 0.7)} ${n(-r * 0.66)} ${n(-r * 1.02)} ${n(r * 0.05)}Z`,
          color,
        ) +
        path(
          `M${n(r * 0.15)} ${n(-r * 0.72)}Q${n(r * 0.05)} ${n(-r * 0.9)} ${n(r * 0.1)} ${n(-r * 1.05)}`,
          'none',
          shade,
        )
      );
    case 'long':
    case 'braids':
      // A middle parting with soft curtains of hair.
      return path(
        `${cap}Q${n(r * 0.95)} ${n(-r * 0.35)} ${n(r * 0.35)} ${n(-r * 0.62)}Q${n(r * 0.1)} ${n(-r * 0.72)} 0 ${n(-r * 0.86)}Q${n(-r * 0.1)} ${n(-r * 0.72)} ${n(-r * 0.35)} ${n(-r * 0.62)}Q${n(-r * 0.95)} ${n(-r * 0.35)} ${n(-r * 1.02)} ${n(r * 0.05)}Z`,
        color,
      );
    case 'bob':
      // Straight bangs.
      return (
        path(`${cap}V${n(-r * 0.38)}Q0 ${n(-r * 0.3)} ${n(-r * 1.02)} ${n(-r * 0.38)}Z`, color) +
        path(
          `M${n(-r * 0.35)} ${n(-r * 0.36)}v-${n(r * 0.22)}M${n(r * 0.3)} ${n(-r * 0.36)}v-${n(r * 0.22)}`,
          'none',
          shade,
        )
      );
    default:
      // Short hair with a swept fringe.
      return path(
        `${cap}Q${n(r * 0.85)} ${n(-r * 0.5)} ${n(r * 0.45)} ${n(-r * 0.52)}Q${n(r * 0.2)} ${n(-r * 0.36)} ${n(-r * 0.05)} ${n(-r * 0.5)}Q${n(-r * 0.45)} ${n(-r * 0.66)} ${n(-r * 0.7)} ${n(-r * 0.42)}Q${n(-r * 0.95)} ${n(-r * 0.25)} ${n(-r * 1.02)} ${n(r * 0.05)}Z`,
        color,
      );
  }
}

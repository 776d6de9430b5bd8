/** The page's figures stood on its ground line where the layout put them, each over its shadow. */
import type { Figure } from '../characters/figure.ts';
import type { Canvas } from '../core/canvas.ts';
import { ellipse, group, n } from '../core/svg.ts';
import type { Placement } from './layout.ts';

/**
 * The figures moved, scaled and mirrored into place, and their shadows on the ground, smaller and
 * fainter under whoever is in the air. Outside at night the cast (`lit`) stands in a soft glow.
 */
export function standFigures(
  figures: readonly Figure[],
  placements: readonly Placement[],
  lit: (i: number) => boolean,
  canvas: Canvas,
  feetY: number,
  outdoors: boolean,
): { shadows: string; drawn: string } {
  const night = canvas.light.night;
  let shadows = '';
  let drawn = '';
  figures.forEach((figure, i) => {
    const place = placements[i];
    if (!place) return;
    const { x, scale, mirrored } = place;
    const centre = x + ((figure.left + figure.right) / 2) * scale * (mirrored ? -1 : 1);
    const spread = (figure.right - figure.left) * scale * 0.42;
    // A soft shadow on the ground, smaller and fainter under whoever is in the air.
    const airborne = figure.lift > 20;
    shadows += ellipse(
      centre,
      feetY + 4,
      spread * (airborne ? 0.6 : 1),
      airborne ? 8 : 12,
      '#1e1430',
      ` opacity="${airborne ? 0.1 : night ? 0.28 : 0.18}"`,
    );
    if (night && outdoors && lit(i))
      shadows += ellipse(
        centre,
        feetY - figure.top * scale * 0.45,
        spread * 1.3,
        figure.top * scale * 0.6,
        canvas.defs.glow('char-light', '#fff1c9', 0.28),
      );
    const s = scale.toFixed(3);
    drawn += group(
      figure.svg,
      `translate(${n(x)} ${n(feetY)}) scale(${mirrored ? '-' : ''}${s} ${s})`,
    );
  });
  return { shadows, drawn };
}

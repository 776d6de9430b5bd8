import type { Pose } from '../../types.ts';
import type { Figure } from '../characters/figure.ts';

export interface Placement {
  /** Where the figure's x = 0 goes, its scale, and whether it is mirrored to face left. */
  x: number;
  scale: number;
  mirrored: boolean;
}

/** Figures are drawn at a child's height of 200; on a page they stand a third taller. */
const PAGE_SCALE = 1.3;

/** Small figures (cats, birds, fish) are drawn a little larger so a child can see their faces. */
function baseScale(figure: Figure): number {
  const height = figure.top - figure.lift;
  return PAGE_SCALE * (height < 150 ? 1.3 : height < 190 ? 1.12 : 1);
}

/**
 * Places up to three figures side by side on the ground line: in order, centred, with gaps; a
 * hugging pair stands close; everything shrinks together if it would not fit the width or the
 * height. Those on the right half turn to face the middle.
 */
export function layoutFigures(
  figures: readonly Figure[],
  poses: readonly Pose[],
  width: number,
  feetY: number,
): Placement[] {
  if (!figures.length) return [];
  const margin = 36;
  const scales = figures.map(baseScale);
  const widths = figures.map((f, i) => (f.right - f.left) * (scales[i] ?? 1));
  const gaps = figures
    .slice(1)
    .map((_, i) =>
      poses[i] === 'hugging' && poses[i + 1] === 'hugging'
        ? -Math.min(widths[i] ?? 0, widths[i + 1] ?? 0) * 0.22
        : 34,
    );
  const total = widths.reduce((a, b) => a + b, 0) + gaps.reduce((a, b) => a + b, 0);
  let fit = Math.min(1, (width - margin * 2) / total);
  figures.forEach((f, i) => {
    const room = feetY - 14;
    const tall = f.top * (scales[i] ?? 1);
    if (tall * fit > room) fit = room / tall;
  });
  let cursor = (width - total * fit) / 2;
  return figures.map((figure, i) => {
    const scale = (scales[i] ?? 1) * fit;
    const mirrored = figures.length > 1 && i >= figures.length / 2;
    // Mirroring swaps the figure's left and right reach.
    const leftReach = mirrored ? -figure.right : figure.left;
    const x = cursor - leftReach * scale;
    cursor += (widths[i] ?? 0) * fit + (gaps[i] ?? 0) * fit;
    return { x, scale, mirrored };
  });
}

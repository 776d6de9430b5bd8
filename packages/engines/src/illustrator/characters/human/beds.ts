/** What a person sleeps in: a wooden bed, or a cot for a baby, in front of and behind the sleeper. */
import { darken } from '../../core/color.ts';
import { EDGE, n, OUTLINE, path, rect, stroke } from '../../core/svg.ts';

/** The part of a bed drawn behind the sleeper, the part in front, and the mattress's height. */
export interface Bed {
  back: string;
  front: string;
  height: number;
}

/** A wooden bed from x0 to x1 whose mattress top is at the sleeper's ground: headboard at the head (-x). */
export function bed(x0: number, x1: number, r: number, quiltColour: string): Bed {
  const height = 56;
  const wood = '#9a6a3c';
  const back = `<g data-bed="bed">${rect(x0 - 10, -height - r * 2.6, 22, r * 2.6 + height, wood, EDGE + ' rx="8"')}${rect(x1 - 14, -height - r * 1.1, 18, r * 1.1 + height, wood, EDGE + ' rx="7"')}</g>`;
  const front =
    rect(x0, -height - 4, x1 - x0, 26, darken(quiltColour, 0.05), EDGE + ' rx="10"') +
    rect(x0, -height + 20, x1 - x0, 16, wood, EDGE + ' rx="5"') +
    rect(x0 + 8, -height + 34, 12, height - 34, darken(wood, 0.15), EDGE) +
    rect(x1 - 20, -height + 34, 12, height - 34, darken(wood, 0.15), EDGE);
  return { back, front, height };
}

/** A baby's cot: a low mattress behind a row of bars. */
export function cot(x0: number, x1: number, top: number): Bed {
  const height = 50;
  const wood = '#e8c48e';
  const back = `<g data-bed="cot">${rect(x0 - 8, -height - top * 0.75, 16, top * 0.75 + height, wood, EDGE + ' rx="6"')}${rect(x1 - 8, -height - top * 0.75, 16, top * 0.75 + height, wood, EDGE + ' rx="6"')}</g>`;
  let bars = '';
  for (let x = x0 + 14; x < x1 - 8; x += 22)
    bars += `M${n(x)} ${n(-height - top * 0.45)}V${n(-height + 16)}`;
  const front =
    rect(x0, -height - 2, x1 - x0, 18, '#ffffff', EDGE + ' rx="8"') +
    path(bars, 'none', stroke(OUTLINE, 8)) +
    path(bars, 'none', stroke(wood, 4)) +
    rect(x0 - 8, -height - top * 0.5, x1 - x0 + 16, 10, wood, EDGE + ' rx="5"') +
    rect(x0 - 8, -height + 14, x1 - x0 + 16, 14, wood, EDGE + ' rx="5"') +
    rect(x0, -height + 26, 10, height - 26, darken(wood, 0.2), EDGE) +
    rect(x1 - 10, -height + 26, 10, height - 26, darken(wood, 0.2), EDGE);
  return { back, front, height };
}

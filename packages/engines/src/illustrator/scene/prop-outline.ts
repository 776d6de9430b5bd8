/** The outline every prop is drawn with, and what a drawing of one is. */
import { OUTLINE, stroke } from '../core/svg.ts';

export const EDGE = stroke(OUTLINE, 3.5);
export const THIN = stroke(OUTLINE, 2.5);

/** A thing drawn standing on y = 0 (or, held, around its grip at 0, 0), centred on x = 0. */
export interface Art {
  svg: string;
  width: number;
  height: number;
}

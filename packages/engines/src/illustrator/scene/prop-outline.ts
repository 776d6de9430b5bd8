/** The outline every prop is drawn with, what a drawing of one is, its shadow and its scaling. */
import { ellipse, OUTLINE, stroke } from '../core/svg.ts';

export { EDGE } from '../core/svg.ts';
export const THIN = stroke(OUTLINE, 2.5);

/** A thing drawn standing on y = 0 (or, held, around its grip at 0, 0), centred on x = 0. */
export interface Art {
  svg: string;
  width: number;
  height: number;
}

/** The soft shadow under a prop standing on y = 0, `w` to each side. */
export const shadow = (w: number) => ellipse(0, 0, w, 6, '#000000', ' opacity="0.12"');

/** The art drawn k times its size (its shadow too). */
export function scaled(art: Art, k: number): Art {
  return {
    svg: `<g transform="scale(${k})">${art.svg}</g>`,
    width: art.width * k,
    height: art.height * k,
  };
}

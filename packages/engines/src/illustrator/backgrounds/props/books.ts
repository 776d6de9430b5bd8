import type { Canvas } from '../../core/canvas.ts';
import { darken } from '../../core/color.ts';
import { n, path, rect } from '../../core/svg.ts';
import { edge } from './edge.ts';

const SPINES = [
  '#e85d5d',
  '#4fa3d1',
  '#f2a541',
  '#6cc3a0',
  '#9b6bd3',
  '#e77fb3',
  '#3d7dca',
  '#f4d35e',
];

/** A bookcase with shelves full of bright spines of varying heights. */
export function bookcase(
  canvas: Canvas,
  x: number,
  baseY: number,
  w: number,
  h: number,
  shelves: number,
  arched = false,
): string {
  const { tone, rng } = { tone: canvas.light.tone, rng: canvas.rng };
  const wood = tone('#8a5a34');
  const back = tone('#5e3a22');
  let out = arched
    ? path(
        `M${n(x)} ${n(baseY)}V${n(baseY - h + w / 2)}A${n(w / 2)} ${n(w / 2)} 0 0 1 ${n(x + w)} ${n(baseY - h + w / 2)}V${n(baseY)}Z`,
        wood,
        edge(wood),
      )
    : rect(x, baseY - h, w, h, wood, edge(wood) + ' rx="6"');
  const top = arched ? baseY - h + w * 0.45 : baseY - h + 10;
  const shelfH = (baseY - 10 - top) / shelves;
  for (let s = 0; s < shelves; s++) {
    const sy = top + s * shelfH;
    out += rect(x + 10, sy, w - 20, shelfH - 8, back);
    let bx = x + 12;
    while (bx < x + w - 22) {
      const bw = rng.range(8, 14);
      const bh = (shelfH - 12) * rng.range(0.7, 1);
      const fill = tone(rng.pick(SPINES));
      out += rect(
        bx,
        sy + shelfH - 8 - bh,
        bw,
        bh,
        fill,
        ` stroke="${darken(fill, 0.3)}" stroke-width="1.5"`,
      );
      bx += bw + 1;
    }
    out += rect(x + 6, sy + shelfH - 9, w - 12, 6, tone('#a06d40'));
  }
  return out;
}

/** An open book flying like a bird, pages as wings. */
export function flyingBook(
  canvas: Canvas,
  x: number,
  y: number,
  size: number,
  cover: string,
  flap: number,
): string {
  const { tone } = canvas.light;
  const c = tone(cover);
  const page = tone('#fffaf0');
  const lift = size * 0.5 * flap;
  let out = path(
    `M${n(x)} ${n(y)}L${n(x - size)} ${n(y - lift)}L${n(x - size * 0.95)} ${n(y - lift + size * 0.2)}L${n(x)} ${n(y + size * 0.22)}Z`,
    c,
    edge(c, 2),
  );
  out += path(
    `M${n(x)} ${n(y)}L${n(x + size)} ${n(y - lift)}L${n(x + size * 0.95)} ${n(y - lift + size * 0.2)}L${n(x)} ${n(y + size * 0.22)}Z`,
    c,
    edge(c, 2),
  );
  out += path(
    `M${n(x)} ${n(y - 3)}L${n(x - size * 0.85)} ${n(y - lift - 2)}L${n(x - size * 0.8)} ${n(y - lift + size * 0.14)}L${n(x)} ${n(y + size * 0.16)}ZM${n(x)} ${n(y - 3)}L${n(x + size * 0.85)} ${n(y - lift - 2)}L${n(x + size * 0.8)} ${n(y - lift + size * 0.14)}L${n(x)} ${n(y + size * 0.16)}Z`,
    page,
  );
  return out;
}

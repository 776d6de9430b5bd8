import { darken } from '../../core/color.ts';
import { circle, EDGE, ellipse, limb, n, path, stroke } from '../../core/svg.ts';
import type { CharacterLook } from '../character-look.ts';
import { drawFace } from '../face.ts';
import type { DrawContext, Figure } from '../figure.ts';
import { drawHuman } from './draw-human.ts';

/** A baby's curl of hair on a round head. */
function curl(r: number, hair: string): string {
  return path(
    `M${n(-r * 0.1)} ${n(-r * 0.92)}q${n(r * 0.3)} ${n(-r * 0.35)} ${n(r * 0.3)} ${n(-r * 0.05)}q0 ${n(r * 0.2)} ${n(-r * 0.2)} ${n(r * 0.1)}`,
    'none',
    stroke(hair, 4),
  );
}

/**
 * A baby: a big round head on a small body in a onesie. Babies do not walk: going somewhere they
 * crawl; asleep they lie in a cot; otherwise they sit.
 */
export function drawBaby(look: CharacterLook, ctx: DrawContext): Figure {
  const baby: CharacterLook = {
    ...look,
    human: {
      ...look.human,
      hair: 'bald',
      headwear: 'none',
      glasses: false,
      beard: false,
      outfit: 'onesie',
    },
  };
  const { skin, hair, main, eye } = look.palette;
  if (ctx.pose === 'walking' || ctx.pose === 'running') {
    const r = 34;
    const bodyY = -44;
    let out =
      limb(
        [
          [-30, bodyY + 6],
          [-40, -10],
          [-14, -8],
        ],
        15,
        darken(main, 0.08),
      ) +
      limb(
        [
          [18, bodyY + 4],
          [24, -6],
        ],
        12,
        darken(main, 0.08),
      );
    out += ellipse(-4, bodyY, 40, 24, main, EDGE);
    out +=
      circle(-40, -10, 8, skin, EDGE) +
      limb(
        [
          [28, bodyY + 2],
          [36, -6],
        ],
        12,
        main,
      ) +
      circle(37, -6, 7, skin, EDGE);
    out +=
      circle(44, -70, r, skin, EDGE) +
      curl(r, hair).replace('<path', `<path transform="translate(44 -70)"`);
    out += `<g transform="translate(44 -70)">${drawFace({ x: 0, y: 0, r, mood: ctx.mood, eyes: 'open', eyeColor: eye, lashes: false, browColor: darken(hair, 0.2) })}</g>`;
    return { svg: `<g data-baby="crawling">${out}</g>`, left: -56, right: 84, top: 112, lift: 0 };
  }
  const pose = ctx.pose === 'sleeping' ? 'sleeping' : 'sitting';
  const figure = drawHuman(baby, { ...ctx, pose });
  const tag = pose === 'sleeping' ? 'sleeping' : 'sitting';
  return { ...figure, svg: `<g data-baby="${tag}">${figure.svg}</g>` };
}

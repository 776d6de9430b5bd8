import { ellipse, n, path, stroke } from '../../core/svg.ts';
import type { CharacterLook } from '../character-look.ts';
import type { DrawContext, Figure } from '../figure.ts';
import { drawHuman } from '../human/draw-human.ts';

/**
 * A mermaid: a girl (or boy) above the waist, a scaly tail with a fin below, always at the water:
 * out of the sea, waves lap round the tail; under it, she floats.
 */
export function drawMermaid(look: CharacterLook, ctx: DrawContext): Figure {
  const person: CharacterLook = {
    ...look,
    human: { ...look.human, headwear: 'none', glasses: false },
  };
  // A tail cannot walk, run, sit cross-legged or lie in a bed: it swims, waves or rests upright.
  const pose =
    ctx.pose === 'walking' || ctx.pose === 'running' || ctx.pose === 'flying'
      ? 'swimming'
      : ctx.pose === 'sitting' || ctx.pose === 'reading' || ctx.pose === 'sleeping'
        ? 'standing'
        : ctx.pose;
  const figure = drawHuman(
    person,
    { ...ctx, pose: pose === 'swimming' ? 'waving' : pose },
    { headwear: 'none', garment: 'shirt', lower: 'tail', wings: false, wand: false },
  );
  if (ctx.underwater)
    return { ...figure, svg: figure.svg, lift: Math.max(figure.lift, 40), top: figure.top + 40 };
  const w = Math.max(figure.right - figure.left, 150) / 2 + 10;
  let water = ellipse(0, -4, w, 20, '#5fc3e4', stroke('#2f86c4', 3) + ' opacity="0.92"');
  water += path(
    `M${n(-w * 0.8)} -8q${n(w * 0.15)} -10 ${n(w * 0.3)} 0t${n(w * 0.3)} 0t${n(w * 0.3)} 0t${n(w * 0.3)} 0`,
    'none',
    stroke('#ffffff', 3),
  );
  const sleepy =
    ctx.pose === 'sleeping'
      ? path(
          `M${n(figure.right - 30)} ${n(-figure.top)}h14l-14 14h14`,
          'none',
          stroke('#5b6cc7', 4),
        )
      : '';
  return {
    ...figure,
    svg: `<g data-water="mermaid">${figure.svg}${water}</g>${sleepy}`,
    left: Math.min(figure.left, -w),
    right: Math.max(figure.right, w),
  };
}

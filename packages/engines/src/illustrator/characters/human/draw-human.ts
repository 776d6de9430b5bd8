import { group, n, translate } from '../../core/svg.ts';
import type { CharacterLook } from '../character-look.ts';
import type { DrawContext, Figure } from '../figure.ts';
import { cushion } from '../pose-props.ts';
import { drawArms } from './arms.ts';
import { fishTail, lamp, wings, wisp } from './body-extras.ts';
import { humanFrame } from './body-frame.ts';
import { costumeOf, type Costume } from './costume.ts';
import { drawHumanHead } from './human-head.ts';
import { drawLowerBody } from './lower-body.ts';
import { stagePose } from './pose-staging.ts';

export { costumeOf, type Costume } from './costume.ts';

/**
 * A person (or a genie or fairy built on a person): big round head, rounded clothes, limbs posed
 * by angle. Everything is drawn in a standing frame, then seated, laid down, lifted or half
 * hidden in water as the pose asks.
 */
export function drawHuman(
  look: CharacterLook,
  ctx: DrawContext,
  costume: Costume = costumeOf(look),
): Figure {
  const f = humanFrame(look, ctx, costume);
  // Asleep in bed a cap, a ghutra and glasses come off (a headscarf and a genie's turban stay).
  const capped = costume.headwear === 'kufi' || costume.headwear === 'ghutra';
  if (f.lying && f.shape.eyes === 'closed' && (capped || look.human.glasses))
    return drawHuman(
      { ...look, human: { ...look.human, glasses: false } },
      ctx,
      capped ? { ...costume, headwear: 'none' } : costume,
    );
  const { shape, hasLegs, lying, seated, hipY, hipHalf, shoulderY } = f;
  const { skin, second, accent } = look.palette;
  const lower = drawLowerBody(f);
  const upper = drawArms(f);
  const head = drawHumanHead(f);
  const at = translate(0, f.headY);

  // Assemble, back to front.
  let figure = '';
  if (costume.wings) figure += wings(shoulderY, '#dff3ff');
  figure += group(head.back, at);
  if (costume.lower === 'wisp')
    figure += wisp(hipY, hipHalf, skin) + group(lamp(), translate(-6, 0));
  if (costume.lower === 'tail') figure += fishTail(hipY, hipHalf, second);
  if (shape.prop === 'cushion' && hasLegs)
    figure += cushion(f.m.legLength * 1.9, accent, '#f2c14e');
  figure += lower.legs;
  if (seated) figure += lower.body + lower.shoes;
  else figure += lower.shoes + lower.body;
  // Asleep, the arms are under the quilt; awake in bed they lie on it.
  figure +=
    group(head.drape, at) +
    group(head.head, at) +
    (lying && shape.eyes === 'closed' ? '' : upper.arms + upper.reading + upper.hands);
  if (shape.lean) figure = group(figure, `rotate(${shape.lean} 0 ${n(hipY)})`);
  return stagePose(f, figure, lower, upper, head);
}

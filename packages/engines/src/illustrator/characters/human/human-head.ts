/** A person's head: hair or headwear, ears, face, beard, glasses, and a scarf's drape behind. */
import { darken } from '../../core/color.ts';
import { circle, EDGE, n, path, stroke } from '../../core/svg.ts';
import type { HairStyle } from '../human-traits.ts';
import { drawFace } from '../face.ts';
import { beard, glasses, moustache } from './body-extras.ts';
import type { HumanFrame } from './body-frame.ts';
import { hairBack, hairFront } from './hair.ts';
import {
  ghutraDrape,
  ghutraFront,
  hijabDrape,
  hijabFront,
  kufi,
  tiara,
  turban,
} from './headwear.ts';

/** The head's layers, centred on (0, 0): drawn behind the body, over the shoulders, in front. */
export interface HumanHead {
  back: string;
  drape: string;
  head: string;
  style: HairStyle;
}

export function drawHumanHead(f: HumanFrame): HumanHead {
  const { costume, ctx, look, m, shape, stage, r, headY, shoulderY } = f;
  const { skin, hair, second, accent, eye } = look.palette;
  const female = look.gender === 'female';
  const style: HairStyle = look.human.hair;
  const covered =
    costume.headwear === 'hijab' || costume.headwear === 'ghutra' || costume.headwear === 'turban';
  const headDrop = shoulderY - headY;
  let back = '';
  let drape = '';
  let head = '';
  if (!covered) back += hairBack(style, r, hair, accent);
  if (costume.headwear === 'hijab') drape = hijabDrape(r, headDrop, m.shoulderWidth, second);
  if (costume.headwear === 'ghutra')
    drape = ghutraDrape(r, headDrop, m.shoulderWidth, look.human.shemagh ? '#d8454a' : '#f8f7f2');
  if (!covered || costume.headwear === 'turban')
    head +=
      circle(-r * 0.98, r * 0.12, r * 0.2, skin, EDGE) +
      circle(r * 0.98, r * 0.12, r * 0.2, skin, EDGE);
  head += circle(0, 0, r, skin, EDGE);
  if (look.human.beard && !female && (stage === 'adult' || stage === 'elder'))
    head += beard(r, hair);
  // A grandpa with no beard still has his grey moustache: he reads as a grandpa, not a boy.
  else if (!female && stage === 'elder')
    head += `<g data-moustache="true">${moustache(r, hair, 0.4)}</g>`;
  head += drawFace({
    x: 0,
    y: 0,
    r,
    mood: ctx.mood,
    eyes: shape.eyes,
    eyeColor: eye,
    lashes: female,
    browColor: darken(hair, 0.2),
  });
  if (stage === 'elder') {
    // Laughter lines at the corners of the eyes and soft lines from the nose to the smile: the
    // kindest signs of a grandparent.
    head += path(
      `M${n(-r * 0.6)} ${n(-r * 0.04)}q-${n(r * 0.1)} ${n(r * 0.08)} -${n(r * 0.02)} ${n(r * 0.18)}M${n(r * 0.6)} ${n(-r * 0.04)}q${n(r * 0.1)} ${n(r * 0.08)} ${n(r * 0.02)} ${n(r * 0.18)}` +
        `M${n(-r * 0.3)} ${n(r * 0.3)}q-${n(r * 0.08)} ${n(r * 0.14)} ${n(r * 0.0)} ${n(r * 0.26)}M${n(r * 0.3)} ${n(r * 0.3)}q${n(r * 0.08)} ${n(r * 0.14)} ${n(r * 0.0)} ${n(r * 0.26)}`,
      'none',
      stroke(darken(skin, 0.25), 1.8) + ' opacity="0.7"',
    );
  }
  // A grandmother's grey hair shows at the edge of her headscarf, parted in the middle.
  if (stage === 'elder' && costume.headwear === 'hijab')
    head +=
      `<g data-grey-hair="true">` +
      path(
        `M${n(-r * 0.64)} ${n(-r * 0.48)}Q0 ${n(-r * 1.02)} ${n(r * 0.64)} ${n(-r * 0.48)}`,
        'none',
        stroke(hair, r * 0.17),
      ) +
      path(`M0 ${n(-r * 0.84)}V${n(-r * 0.68)}`, 'none', stroke(darken(hair, 0.25), 1.6)) +
      `</g>`;
  if (costume.headwear === 'hijab') head += hijabFront(r, second);
  else if (costume.headwear === 'ghutra')
    head += `<g data-headwear="ghutra">${ghutraFront(r, look.human.shemagh ? '#d8454a' : '#f8f7f2', look.human.shemagh)}</g>`;
  else if (costume.headwear === 'turban') head += turban(r, second, accent);
  else head += hairFront(style, r, hair);
  if (costume.headwear === 'kufi')
    head += `<g data-headwear="kufi">${kufi(r, '#fbf8f0', accent)}</g>`;
  if (costume.headwear === 'tiara') head += tiara(r);
  if (look.human.glasses && look.kind.kind === 'human')
    head += `<g data-glasses="true">${glasses(r)}</g>`;
  return { back, drape, head, style };
}

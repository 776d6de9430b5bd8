import { darken, lighten } from '../../core/color.ts';
import { circle, ellipse, group, n, path, translate } from '../../core/svg.ts';
import type { CharacterLook } from '../character-look.ts';
import { drawFace } from '../face.ts';
import type { DrawContext, Figure } from '../figure.ts';
import { finishPose } from '../finish-pose.ts';
import { book } from '../pose-props.ts';
import { POSE_SHAPES } from '../pose-shape.ts';
import { EDGE, outlinedStroke } from '../animals/quadruped.ts';
import { stubbyArms } from './stubby-arms.ts';

/** A bat-like wing from the shoulder, spread wide when flying. */
function wing(x: number, y: number, spread: boolean, color: string): string {
  const d = spread
    ? `M0 0L-40 -90Q-60 -80 -96 -40Q-78 -40 -74 -20Q-58 -26 -50 -4Q-36 -12 -24 8Z`
    : `M0 0L-24 -56Q-44 -52 -60 -22Q-48 -22 -46 -8Q-36 -12 -30 4Q-18 -2 -10 10Z`;
  return group(path(d, color, EDGE), translate(x, y));
}

/** A chubby, friendly dragon standing on its hind legs: belly plates, little horns, back spikes, wings and a spade tail. */
export function drawDragon(look: CharacterLook, ctx: DrawContext): Figure {
  const { skin, main, second, accent } = look.palette;
  const shape = POSE_SHAPES[ctx.pose];
  const sit = shape.seated || ctx.pose === 'sleeping';
  const flying = ctx.pose === 'flying';
  const bodyY = sit ? -54 : -80;
  const headX = 14;
  const headY = bodyY - 80;
  const belly = lighten(second, 0.35);
  const wingColor = main;
  const eyes = ctx.pose === 'sleeping' ? 'closed' : shape.eyes;
  let out = wing(-24, bodyY - 40, flying || ctx.pose === 'celebrating', wingColor);
  out +=
    outlinedStroke(`M-30 ${n(bodyY + 30)}Q-90 ${n(bodyY + 40)} -104 ${n(bodyY - 10)}`, skin, 22) +
    path(`M-104 ${n(bodyY - 14)}l-14 -16l20 -6l6 18Z`, accent, EDGE);
  // Spikes along the back.
  let spikes = '';
  for (let i = 0; i < 4; i++) spikes += `M${n(-44 + i * 6)} ${n(bodyY - 30 + i * 20)}l-16 4l12 12Z`;
  out += path(spikes, accent, EDGE);
  if (sit) out += ellipse(-22, -14, 22, 14, skin, EDGE) + ellipse(26, -14, 22, 14, skin, EDGE);
  else
    for (const side of [-1, 1])
      out +=
        ellipse(
          side * 22 + (ctx.pose === 'walking' || ctx.pose === 'running' ? side * 8 : 0),
          -12,
          20,
          13,
          skin,
          EDGE,
        ) +
        path(
          `M${n(side * 22 - 10)} -22v14M${n(side * 22)} -24v14`,
          'none',
          ` stroke="${darken(skin, 0.3)}" stroke-width="2.5"`,
        );
  out += ellipse(0, bodyY, 48, 58, skin, EDGE);
  out += ellipse(8, bodyY + 8, 30, 42, belly);
  let plates = '';
  for (let i = -2; i <= 2; i++)
    plates += `M${n(-16)} ${n(bodyY + 8 + i * 14)}q${n(24)} 6 ${n(48)} 0`;
  out += path(
    plates,
    'none',
    ` stroke="${darken(belly, 0.2)}" stroke-width="2.5" stroke-linecap="round"`,
  );
  out += wing(-10, bodyY - 30, flying || ctx.pose === 'celebrating', lighten(wingColor, 0.1));
  // Head: horns, round head, a snout to the front.
  const horn = lighten(accent, 0.4);
  out += path(
    `M${n(headX - 20)} ${n(headY - 30)}l-8 -26l20 16ZM${n(headX + 12)} ${n(headY - 34)}l4 -28l12 22Z`,
    horn,
    EDGE,
  );
  out += circle(headX, headY, 42, skin, EDGE);
  out += ellipse(headX + 34, headY + 14, 26, 20, lighten(skin, 0.15), EDGE);
  out +=
    circle(headX + 44, headY + 6, 3, darken(skin, 0.5)) +
    circle(headX + 34, headY + 4, 3, darken(skin, 0.5));
  out += drawFace({
    x: headX - 4,
    y: headY - 8,
    r: 40,
    mood: ctx.mood,
    eyes,
    spread: 0.34,
    eyeSize: 1.2,
    mouthY: 0.72,
  });
  // A little puff of flame when brave or excited.
  if ((ctx.mood === 'brave' || ctx.mood === 'excited') && ctx.pose !== 'sleeping') {
    out += path(
      `M${n(headX + 62)} ${n(headY + 12)}q16 -14 30 -2q-8 2 -4 8q10 2 12 12q-16 6 -38 -10Z`,
      '#ffb84d',
      ` stroke="#e8702a" stroke-width="2.5"`,
    );
  }
  const arms = stubbyArms(
    shape,
    [
      [-28, bodyY - 24],
      [30, bodyY - 24],
    ],
    48,
    14,
    skin,
  );
  out += arms.svg;
  if (ctx.pose === 'reading')
    out += book((arms.front[0] + arms.back[0]) / 2, arms.front[1] - 18, 56, second);
  return finishPose(
    out,
    { left: -124, right: headX + 96, top: -headY + (flying ? 110 : 64) },
    ctx,
    {
      head: [headX, headY - 42],
      hand: arms.front,
      waterline: bodyY,
      accent,
      flies: 120,
      holdsBook: true,
    },
  );
}

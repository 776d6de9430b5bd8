import { darken, lighten } from '../../core/color.ts';
import { circle, ellipse, group, n, path } from '../../core/svg.ts';
import type { CharacterLook } from '../character-look.ts';
import { drawFace } from '../face.ts';
import type { DrawContext, Figure } from '../figure.ts';
import { finishPose } from '../finish-pose.ts';
import { EDGE } from './quadruped.ts';
import { UPRIGHT_POSES } from './upright-pose.ts';

export type BirdKind = 'falcon' | 'owl' | 'bird';

/** A wing as a feathered teardrop from the shoulder, turned to an angle (0 folded down, 180 raised). */
function wing(
  x: number,
  y: number,
  length: number,
  angle: number,
  side: number,
  color: string,
): string {
  const w = length * 0.42;
  const d = `M0 0Q${n(side * w)} ${n(length * 0.2)} ${n(side * w * 0.5)} ${n(length * 0.8)}L${n(side * w * 0.15)} ${n(length)}L${n(-side * w * 0.1)} ${n(length * 0.86)}L${n(-side * w * 0.3)} ${n(length * 0.7)}Q${n(-side * w * 0.4)} ${n(length * 0.3)} 0 0Z`;
  const feathers = `M${n(side * w * 0.3)} ${n(length * 0.55)}l${n(-side * 8)} 8M${n(side * w * 0.2)} ${n(length * 0.72)}l${n(-side * 8)} 8`;
  return group(
    path(d, color, EDGE) +
      path(
        feathers,
        'none',
        ` stroke="${darken(color, 0.3)}" stroke-width="2.5" stroke-linecap="round"`,
      ),
    `translate(${n(x)} ${n(y)}) rotate(${n(-angle * side)})`,
  );
}

/**
 * Birds stand upright: a falcon (hooked beak, dark cheek stripe, speckled chest), an owl (round,
 * big disc eyes, ear tufts) or a small bright bird with a crest.
 */
export function drawBird(look: CharacterLook, ctx: DrawContext, kind: BirdKind): Figure {
  const { skin: body, main, accent } = look.palette;
  const pose = UPRIGHT_POSES[ctx.pose];
  const size = kind === 'owl' ? 1.05 : kind === 'bird' ? 0.8 : 1;
  const bodyRx = (kind === 'owl' ? 38 : 30) * size;
  const bodyRy = (kind === 'owl' ? 44 : 42) * size;
  const legH = pose.sit ? 0 : 14 * size;
  const bodyY = -(legH + bodyRy * 0.95);
  const headR = (kind === 'owl' ? 0 : 26) * size;
  const headX = kind === 'owl' ? 0 : 8 * size;
  const headY = kind === 'owl' ? bodyY - bodyRy * 0.35 : bodyY - bodyRy - headR * 0.45;
  const wingColor = darken(body, 0.18);
  const eyes = ctx.pose === 'sleeping' ? 'closed' : ctx.pose === 'reading' ? 'down' : 'open';
  const flying = ctx.pose === 'flying';
  const wingLen = (flying ? 62 : 44) * size;
  let out = '';
  // Tail feathers, legs, far wing, body, belly, near wing, head.
  out += path(
    `M${n(-bodyRx * 0.3)} ${n(bodyY + bodyRy * 0.7)}L${n(-bodyRx * 1.2)} ${n(bodyY + bodyRy * 1.1)}L${n(-bodyRx * 0.9)} ${n(bodyY + bodyRy * 0.5)}Z`,
    wingColor,
    EDGE,
  );
  if (!pose.sit) {
    for (const side of [-1, 1]) {
      const fx = side * 10 * size + side * pose.stride;
      out += path(
        `M${n(side * 10 * size)} ${n(-legH - 4)}L${n(fx)} -4`,
        'none',
        ` stroke="#e0a030" stroke-width="5" stroke-linecap="round"`,
      );
      out += path(
        `M${n(fx - 7)} -1l7 -6l7 6`,
        'none',
        ` stroke="#c98a20" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"`,
      );
    }
  }
  const shoulderY = bodyY - bodyRy * 0.35;
  const backAngle = flying ? 112 : -pose.back;
  const frontAngle = flying ? 112 : pose.front;
  out += wing(-bodyRx * 0.75, shoulderY, wingLen, Math.max(0, backAngle) || 15, -1, wingColor);
  out += ellipse(0, bodyY, bodyRx, bodyRy, body, EDGE);
  const belly = kind === 'bird' ? lighten(body, 0.5) : lighten(body, 0.55);
  out += ellipse(bodyRx * 0.12, bodyY + bodyRy * 0.18, bodyRx * 0.62, bodyRy * 0.68, belly);
  if (kind === 'falcon') {
    let specks = '';
    for (const [x, y] of [
      [-8, -0.1],
      [8, 0.05],
      [-2, 0.3],
      [12, 0.4],
      [-10, 0.5],
    ] as const)
      specks += `M${n(x * size - 4)} ${n(bodyY + y * bodyRy)}l4 4l4 -4`;
    out += path(
      specks,
      'none',
      ` stroke="${darken(body, 0.2)}" stroke-width="2.5" stroke-linecap="round"`,
    );
  }
  out += wing(bodyRx * 0.75, shoulderY, wingLen, Math.max(0, frontAngle) || 15, 1, wingColor);
  let head = '';
  if (kind === 'owl') {
    head += path(
      `M${n(-bodyRx * 0.7)} ${n(headY - bodyRy * 0.3)}l-8 -26l22 14ZM${n(bodyRx * 0.7)} ${n(headY - bodyRy * 0.3)}l8 -26l-22 14Z`,
      body,
      EDGE,
    );
    head +=
      circle(-bodyRx * 0.38, headY, bodyRx * 0.38, lighten(body, 0.6), EDGE) +
      circle(bodyRx * 0.38, headY, bodyRx * 0.38, lighten(body, 0.6), EDGE);
    head += drawFace({
      x: 0,
      y: headY - bodyRx * 0.05,
      r: bodyRx,
      mood: ctx.mood,
      eyes,
      spread: 0.38,
      eyeSize: 1.5,
      mouth: false,
      blush: false,
    });
    head += path(`M${n(-5)} ${n(headY + bodyRx * 0.28)}h10l-5 10Z`, '#e0a030', EDGE);
  } else {
    head += circle(headX, headY, headR, body, EDGE);
    if (kind === 'bird')
      head += path(`M${n(headX - 4)} ${n(headY - headR)}q-4 -16 8 -20q-2 10 4 18Z`, main, EDGE);
    if (kind === 'falcon')
      head += path(
        `M${n(headX + headR * 0.05)} ${n(headY + headR * 0.1)}q4 ${n(headR * 0.5)} ${n(headR * 0.28)} ${n(headR * 0.75)}`,
        'none',
        ` stroke="${darken(body, 0.45)}" stroke-width="5" stroke-linecap="round"`,
      );
    head += drawFace({
      x: headX - headR * 0.05,
      y: headY - headR * 0.08,
      r: headR,
      mood: ctx.mood,
      eyes,
      spread: 0.34,
      eyeSize: 1.25,
      mouth: false,
    });
    // The beak: hooked for a falcon; open when happy or excited.
    const open = ctx.mood === 'happy' || ctx.mood === 'excited' || ctx.pose === 'celebrating';
    const bx = headX + headR * 0.75;
    const by = headY + headR * 0.12;
    if (open)
      head += path(
        `M${n(bx - 4)} ${n(by + 6)}l${n(headR * 0.5)} 6l${n(-headR * 0.5)} 6Z`,
        '#d98a20',
        EDGE,
      );
    head +=
      kind === 'falcon'
        ? path(
            `M${n(bx - 6)} ${n(by - 8)}Q${n(bx + headR * 0.6)} ${n(by - 10)} ${n(bx + headR * 0.45)} ${n(by + 10)}Q${n(bx + 6)} ${n(by + 2)} ${n(bx - 6)} ${n(by + 6)}Z`,
            '#f2b134',
            EDGE,
          )
        : path(
            `M${n(bx - 6)} ${n(by - 7)}L${n(bx + headR * 0.55)} ${n(by)}L${n(bx - 6)} ${n(by + 7)}Z`,
            '#f2a030',
            EDGE,
          );
  }
  // A little scarf in the character's own colour.
  const neckY = kind === 'owl' ? headY + bodyRx * 0.95 : headY + headR * 0.85;
  out += path(
    `M${n(-bodyRx * 0.62)} ${n(neckY - 4)}Q0 ${n(neckY + 8)} ${n(bodyRx * 0.62)} ${n(neckY - 4)}L${n(bodyRx * 0.5)} ${n(neckY + 6)}Q0 ${n(neckY + 18)} ${n(-bodyRx * 0.5)} ${n(neckY + 6)}Z`,
    main,
    EDGE,
  );
  out += head;
  if (pose.lean) out = group(out, `rotate(${pose.lean} 0 0)`);
  // Wings can swing out to their full length either side of the shoulders.
  const span = bodyRx * 0.75 + wingLen + 6;
  const box = {
    left: -span,
    right: Math.max(span, headX + headR * 1.6),
    top: -Math.min(headY - (headR || bodyRx * 0.9) - 14, shoulderY - wingLen) + 4,
  };
  return finishPose(out, box, ctx, {
    head: [headX, headY - (headR || bodyRx * 0.8)],
    hand: [bodyRx + 20, shoulderY - wingLen],
    waterline: bodyY + bodyRy * 0.3,
    accent,
    flies: 130,
  });
}

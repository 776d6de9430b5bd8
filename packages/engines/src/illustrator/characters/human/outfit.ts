import { darken, lighten } from '../../core/color.ts';
import { circle, EDGE, n, OUTLINE, path, rect, stroke } from '../../core/svg.ts';

export type Garment = 'shirt' | 'dress' | 'abaya' | 'thobe' | 'vest' | 'coat' | 'onesie';

export interface TorsoFrame {
  shoulderY: number;
  shoulderWidth: number;
  hemY: number;
  hemHalf: number;
}

/** The garment on the body from the shoulders to its hem, with its small telling details. */
export function torso(
  garment: Garment,
  frame: TorsoFrame,
  main: string,
  accent: string,
  skin: string,
): string {
  const { shoulderY: top, shoulderWidth: sw, hemY, hemHalf } = frame;
  const half = sw / 2;
  const round = Math.min(12, half * 0.4);
  const body =
    `M${n(-half)} ${n(top + round)}Q${n(-half)} ${n(top)} ${n(-half + round)} ${n(top)}H${n(half - round)}Q${n(half)} ${n(top)} ${n(half)} ${n(top + round)}` +
    `L${n(hemHalf)} ${n(hemY)}Q0 ${n(hemY + 7)} ${n(-hemHalf)} ${n(hemY)}Z`;
  const fill = garment === 'vest' ? skin : main;
  let out = path(body, fill, EDGE);
  const neckY = top + 2;
  const chest = top + (hemY - top) * 0.3;
  switch (garment) {
    case 'shirt':
      out += path(
        `M${n(-sw * 0.16)} ${n(neckY)}L0 ${n(neckY + sw * 0.2)}L${n(sw * 0.16)} ${n(neckY)}`,
        lighten(main, 0.35),
        stroke(OUTLINE, 2.5),
      );
      out +=
        circle(0, neckY + sw * 0.36, 2.5, darken(main, 0.3)) +
        circle(0, neckY + sw * 0.52, 2.5, darken(main, 0.3));
      break;
    case 'dress': {
      const waist = top + (hemY - top) * 0.36;
      out += path(
        `M${n(-half * 0.92)} ${n(waist)}Q0 ${n(waist + 5)} ${n(half * 0.92)} ${n(waist)}`,
        'none',
        ` stroke="${accent}" stroke-width="7" stroke-linecap="round"`,
      );
      out += path(
        `M${n(-sw * 0.18)} ${n(neckY)}Q0 ${n(neckY + sw * 0.22)} ${n(sw * 0.18)} ${n(neckY)}`,
        'none',
        ` stroke="${lighten(main, 0.45)}" stroke-width="4" stroke-linecap="round"`,
      );
      break;
    }
    case 'coat':
      // A doctor's white coat: open lapels over a coloured shirt, a pocket and a stethoscope.
      out += path(
        `M${n(-sw * 0.2)} ${n(neckY)}L0 ${n(chest + 16)}L${n(sw * 0.2)} ${n(neckY)}Z`,
        accent,
        stroke(OUTLINE, 2.5),
      );
      out += path(
        `M${n(-sw * 0.2)} ${n(neckY)}L${n(-sw * 0.05)} ${n(chest + 22)}M${n(sw * 0.2)} ${n(neckY)}L${n(sw * 0.05)} ${n(chest + 22)}M0 ${n(chest + 16)}V${n(hemY)}`,
        'none',
        stroke(OUTLINE, 2.5),
      );
      out += path(
        `M${n(sw * 0.12)} ${n(chest + 24)}h${n(sw * 0.24)}v${n(sw * 0.18)}h-${n(sw * 0.24)}Z`,
        'none',
        stroke(OUTLINE, 2),
      );
      out +=
        path(
          `M${n(-sw * 0.22)} ${n(neckY + 2)}Q${n(-sw * 0.3)} ${n(chest + 30)} ${n(-sw * 0.08)} ${n(chest + 34)}`,
          'none',
          stroke('#4a4f5a', 3.5),
        ) + circle(-sw * 0.06, chest + 36, 5, '#9aa4b2', stroke(OUTLINE, 2));
      break;
    case 'onesie':
      out +=
        circle(0, neckY + sw * 0.3, 2.5, darken(main, 0.3)) +
        circle(0, neckY + sw * 0.5, 2.5, darken(main, 0.3));
      out += path(
        `M${n(-sw * 0.2)} ${n(neckY)}Q0 ${n(neckY + sw * 0.22)} ${n(sw * 0.2)} ${n(neckY)}`,
        'none',
        ` stroke="${lighten(main, 0.45)}" stroke-width="5" stroke-linecap="round"`,
      );
      break;
    case 'thobe':
      out += path(
        `M${n(-sw * 0.12)} ${n(neckY)}Q0 ${n(neckY + 6)} ${n(sw * 0.12)} ${n(neckY)}M0 ${n(neckY + 4)}V${n(chest + 10)}`,
        'none',
        stroke(darken(main, 0.25), 2.5),
      );
      out +=
        circle(0, neckY + 12, 2.2, darken(main, 0.35)) +
        circle(0, neckY + 22, 2.2, darken(main, 0.35));
      break;
    case 'abaya':
      out += path(
        `M${n(-sw * 0.1)} ${n(neckY + 2)}L${n(-hemHalf * 0.2)} ${n(hemY)}M${n(sw * 0.1)} ${n(neckY + 2)}L${n(hemHalf * 0.2)} ${n(hemY)}`,
        'none',
        ` stroke="${accent}" stroke-width="4" stroke-linecap="round"`,
      );
      break;
    case 'vest':
      out += path(
        `M${n(-half)} ${n(top + round)}Q${n(-half)} ${n(top)} ${n(-half + round)} ${n(top)}L${n(-sw * 0.12)} ${n(top)}L${n(-sw * 0.2)} ${n(hemY)}Q${n(-hemHalf * 0.7)} ${n(hemY + 4)} ${n(-hemHalf)} ${n(hemY)}Z`,
        main,
        EDGE,
      );
      out += path(
        `M${n(half)} ${n(top + round)}Q${n(half)} ${n(top)} ${n(half - round)} ${n(top)}L${n(sw * 0.12)} ${n(top)}L${n(sw * 0.2)} ${n(hemY)}Q${n(hemHalf * 0.7)} ${n(hemY + 4)} ${n(hemHalf)} ${n(hemY)}Z`,
        main,
        EDGE,
      );
      out += path(
        `M${n(-hemHalf)} ${n(hemY - 8)}Q0 ${n(hemY)} ${n(hemHalf)} ${n(hemY - 8)}`,
        'none',
        ` stroke="${accent}" stroke-width="8"`,
      );
      break;
  }
  return out;
}

/**
 * A grandparent's open cardigan over the garment: two knitted fronts from the shoulders to
 * `bottom`, the garment showing between them, buttons down one edge and ribbed hems.
 */
export function cardigan(frame: TorsoFrame, bottom: number, wool: string): string {
  const { shoulderY: top, shoulderWidth: sw, hemY, hemHalf } = frame;
  const half = sw / 2;
  const y1 = Math.min(bottom, hemY);
  // How wide the garment is at y1 (it widens from the shoulders to its hem).
  const t = hemY > top ? (y1 - top) / (hemY - top) : 1;
  const w = half + (hemHalf - half) * t + 3;
  const round = Math.min(12, half * 0.4);
  const front = (side: number) =>
    path(
      `M${n(side * sw * 0.13)} ${n(top)}H${n(side * (half - round))}Q${n(side * half)} ${n(top)} ${n(side * (half + 1))} ${n(top + round)}L${n(side * w)} ${n(y1)}H${n(side * sw * 0.1)}Z`,
      wool,
      EDGE,
    );
  const rib = ` stroke="${darken(wool, 0.18)}" stroke-width="4" stroke-linecap="round"`;
  let out = front(-1) + front(1);
  out += path(
    `M${n(-w + 3)} ${n(y1 - 4)}H${n(-sw * 0.1 - 2)}M${n(sw * 0.1 + 2)} ${n(y1 - 4)}H${n(w - 3)}`,
    'none',
    rib,
  );
  for (let k = 1; k <= 3; k++)
    out += circle(
      sw * 0.16,
      top + ((y1 - top) * k) / 4,
      2.6,
      lighten(wool, 0.45),
      stroke(OUTLINE, 1.2),
    );
  return `<g data-cardigan="true">${out}</g>`;
}

/** A teacher's lanyard round the neck and the name card on it. */
export function lanyard(frame: TorsoFrame): string {
  const { shoulderY: top, shoulderWidth: sw, hemY } = frame;
  const card = top + (hemY - top) * 0.42;
  return (
    `<g data-lanyard="true">` +
    path(
      `M${n(-sw * 0.16)} ${n(top + 1)}L${n(-sw * 0.03)} ${n(card)}M${n(sw * 0.16)} ${n(top + 1)}L${n(sw * 0.03)} ${n(card)}`,
      'none',
      stroke('#3d5a99', 3),
    ) +
    rect(-sw * 0.1, card, sw * 0.2, sw * 0.26, '#ffffff', stroke(OUTLINE, 1.8) + ' rx="3"') +
    rect(-sw * 0.06, card + sw * 0.05, sw * 0.12, sw * 0.05, '#3d5a99') +
    path(
      `M${n(-sw * 0.06)} ${n(card + sw * 0.15)}H${n(sw * 0.06)}M${n(-sw * 0.06)} ${n(card + sw * 0.2)}H${n(sw * 0.03)}`,
      'none',
      stroke('#9aa4b2', 1.6),
    ) +
    `</g>`
  );
}

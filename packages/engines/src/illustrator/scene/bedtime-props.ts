/**
 * Bedtime and looking after oneself: a night-light, a teddy, a bed, a toothbrush, medicine, the
 * barber's comb and scissors, a pet's bowl. Each is drawn standing on y = 0, centred on x = 0
 * (prop-outline.ts).
 */
import type { Canvas } from '../core/canvas.ts';
import { darken, lighten } from '../core/color.ts';
import { circle, ellipse, n, OUTLINE, path, type Point, rect, star, stroke } from '../core/svg.ts';
import { cot } from '../characters/human/beds.ts';
import { EDGE, THIN, shadow, type Art } from './prop-outline.ts';

/** A little lamp shaped like a smiling crescent moon on a round foot, in a soft yellow glow. */
export function nightLight(canvas: Canvas): Art {
  let svg = circle(0, -50, 62, canvas.defs.glow('night-light-glow', '#fff1a8', 0.75));
  svg +=
    shadow(30) +
    rect(-28, -16, 56, 16, '#9fb7e8', EDGE + ' rx="7"') +
    circle(16, -8, 3.5, '#ffffff');
  svg += path('M1 -84A34 34 0 1 0 27.8 -30.4A30 30 0 0 1 1 -84Z', '#ffe27a', EDGE);
  svg +=
    path('M-20 -56q5 5 10 0', 'none', THIN) +
    path('M-20 -40q6 6 12 0', 'none', THIN) +
    circle(-22, -47, 4, '#ffb3a7', ' opacity="0.8"');
  svg += path(star(30, -78, 8, 3.5), '#fff6c9', THIN);
  return { svg, width: 124, height: 112 };
}

/** A sitting teddy bear with a red bow. */
export function teddy(): Art {
  const fur = '#c68a52';
  const light = '#ecc896';
  let svg = shadow(42);
  svg +=
    ellipse(-24, -14, 17, 13, fur, EDGE) +
    ellipse(24, -14, 17, 13, fur, EDGE) +
    ellipse(-28, -14, 8, 7, light) +
    ellipse(28, -14, 8, 7, light);
  svg += ellipse(0, -42, 30, 32, fur, EDGE) + ellipse(0, -38, 18, 20, light);
  svg +=
    ellipse(-30, -50, 10, 19, fur, EDGE + ' transform="rotate(28 -30 -50)"') +
    ellipse(30, -50, 10, 19, fur, EDGE + ' transform="rotate(-28 30 -50)"');
  svg +=
    circle(-21, -108, 11, fur, EDGE) +
    circle(21, -108, 11, fur, EDGE) +
    circle(-21, -108, 5.5, light) +
    circle(21, -108, 5.5, light);
  svg += circle(0, -88, 27, fur, EDGE) + ellipse(0, -78, 13, 10, light, THIN);
  svg +=
    ellipse(0, -82, 5, 3.5, OUTLINE) + path('M0 -78v4M-5 -72q5 4 10 0', 'none', stroke(OUTLINE, 2));
  svg += circle(-10, -94, 3.2, OUTLINE) + circle(10, -94, 3.2, OUTLINE);
  svg +=
    path('M0 -62l-14 -8v16ZM0 -62l14 -8v16Z', '#e85d5d', THIN) + circle(0, -62, 4, '#e85d5d', THIN);
  return { svg, width: 96, height: 122 };
}

/** A made bed with a pillow and a starry quilt. */
export function bed(): Art {
  const wood = '#b07a4a';
  let svg =
    shadow(92) +
    rect(-96, -112, 20, 112, wood, EDGE + ' rx="8"') +
    rect(76, -70, 18, 70, wood, EDGE + ' rx="7"');
  svg +=
    rect(-80, -52, 160, 34, darken(wood, 0.1), EDGE + ' rx="4"') +
    rect(-80, -66, 160, 20, '#ffffff', THIN + ' rx="8"');
  svg += ellipse(-52, -72, 24, 12, '#ffffff', EDGE);
  svg += path('M-30 -70Q20 -78 80 -68V-30H-26Q-34 -50 -30 -70Z', '#6c9bd2', EDGE);
  for (const x of [0, 30, 58]) svg += path(star(x, -50, 6, 2.6), lighten('#6c9bd2', 0.55));
  return { svg, width: 196, height: 116 };
}

/** A baby's cot: bars, a white mattress and a little folded blanket (the one a sleeping baby lies in). */
export function cotArt(): Art {
  const { back, front, height } = cot(-72, 72, 96);
  const blanket = rect(10, -height - 14, 50, 14, '#f7b7c8', THIN + ' rx="6"');
  return { svg: shadow(84) + back + blanket + front, width: 176, height: height + 72 };
}

/** A toothbrush, head up with its bristles to the right and a stripe of paste on them; `x`, `y` is the middle of its handle. */
export function brush(x: number, y: number, angle = 0): string {
  let svg =
    rect(-6, -66, 12, 96, '#4fa3d1', THIN + ' rx="6"') +
    path('M-2 -58V20', 'none', stroke('#ffffff', 2.5) + ' opacity="0.6"');
  svg +=
    rect(6, -64, 12, 26, '#ffffff', THIN + ' rx="2"') +
    path('M6 -58h12M6 -51h12M6 -44h12', 'none', stroke('#c9d3df', 1.5));
  svg +=
    path('M18 -64q8 3 4 9q7 4 0 9q6 4 -2 8', 'none', stroke(OUTLINE, 9)) +
    path('M18 -64q8 3 4 9q7 4 0 9q6 4 -2 8', 'none', stroke('#ffffff', 5.5)) +
    path('M19 -62q5 3 3 7q5 4 0 8', 'none', stroke('#7fd0e6', 2));
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})">${svg}</g>`;
}

/** A cup with a toothbrush in it and a tube of toothpaste beside. */
export function toothbrush(): Art {
  let svg = shadow(44) + brush(-4, -66, -12);
  svg +=
    path('M-22 -56H20L16 -2H-18Z', '#6cc3a0', EDGE) +
    path('M-14 -44q14 6 28 0', 'none', stroke('#ffffff', 3));
  svg +=
    path('M28 -2V-50l4 -6h12l4 6V-2Z', '#ffffff', EDGE) +
    rect(30, -12, 16, 12, '#4fa3d1', THIN + ' rx="2"') +
    path('M30 -40h16', 'none', stroke('#e85d5d', 5));
  return { svg, width: 100, height: 136 };
}

/** A bottle of medicine with a cross on its label, and a spoonful beside it. */
export function medicine(): Art {
  let svg =
    shadow(50) +
    rect(-26, -72, 52, 70, '#d9893a', EDGE + ' rx="12"') +
    rect(-11, -82, 22, 12, '#d9893a', THIN);
  svg +=
    rect(-15, -98, 30, 18, '#ffffff', EDGE + ' rx="4"') +
    path('M-9 -95v12M-3 -95v12M3 -95v12M9 -95v12', 'none', stroke('#c9d3df', 2));
  svg +=
    rect(-19, -56, 38, 34, '#ffffff', THIN + ' rx="4"') +
    path('M-4 -50h8v8h8v8h-8v8h-8v-8h-8v-8h8Z', '#e85d5d');
  svg += path('M-18 -64q6 -4 10 0', 'none', stroke('#ffffff', 3) + ' opacity="0.7"');
  svg +=
    path('M50 -8L82 -26', 'none', stroke(OUTLINE, 7)) +
    path('M50 -8L82 -26', 'none', stroke('#dfe6ee', 3.5));
  svg += ellipse(38, -6, 16, 8, '#dfe6ee', THIN) + ellipse(38, -8, 11, 4.5, '#ff8fb1');
  return { svg, width: 130, height: 102 };
}

/** A pair of open scissors, points up, and a comb: the barber's things. */
export function combAndScissors(): Art {
  let svg = shadow(52);
  // Comb: a spine with teeth, leaning.
  svg += `<g transform="rotate(10 36 -4)">${rect(28, -100, 16, 96, '#c77dff', EDGE + ' rx="4"')}`;
  let teeth = '';
  for (let y = -92; y < -10; y += 8) teeth += `M28 ${y}h-12`;
  svg +=
    path(teeth, 'none', stroke(OUTLINE, 6)) + path(teeth, 'none', stroke('#c77dff', 3)) + '</g>';
  // Scissors: two blades crossing at the pivot, each running from one finger loop to the far tip.
  const blade = ([x0, y0]: Point, [x1, y1]: Point, fill: string) => {
    const len = Math.hypot(x1 - x0, y1 - y0) || 1;
    const [px, py] = [((y1 - y0) / len) * 6, (-(x1 - x0) / len) * 6];
    return path(
      `M${n(x0 + px)} ${n(y0 + py)}L${n(x1)} ${n(y1)}L${n(x0 - px)} ${n(y0 - py)}Z`,
      fill,
      EDGE,
    );
  };
  svg += blade([-28, -24], [14, -108], '#dfe6ee') + blade([2, -24], [-40, -108], '#eef2f6');
  svg +=
    circle(-30, -16, 11, 'none', stroke(OUTLINE, 9)) +
    circle(-30, -16, 11, 'none', stroke('#e85d5d', 5));
  svg +=
    circle(4, -16, 11, 'none', stroke(OUTLINE, 9)) +
    circle(4, -16, 11, 'none', stroke('#e85d5d', 5));
  svg += circle(-13, -54, 4, '#8a93a8', THIN);
  return { svg, width: 112, height: 112 };
}

/** A pet's bowl full of food, a paw print on its side. */
export function petBowl(): Art {
  let svg = shadow(46);
  for (const [x, y] of [
    [-22, -32],
    [-10, -38],
    [2, -34],
    [14, -39],
    [24, -33],
    [-4, -30],
    [10, -30],
  ] as const)
    svg += circle(x, y, 6, '#a0643a', THIN);
  svg +=
    path('M-44 -30H44L34 -2Q0 4 -34 -2Z', '#e85d5d', EDGE) +
    ellipse(0, -30, 44, 6, lighten('#e85d5d', 0.25), THIN);
  svg +=
    circle(0, -12, 5, '#ffffff') +
    circle(-8, -20, 2.6, '#ffffff') +
    circle(-2, -23, 2.6, '#ffffff') +
    circle(4, -23, 2.6, '#ffffff') +
    circle(9, -20, 2.6, '#ffffff');
  return { svg, width: 96, height: 48 };
}

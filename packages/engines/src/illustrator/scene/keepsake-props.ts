/**
 * Things a child keeps, looks at and talks through: a memory box, a photo, a drawing, a letter, a
 * phone, a tablet, a calendar. Each is drawn standing on y = 0, centred on x = 0 (prop-
 * outline.ts).
 */
import { darken, lighten } from '../core/color.ts';
import { circle, OUTLINE, path, rect, star, stroke } from '../core/svg.ts';
import { EDGE, THIN, scaled, shadow, type Art } from './prop-outline.ts';

const SKIN = '#f1c27d';

/** A small painted wooden box, its lid lifted, a photo and a shell peeking out. */
export function memoryBox(): Art {
  const wood = '#b9804f';
  let svg = shadow(48);
  // What it keeps, behind the front of the box.
  svg += `<g transform="rotate(-12 -14 -56)">${rect(-32, -86, 34, 40, '#ffffff', THIN + ' rx="2"')}${rect(-28, -82, 26, 24, '#9fd8f5')}${circle(-10, -76, 4, '#ffd84d')}${path('M-28 -62q12 -10 26 -2V-58H-28Z', '#7fc46a')}</g>`;
  // The box and its lid, hinged at the back right.
  svg +=
    rect(-44, -46, 88, 46, wood, EDGE + ' rx="5"') +
    path('M-44 -32H44', 'none', stroke(darken(wood, 0.18), 3));
  svg += path('M-4 -20c-6 -8 -14 -2 -8 5l8 7l8 -7c6 -7 -2 -13 -8 -5Z', '#e85d5d', THIN);
  svg +=
    path(star(-27, -16, 7, 3), '#ffd84d', THIN) +
    path(star(27, -16, 7, 3), '#ffd84d', THIN) +
    rect(-5, -46, 10, 9, '#f2c14e', THIN + ' rx="2"');
  svg += `<g transform="rotate(17 44 -46)">${rect(-46, -58, 92, 14, lighten(wood, 0.12), EDGE + ' rx="5"')}${path(star(0, -51, 5, 2.2), '#ffd84d')}</g>`;
  // A shell resting on the rim, half out of the box.
  svg += `<g transform="rotate(-16 8 -44)">${path('M-8 -42Q8 -72 24 -42Q8 -36 -8 -42Z', '#ffb3a7', THIN)}${path('M8 -40L0 -56M8 -40V-62M8 -40L16 -56', 'none', stroke(darken('#ffb3a7', 0.25), 2))}</g>`;
  return { svg, width: 100, height: 96 };
}

/** A framed photo of a family on its stand: two smiling faces under a sunny sky. */
export function photo(): Art {
  let svg =
    shadow(36) +
    path('M14 -40L30 0', 'none', stroke(OUTLINE, 6)) +
    path('M14 -40L30 0', 'none', stroke('#a06d3f', 3));
  svg +=
    rect(-34, -86, 68, 84, '#c98b52', EDGE + ' rx="6"') + rect(-25, -77, 50, 66, '#bfe3f7', THIN);
  svg += circle(15, -67, 6, '#ffd84d') + path('M-25 -26q25 -10 50 0V-11H-25Z', '#7fc46a');
  // Two people, a grown-up and a child, shoulder to shoulder.
  svg +=
    path('M-20 -11q0 -22 12 -22q12 0 12 22Z', '#e85d5d', THIN) +
    circle(-8, -44, 9, SKIN, THIN) +
    path('M-17 -47q9 -12 18 0', '#5a3a2a');
  svg +=
    path('M4 -11q0 -16 9 -16q9 0 9 16Z', '#4f86d6', THIN) + circle(13, -35, 7, '#e0a86e', THIN);
  svg += path('M-11 -42q3 3 6 0M10 -34q3 3 6 0', 'none', stroke(OUTLINE, 1.8));
  return { svg, width: 76, height: 92 };
}

/** A child's crayon drawing of a house, the sun and a little person, propped up, crayons beside. */
export function drawing(): Art {
  const crayon = (c: string) => stroke(c, 3.5);
  let svg = shadow(44);
  svg += `<g transform="rotate(-4 0 -44)">${rect(-42, -90, 84, 86, '#ffffff', EDGE + ' rx="3"')}`;
  svg +=
    circle(24, -70, 9, '#ffd84d', crayon('#f2a541')) +
    path('M24 -86v-4M38 -70h4M35 -81l3 -3M35 -59l3 3', 'none', crayon('#f2a541'));
  svg +=
    path('M-32 -38h30v-22h-30ZM-36 -58l19 -16l19 16', 'none', crayon('#e85d5d')) +
    path('M-21 -38v-12h8v12', 'none', crayon('#4f86d6'));
  svg +=
    circle(16, -44, 5, 'none', crayon('#9b6bd3')) +
    path('M16 -39v12M9 -34h14M16 -27l-5 9M16 -27l5 9', 'none', crayon('#9b6bd3'));
  svg += path('M-38 -14q20 -6 40 0t36 0', 'none', crayon('#4f9d4a')) + '</g>';
  svg += `<g transform="rotate(-8 -20 -4)">${rect(-44, -9, 36, 8, '#4f86d6', THIN + ' rx="2"')}${path('M-44 -9l-8 4l8 4Z', '#4f86d6', THIN)}</g>`;
  svg += `<g transform="rotate(6 30 -4)">${rect(14, -9, 36, 8, '#e85d5d', THIN + ' rx="2"')}${path('M50 -9l8 4l-8 4Z', '#e85d5d', THIN)}</g>`;
  return { svg, width: 118, height: 96 };
}

/** An open envelope with a letter sticking out of it and a heart on the letter. */
export function letter(): Art {
  let svg = shadow(42) + path('M-42 -54L0 -84L42 -54Z', '#f0dcb4', EDGE);
  svg +=
    rect(-32, -80, 64, 50, '#ffffff', THIN + ' rx="2"') +
    path('M-22 -68h28M-22 -60h40M-22 -52h34', 'none', stroke('#9fb7e8', 3));
  svg += path('M18 -72c-3 -5 -10 -2 -6 3l6 5l6 -5c4 -5 -3 -8 -6 -3Z', '#e85d5d');
  svg +=
    rect(-42, -54, 84, 54, '#fff6e0', EDGE + ' rx="4"') +
    path('M-42 -54L0 -22L42 -54M-42 0L-10 -26M42 0L10 -26', 'none', THIN);
  svg += circle(0, -24, 7, '#e85d5d', THIN);
  return { svg, width: 88, height: 88 };
}

/** A phone showing a smiling face on a call. */
export function phone(): Art {
  let svg =
    shadow(28) +
    rect(-24, -86, 48, 84, '#2f3a56', EDGE + ' rx="9"') +
    rect(-18, -77, 36, 62, '#9fd8f5', ' rx="3"');
  svg +=
    path('M-14 -15q0 -16 14 -16q14 0 14 16Z', '#e85d5d') +
    circle(0, -50, 12, SKIN, THIN) +
    path('M-12 -53q12 -14 24 0q-2 -12 -12 -12q-10 0 -12 12Z', '#5a3a2a');
  svg +=
    circle(-4, -51, 1.8, OUTLINE) +
    circle(4, -51, 1.8, OUTLINE) +
    path('M-5 -45q5 5 10 0', 'none', stroke(OUTLINE, 1.8));
  svg += circle(0, -8, 3, '#ffffff') + rect(-6, -82, 12, 2, '#5a6480', ' rx="1"');
  return scaled({ svg, width: 56, height: 90 }, 0.75);
}

/** A tablet leaning back on its cover, a cartoon on its screen. */
export function tablet(): Art {
  let svg =
    shadow(46) +
    path('M26 -60L42 -2', 'none', stroke(OUTLINE, 6)) +
    path('M26 -60L42 -2', 'none', stroke('#5a6480', 2.5));
  let body =
    rect(-48, -72, 96, 70, '#3a3f55', EDGE + ' rx="12"') +
    rect(-40, -65, 80, 56, '#8fd3ff', ' rx="4"');
  body +=
    path('M-40 -24q20 -18 40 -6q20 -10 40 2V-9H-40Z', '#7fc46a') + circle(26, -52, 7, '#ffd84d');
  body +=
    circle(-10, -40, 10, '#ffd166', THIN) +
    circle(-13, -42, 1.8, OUTLINE) +
    circle(-6, -42, 1.8, OUTLINE) +
    path('M-14 -37q4 4 8 0', 'none', stroke(OUTLINE, 1.8));
  body += circle(44, -37, 2, '#8a93a8');
  svg += `<g transform="rotate(-6 0 -2)">${body}</g>`;
  return { svg, width: 104, height: 80 };
}

/** A desk calendar: rings at the top, a red band, rows of days and one day circled with a heart. */
export function calendar(): Art {
  let svg =
    shadow(44) +
    path('M28 -88L46 0', 'none', stroke(OUTLINE, 7)) +
    path('M28 -88L46 0', 'none', stroke('#c9b79a', 3));
  svg +=
    rect(-42, -92, 84, 90, '#ffffff', EDGE + ' rx="5"') +
    path('M-42 -70V-87q0 -5 5 -5h74q5 0 5 5V-70Z', '#e85d5d', EDGE);
  for (const x of [-24, -8, 8, 24])
    svg +=
      path(`M${x} -86v-12`, 'none', stroke(OUTLINE, 4)) +
      path(`M${x} -86v-12`, 'none', stroke('#c9d3df', 1.5));
  for (let r = 0; r < 4; r++)
    for (let c = 0; c < 5; c++)
      svg += rect(-33 + c * 14, -62 + r * 14, 10, 8, '#dde3ea', ' rx="2"');
  svg += circle(-5 + 14 * 1, -44 + 14 * 1, 10, 'none', stroke('#e85d5d', 3.5));
  svg += path('M9 -33c-3 -4 -8 -1 -5 3l5 4l5 -4c3 -4 -2 -7 -5 -3Z', '#e85d5d');
  return { svg, width: 96, height: 100 };
}

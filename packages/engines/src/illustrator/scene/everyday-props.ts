/**
 * The everyday things of a child's life that the situations' plots put on a page: a night-light,
 * a memory box, a teddy, a bicycle, a birthday cake... Each is drawn standing on y = 0, centred on
 * x = 0, in the outlines and flat colours of the other props (prop-outline.ts).
 */
import type { Canvas } from '../core/canvas.ts';
import { darken, lighten } from '../core/color.ts';
import {
  around,
  circle,
  ellipse,
  limb,
  n,
  OUTLINE,
  path,
  type Point,
  rect,
  star,
  stroke,
} from '../core/svg.ts';
import { EDGE, THIN, type Art } from './prop-outline.ts';

const SKIN = '#f1c27d';

const shadow = (w: number) => ellipse(0, 0, w, 6, '#000000', ' opacity="0.12"');

/** The art drawn k times its size (its shadow too). */
function scaled(art: Art, k: number): Art {
  return {
    svg: `<g transform="scale(${k})">${art.svg}</g>`,
    width: art.width * k,
    height: art.height * k,
  };
}

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

/** A child's red bicycle with a basket. */
export function bicycle(): Art {
  const frame = '#e85d5d';
  const wheel = (x: number) => {
    let out =
      circle(x, -28, 26, '#ffffff', ' opacity="0.35"') +
      circle(x, -28, 26, 'none', stroke(OUTLINE, 8)) +
      circle(x, -28, 26, 'none', stroke('#5a6480', 4));
    for (const a of [0, 60, 120])
      out += path(
        `M${n(x + 24 * Math.cos((a * Math.PI) / 180))} ${n(-28 + 24 * Math.sin((a * Math.PI) / 180))}L${n(x - 24 * Math.cos((a * Math.PI) / 180))} ${n(-28 - 24 * Math.sin((a * Math.PI) / 180))}`,
        'none',
        stroke('#8a93a8', 1.5),
      );
    return out + circle(x, -28, 4, OUTLINE);
  };
  let svg = shadow(70) + wheel(-44) + wheel(46);
  svg +=
    limb(
      [
        [-44, -28],
        [-6, -28],
        [-18, -66],
        [-44, -28],
      ],
      5,
      frame,
      OUTLINE,
      2.5,
    ) +
    limb(
      [
        [-18, -66],
        [28, -70],
        [-6, -28],
      ],
      5,
      frame,
      OUTLINE,
      2.5,
    ) +
    limb(
      [
        [28, -70],
        [46, -28],
      ],
      5,
      frame,
      OUTLINE,
      2.5,
    );
  svg +=
    limb(
      [
        [28, -70],
        [24, -86],
        [14, -88],
      ],
      4,
      '#5a6480',
      OUTLINE,
      2.5,
    ) +
    limb(
      [
        [14, -88],
        [8, -88],
      ],
      6,
      '#3b2a2e',
      OUTLINE,
      1,
    );
  svg +=
    path('M-20 -66v-6', 'none', stroke(OUTLINE, 4)) + ellipse(-22, -74, 14, 5, '#3b2a2e', THIN);
  svg +=
    circle(-6, -28, 8, '#ffd166', THIN) +
    path('M-6 -28l8 12', 'none', stroke(OUTLINE, 4)) +
    rect(-2, -18, 12, 5, '#5a6480', THIN + ' rx="2"');
  svg +=
    path('M32 -84h24l-4 20h-18Z', '#e8c48e', THIN) +
    path('M38 -84l-2 20M46 -84l-2 20M32 -74h22', 'none', stroke('#b08a5a', 1.5));
  return { svg, width: 150, height: 92 };
}

/** A red and white striped swim ring, standing on its edge. */
export function swimRing(): Art {
  const ring =
    'M-36 -38a36 36 0 1 0 72 0a36 36 0 1 0 -72 0ZM-14 -38a14 14 0 1 0 28 0a14 14 0 1 0 -28 0Z';
  let svg = shadow(36) + path(ring, '#ff6b6b', ' fill-rule="evenodd"');
  svg += circle(
    0,
    -38,
    25,
    'none',
    ' stroke="#ffffff" stroke-width="22" stroke-dasharray="19.6 19.6"',
  );
  svg +=
    path(ring, 'none', EDGE + ' fill-rule="evenodd"') +
    path('M-24 -58q10 -10 24 -12', 'none', stroke('#ffffff', 4) + ' opacity="0.8"');
  return { svg, width: 80, height: 76 };
}

/**
 * An open umbrella, its handle at (0, 0) and its canopy `shaft` above: standing on its crook on
 * the ground, or held up in a hand.
 */
export function umbrellaAt(shaft: number, colour = '#4fa3d1'): string {
  const b = -shaft;
  let d = `M-64 ${n(b)}Q-62 ${n(b - 60)} 0 ${n(b - 62)}Q62 ${n(b - 60)} 64 ${n(b)}`;
  for (let i = 0; i < 4; i++) d += `q-16 -12 -32 0`;
  let svg =
    path(`M0 ${n(b)}V-4q0 10 -9 10q-8 0 -8 -8`, 'none', stroke(OUTLINE, 8)) +
    path(`M0 ${n(b)}V-4q0 10 -9 10q-8 0 -8 -8`, 'none', stroke('#8a5a34', 4));
  svg += path(d + 'Z', colour, EDGE);
  svg += path(
    `M0 ${n(b - 62)}Q-14 ${n(b - 30)} -32 ${n(b)}M0 ${n(b - 62)}Q14 ${n(b - 30)} 32 ${n(b)}`,
    'none',
    THIN,
  );
  svg += path(
    `M-32 ${n(b)}Q-14 ${n(b - 30)} 0 ${n(b - 62)}Q14 ${n(b - 30)} 32 ${n(b)}q-16 -12 -32 0q-16 -12 -32 0Z`,
    lighten(colour, 0.3),
    THIN,
  );
  return svg + path(`M0 ${n(b - 62)}v-10`, 'none', stroke(OUTLINE, 4));
}

/** An open umbrella standing on its crook. */
export function umbrella(): Art {
  return {
    svg: shadow(40) + `<g transform="translate(0 -8)">${umbrellaAt(96)}</g>`,
    width: 134,
    height: 180,
  };
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

const BALLOONS: ReadonlyArray<readonly [number, number, string]> = [
  [-30, -132, '#e85d5d'],
  [0, -158, '#ffd166'],
  [30, -128, '#4fa3d1'],
];

/** A balloon at (x, y) on its knot, with a shine; its string is drawn by the caller. */
export function balloon(x: number, y: number, colour: string, size = 1): string {
  const rx = 22 * size;
  const ry = 27 * size;
  return (
    path(`M${n(x)} ${n(y + ry - 2)}l-5 ${n(8 * size)}h10Z`, colour, THIN) +
    ellipse(x, y, rx, ry, colour, EDGE) +
    ellipse(
      x - rx * 0.4,
      y - ry * 0.4,
      rx * 0.2,
      ry * 0.3,
      '#ffffff',
      ` opacity="0.6" transform="rotate(30 ${n(x - rx * 0.4)} ${n(y - ry * 0.4)})"`,
    )
  );
}

/** Three balloons whose strings meet at (0, 0); `lift` is how far above it they float. */
export function balloonBunch(lift: number): string {
  let svg = '';
  for (const [x, y] of BALLOONS)
    svg += path(
      `M0 0Q${n(x * 0.5)} ${n((y + 150 - lift) * 0.5 - 40)} ${n(x)} ${n(y + 150 - lift + 34)}`,
      'none',
      stroke(OUTLINE, 1.8),
    );
  for (const [x, y, c] of BALLOONS) svg += balloon(x, y + 150 - lift, c);
  return svg;
}

/** Balloons tied to a little weight on the ground. */
export function balloons(): Art {
  const svg =
    shadow(24) +
    balloonBunch(150) +
    path('M-10 0l4 -14h12l4 14Z', '#c77dff', THIN) +
    path('M0 -14l-7 -6v10ZM0 -14l7 -6v10Z', '#ffd166', stroke(OUTLINE, 1.5));
  return { svg, width: 100, height: 192 };
}

/** A birthday cake on a plate: two pink tiers with white icing and three lit candles. */
export function cake(): Art {
  let svg = ellipse(0, -4, 60, 9, '#ffffff', THIN);
  svg +=
    rect(-48, -50, 96, 46, '#f7a8c4', EDGE + ' rx="8"') +
    path(
      'M-48 -42q0 -8 8 -8h80q8 0 8 8q-6 10 -12 0q-6 12 -14 0q-6 12 -14 0q-6 12 -14 0q-6 12 -14 0q-6 12 -14 0q-6 10 -14 0Z',
      '#ffffff',
      THIN,
    );
  svg +=
    rect(-30, -82, 60, 34, '#fff3e0', EDGE + ' rx="7"') +
    path(
      'M-30 -74q0 -8 8 -8h44q8 0 8 8q-5 9 -10 0q-6 10 -12 0q-6 10 -12 0q-6 10 -12 0q-5 9 -14 0Z',
      '#f7a8c4',
      THIN,
    );
  for (const [x, c] of [
    [-30, '#ffd166'],
    [-10, '#6cc3a0'],
    [10, '#4fa3d1'],
    [30, '#c77dff'],
  ] as const)
    svg += circle(x, -22, 4, c);
  for (const [x, c] of [
    [-16, '#4fa3d1'],
    [0, '#e85d5d'],
    [16, '#6cc3a0'],
  ] as const) {
    svg +=
      rect(x - 3.5, -104, 7, 22, c, THIN + ' rx="2"') +
      path(`M${n(x)} -106q-7 -8 0 -18q7 10 0 18Z`, '#ffb84d', stroke('#e8793a', 1.5)) +
      ellipse(x, -110, 2, 4, '#fff6c9');
  }
  return { svg, width: 124, height: 126 };
}

/** A garland of triangle flags strung across the top of the picture, in two swags. */
export function buntingSky(canvas: Canvas): string {
  const { width } = canvas;
  const colours = ['#e85d5d', '#ffd166', '#4fa3d1', '#6cc3a0', '#c77dff', '#ff9f5a'];
  let svg = '';
  const swags: Array<[number, number]> = [
    [20, width / 2],
    [width / 2, width - 20],
  ];
  swags.forEach(([x0, x1], s) => {
    const sag = 70;
    svg += path(
      `M${n(x0)} 40Q${n((x0 + x1) / 2)} ${n(40 + sag * 2)} ${n(x1)} 40`,
      'none',
      stroke(OUTLINE, 3),
    );
    const count = Math.max(4, Math.round((x1 - x0) / 56));
    for (let i = 1; i < count; i++) {
      const t = i / count;
      const x = x0 + (x1 - x0) * t;
      const y = 40 + sag * 4 * t * (1 - t);
      const fill = canvas.light.tone(colours[(i + s * 3) % colours.length] ?? '#e85d5d');
      svg += path(`M${n(x - 18)} ${n(y)}H${n(x + 18)}L${n(x)} ${n(y + 44)}Z`, fill, THIN);
    }
  });
  return svg;
}

/** A backpack for school, with a front pocket and a star badge. */
export function schoolBag(): Art {
  const blue = '#4f86d6';
  let svg =
    shadow(38) +
    path('M-12 -92q0 -16 12 -16q12 0 12 16', 'none', stroke(OUTLINE, 9)) +
    path('M-12 -92q0 -16 12 -16q12 0 12 16', 'none', stroke(darken(blue, 0.2), 4));
  svg +=
    rect(-38, -94, 76, 92, blue, EDGE + ' rx="20"') +
    path('M-38 -66Q0 -46 38 -66', 'none', stroke(OUTLINE, 3)) +
    path('M-36 -70Q0 -50 36 -70V-76Q36 -94 18 -94H-18Q-36 -94 -36 -76Z', lighten(blue, 0.15));
  svg +=
    rect(-26, -44, 52, 36, darken(blue, 0.12), THIN + ' rx="9"') +
    path('M-20 -36H20', 'none', stroke('#ffd166', 3)) +
    path(star(0, -22, 9, 4), '#ffd166', THIN);
  svg += circle(0, -60, 5, '#ffd166', THIN);
  return { svg, width: 84, height: 112 };
}

/** A gold medal on a red and blue ribbon, the ribbon's top 100 above the ground. */
export function medal(): Art {
  let svg =
    shadow(26) +
    path('M-22 -100L-2 -46H10L-10 -100Z', '#e85d5d', THIN) +
    path('M22 -100L2 -46H-10L10 -100Z', '#4f86d6', THIN);
  svg +=
    circle(0, -28, 26, '#f2c14e', EDGE) +
    circle(0, -28, 18, 'none', stroke('#d9a21b', 3)) +
    path(star(0, -28, 12, 5), '#fff3b0', THIN);
  return { svg, width: 60, height: 102 };
}

/** A board game lying open: a board of coloured squares, two pawns and a die. */
export function boardGame(): Art {
  let svg = shadow(72) + path('M-66 -6H66V0H-66Z', '#8a5a34', THIN);
  svg += path('M-66 -6L66 -6L50 -44L-50 -44Z', '#f7e3b5', EDGE);
  const colours = ['#e85d5d', '#ffd166', '#6cc3a0', '#4fa3d1'];
  const at = (u: number, v: number): [number, number] => {
    const y = -6 - v * 38;
    const half = 66 - v * 16;
    return [-half + u * half * 2, y];
  };
  for (let r = 0; r < 3; r++) {
    for (let c = 0; c < 6; c++) {
      if ((r + c) % 2) continue;
      const p = [
        at(c / 6, r / 3),
        at((c + 1) / 6, r / 3),
        at((c + 1) / 6, (r + 1) / 3),
        at(c / 6, (r + 1) / 3),
      ];
      svg += path(
        `M${p.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}Z`,
        colours[(r + c) % 4] ?? '#e85d5d',
      );
    }
  }
  svg += path('M-66 -6L66 -6L50 -44L-50 -44Z', 'none', EDGE);
  const pawn = (x: number, y: number, c: string) =>
    path(`M${n(x - 8)} ${n(y)}Q${n(x)} ${n(y - 26)} ${n(x + 8)} ${n(y)}Z`, c, THIN) +
    circle(x, y - 22, 6, c, THIN);
  svg += pawn(-24, -22, '#e85d5d') + pawn(14, -30, '#4f86d6');
  svg +=
    rect(52, -26, 24, 24, '#ffffff', THIN + ' rx="5"') +
    circle(58, -20, 2.5, OUTLINE) +
    circle(64, -14, 2.5, OUTLINE) +
    circle(70, -8, 2.5, OUTLINE);
  return { svg, width: 160, height: 56 };
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

/** A broom with yellow bristles on the ground, its stick going up `stick` and leaning by `lean`. */
export function broomAt(stick: number, lean = 0): string {
  let svg = limb(
    [
      [lean, -stick],
      [0, -40],
    ],
    6,
    '#b07a4a',
    OUTLINE,
    2.5,
  );
  svg +=
    path('M-11 -44H11L26 -2H-26Z', '#f2c14e', EDGE) +
    path('M-18 -22L-21 -4M-8 -26L-10 -4M2 -26L3 -4M12 -24L16 -4', 'none', stroke('#c9952a', 2.5));
  return svg + rect(-13, -48, 26, 9, '#e85d5d', THIN + ' rx="3"');
}

/** A broom standing up, a dustpan beside it. */
export function broom(): Art {
  let svg = shadow(56) + broomAt(150, 4);
  svg +=
    path('M34 -2H70L64 -26H40Z', '#6cc3a0', EDGE) +
    path('M52 -26V-46', 'none', stroke(OUTLINE, 8)) +
    path('M52 -26V-46', 'none', stroke('#6cc3a0', 4));
  return { svg, width: 150, height: 156 };
}

function flower(x: number, y: number, r: number, colour: string): string {
  let svg = '';
  for (const [px, py] of around(x, y, r, 5)) svg += circle(px, py, r * 0.75, colour, THIN);
  return svg + circle(x, y, r * 0.6, '#ffd166', THIN);
}

const BLOOMS: ReadonlyArray<readonly [number, number, string]> = [
  [-24, -38, '#e85d5d'],
  [0, -56, '#f7a8c4'],
  [24, -40, '#c77dff'],
  [-10, -22, '#ffffff'],
  [14, -22, '#ff9f5a'],
];

/** Flowers on stems rising from (0, 0), blooms up to 60 above it. */
function blooms(): string {
  let svg = '';
  for (const [x, y] of BLOOMS)
    svg += path(`M0 0Q${n(x * 0.3)} ${n(y * 0.5)} ${n(x)} ${n(y)}`, 'none', stroke('#4f9d4a', 4));
  svg +=
    ellipse(-16, -14, 12, 5, '#6cbf5a', THIN + ' transform="rotate(-30 -16 -14)"') +
    ellipse(16, -12, 12, 5, '#6cbf5a', THIN + ' transform="rotate(30 16 -12)"');
  for (const [x, y, c] of BLOOMS) svg += flower(x, y, 8, c);
  return svg;
}

/** A vase of flowers. */
export function flowers(): Art {
  let svg = shadow(30) + `<g transform="translate(0 -54)">${blooms()}</g>`;
  svg +=
    path('M-16 -56Q-34 -30 -20 -2H20Q34 -30 16 -56Z', '#4fa3d1', EDGE) +
    ellipse(0, -56, 17, 5, darken('#4fa3d1', 0.2), THIN) +
    path('M-14 -28q14 6 28 0', 'none', stroke('#ffffff', 3));
  return { svg, width: 90, height: 128 };
}

/** A bunch of flowers wrapped in paper with a bow, its middle at (0, 0). */
export function bouquet(): string {
  let svg = `<g transform="translate(0 -14)">${blooms()}</g>`;
  svg +=
    path('M-24 -20L0 44L24 -20Q0 -10 -24 -20Z', '#fff3e0', EDGE) +
    path('M0 10l-10 -8v16ZM0 10l10 -8v16Z', '#e85d5d', THIN);
  return svg;
}

/** A microphone with its head up and its grip at (0, 0). */
export function mic(): string {
  let svg =
    path('M-7 -20L-5 26H5L7 -20Z', '#3a3f55', EDGE) +
    rect(-9, -26, 18, 8, '#8a93a8', THIN + ' rx="2"');
  svg +=
    circle(0, -40, 16, '#c9d3df', EDGE) +
    path('M-12 -46h24M-14 -39h28M-12 -32h24M-4 -54v26M4 -54v26', 'none', stroke('#8a93a8', 1.5));
  return svg + path('M-9 -48q3 -4 7 -4', 'none', stroke('#ffffff', 3));
}

/** A microphone on a stand: tall on the floor, short on a table. */
export function microphone(tall: boolean): Art {
  const pole = tall ? 120 : 36;
  let svg =
    shadow(28) +
    ellipse(0, -5, 26, 7, '#3a3f55', THIN) +
    path(`M0 -6V${-pole}`, 'none', stroke(OUTLINE, 8)) +
    path(`M0 -6V${-pole}`, 'none', stroke('#8a93a8', 4));
  svg += `<g transform="translate(0 ${-pole - 22}) rotate(12)">${mic()}</g>`;
  return { svg, width: 60, height: pole + 80 };
}

/** One cardboard box, taped shut, its front at x, bottom at y. */
function box(x: number, y: number, w: number, h: number): string {
  const card = '#c9955a';
  let svg =
    rect(x, y - h, w, h, card, EDGE + ' rx="2"') +
    path(
      `M${n(x + w / 2 - 7)} ${n(y - h)}h14v${n(h * 0.35)}h-14Z`,
      '#e8d7a8',
      stroke(darken(card, 0.2), 1.5),
    );
  svg += path(
    `M${n(x + 2)} ${n(y - h + 8)}H${n(x + w - 2)}`,
    'none',
    stroke(darken(card, 0.15), 2),
  );
  svg += path(
    `M${n(x + 12)} ${n(y - 10)}v-14l-5 5M${n(x + 12)} ${n(y - 24)}l5 5M${n(x + 20)} ${n(y - 10)}v-14l-5 5M${n(x + 20)} ${n(y - 24)}l5 5`,
    'none',
    stroke(darken(card, 0.35), 2),
  );
  return svg;
}

/** A carried box, its middle at (0, 0). */
export function heldBox(): string {
  return `<g transform="scale(1.3)">${box(-34, 28, 68, 52)}</g>`;
}

/** A stack of moving boxes. */
export function movingBoxes(): Art {
  const svg = shadow(72) + box(-70, 0, 70, 56) + box(4, 0, 64, 50) + box(-40, -56, 64, 48);
  return { svg, width: 148, height: 108 };
}

/** A sand timer with wooden ends, the sand running down. */
export function sandTimer(): Art {
  const wood = '#b07a4a';
  let svg =
    shadow(32) +
    rect(-26, -98, 5, 88, darken(wood, 0.1), THIN) +
    rect(21, -98, 5, 88, darken(wood, 0.1), THIN);
  svg += path(
    'M-18 -96Q-18 -66 -3 -54Q-18 -42 -18 -12H18Q18 -42 3 -54Q18 -66 18 -96Z',
    '#e6f5ff',
    THIN,
  );
  svg +=
    path('M-13 -80Q-8 -64 -2 -58H2Q8 -64 13 -80Q0 -76 -13 -80Z', '#f2c14e') +
    path('M0 -56V-16', 'none', stroke('#f2c14e', 2.5));
  svg += path('M-16 -12Q-12 -30 0 -32Q12 -30 16 -12Z', '#f2c14e', stroke('#d9a21b', 1.5));
  svg +=
    path('M-18 -96Q-18 -66 -3 -54Q-18 -42 -18 -12H18Q18 -42 3 -54Q18 -66 18 -96Z', 'none', THIN) +
    path('M-12 -88q0 12 6 20', 'none', stroke('#ffffff', 3));
  svg +=
    rect(-32, -108, 64, 12, wood, EDGE + ' rx="4"') +
    rect(-32, -12, 64, 12, wood, EDGE + ' rx="4"');
  return scaled({ svg, width: 70, height: 110 }, 0.85);
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

/** A crescent moon and a star on a little stand, the way homes are decorated for Ramadan. */
export function crescentDecoration(): Art {
  let svg =
    shadow(26) +
    ellipse(0, -5, 22, 6, '#8a5a34', THIN) +
    path('M0 -8V-26', 'none', stroke(OUTLINE, 5));
  svg += path('M-4 -104A40 40 0 1 0 30 -44A34 34 0 0 1 -4 -104Z', '#ffd84d', EDGE);
  svg += path('M8 -72v10', 'none', stroke(OUTLINE, 2)) + path(star(8, -54, 11, 5), '#fff3b0', THIN);
  return { svg, width: 90, height: 108 };
}

/** A short garland of flags strung between two little poles. */
export function buntingHeap(): Art {
  const colours = ['#e85d5d', '#ffd166', '#4fa3d1', '#6cc3a0', '#c77dff'];
  let svg =
    shadow(60) +
    path('M-56 0V-90M56 0V-90', 'none', stroke(OUTLINE, 7)) +
    path('M-56 0V-90M56 0V-90', 'none', stroke('#b07a4a', 3));
  svg += path('M-56 -86Q0 -40 56 -86', 'none', stroke(OUTLINE, 2.5));
  for (let i = 1; i < 6; i++) {
    const t = i / 6;
    const x = -56 + 112 * t;
    const y = -86 + 92 * t * (1 - t);
    svg += path(
      `M${n(x - 10)} ${n(y)}H${n(x + 10)}L${n(x)} ${n(y + 26)}Z`,
      colours[i % colours.length] ?? '#e85d5d',
      THIN,
    );
  }
  return { svg, width: 124, height: 94 };
}

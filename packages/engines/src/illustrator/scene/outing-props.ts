/**
 * Things for going out: a bicycle, a swim ring, an umbrella, a school bag. Each is drawn standing
 * on y = 0, centred on x = 0 (prop-outline.ts).
 */
import { darken, lighten } from '../core/color.ts';
import { circle, ellipse, limb, n, OUTLINE, path, rect, star, stroke } from '../core/svg.ts';
import { EDGE, THIN, shadow, type Art } from './prop-outline.ts';

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

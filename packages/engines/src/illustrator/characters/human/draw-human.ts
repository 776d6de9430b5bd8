import { darken, lighten } from '../../core/color.ts';
import {
  circle,
  ellipse,
  group,
  limb,
  n,
  OUTLINE,
  path,
  rect,
  stroke,
  towards,
  translate,
  type Point,
} from '../../core/svg.ts';
import type { CharacterLook, HairStyle } from '../character-look.ts';
import type { DrawContext, Figure } from '../figure.ts';
import { drawFace } from '../face.ts';
import { POSE_SHAPES, type PoseShape } from '../pose-shape.ts';
import {
  book,
  carpet,
  confetti,
  cushion,
  dust,
  heart,
  pillow,
  pool,
  quilt,
  sleepyZs,
  swimRing,
  waveLines,
} from '../pose-props.ts';
import { bodyMetrics } from './body-metrics.ts';
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
import { beard, glasses, lamp, wings, wisp } from './body-extras.ts';
import { torso, type Garment } from './outfit.ts';

const EDGE = stroke(OUTLINE, 3.5);

/** What a person wears and is: ordinary clothes, or a genie's or a fairy's. */
export interface Costume {
  headwear: 'none' | 'hijab' | 'ghutra' | 'kufi' | 'turban' | 'tiara';
  garment: Garment;
  /** A genie has a wisp of smoke for legs. */
  lower: 'legs' | 'wisp' | 'tail';
  wings: boolean;
  wand: boolean;
  /** Hovers this far above the ground when upright (fairies). */
  float?: number;
}

export function costumeOf(look: CharacterLook): Costume {
  return {
    headwear: look.human.headwear,
    garment: look.human.outfit,
    lower: 'legs',
    wings: false,
    wand: false,
  };
}

function limbPoints(
  start: Point,
  [a1, a2]: readonly [number, number],
  upper: number,
  lower: number,
): [Point, Point, Point] {
  const mid = towards(start, a1, upper);
  return [start, mid, towards(mid, a2, lower)];
}

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
  const stage =
    look.kind.kind === 'human'
      ? look.kind.stage
      : look.kind.kind === 'being' && look.kind.being === 'star-fairy'
        ? 'child'
        : 'adult';
  const m = bodyMetrics(stage, look.gender);
  const shape: PoseShape = POSE_SHAPES[ctx.pose];
  const { skin, hair, main, second, accent, eye } = look.palette;
  const female = look.gender === 'female';
  const r = m.headR;
  const hasLegs = costume.lower === 'legs';
  // A genie has no legs to lie down on: it dozes where it floats.
  const lying = shape.lying && costume.lower === 'legs';
  const seated = shape.seated && hasLegs;
  const hipStand = -m.legLength;
  const seatHip = -(m.legWidth * 0.9 + 8);
  const drop = seated ? seatHip - hipStand : 0;
  const hipY = hipStand + drop;
  const headY = -(m.height - r) + drop;
  const shoulderY = headY + r * 0.92;
  const hipHalf = m.shoulderWidth * 0.4;
  const shoeRy = m.legWidth * 0.5;
  const legSegment = (m.legLength - shoeRy) / 2;
  const robe = costume.garment === 'thobe' || costume.garment === 'abaya';

  // Legs (or the genie's wisp).
  const legJoint = (side: number): Point => [side * (hipHalf - m.legWidth / 2 - 1), hipY];
  const legFront = limbPoints(legJoint(1), shape.legFront, legSegment, legSegment);
  const legBack = limbPoints(legJoint(-1), shape.legBack, legSegment, legSegment);
  const legColor =
    costume.garment === 'onesie'
      ? main
      : costume.garment === 'shirt' || costume.garment === 'coat'
        ? second
        : costume.garment === 'dress' && (stage === 'toddler' || stage === 'child')
          ? skin
          : darken(robe ? main : second, 0.15);
  const shoe = darken(accent, 0.25);
  let legs = '';
  let shoes = '';
  if (hasLegs) {
    for (const [points, side] of [
      [legBack, -1],
      [legFront, 1],
    ] as const) {
      legs += limb(points, m.legWidth, legColor);
      const [fx, fy] = points[2];
      shoes += ellipse(fx + side * m.legWidth * 0.2, fy, m.legWidth * 0.78, shoeRy, shoe, EDGE);
    }
  }

  // The garment.
  const feetSpread = Math.max(Math.abs(legFront[2][0]), Math.abs(legBack[2][0]));
  const hem =
    seated || !hasLegs
      ? { hemY: hipY + 6, hemHalf: hipHalf + 4 }
      : robe
        ? {
            hemY: -m.legWidth * 0.75,
            hemHalf: Math.min(
              m.shoulderWidth * 0.9,
              Math.max(
                m.shoulderWidth * (costume.garment === 'abaya' ? 0.7 : 0.62),
                feetSpread + m.legWidth * 0.3,
              ),
            ),
          }
        : costume.garment === 'dress'
          ? { hemY: hipY + m.legLength * 0.45, hemHalf: m.shoulderWidth * 0.8 }
          : costume.garment === 'coat'
            ? { hemY: hipY + m.legLength * 0.4, hemHalf: m.shoulderWidth * 0.62 }
            : { hemY: hipY + 6, hemHalf: hipHalf + 3 };
  let body = torso(
    costume.garment,
    { shoulderY: shoulderY - 2, shoulderWidth: m.shoulderWidth, ...hem },
    main,
    accent,
    skin,
  );
  if (seated && costume.garment !== 'shirt' && costume.garment !== 'onesie') {
    // The skirt or robe spread over crossed legs: a soft rounded bar, not a plate.
    const lap = m.legLength * 0.55 + m.legWidth;
    body += rect(
      -lap,
      hipY - m.legWidth * 0.7,
      lap * 2,
      m.legWidth * 1.9,
      main,
      EDGE + ` rx="${n(m.legWidth * 0.9)}"`,
    );
  }

  // Arms.
  const armJoint = (side: number): Point => [
    side * (m.shoulderWidth / 2 - m.armWidth * 0.45),
    shoulderY + m.armWidth * 0.5,
  ];
  const armFront = limbPoints(armJoint(1), shape.armFront, m.upperArm, m.forearm);
  const armBack = limbPoints(armJoint(-1), shape.armBack, m.upperArm, m.forearm);
  const sleeve = costume.garment === 'vest' ? skin : main;
  const arms = limb(armBack, m.armWidth, sleeve) + limb(armFront, m.armWidth, sleeve);
  const handR = m.armWidth * 0.62;
  let hands =
    circle(armBack[2][0], armBack[2][1], handR, skin, EDGE) +
    circle(armFront[2][0], armFront[2][1], handR, skin, EDGE);
  if (ctx.pose === 'pointing') {
    const [hx, hy] = armFront[2];
    hands += limb(
      [[hx, hy], towards([hx, hy], shape.armFront[1], handR * 1.5)],
      m.armWidth * 0.32,
      skin,
      OUTLINE,
      3,
    );
  }
  if (costume.garment === 'vest')
    hands += [armBack, armFront]
      .map((a) =>
        circle(
          a[1][0] * 0.5 + a[2][0] * 0.5,
          a[1][1] * 0.5 + a[2][1] * 0.5,
          m.armWidth * 0.55,
          'none',
          stroke('#f2c14e', 4),
        ),
      )
      .join('');
  if (costume.wand) {
    const [hx, hy] = armFront[2];
    hands =
      limb(
        [
          [hx, hy + 4],
          [hx + 10, hy - 40],
        ],
        4,
        '#f2c14e',
        OUTLINE,
        2,
      ) +
      path(
        `M${n(hx + 10)} ${n(hy - 60)}l5 10l11 2l-8 8l2 11l-10 -5l-10 5l2 -11l-8 -8l11 -2Z`,
        '#ffe066',
        stroke(OUTLINE, 2.5),
      ) +
      hands;
  }
  if (
    stage === 'elder' &&
    look.kind.kind === 'human' &&
    (ctx.pose === 'standing' || ctx.pose === 'walking')
  ) {
    // A walking stick: grandparents are recognised by it at a glance.
    const [hx, hy] = armFront[2];
    hands =
      limb(
        [
          [hx + 2, hy],
          [hx + 8, -2],
        ],
        5,
        '#8a5a34',
        OUTLINE,
        2.5,
      ) +
      path(`M${n(hx + 2)} ${n(hy)}q-2 -16 -16 -12`, 'none', stroke('#8a5a34', 6)) +
      hands;
  }
  const reading =
    shape.prop === 'book'
      ? book(
          (armFront[2][0] + armBack[2][0]) / 2,
          Math.min(armFront[2][1], armBack[2][1]) - 14,
          m.shoulderWidth * 1.05,
          accent,
        )
      : '';

  // Head.
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
    // Laughter lines at the corners of the eyes: the kindest sign of a grandparent.
    head += path(
      `M${n(-r * 0.6)} ${n(-r * 0.04)}q-${n(r * 0.1)} ${n(r * 0.08)} -${n(r * 0.02)} ${n(r * 0.18)}M${n(r * 0.6)} ${n(-r * 0.04)}q${n(r * 0.1)} ${n(r * 0.08)} ${n(r * 0.02)} ${n(r * 0.18)}`,
      'none',
      stroke(darken(skin, 0.25), 1.8) + ' opacity="0.7"',
    );
  }
  if (costume.headwear === 'hijab') head += hijabFront(r, second);
  else if (costume.headwear === 'ghutra')
    head += ghutraFront(r, look.human.shemagh ? '#d8454a' : '#f8f7f2', look.human.shemagh);
  else if (costume.headwear === 'turban') head += turban(r, second, accent);
  else head += hairFront(style, r, hair);
  if (costume.headwear === 'kufi') head += kufi(r, '#fbf8f0', accent);
  if (costume.headwear === 'tiara') head += tiara(r);
  if (look.human.glasses && look.kind.kind === 'human') head += glasses(r);
  const at = translate(0, headY);

  // Assemble, back to front.
  let figure = '';
  if (costume.wings) figure += wings(shoulderY, '#dff3ff');
  figure += group(back, at);
  if (costume.lower === 'wisp')
    figure += wisp(hipY, hipHalf, skin) + group(lamp(), translate(-6, 0));
  if (costume.lower === 'tail') figure += fishTail(hipY, hipHalf, second);
  if (shape.prop === 'cushion' && hasLegs) figure += cushion(m.legLength * 1.9, accent, '#f2c14e');
  figure += legs;
  if (seated) figure += body + shoes;
  else figure += shoes + body;
  // Asleep, the arms are under the quilt.
  figure += group(drape, at) + group(head, at) + (lying ? '' : arms + reading + hands);
  if (shape.lean) figure = group(figure, `rotate(${shape.lean} 0 ${n(hipY)})`);

  const reach = [...armFront, ...armBack, ...legFront, ...legBack];
  let left = Math.min(-r * 1.25, -hem.hemHalf, ...reach.map(([x]) => x - handR)) - 6;
  let right =
    Math.max(
      r * 1.25,
      hem.hemHalf,
      ...reach.map(([x]) => x + handR),
      costume.wand ? armFront[2][0] + 34 : 0,
    ) + 6;
  let top =
    -Math.min(
      headY - r * (costume.headwear === 'turban' ? 2.3 : style === 'bun' ? 1.5 : 1.25),
      ...reach.map(([, y]) => y - handR),
    ) + 6;
  let lift = shape.lift;
  let extras = '';

  if (lying) {
    // Turned on its side on a pillow under a quilt, head at -x.
    const length = m.height;
    const inner = group(figure, `translate(${n(length / 2)} ${n(-r * 1.15)}) rotate(-84)`);
    // The quilt is tall enough to cover the widest garment lying on its side.
    const cover = Math.max(r * 2.05, r * 1.15 + hem.hemHalf + 14);
    figure =
      pillow(-length / 2 + r * 0.7, r * 1.3) +
      inner +
      quilt(-length / 2 + r * 1.75, length / 2 + 6, cover, accent);
    extras += sleepyZs(-length / 2 + r * 0.4, -r * 2.7, r * 0.45, ctx.mirrored);
    left = -length / 2 - r * 0.4;
    right = length / 2 + 14;
    top = Math.max(r * 3.7, cover + 20);
    // Nobody sleeps on the ground: a person lies in a bed (a baby in a cot), raised on its legs.
    const under =
      stage === 'baby' ? cot(left - 12, right + 8, top) : bed(left - 14, right + 12, r, accent);
    figure = under.back + group(figure + extras, translate(0, -under.height)) + under.front;
    extras = '';
    top += under.height;
    left -= 18;
    right += 16;
    lift = 0;
  } else if (shape.prop === 'water') {
    if (ctx.underwater) {
      lift = 70;
      extras +=
        circle(right - 6, -top + 30, 7, 'none', stroke('#ffffff', 2.5)) +
        circle(right + 6, -top + 6, 5, 'none', stroke('#ffffff', 2.5));
    } else {
      // Half in a pool: the body is sunk so the water reaches mid-chest, and clipped there.
      const waterline = hipY + (shoulderY - hipY) * 0.3;
      const clip = `${ctx.id}-water`;
      const width = Math.max(right - left, m.shoulderWidth * 2.6);
      figure =
        `<clipPath id="${clip}"><rect x="-600" y="-1000" width="1200" height="1000"/></clipPath>` +
        pool(width) +
        `<g clip-path="url(#${clip})">${group(figure, translate(0, -waterline))}</g>` +
        swimRing(m.shoulderWidth * 1.25, -2);
      top += waterline;
      left = Math.min(left, -width / 2);
      right = Math.max(right, width / 2);
    }
  } else if (shape.prop === 'carpet' && (!hasLegs || costume.wings)) {
    // Genies and fairies fly by themselves.
    lift = costume.wings ? 110 : 20;
  } else if (shape.prop === 'carpet') {
    figure = carpet(m.legLength * 2.6 + 40, -6, accent, '#f2c14e') + figure;
    left = Math.min(left, -(m.legLength * 1.3 + 30));
    right = Math.max(right, m.legLength * 1.3 + 30);
  }
  if (costume.float && !seated && !lying && shape.prop !== 'water')
    lift = Math.max(lift, costume.float);
  if (shape.lying && !lying) extras += sleepyZs(r * 0.6, headY - r * 1.8, r * 0.45, ctx.mirrored);
  if (shape.prop === 'heart') extras += heart(0, -top - 10, 26);
  if (shape.prop === 'confetti') {
    const spread = right - left;
    extras += confetti(ctx.rng, spread, -top + 10);
    left = Math.min(left, -spread / 2 - 12);
    right = Math.max(right, spread / 2 + 12);
  }
  if (shape.prop === 'dust') {
    extras += dust(legBack[2][0] - 20);
    left = Math.min(left, legBack[2][0] - 62);
  }
  if (shape.prop === 'wave') {
    extras += waveLines(armFront[2][0] + 4, armFront[2][1], 12);
    right = Math.max(right, armFront[2][0] + 40);
  }
  const svg = group(figure + extras, lift ? translate(0, -lift) : '');
  const hand: Point | undefined =
    lying || costume.lower === 'wisp' ? undefined : [armFront[2][0], armFront[2][1] - lift];
  return {
    svg,
    left,
    right,
    top: top + lift + (shape.prop === 'heart' || shape.prop === 'confetti' ? 30 : 0),
    lift,
    ...(hand ? { hand } : {}),
  };
}

/** A mermaid's tail from the hips down to a fin resting at the ground, curling forward. */
function fishTail(hipY: number, hipHalf: number, colour: string): string {
  const w = hipHalf + 4;
  const d = `M${n(-w)} ${n(hipY)}Q${n(-w - 6)} ${n(hipY * 0.4)} ${n(6)} ${n(-14)}L${n(24)} ${n(-8)}Q${n(w * 0.6)} ${n(hipY * 0.45)} ${n(w)} ${n(hipY)}Z`;
  let out = path(d, colour, EDGE);
  let scales = '';
  for (let i = 1; i < 5; i++) {
    const y = hipY + (-hipY - 20) * (i / 5);
    const half = w * (1 - i / 6);
    scales += `M${n(-half + i * 3)} ${n(y)}q${n(half * 0.5)} 8 ${n(half)} 0q${n(half * 0.5)} 8 ${n(half)} 0`;
  }
  out += path(scales, 'none', stroke(darken(colour, 0.25), 2.5));
  out += path(`M16 -12Q40 -40 64 -30Q52 -14 60 4Q38 0 16 -12Z`, lighten(colour, 0.15), EDGE);
  return out;
}

/** A wooden bed from x0 to x1 whose mattress top is at the sleeper's ground: headboard at the head (-x). */
function bed(
  x0: number,
  x1: number,
  r: number,
  quiltColour: string,
): { back: string; front: string; height: number } {
  const height = 56;
  const wood = '#9a6a3c';
  const back = `<g data-bed="bed">${rect(x0 - 10, -height - r * 2.6, 22, r * 2.6 + height, wood, EDGE + ' rx="8"')}${rect(x1 - 14, -height - r * 1.1, 18, r * 1.1 + height, wood, EDGE + ' rx="7"')}</g>`;
  const front =
    rect(x0, -height - 4, x1 - x0, 26, darken(quiltColour, 0.05), EDGE + ' rx="10"') +
    rect(x0, -height + 20, x1 - x0, 16, wood, EDGE + ' rx="5"') +
    rect(x0 + 8, -height + 34, 12, height - 34, darken(wood, 0.15), EDGE) +
    rect(x1 - 20, -height + 34, 12, height - 34, darken(wood, 0.15), EDGE);
  return { back, front, height };
}

/** A baby's cot: a low mattress behind a row of bars. */
function cot(x0: number, x1: number, top: number): { back: string; front: string; height: number } {
  const height = 50;
  const wood = '#e8c48e';
  const back = `<g data-bed="cot">${rect(x0 - 8, -height - top * 0.75, 16, top * 0.75 + height, wood, EDGE + ' rx="6"')}${rect(x1 - 8, -height - top * 0.75, 16, top * 0.75 + height, wood, EDGE + ' rx="6"')}</g>`;
  let bars = '';
  for (let x = x0 + 14; x < x1 - 8; x += 22)
    bars += `M${n(x)} ${n(-height - top * 0.45)}V${n(-height + 16)}`;
  const front =
    rect(x0, -height - 2, x1 - x0, 18, '#ffffff', EDGE + ' rx="8"') +
    path(bars, 'none', stroke(OUTLINE, 8)) +
    path(bars, 'none', stroke(wood, 4)) +
    rect(x0 - 8, -height - top * 0.5, x1 - x0 + 16, 10, wood, EDGE + ' rx="5"') +
    rect(x0 - 8, -height + 14, x1 - x0 + 16, 14, wood, EDGE + ' rx="5"') +
    rect(x0, -height + 26, 10, height - 26, darken(wood, 0.2), EDGE) +
    rect(x1 - 10, -height + 26, 10, height - 26, darken(wood, 0.2), EDGE);
  return { back, front, height };
}

import { isOutdoor, placeLook, regionOf } from '../../place-look.ts';
import type {
  IllustratePageInput,
  Pose,
  SceneProp,
  SceneSetting,
  StoryCharacterInput,
} from '../../types.ts';
import { ellipse, group, n } from '../core/svg.ts';
import { characterKind } from '../characters/character-kind.ts';
import { drawCharacter } from '../characters/draw-character.ts';
import type { Figure } from '../characters/figure.ts';
import { heldArt } from '../scene/held-art.ts';
import { propAnimal } from '../scene/prop-animal.ts';
import { kiteTree, propArt, table } from '../scene/prop-art.ts';
import { inSky, propPlace } from '../scene/prop-places.ts';
import { skyArt } from '../scene/sky-art.ts';
import { personCharacter } from '../scene/people.ts';
import { layoutFigures } from './layout.ts';
import { pictureDocument } from './picture-frame.ts';
import { drawSetting } from './place-canvas.ts';

type Pose_ = IllustratePageInput['scene']['characters'][number]['pose'];

/** The characters a scene names, matched by name (spacing and case forgiven), at most three, each once. */
export function sceneCast(
  input: IllustratePageInput,
): Array<{ character: StoryCharacterInput; pose: Pose_ }> {
  const key = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');
  const byName = new Map(input.characters.map((c) => [key(c.name), c] as const));
  const seen = new Set<string>();
  const cast: Array<{ character: StoryCharacterInput; pose: Pose_ }> = [];
  for (const entry of input.scene.characters) {
    const character = byName.get(key(entry.name));
    if (!character || seen.has(key(entry.name))) continue;
    seen.add(key(entry.name));
    cast.push({ character, pose: entry.pose });
    if (cast.length === 3) break;
  }
  return cast;
}

/**
 * Where a page is drawn: its scene's setting, else the look of the story's place. Whoever sleeps
 * sleeps at home: a sleeping pose outdoors moves the page into the bedroom.
 */
export function pageSetting(input: IllustratePageInput): SceneSetting {
  const given =
    input.scene.setting && input.scene.setting !== 'place'
      ? input.scene.setting
      : placeLook(input.location);
  const sleeping = input.scene.characters.some((c) => c.pose === 'sleeping');
  return sleeping && isOutdoor(given) ? 'bedroom' : given;
}

/** A figure wrapped with a data attribute, so tests (and anyone reading the SVG) can find it. */
function tagged(figure: Figure, attr: string): Figure {
  return { ...figure, svg: `<g ${attr}>${figure.svg}</g>` };
}

function propFigure(prop: SceneProp, canvas: Parameters<typeof propArt>[1]): Figure | null {
  const art =
    prop.where === 'tree' && prop.kind === 'kite'
      ? kiteTree()
      : prop.where === 'table'
        ? table(propArt(prop, canvas))
        : propArt(prop, canvas);
  if (!art.svg) return null;
  return tagged(
    { svg: art.svg, left: -art.width / 2, right: art.width / 2, top: art.height, lift: 0 },
    `data-prop="${prop.kind}" data-where="${prop.where === 'tree' || prop.where === 'table' ? prop.where : 'ground'}"${prop.state ? ` data-state="${prop.state}"` : ''}`,
  );
}

/** A grown-up with a baby sitting on the front hip, the grown-up's arm round it. */
function carry(adult: Figure, baby: Figure): Figure {
  const k = 0.72;
  const x = adult.right * 0.55;
  const y = -adult.top * 0.42;
  const held = `<g data-person="baby" data-held="true" transform="translate(${n(x)} ${n(y)}) scale(${k})">${baby.svg}</g>`;
  return { ...adult, svg: adult.svg + held, right: Math.max(adult.right, x + baby.right * k) };
}

function livesInWater(character: StoryCharacterInput): boolean {
  const kind = characterKind(character);
  return (
    (kind.kind === 'being' && kind.being === 'mermaid') ||
    (kind.kind === 'animal' && kind.species === 'fish')
  );
}

/**
 * Builds the SVG of one page: the setting at the scene's hour, then in a row on the ground line a
 * tree holding the story's thing (if it is caught in one), the characters with what they hold,
 * the things on the ground or a table beside the first of them, and the grown-ups.
 */
export function composePage(input: IllustratePageInput): string {
  const { scene, location, seed } = input;
  const region = regionOf(input.dialect, location);
  const setting = pageSetting(input);
  // Sea creatures stay in the sea: a mermaid or a fish is not drawn on a page set in a room.
  const cast = sceneCast(input).filter((c) => isOutdoor(setting) || !livesInWater(c.character));
  const sleepers = cast.some((c) => c.pose === 'sleeping');
  const { canvas, backdrop } = drawSetting(location, setting, scene.timeOfDay, seed, sleepers);
  const underwater = backdrop.underwater ?? false;
  // Each thing where it can be: bunting in the sky, a bicycle on the ground.
  const props = (scene.props ?? []).slice(0, 4).map((p) => ({ ...p, where: propPlace(p) }));
  const holderOf = (prop: SceneProp) => {
    const i = prop.by
      ? cast.findIndex(
          (c) => c.character.name.trim().toLowerCase() === prop.by?.trim().toLowerCase(),
        )
      : 0;
    return i < 0 ? 0 : i;
  };

  const draw = (i: number, mirrored: boolean): Figure => {
    const { character, pose } = cast[i]!;
    let figure = drawCharacter(character, {
      pose,
      mood: scene.mood,
      id: `ch${i}`,
      underwater,
      mirrored,
      region,
    });
    for (const prop of props.filter((p) => p.where === 'held' && holderOf(p) === i)) {
      if (!figure.hand || pose === 'sleeping') continue;
      const [hx, hy] = figure.hand;
      const held = heldArt(prop, canvas, { ground: -hy, head: figure.top + hy });
      figure = {
        ...figure,
        svg:
          figure.svg +
          `<g data-prop="${prop.kind}" data-where="held" transform="translate(${n(hx)} ${n(hy)})">${held.svg}</g>`,
        top: Math.max(figure.top, -hy + held.above),
        right: Math.max(figure.right, hx + held.right),
      };
    }
    return figure;
  };

  // Held things nobody can hold (an animal's paws, a sleeper) are put down beside them instead.
  const canHold = (prop: SceneProp) => {
    const holder = cast[holderOf(prop)];
    return (
      holder !== undefined &&
      holder.pose !== 'sleeping' &&
      drawCharacter(holder.character, {
        pose: holder.pose,
        mood: scene.mood,
        id: 'probe',
        underwater,
        region,
      }).hand !== undefined
    );
  };
  const grounded = props.filter(
    (p) =>
      p.where === 'ground' ||
      p.where === 'table' ||
      (p.where === 'held' && !canHold(p)) ||
      p.where === undefined,
  );
  const tree = props.find((p) => p.where === 'tree');
  // The night sky has its own moon and stars, and a room has a ceiling; garlands and balloons go anywhere.
  const sky = props
    .filter(inSky)
    .filter((p) => p.kind !== 'moon-and-stars' || (isOutdoor(setting) && !canvas.light.night));

  type Item = { figure: Figure; pose: Pose; cast?: number };
  const items: Item[] = [];
  if (tree) {
    const f = propFigure(tree, canvas);
    if (f) items.push({ figure: f, pose: 'standing' });
  }
  cast.forEach((c, i) => {
    items.push({
      figure: tagged(draw(i, false), `data-character="${i}" data-pose="${c.pose}"`),
      pose: c.pose,
      cast: i,
    });
    if (i === 0) {
      for (const prop of grounded) {
        const animal = propAnimal(prop);
        const f = animal
          ? tagged(
              drawCharacter(animal, {
                pose: 'sitting',
                mood: 'worried',
                id: `prop-${prop.kind}`,
                underwater,
              }),
              `data-prop="${prop.kind}" data-where="ground"`,
            )
          : propFigure({ ...prop, where: prop.where === 'table' ? 'table' : 'ground' }, canvas);
        if (f)
          items.push({
            figure: animal
              ? {
                  ...f,
                  top: f.top * 1.4,
                  left: f.left * 1.4,
                  right: f.right * 1.4,
                  svg: `<g transform="scale(0.72)">${f.svg}</g>`,
                }
              : f,
            pose: 'standing',
          });
      }
    }
  });
  const people = (scene.people ?? []).slice(0, 2);
  // A baby with a grown-up on the page is carried on the grown-up's hip.
  const carrier = people.findIndex((p) => p.role !== 'baby');
  const carried = carrier >= 0 ? people.find((p) => p.role === 'baby') : undefined;
  people.forEach((person, k) => {
    if (person === carried) return;
    const pose: Pose =
      person.pose && person.pose !== 'sleeping'
        ? person.pose
        : person.role === 'baby'
          ? 'sitting'
          : carried && k === carrier
            ? 'standing'
            : cast.some((c) => c.pose === 'hugging')
              ? 'hugging'
              : 'standing';
    let figure = drawCharacter(personCharacter(person), {
      pose,
      mood: scene.mood === 'worried' ? 'calm' : scene.mood,
      id: `person${k}`,
      underwater,
      region,
    });
    if (carried && k === carrier)
      figure = carry(
        figure,
        drawCharacter(personCharacter(carried), {
          pose: 'sitting',
          mood: 'happy',
          id: 'carried',
          underwater,
          region,
        }),
      );
    items.push({ figure: tagged(figure, `data-person="${person.role}"`), pose });
  });

  const figures = items.map((item) => item.figure);
  const placements = layoutFigures(
    figures,
    items.map((item) => item.pose),
    canvas.width,
    backdrop.feetY,
  );
  // Those turned to face left are drawn again knowing it, so their "Z z z" still reads correctly.
  items.forEach((item, k) => {
    if (item.cast !== undefined && placements[k]?.mirrored && item.pose === 'sleeping')
      figures[k] = tagged(
        draw(item.cast, true),
        `data-character="${item.cast}" data-pose="sleeping"`,
      );
  });
  const night = canvas.light.night;
  // Indoors the lamps light everyone already: the glow around characters is for dark places outside.
  const outdoors = isOutdoor(setting);
  let shadows = '';
  let drawn = '';
  figures.forEach((figure, i) => {
    const place = placements[i];
    if (!place) return;
    const { x, scale, mirrored } = place;
    const centre = x + ((figure.left + figure.right) / 2) * scale * (mirrored ? -1 : 1);
    const spread = (figure.right - figure.left) * scale * 0.42;
    // A soft shadow on the ground, smaller and fainter under whoever is in the air.
    const airborne = figure.lift > 20;
    shadows += ellipse(
      centre,
      backdrop.feetY + 4,
      spread * (airborne ? 0.6 : 1),
      airborne ? 8 : 12,
      '#1e1430',
      ` opacity="${airborne ? 0.1 : night ? 0.28 : 0.18}"`,
    );
    if (night && outdoors && items[i]?.cast !== undefined)
      shadows += ellipse(
        centre,
        backdrop.feetY - figure.top * scale * 0.45,
        spread * 1.3,
        figure.top * scale * 0.6,
        canvas.defs.glow('char-light', '#fff1c9', 0.28),
      );
    const s = scale.toFixed(3);
    drawn += group(
      figure.svg,
      `translate(${n(x)} ${n(backdrop.feetY)}) scale(${mirrored ? '-' : ''}${s} ${s})`,
    );
  });
  const above = sky
    .map((p) => `<g data-prop="${p.kind}" data-where="sky">${skyArt(p, canvas)}</g>`)
    .join('');
  const place = `<g data-setting="${setting}">${backdrop.svg}</g>`;
  return pictureDocument(
    canvas.width,
    canvas.height,
    canvas.defs,
    place + above + shadows + drawn,
    scene.timeOfDay,
  );
}

import { isOutdoor, regionOf } from '../../place-look.ts';
import type { IllustratePageInput, PersonRole, SceneProp } from '../../types.ts';
import { peopleIn } from '../../writer/scene-content.ts';
import { drawCharacter } from '../characters/draw-character.ts';
import type { Figure } from '../characters/figure.ts';
import { withHeld } from '../scene/held-art.ts';
import { propAnimal } from '../scene/prop-animal.ts';
import { inSky, propPlace } from '../scene/prop-places.ts';
import { skyArt } from '../scene/sky-art.ts';
import { layoutFigures } from './layout.ts';
import { inBed, livesInWater, pageSetting, sceneCast } from './page-cast.ts';
import {
  pagePeople,
  peopleItems,
  propFigure,
  tableFigure,
  tagged,
  type PageItem,
} from './page-figures.ts';
import { pictureDocument } from './picture-frame.ts';
import { drawSetting } from './place-canvas.ts';
import { standFigures } from './stand-figures.ts';

export { pageSetting, sceneCast } from './page-cast.ts';

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
  // Whoever is in bed is in the page's bed: it is not drawn a second time, empty, beside them.
  const inBeds =
    cast.some((c) => inBed(c.pose)) ||
    pagePeople(scene).some((p) => p.role !== 'baby' && inBed(p.pose));
  // Each thing where it can be: bunting in the sky, a bicycle on the ground.
  const props = (scene.props ?? [])
    .filter((p) => !(inBeds && p.kind === 'bed'))
    .slice(0, 4)
    .map((p) => ({ ...p, where: propPlace(p) }));
  // Sleepers bring their beds, and so does a page with a bed of its own: the room's is left out.
  const beds = inBeds || props.some((p) => p.kind === 'bed');
  const { canvas, backdrop } = drawSetting(location, setting, scene.timeOfDay, seed, beds);
  const underwater = backdrop.underwater ?? false;
  const castHolder = (prop: SceneProp) =>
    prop.by
      ? cast.findIndex(
          (c) => c.character.name.trim().toLowerCase() === prop.by?.trim().toLowerCase(),
        )
      : 0;
  const holderOf = (prop: SceneProp) => Math.max(0, castHolder(prop));
  // A thing in the hands of a grown-up of the page ("by": "Grandpa", "the teacher") is in theirs.
  const personHolder = (prop: SceneProp): PersonRole | undefined => {
    if (prop.where !== 'held' || !prop.by || castHolder(prop) >= 0) return undefined;
    const role = peopleIn(prop.by)[0]?.role;
    return role !== 'baby' && pagePeople(scene).some((p) => p.role === role) ? role : undefined;
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
    if (!inBed(pose))
      figure = withHeld(
        figure,
        props.filter((p) => p.where === 'held' && !personHolder(p) && holderOf(p) === i),
        canvas,
      );
    return figure;
  };

  // Held things nobody can hold (an animal's paws, a sleeper) are put down beside them instead.
  const canHold = (prop: SceneProp) => {
    if (personHolder(prop)) return true;
    const holder = cast[holderOf(prop)];
    return (
      holder !== undefined &&
      !inBed(holder.pose) &&
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
  // A room has no trees: a kite caught in one is outside, out of the picture.
  const tree = isOutdoor(setting) ? props.find((p) => p.where === 'tree') : undefined;
  // The night sky has its own moon and stars, and a room has a ceiling; garlands and balloons go anywhere.
  const sky = props
    .filter(inSky)
    .filter((p) => p.kind !== 'moon-and-stars' || (isOutdoor(setting) && !canvas.light.night));

  const items: PageItem[] = [];
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
        if (prop.where === 'table') {
          // All the things on a table share one, where the first of them stands.
          const onTable = grounded.filter((p) => p.where === 'table');
          const f = prop === onTable[0] ? tableFigure(onTable, canvas) : null;
          if (f) items.push({ figure: f, pose: 'standing' });
          continue;
        }
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
          : propFigure({ ...prop, where: 'ground' }, canvas);
        // A little animal is drawn little already (below any child): it is not shrunk again.
        if (f) items.push({ figure: f, pose: 'standing' });
      }
    }
  });
  items.push(
    ...peopleItems(
      scene,
      cast.map((c) => c.pose),
      { underwater, region, setting, cast: input.characters },
      { held: (role) => props.filter((p) => personHolder(p) === role), canvas },
    ),
  );

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
  // Indoors the lamps light everyone already: the glow around characters is for dark places outside.
  const { shadows, drawn } = standFigures(
    figures,
    placements,
    (i) => items[i]?.cast !== undefined,
    canvas,
    backdrop.feetY,
    isOutdoor(setting),
  );
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

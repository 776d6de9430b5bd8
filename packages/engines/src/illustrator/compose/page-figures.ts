/** The figures of a page other than its cast: things on the ground or a table, and the grown-ups. */
import type { IllustratePageInput, PersonRole, Pose, SceneProp } from '../../types.ts';
import { drawCharacter, type CharacterScene } from '../characters/draw-character.ts';
import type { Figure } from '../characters/figure.ts';
import { n } from '../core/svg.ts';
import type { Canvas } from '../core/canvas.ts';
import { withHeld } from '../scene/held-art.ts';
import { personCharacter } from '../scene/people.ts';
import { kiteTree, propArt, table } from '../scene/prop-art.ts';

/** One figure in the page's row, its pose for the layout, and which of the cast it is. */
export interface PageItem {
  figure: Figure;
  pose: Pose;
  cast?: number;
}

/** A figure wrapped with a data attribute, so tests (and anyone reading the SVG) can find it. */
export function tagged(figure: Figure, attr: string): Figure {
  return { ...figure, svg: `<g ${attr}>${figure.svg}</g>` };
}

export function propFigure(prop: SceneProp, canvas: Parameters<typeof propArt>[1]): Figure | null {
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

/** The people a page draws: its first two. */
export function pagePeople(scene: IllustratePageInput['scene']) {
  return (scene.people ?? []).slice(0, 2);
}

/**
 * The scene's people (at most two), posed to go with the cast, each with what it holds
 * (`held(role)`); a baby with a grown-up on the page is carried on the grown-up's hip.
 */
export function peopleItems(
  scene: IllustratePageInput['scene'],
  castPoses: readonly Pose[],
  { underwater, region }: Pick<CharacterScene, 'underwater' | 'region'>,
  holding?: { held: (role: PersonRole) => SceneProp[]; canvas: Canvas },
): PageItem[] {
  const items: PageItem[] = [];
  const people = pagePeople(scene);
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
            : castPoses.some((p) => p === 'hugging')
              ? 'hugging'
              : 'standing';
    let figure = drawCharacter(personCharacter(person), {
      pose,
      mood: scene.mood === 'worried' ? 'calm' : scene.mood,
      id: `person${k}`,
      underwater,
      region,
    });
    if (holding) figure = withHeld(figure, holding.held(person.role), holding.canvas);
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
  return items;
}

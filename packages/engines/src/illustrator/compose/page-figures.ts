/** The figures of a page other than its cast: things on the ground or a table, and the grown-ups. */
import type {
  IllustratePageInput,
  PersonRole,
  Pose,
  SceneProp,
  SceneSetting,
  StoryCharacterInput,
} from '../../types.ts';
import { drawCharacter, type CharacterScene } from '../characters/draw-character.ts';
import type { Figure } from '../characters/figure.ts';
import { n } from '../core/svg.ts';
import type { Canvas } from '../core/canvas.ts';
import { withHeld } from '../scene/held-art.ts';
import { personCharacter } from '../scene/people.ts';
import { characterLook } from '../characters/character-look.ts';
import { kiteTree, propArt, table } from '../scene/prop-art.ts';
import { inBed } from './page-cast.ts';
import { pageClothes } from './page-clothes.ts';

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

const propTag = (prop: SceneProp, where: string) =>
  `data-prop="${prop.kind}" data-where="${where}"${prop.state ? ` data-state="${prop.state}"` : ''}`;

/** A thing on the ground, or the kite in its tree. */
export function propFigure(prop: SceneProp, canvas: Canvas): Figure | null {
  const art = prop.where === 'tree' && prop.kind === 'kite' ? kiteTree() : propArt(prop, canvas);
  if (!art.svg) return null;
  return tagged(
    { svg: art.svg, left: -art.width / 2, right: art.width / 2, top: art.height, lift: 0 },
    propTag(prop, prop.where === 'tree' ? 'tree' : 'ground'),
  );
}

/** The things on a table all on the one table, side by side: one iftar table, not three. */
export function tableFigure(props: readonly SceneProp[], canvas: Canvas): Figure | null {
  const arts = props
    .map((prop) => ({ prop, art: propArt(prop, canvas) }))
    .filter(({ art }) => art.svg);
  if (!arts.length) return null;
  const gap = 14;
  const width = arts.reduce((sum, { art }) => sum + art.width, 0) + gap * (arts.length - 1);
  let x = -width / 2;
  let svg = '';
  for (const { prop, art } of arts) {
    svg += `<g ${propTag(prop, 'table')} transform="translate(${n(x + art.width / 2)} 0)">${art.svg}</g>`;
    x += art.width + gap;
  }
  const height = Math.max(...arts.map(({ art }) => art.height));
  const on = table({ svg, width, height });
  return tagged(
    { svg: on.svg, left: -on.width / 2, right: on.width / 2, top: on.height, lift: 0 },
    `data-table="${arts.length}"`,
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

/** The family, who hug a child back; a doctor, a dentist or a teacher does not. */
const FAMILY: readonly PersonRole[] = [
  'mother',
  'father',
  'grandmother',
  'grandfather',
  'aunt',
  'uncle',
];

/**
 * The scene's people (at most two), posed as the scene says, else to go with the cast, each with
 * what it holds (`held(role)`); a baby with a grown-up on the page is carried on the grown-up's
 * hip. Only the family hug back a hugging child, and not in a clinic or at the dentist.
 */
export function peopleItems(
  scene: IllustratePageInput['scene'],
  castPoses: readonly Pose[],
  {
    underwater,
    region,
    setting,
    cast = [],
  }: Pick<CharacterScene, 'underwater' | 'region'> & {
    setting?: SceneSetting;
    /** The story's characters, whose clothes the people's must differ from. */
    cast?: readonly StoryCharacterInput[];
  },
  holding?: { held: (role: PersonRole) => SceneProp[]; canvas: Canvas },
): PageItem[] {
  const items: PageItem[] = [];
  const people = pagePeople(scene);
  // A baby with a grown-up on the page is carried on the grown-up's hip.
  const carrier = people.findIndex((p) => p.role !== 'baby' && !inBed(p.pose));
  const carried = carrier >= 0 ? people.find((p) => p.role === 'baby') : undefined;
  const clothes = pageClothes(cast, people.map(personCharacter), region ?? null);
  // The child's family share the child's skin: Mama does not look like a stranger to her son.
  const hero = cast[0];
  const familySkin =
    hero && hero.type === 'human' ? characterLook(hero, region ?? null).palette.skin : undefined;
  people.forEach((person, k) => {
    if (person === carried) return;
    const hugsBack =
      FAMILY.includes(person.role) &&
      setting !== 'clinic' &&
      setting !== 'dentist' &&
      castPoses.some((p) => p === 'hugging');
    const pose: Pose =
      person.role === 'baby' && person.pose !== 'sleeping'
        ? 'sitting'
        : carried && k === carrier
          ? 'standing'
          : (person.pose ?? (hugsBack ? 'hugging' : 'standing'));
    const own = clothes[k];
    let figure = drawCharacter(personCharacter(person), {
      pose,
      mood: scene.mood === 'worried' ? 'calm' : scene.mood,
      id: `person${k}`,
      underwater,
      region,
      ...(own ? { clothes: own } : {}),
      ...(familySkin && FAMILY.includes(person.role) ? { skin: familySkin } : {}),
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
    items.push({
      figure: tagged(figure, `data-person="${person.role}" data-pose="${pose}"`),
      pose,
    });
  });
  return items;
}

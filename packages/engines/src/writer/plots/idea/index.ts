import type { PropKind, SpokenDialect } from '../../../types.ts';
import { completeVowels, definiteCase } from '../../arabic-text.ts';
import type { IdeaObject, UnderstoodIdea } from '../../idea/types.ts';
import { objectEntries } from '../../idea/objects.ts';
import type { PlotObject } from '../../theme-pack.ts';
import type { SituationPlot } from '../types.ts';
import { giftPlots } from './gift.ts';
import { treasurePlots } from './treasure.ts';

export { giftPlots } from './gift.ts';
export { treasurePlots } from './treasure.ts';

interface ThingTraits {
  /** Lost and found (a teddy, a ball) or made and given (a cake, a drawing). */
  plot: 'treasure' | 'gift';
  /** The gender of its Fusha noun, and of the dialects' nouns where they differ. */
  male: boolean;
  dialects?: Partial<Record<SpokenDialect, boolean>>;
  /** How the pictures draw it. */
  prop: PropKind;
}

/**
 * The idea's things a story can turn on when no situation fits, by the key of idea/objects.ts.
 * Things of a situation (a tooth, a potty, a tablet at bedtime) are left to their situations.
 */
const THINGS: Readonly<Record<string, ThingTraits>> = {
  teddy: { plot: 'treasure', male: true, prop: 'teddy' },
  doll: { plot: 'treasure', male: false, prop: 'toys' },
  toy: { plot: 'treasure', male: false, prop: 'toys' },
  ball: { plot: 'treasure', male: false, prop: 'ball' },
  kite: { plot: 'treasure', male: false, prop: 'kite' },
  book: { plot: 'treasure', male: true, prop: 'book' },
  lantern: { plot: 'treasure', male: true, prop: 'lantern' },
  photo: { plot: 'treasure', male: false, prop: 'photo' },
  drawing: { plot: 'gift', male: false, prop: 'drawing' },
  cake: { plot: 'gift', male: false, dialects: { lebanese: true }, prop: 'cake' },
  sweets: {
    plot: 'gift',
    male: false,
    dialects: { gulf_saudi: true, gulf_uae: true },
    prop: 'sweets',
  },
  cookies: { plot: 'gift', male: true, prop: 'sweets' },
  present: { plot: 'gift', male: false, prop: 'gift' },
};

const DRAWING: IdeaObject = {
  key: 'drawing',
  words: {
    en: 'the drawing',
    ar: 'الرَّسْمَةُ',
    egyptian: 'الرسمة',
    lebanese: 'الرسمة',
    gulf_saudi: 'الرسمة',
    gulf_uae: 'الرسمة',
  },
};

/** The people a gift is made for, or who help look for a lost thing: grown-ups of the family and the teacher. */
const GROWN_UPS = new Set([
  'grandmother',
  'grandfather',
  'mother',
  'father',
  'aunt',
  'uncle',
  'teacher',
]);

export interface IdeaStory {
  plots: readonly SituationPlot[];
  object: PlotObject;
  /** Whether the idea named the thing (else a drawing is made for its grown-up). */
  thing: boolean;
}

/**
 * The plots an idea no situation fits is told with, built from its own thing and person: the
 * teddy that went missing and the uncle who helps find it; the cake made for Grandma. Null when
 * the idea names neither a thing nor a grown-up of these (the theme's plots tell it then), or when
 * it is sensitive.
 */
export function ideaStory(idea: UnderstoodIdea, dialect: SpokenDialect): IdeaStory | null {
  if (idea.situation || idea.sensitive) return null;
  const thing = idea.objects.find((o) => THINGS[o.key]);
  const grownUp = idea.people.find((p) => GROWN_UPS.has(p.role) && !p.character);
  if (!thing && !grownUp) return null;
  const chosen = thing ?? DRAWING;
  const traits = THINGS[chosen.key] as ThingTraits;
  const pool = traits.plot === 'treasure' ? treasurePlots : giftPlots;
  // The plots whose person may be the idea's own grown-up (a card is not made with Mama for Mama).
  const plots = grownUp ? pool.filter((p) => p.person?.roles.includes(grownUp.role)) : pool;
  return {
    plots: plots.length > 0 ? plots : pool,
    object: plotObject(chosen, traits, dialect),
    thing: Boolean(thing),
  };
}

/** Every thing an idea plot can turn on, as the plot sees it in a dialect (for the line checks). */
export function ideaThings(dialect: SpokenDialect): PlotObject[] {
  return objectEntries
    .filter((o) => THINGS[o.key])
    .map((o) => plotObject(o, THINGS[o.key] as ThingTraits, dialect));
}

function plotObject(thing: IdeaObject, traits: ThingTraits, dialect: SpokenDialect): PlotObject {
  const nom = completeVowels(thing.words.ar);
  const dl = thing.words[dialect];
  const dlMale = traits.dialects?.[dialect];
  return {
    en: thing.words.en.replace(/^the /, ''),
    ar: [nom, definiteCase(nom, 'َ'), definiteCase(nom, 'ِ')],
    // The idea plots name their thing as a definite noun only.
    arIndef: [nom, definiteCase(nom, 'َ')],
    male: traits.male,
    ...(dlMale === undefined ? {} : { dlMale }),
    dl,
    dlIndef: dl,
    prop: traits.prop,
  };
}

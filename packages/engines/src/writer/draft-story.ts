/**
 * One draft of a story (write-story.ts drafts until one keeps to the age group's bounds): its
 * plot, cast, place, plan and pages, each page composed from its beats' lines.
 */
import { spokenDialectOf } from '@qamar/shared';
import { nameRegionOfDialect } from '@qamar/shared/names';
import type {
  PersonRole,
  SpokenDialect,
  WriterInput,
  WrittenPage,
  WrittenStory,
} from '../types.ts';
import { actorFromCharacter, actorFromHelper, heroFirst, teamOf, type Actor } from './cast.ts';
import type { StoryShape } from './beat-slots.ts';
import { composePage } from './compose-page.ts';
import { helpers } from './helpers.ts';
import { homecomings, pastimes } from './pools/episodes.ts';
import { NAMED_FRIEND_SITUATIONS, namedFriend, withNamedFriend } from './named-friend.ts';
import type { LineDef, Pool } from './lines.ts';
import { buildPlace } from './place.ts';
import { placeLook } from '../place-look.ts';
import { createRandom, type Random } from './prng.ts';
import { renderLine, type Said } from './render-line.ts';
import { sceneFor } from './scene.ts';
import { PEOPLE } from './scene-content.ts';
import type { SituationEntry, UnderstoodIdea } from './idea/types.ts';
import { cityIsElsewhere, namedCity, situationIn, situationName } from './idea-city.ts';
import { mainBeat, pageTimes, planPages } from './story-plan.ts';
import { themePacks } from './themes/index.ts';
import type { PlotObject, ThemeKey, ThemePack } from './theme-pack.ts';
import { ideaStory } from './plots/idea/index.ts';
import {
  plotEntry,
  plotPack,
  plotPerson,
  plotsFor,
  themePlots,
  type SituationPlot,
} from './plots/index.ts';
import { resolveTheme, themeOfWords } from './theme-resolve.ts';
import type { PlotPerson, Stage } from './vocabulary.ts';
import { WORD_BANDS } from './word-count.ts';
import { type AvoidMatcher } from './avoid.ts';

const LEVEL = { '3-5': 1, '6-8': 2, '9-12': 3 } as const;
/** Rooms of the family's home: a story that ends in one is already home at bedtime. */
const HOME_ROOMS: ReadonlySet<string> = new Set(['bedroom', 'kitchen', 'living-room']);
/** Themes an idea's words name too broadly to choose a plot by (a grandma, a friend). */
const BROAD_THEMES: ReadonlySet<ThemeKey> = new Set(['family', 'friendship']);

/**
 * The plot a draft tells: one of the idea's situation's own plots; for an idea no situation fits,
 * a plot built from its own thing and grown-up (plots/idea/), with that thing; for a theme picked
 * without an idea, the theme pack's plot (null) or one of the everyday situations close to it.
 */
function choosePlot(
  input: WriterInput,
  idea: UnderstoodIdea,
  themeKey: ThemeKey,
  dialect: SpokenDialect,
  random: Random,
  ownPlot: boolean,
  grownUp: boolean,
): { plot: SituationPlot | null; object?: PlotObject } {
  const own = plotsFor(idea);
  if (own.length > 0) {
    // A grandparent, aunt or uncle of the cast helps; the other one is not brought in instead
    // (Teta Fatma is right there: the plot where Grandpa says goodnight to the house is not told).
    const kin = familyRoles(
      heroFirst(input.characters)
        .slice(1)
        .map((c) => c.name)
        .join(' '),
    );
    const fit = own.filter(
      (p) => !otherKin(familyRoles(p.help.map((line) => line[0]).join(' ')), kin),
    );
    return { plot: random.pick(fit.length > 0 ? fit : own) };
  }
  const borrowed = themePlots(themeKey, input.ageGroup);
  // A pack whose plot needs a tree (the kite stuck in one) is not told where there is none (a flat,
  // the souk): one of the theme's situations is, in the last drafts too.
  const noTree =
    borrowed.length > 0 && needsTree(themePacks[themeKey]) && !hasTrees(input.location);
  if (input.description?.trim()) {
    // The idea's own thing first (the teddy, the present); then a theme its words name (planting a
    // tree, a lost kitten: that theme's plot); then its grown-up (a drawing made for Grandpa).
    const built = ideaStory(idea, dialect);
    const named = themeOfWords(input.description);
    if (built && (built.thing || !named || BROAD_THEMES.has(named)))
      return { plot: random.pick(built.plots), object: built.object };
    return { plot: noTree && !grownUp ? random.pick(borrowed) : null };
  }
  // The everyday situations are a child's: a grown-up hero with no child in the cast tells the
  // theme's own plot rather than start school or try on new Eid shoes (an idea's situation is the
  // parent's own choice, and is told).
  if (noTree && !grownUp) return { plot: random.pick(borrowed) };
  if (ownPlot || grownUp) return { plot: null };
  // The pack's own plot is told as often as any one situation's plots: a theme close to a single
  // situation (honesty, Eid) would otherwise tell that situation's shared lines in most stories.
  const situations = new Set(borrowed.map((p) => p.situation)).size;
  return {
    plot:
      borrowed.length === 0 || random.next() < 1 / (situations + 1) ? null : random.pick(borrowed),
  };
}

/** Relatives that come in pairs: the one a story has, the one it would bring in instead. */
const KIN_PAIRS: ReadonlyArray<readonly [PersonRole, PersonRole]> = [
  ['grandmother', 'grandfather'],
  ['aunt', 'uncle'],
];

/** The grandparents, aunts and uncles a text names (Teta Fatma, Grandpa, Auntie). */
function familyRoles(text: string): Set<PersonRole> {
  return new Set(
    PEOPLE.filter(([re]) => re.test(text))
      .map(([, person]) => person.role)
      .filter((role) => KIN_PAIRS.some((pair) => pair.includes(role))),
  );
}

/** Whether a plot's helpers bring in the other of a pair whose one the cast already has. */
function otherKin(helpers: ReadonlySet<PersonRole>, cast: ReadonlySet<PersonRole>): boolean {
  return KIN_PAIRS.some(
    ([a, b]) =>
      (cast.has(a) && !cast.has(b) && helpers.has(b) && !helpers.has(a)) ||
      (cast.has(b) && !cast.has(a) && helpers.has(a) && !helpers.has(b)),
  );
}

/** A pack whose plot puts something in a tree (the friendship kite). */
function needsTree(pack: ThemePack): boolean {
  return Object.values(pack.props ?? {}).some((props) => props.some((p) => p.where === 'tree'));
}

/** Whether a place has trees: a garden, a forest, the cedars, the mountains, palms, or nature. */
function hasTrees(location: WriterInput['location']): boolean {
  const look = placeLook(location);
  if (['garden', 'cedars', 'mountain', 'fantasy'].includes(look)) return true;
  if (look === 'place' && location.type !== 'city') return true;
  return TREE_WORDS.test(`${location.name} ${location.description}`);
}
const TREE_WORDS =
  /\b(trees?|palms?|forest|woods?|garden|park|orchard|oasis|cedars?|olives?|grove|jungle|farm|village)\b|شجر|نخيل|نخل|غابة|حديقة|جنينة|بستان|مزرعة|ضيعة|قرية/i;

/**
 * Situations whose person is away, ill or gone (the grandparent visited, a parent travelling, a pet
 * that died): their plot speaks of the person as not there, so a chosen character is not made them.
 */
const ABSENT_PERSON: ReadonlySet<string> = new Set([
  'visiting-grandparents',
  'parent-away',
  'sick-grandparent',
  'grandparent-death',
  'pet-death',
]);

/** The chosen character who is the plot's person (the baby brother is Yusuf, Grandma is Grandma Huda). */
function chosenPerson(
  plot: SituationPlot,
  idea: UnderstoodIdea,
  cast: ReadonlyArray<Actor | undefined>,
): Actor | undefined {
  if (!plot.person) return undefined;
  const found = idea.people.find((p) => plot.person!.roles.includes(p.role) && p.character);
  return cast.find((a) => a?.inputName !== null && a?.inputName === found?.character);
}

/**
 * The plot's person when the idea's person is one of the chosen characters (the baby brother is
 * Yusuf, the cousin is Sara): the story calls them by their name, not "the baby brother" beside them.
 */
function castPerson(
  plot: SituationPlot,
  idea: UnderstoodIdea,
  cast: ReadonlyArray<Actor | undefined>,
): PlotPerson | null {
  if (ABSENT_PERSON.has(plot.situation)) return null;
  const actor = chosenPerson(plot, idea, cast);
  if (!actor) return null;
  return {
    en: actor.en.name,
    ar: [actor.ar.nom, actor.ar.acc, actor.ar.gen],
    dl: actor.dl.name,
    male: actor.male,
    cast: true,
  };
}

/** How many of a draft's texts and pictures name something the child should not meet. */
export function draftStory(
  input: WriterInput,
  avoid: AvoidMatcher | null,
  idea: UnderstoodIdea,
  seed: number,
  simpler: boolean,
  ownPlot: boolean,
  otherSplit: boolean,
): { story: WrittenStory; entry: SituationEntry | null } {
  const random = createRandom(seed);
  const spoken = spokenDialectOf(input.dialect) ?? null;
  const dialect: SpokenDialect = spoken ?? 'egyptian';
  const [first, second, chosenThird] = heroFirst(input.characters.slice(0, 3)).map((c) =>
    actorFromCharacter(c, dialect, spoken ? nameRegionOfDialect(spoken) : undefined),
  );
  const hero = first as Actor;
  const city = namedCity(idea);
  const place = buildPlace(input.location, dialect, cityIsElsewhere(idea) ? null : city);
  const present =
    second ?? actorFromHelper(pickHelper(input, hero, random, place.enIn === 'at home', avoid));
  // The understood situation's theme first; an idea no situation fits falls back to its keywords.
  const themeKey = idea.theme ?? resolveTheme(input.theme, input.description);
  // A situation with plots of its own tells one of them, chosen by the seed, instead of the theme's.
  const grownUp = !hero.young;
  const { plot, object } = choosePlot(input, idea, themeKey, dialect, random, ownPlot, grownUp);
  // A chosen character who is the plot's person away (Grandma Huda of "a visit to grandma") is not
  // at the child's side: the next chosen character, else the place's helper, takes the friend's part.
  const awayActor =
    plot && ABSENT_PERSON.has(plot.situation)
      ? chosenPerson(plot, idea, [second, chosenThird])
      : undefined;
  const [friend, third]: [Actor, Actor | undefined] = !awayActor
    ? [present, chosenThird]
    : awayActor === second
      ? [
          chosenThird ??
            actorFromHelper(pickHelper(input, hero, random, place.enIn === 'at home', avoid)),
          undefined,
        ]
      : [present, undefined];
  const entry = idea.entry ?? (plot ? plotEntry(plot) : null);
  const pack = plot ? plotPack(plot, themePacks[themeKey]) : themePacks[themeKey];
  const objects = (pack.objects ?? []).filter(
    (o) =>
      (o.avoid === undefined || (o.avoid !== hero.species && o.avoid !== friend.species)) &&
      !avoid?.(o.en),
  );
  const stage: Stage = {
    dialect,
    hero,
    friend,
    third: third ?? null,
    pair: teamOf([hero, friend]),
    group: teamOf([hero, friend, ...(third ? [third] : [])]),
    friendHere: friend.inputName !== null,
    place,
    object:
      object ?? (objects.length > 0 ? random.pick(namedIn(objects, input.description)) : null),
    situation: (city && situationIn(idea, city)) ?? situationName(idea) ?? entry?.name ?? null,
    person: plot
      ? (castPerson(plot, idea, [friend, third]) ?? plotPerson(plot, idea, dialect, hero.male))
      : null,
    away:
      plot && ABSENT_PERSON.has(plot.situation)
        ? { actor: awayActor ?? null, meets: plot.meets ?? [] }
        : null,
  };
  // A theme pack's own plot is written for every age and length: only a plot's drafts change the split.
  const plan = planPages(
    input.pages,
    otherSplit && plot !== null,
    plot !== null,
    plot === null || plot.before !== undefined,
  );
  const shape: StoryShape = {
    pack,
    place,
    situation: stage.situation !== null,
    namedFriend: friend.inputName !== null,
    third: Boolean(third),
    // A gentle story's hour before the trouble is a quiet one (no hide-and-seek, no song).
    pastime: plot?.before
      ? {
          ...random.pick(plot.gentle ? pastimes.filter((p) => p.mood !== 'happy') : pastimes),
          lines: plot.before,
        }
      : random.pick(pastimes),
    // Nobody walks home from a story that is told at home or ends indoors: supper or the window instead.
    homecoming: random.pick(
      place.enIn === 'at home' || pack.rooms?.resolution
        ? homecomings.filter((h) => h.key !== 'walk-home')
        : homecomings,
    ),
    plot: plot !== null,
    awayFromHome:
      place.enIn !== 'at home' &&
      !plan.some((beats) => beats.includes('homecoming')) &&
      !HOME_ROOMS.has(pack.rooms?.resolution ?? 'place'),
    togetherPage: plan.some((beats) => beats.length === 1 && beats[0] === 'together'),
    // The last drafts (the simpler ones) may leave it out when the page cannot hold it for the age.
    togetherWithHelp: plot !== null && plan.length === 3 && !simpler,
    gentle: plot?.gentle ?? false,
  };
  const times = pageTimes(plan);
  const used = new Set<LineDef>();
  const sky = { starsOut: false };
  const level = simpler
    ? (Math.max(1, LEVEL[input.ageGroup] - 1) as 1 | 2 | 3)
    : LEVEL[input.ageGroup];
  const look = placeLook(input.location);
  const pages: WrittenPage[] = plan.map((beats, i) => {
    const time = times[i] ?? 'night';
    const text = composePage({
      beats,
      shape,
      stage,
      when: { time, level },
      band: WORD_BANDS[input.ageGroup],
      random,
      used,
      avoid,
      sky,
    });
    return {
      textEn: text.en,
      textAr: text.ar,
      ...(spoken ? { textDialect: text.dl } : {}),
      scene: sceneFor(mainBeat(beats), stage, pack, time, random, shape, { text: text.en, look }),
    };
  });
  // The friend the idea names (her best friend Reem) is named in every language.
  const friendNamed =
    plot && NAMED_FRIEND_SITUATIONS.has(plot.situation)
      ? namedFriend(
          idea,
          hero.male,
          input.characters.map((c) => c.name),
        )
      : null;
  const told = friendNamed ? withNamedFriend(pages, friendNamed, hero.inputName ?? '') : pages;
  const title = firstRendered(pack.titles, stage, random, avoid);
  const moral = firstRendered(pack.morals, stage, random, avoid);
  const story: WrittenStory = {
    titleEn: titleCase(title.en),
    titleAr: title.ar,
    ...(spoken ? { titleDialect: title.dl } : {}),
    moralEn: moral.en,
    moralAr: moral.ar,
    pages: told,
  };
  return { story, entry };
}

const SMALL_WORDS = new Set([
  'a',
  'an',
  'the',
  'and',
  'or',
  'of',
  'in',
  'on',
  'to',
  'for',
  'with',
  'at',
  'by',
  'under',
  'from',
]);

/** "Layla and the lost kitten" → "Layla and the Lost Kitten" (a kitten token comes in lower case). */
function titleCase(title: string): string {
  return title
    .split(' ')
    .map((w, i) => (i > 0 && SMALL_WORDS.has(w) ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');
}

/** The kind helper of the place; at home, only one who would come into a family's home (the neighbour). */
/** The pack's things the parent's idea names ("a lost kitten": the kitten), else all of them. */
function namedIn(
  objects: readonly PlotObject[],
  description: string | undefined,
): readonly PlotObject[] {
  const text = description?.toLowerCase() ?? '';
  const named = objects.filter((o) => text.includes(o.en.split(' ').pop() as string));
  return named.length > 0 ? named : objects;
}

function pickHelper(
  input: WriterInput,
  hero: Actor,
  random: Random,
  atHome: boolean,
  avoid: AvoidMatcher | null,
) {
  const clean = helpers.filter((h) => !avoid?.(h.en.full));
  const allowed = clean.length > 0 ? clean : helpers;
  const fitting = allowed.filter(
    (h) =>
      h.types.includes(input.location.type) &&
      h.avoid !== hero.species &&
      (!atHome || h.visitsHome),
  );
  const anywhere = allowed.filter((h) => h.avoid !== hero.species);
  const home = anywhere.filter((h) => h.visitsHome);
  return random.pick(fitting.length > 0 ? fitting : atHome && home.length > 0 ? home : anywhere);
}

/** A title or moral: one that names nothing the child should not meet, else any that fits. */
function firstRendered(
  pool: Pool,
  stage: Stage,
  random: Random,
  avoid: AvoidMatcher | null = null,
): Said {
  let fallback: Said | null = null;
  for (const line of random.shuffle(pool)) {
    const said = renderLine(line, stage, random);
    if (!said) continue;
    if (!avoid || !(avoid(said.en) || avoid(said.ar) || avoid(said.dl))) return said;
    fallback ??= said;
  }
  if (fallback) return fallback;
  throw new Error('No title or moral fits this story');
}

import type { AgeGroup } from '../../types.ts';
import type { SituationEntry, UnderstoodIdea, Words } from '../idea/types.ts';
import { situationByKey } from '../idea/situations.ts';
import { completeVowels, definiteCase } from '../arabic-text.ts';
import type { ThemeKey, ThemePack } from '../theme-pack.ts';
import type { PlotPerson } from '../vocabulary.ts';
import { ideaName } from '../named-friend.ts';
import { fearOfDarkPlots } from './fear-of-dark.ts';
import { grandparentDeathPlots } from './grandparent-death.ts';
import { petDeathPlots } from './pet-death.ts';
import { carePlots } from './care/index.ts';
import { familyPlots } from './family/index.ts';
import { gentlePlots } from './gentle/index.ts';
import { growingPlots } from './growing/index.ts';
import { nightPlots } from './night/index.ts';
import { occasionsPlots } from './occasions/index.ts';
import { schoolPlots } from './school/index.ts';
import type { SituationPlot } from './types.ts';

export type { SituationPlot } from './types.ts';

const all: readonly SituationPlot[] = [
  ...petDeathPlots,
  ...grandparentDeathPlots,
  ...fearOfDarkPlots,
  ...familyPlots,
  ...gentlePlots,
  ...nightPlots,
  ...carePlots,
  ...growingPlots,
  ...occasionsPlots,
  ...schoolPlots,
];

/** The plots written for each situation, by its key. */
export const situationPlots: ReadonlyMap<string, readonly SituationPlot[]> = all.reduce(
  (map, plot) => {
    map.set(plot.situation, [...(map.get(plot.situation) ?? []), plot]);
    return map;
  },
  new Map<string, SituationPlot[]>(),
);

/** The plots of the idea's situation (none when no plot is written for it yet). */
export function plotsFor(idea: UnderstoodIdea): readonly SituationPlot[] {
  const all = idea.situation ? (situationPlots.get(idea.situation) ?? []) : [];
  // A drive is never told as a flight, nor a flight as a drive.
  const fit = all.filter((p) => p.road === undefined || p.road === (idea.road ?? false));
  // What is still to come (a visit tomorrow, a baby not yet born) is told before it, when the
  // situation has such plots; an idea of today never hears them.
  const eve = fit.filter((p) => p.eve);
  return (idea.tomorrow || idea.expecting) && eve.length > 0 ? eve : fit.filter((p) => !p.eve);
}

/**
 * The everyday situations a theme also tells when the parent picks the theme and types no idea:
 * none of them sensitive, none a parent would not choose unasked (bullying, a parent away), each
 * close to the theme. A friendship story may be a quarrel made up or a first friend at a new
 * school as well as the kite in the tree.
 */
const THEME_SITUATIONS: Readonly<Record<ThemeKey, readonly string[]>> = {
  friendship: [
    'making-friends',
    'friend-quarrel',
    'changing-school',
    'left-out',
    'friend-moving-away',
  ],
  courage: [
    'fear-of-dark',
    'nightmares',
    'fear-of-storms',
    'sleeping-alone',
    'fear-of-animals',
    'doctor-visit',
    'dentist-visit',
    'haircut',
    'lost-tooth',
    'learning-swim',
    'first-day-school',
    'performance-nerves',
    'shyness',
  ],
  honesty: ['lying'],
  sharing: ['sharing-sibling'],
  kindness_animals: ['new-pet'],
  ramadan: ['ramadan'],
  eid: ['eid'],
  family: [
    'new-sibling',
    'sibling-jealousy',
    'visiting-grandparents',
    'moving-house',
    'new-baby-cousin',
    'helping-at-home',
    'family-wedding',
  ],
  curiosity: ['trying-new-things', 'family-trip'],
  nature: ['family-trip', 'fear-of-storms'],
  patience: [
    'patience-waiting',
    'learning-bike',
    'toilet-training',
    'screens-bedtime',
    'bedtime-resistance',
    'lost-toy',
    'exams',
    'big-feelings',
    'losing-a-game',
  ],
  gratitude: ['picky-eating', 'birthday', 'mawlid', 'national-day', 'kindness-manners'],
};

/** The situation plots a theme's story may tell for an age group (the theme pack's own plot aside). */
export function themePlots(theme: ThemeKey, age: AgeGroup): readonly SituationPlot[] {
  return THEME_SITUATIONS[theme].flatMap((key) => {
    const entry = situationByKey(key);
    if (!entry || entry.sensitive || (entry.ages && !entry.ages.includes(age))) return [];
    return (situationPlots.get(key) ?? []).filter((p) => !p.gentle && !p.eve);
  });
}

/** The situation a plot tells, as the library names it. */
export function plotEntry(plot: SituationPlot): SituationEntry | null {
  return situationByKey(plot.situation);
}

/** A plot as the pages see a theme: its pools in the pack's places, under the situation's theme key. */
export function plotPack(plot: SituationPlot, base: ThemePack): ThemePack {
  return { ...plot, key: base.key, objects: [] };
}

/**
 * Who the plot is about: the idea's own person of the plot's roles (the cat of "our cat died",
 * Grandma), in every language and Arabic case; else the plot's fallback.
 */
export function plotPerson(
  plot: SituationPlot,
  idea: UnderstoodIdea,
  dialect: keyof Words,
  heroMale: boolean,
): PlotPerson | null {
  if (!plot.person) return null;
  const found = idea.people.find((p) => plot.person!.roles.includes(p.role));
  const w = found?.words ?? plot.person.fallback;
  const nom = completeVowels(w.ar);
  const male = found?.gender
    ? found.gender === 'male'
    : found
      ? !/ة[\u064B-\u0652]*$/.test(nom)
      : plot.person.male;
  // A pet the idea names ("our cat Mishmish died") is called by its name in every language.
  const named =
    found?.role === 'pet' && found.name
      ? ideaName(found.name, male ? 'male' : 'female', { strict: false })
      : null;
  if (named)
    return {
      en: named.en,
      ar: [named.ar.nom, named.ar.acc, named.ar.gen],
      dl: named.ar.plain,
      male,
    };
  return {
    en: w.en,
    ar: [nom, definiteCase(nom, 'َ'), definiteCase(nom, 'ِ')],
    dl: heroesOwn(w[dialect], dialect, heroMale),
    male,
  };
}

/**
 * The dialects name family and friends with a possessive ("her brother": أخوها، خيّا): the words of
 * the idea library say "his" (أخوه، خيّو), and a girl's story says "hers". The Gulf's "my aunt" and
 * "my uncle" (خالتي، عمّي) become the hero's, so the narrator never speaks of a relative of their own.
 */
export function heroesOwn(words: string, dialect: keyof Words, heroMale: boolean): string {
  if (dialect === 'lebanese') {
    if (heroMale) return words;
    return words
      .replace(/(^|\s)(خيّ|أخت|إخوات|رفقات|رفيق)و(?=\s|$)/g, '$1$2ا')
      .replace(/(ابن (?:خالت|عمّ))و(?=\s|$)/g, '$1ا');
  }
  if (dialect === 'egyptian' || dialect === 'gulf_saudi' || dialect === 'gulf_uae') {
    const own = words.replace(/^(خالت|عمّ)ي$/, '$1ه');
    if (heroMale) return own;
    return own.replace(
      /(^|\s)(أخو|أخت|إخوات|إخوان|صحاب|صاحب|خويّ|ربيع|ربع|خالت|عمّ)ه(?=\s|$)/g,
      '$1$2ها',
    );
  }
  return words;
}

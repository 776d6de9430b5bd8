import type { UnderstoodIdea, Words } from '../idea/types.ts';
import { completeVowels } from '../arabic-text.ts';
import type { ThemePack } from '../theme-pack.ts';
import type { PlotPerson } from '../vocabulary.ts';
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
export const situationPlots: ReadonlyMap<string, readonly SituationPlot[]> = all.reduce((map, plot) => {
  map.set(plot.situation, [...(map.get(plot.situation) ?? []), plot]);
  return map;
}, new Map<string, SituationPlot[]>());

/** The plots of the idea's situation (none when no plot is written for it yet). */
export function plotsFor(idea: UnderstoodIdea): readonly SituationPlot[] {
  return idea.situation ? (situationPlots.get(idea.situation) ?? []) : [];
}

/** A plot as the pages see a theme: its pools in the pack's places, under the situation's theme key. */
export function plotPack(plot: SituationPlot, base: ThemePack): ThemePack {
  return { ...plot, key: base.key, objects: [] };
}

/**
 * Who the plot is about: the idea's own person of the plot's roles (the cat of "our cat died",
 * Grandma), in every language and Arabic case; else the plot's fallback.
 */
export function plotPerson(plot: SituationPlot, idea: UnderstoodIdea, dialect: keyof Words): PlotPerson | null {
  if (!plot.person) return null;
  const found = idea.people.find((p) => plot.person!.roles.includes(p.role));
  const w = found?.words ?? plot.person.fallback;
  const nom = completeVowels(w.ar);
  const male = found?.gender ? found.gender === 'male' : found ? !/ة[\u064B-\u0652]*$/.test(nom) : plot.person.male;
  return { en: w.en, ar: [nom, caseOf(nom, 'َ'), caseOf(nom, 'ِ')], dl: w[dialect], male };
}

/** The accusative or genitive of a definite noun: its last damma becomes a fatha or a kasra. */
function caseOf(nom: string, vowel: string): string {
  return nom.replace(/ُ(?=[^\u0621-\u064A]*$)/, vowel);
}

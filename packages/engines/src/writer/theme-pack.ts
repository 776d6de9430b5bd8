import type { IndoorSetting, PropKind, SceneProp } from '../types.ts';
import type { Pool } from './lines.ts';

export const themeKeys = [
  'friendship',
  'courage',
  'honesty',
  'sharing',
  'kindness_animals',
  'ramadan',
  'eid',
  'family',
  'curiosity',
  'nature',
  'patience',
  'gratitude',
] as const;
export type ThemeKey = (typeof themeKeys)[number];

/** A thing the plot turns on ({O}): the lost lantern, the box of dates. Arabic cases nom, acc, gen. */
export interface PlotObject {
  /** Bare English noun: the lines write "the {O}" or "a {O}". */
  en: string;
  ar: readonly [string, string, string];
  /** Indefinite nominative and accusative ({O.i}, {O.ia}). */
  arIndef: readonly [string, string];
  male: boolean;
  /** In the dialect text when its noun's gender differs there (a bike: العَجَلة in Cairo, البسكليت in Beirut). */
  dlMale?: boolean;
  dl: string;
  dlIndef: string;
  /** How the pictures draw it, when its English noun alone does not say (scene-content.ts). */
  prop?: PropKind;
  /** Not chosen when the hero is of this species (a lost kitten for a cat hero would confuse). */
  avoid?: string;
}

/**
 * Everything a theme brings: its problem, the tries, the friend's help, the happy end and the
 * lesson, each a pool of lines to choose from. The generic pools (the place, the evening, the
 * feelings, bedtime) fill the pages around these.
 */
export interface ThemePack {
  key: ThemeKey;
  objects?: readonly PlotObject[];
  titles: Pool;
  morals: Pool;
  problem: Pool;
  problemMore: Pool;
  tries: Pool;
  help: Pool;
  together: Pool;
  resolution: Pool;
  reflect: Pool;
  bedtime?: Pool;
  /** What the pictures show, English: "look for the lost lantern". */
  scene: { problem: string; try: string; help: string; together: string; resolution: string };
  /** The things each beat's picture holds; 'object' is the story's plot object (the box of dates). */
  props?: Partial<Record<SceneBeat, readonly PackProp[]>>;
  /** The room a beat happens in when it happens indoors, whatever the story's place. */
  rooms?: Partial<Record<SceneBeat, IndoorSetting>>;
  /**
   * A situation's plot told the evening before (plots/types.ts `eve`): tomorrow's doctor, dentist
   * or teacher is spoken of, never drawn.
   */
  eve?: boolean;
}

export type SceneBeat = keyof ThemePack['scene'];
export type PackProp = Omit<SceneProp, 'kind'> & { kind: PropKind | 'object' };

/** A plot told in one room from its trouble to its end: every scene beat's room. */
export function everyBeatIn(room: IndoorSetting): Record<SceneBeat, IndoorSetting> {
  return { problem: room, try: room, help: room, together: room, resolution: room };
}

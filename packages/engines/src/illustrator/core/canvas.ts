import type { Defs } from './defs.ts';
import type { Random } from './hash.ts';
import type { Light } from './light.ts';

/** What every drawing function of a background receives. */
export interface Canvas {
  readonly width: number;
  readonly height: number;
  readonly light: Light;
  /** Seeded by the place, so a place looks the same on every page of a story. */
  readonly rng: Random;
  /** Seeded by the page, for what may change between pages (clouds, stars). */
  readonly pageRng: Random;
  readonly defs: Defs;
}

/** A drawn place: the markup and where characters stand. */
export interface Backdrop {
  svg: string;
  /** The y of the line characters stand on. */
  feetY: number;
  /** Characters here float in water (fish need no bubble, swimmers no pool). */
  underwater?: boolean;
}

/** What a background may know of its place: its words (lower case) and a hash of its name. */
export interface PlaceHint {
  text: string;
  hash: number;
  /** A room's own furniture bed; false when the page's sleepers are drawn in beds of their own. */
  bed?: boolean;
}

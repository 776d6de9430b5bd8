import type { Mood, Pose, Region } from '../../types.ts';
import type { Point } from '../core/svg.ts';
import type { Random } from '../core/hash.ts';

/**
 * A drawn character, in its own coordinates: standing on y = 0 (its ground), centred on x = 0,
 * facing +x. The composer moves, scales and mirrors it.
 */
export interface Figure {
  svg: string;
  /** How far it reaches left and right of x = 0, and up from its ground (including any lift). */
  left: number;
  right: number;
  top: number;
  /** Height of its lowest point above the ground (flying, floating): the shadow stays on the ground. */
  lift: number;
  /** Where its front hand is, for a thing it holds (people only). */
  hand?: Point;
  /** Where its head is (centre and radius), so a thing in its hand keeps clear of its face. */
  head?: { x: number; y: number; r: number };
}

export interface DrawContext {
  pose: Pose;
  mood: Mood;
  /** Unique per character on a page, for clip-path and gradient ids. */
  id: string;
  /** The place is under water: no pools for swimmers, no bubbles for fish. */
  underwater: boolean;
  /** For small scattered details (confetti): from the character, so pages stay alike. */
  rng: Random;
  /** The figure will be flipped to face left (letters such as Z are drawn to read correctly). */
  mirrored?: boolean;
  /** Where the story's people live, for their clothes. */
  region?: Region | null;
}

import type { LifeStage } from '../character-kind.ts';

/** Sizes of a body in pixels at page scale; heads are big, as in picture books. */
export interface BodyMetrics {
  height: number;
  headR: number;
  legLength: number;
  shoulderWidth: number;
  upperArm: number;
  forearm: number;
  armWidth: number;
  legWidth: number;
}

const METRICS: Record<LifeStage, BodyMetrics> = {
  baby: {
    height: 110,
    headR: 34,
    legLength: 22,
    shoulderWidth: 44,
    upperArm: 14,
    forearm: 13,
    armWidth: 12,
    legWidth: 14,
  },
  toddler: {
    height: 160,
    headR: 40,
    legLength: 38,
    shoulderWidth: 48,
    upperArm: 22,
    forearm: 20,
    armWidth: 13,
    legWidth: 15,
  },
  child: {
    height: 200,
    headR: 42,
    legLength: 54,
    shoulderWidth: 54,
    upperArm: 30,
    forearm: 27,
    armWidth: 14,
    legWidth: 16,
  },
  preteen: {
    height: 228,
    headR: 42,
    legLength: 68,
    shoulderWidth: 58,
    upperArm: 36,
    forearm: 32,
    armWidth: 14,
    legWidth: 17,
  },
  teen: {
    height: 262,
    headR: 40,
    legLength: 88,
    shoulderWidth: 62,
    upperArm: 44,
    forearm: 40,
    armWidth: 15,
    legWidth: 18,
  },
  adult: {
    height: 300,
    headR: 40,
    legLength: 104,
    shoulderWidth: 70,
    upperArm: 54,
    forearm: 48,
    armWidth: 16,
    legWidth: 19,
  },
  elder: {
    height: 288,
    headR: 40,
    legLength: 96,
    shoulderWidth: 70,
    upperArm: 52,
    forearm: 46,
    armWidth: 16,
    legWidth: 19,
  },
};

export function bodyMetrics(stage: LifeStage, gender: 'male' | 'female'): BodyMetrics {
  const base = METRICS[stage];
  const grown = stage === 'teen' || stage === 'adult' || stage === 'elder';
  const shoulders = grown ? (gender === 'male' ? 6 : -4) : 0;
  return { ...base, shoulderWidth: base.shoulderWidth + shoulders };
}

import { storyLimits, type AgeGroup, type Dialect } from '@qamar/shared';

/** Card 4 of the story form: who listens, in which language, and how many pages. */
export interface StorySettings {
  ageGroup: AgeGroup;
  dialect: Dialect;
  /** Pages (docs/product/stories-and-engines.md). */
  length: number;
}

/** docs/product/validation.md defaults: age group 6-8, Fusha, 5 pages. */
export const defaultStorySettings: StorySettings = {
  ageGroup: '6-8',
  dialect: 'standard',
  length: storyLimits.pagesDefault,
};

/** The interface names of the age groups (docs/product/limits.md) and their story durations in minutes. */
export const ageGroupInfo: Record<
  AgeGroup,
  { key: 'toddlers' | 'early' | 'late'; minutes: number }
> = {
  '3-5': { key: 'toddlers', minutes: 5 },
  '6-8': { key: 'early', minutes: 7 },
  '9-12': { key: 'late', minutes: 10 },
};

/** A page count kept within 3 to 10. */
export function clampLength(length: number): number {
  return Math.min(storyLimits.pagesMax, Math.max(storyLimits.pagesMin, Math.round(length)));
}

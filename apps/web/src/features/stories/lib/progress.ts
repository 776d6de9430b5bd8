import type { StoryStatusResponse } from '@qamar/shared';

export const stages = ['preparing', 'writing', 'illustrations', 'narrations', 'complete'] as const;
export type Stage = (typeof stages)[number];
export type StepState = 'pending' | 'active' | 'complete' | 'failed';
export const stepKeys = ['writing', 'drawing', 'recording'] as const;
export type StepKey = (typeof stepKeys)[number];

/** The displayed stage (docs/product/states.md): preparing before the first status, then writing, illustrations, narrations, complete. */
export function storyStage(status: StoryStatusResponse | undefined): Stage {
  if (!status) return 'preparing';
  if (status.status === 'complete') return 'complete';
  if (!status.progress.textComplete) return 'writing';
  if (status.progress.imagesPercent < 100) return 'illustrations';
  if (status.progress.audioPercent < 100) return 'narrations';
  return 'complete';
}

const clampPercent = (value: number) => Math.min(100, Math.max(0, value));

/** 33 for the text, plus 33 % of the pictures and 34 % of the narrations; 100 once complete (docs/product/states.md). */
export function overallPercent(status: StoryStatusResponse | undefined): number {
  if (!status) return 0;
  if (status.status === 'complete') return 100;
  const { textComplete, imagesPercent, audioPercent } = status.progress;
  return clampPercent(
    Math.round(
      (textComplete ? 33 : 0) +
        0.33 * clampPercent(imagesPercent) +
        0.34 * clampPercent(audioPercent),
    ),
  );
}

/** The three tiles: writing first, then drawing and recording side by side once the text is done (docs/product/states.md). */
export function stepStates(status: StoryStatusResponse | undefined): Record<StepKey, StepState> {
  if (!status) return { writing: 'pending', drawing: 'pending', recording: 'pending' };
  if (status.status === 'complete')
    return { writing: 'complete', drawing: 'complete', recording: 'complete' };
  const { textComplete, imagesPercent, audioPercent } = status.progress;
  // A story that failed for good stopped at every step it had not finished.
  const unfinished: StepState = status.status === 'error' ? 'failed' : 'active';
  const after = (percent: number): StepState =>
    percent >= 100
      ? 'complete'
      : textComplete
        ? unfinished
        : status.status === 'error'
          ? 'failed'
          : 'pending';
  return {
    writing: textComplete ? 'complete' : status.status === 'queued' ? 'pending' : unfinished,
    drawing: after(imagesPercent),
    recording: after(audioPercent),
  };
}

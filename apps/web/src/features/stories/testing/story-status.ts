import type { StoryStatusResponse } from '@qamar/shared';

/** A status answer for tests: a processing story with nothing done, changed by `overrides`. */
export function storyStatus(
  overrides: Omit<Partial<StoryStatusResponse>, 'progress' | 'queue'> & {
    progress?: Partial<StoryStatusResponse['progress']>;
    queue?: Partial<StoryStatusResponse['queue']>;
  } = {},
): StoryStatusResponse {
  const { progress, queue, ...rest } = overrides;
  return {
    status: 'processing',
    titleEn: null,
    titleAr: null,
    error: null,
    ...rest,
    progress: {
      text: '',
      images: '',
      audio: '',
      imagesPercent: 0,
      audioPercent: 0,
      textComplete: false,
      ...progress,
    },
    queue: {
      imagePosition: 0,
      audioPosition: 0,
      estimatedImageWait: 0,
      estimatedAudioWait: 0,
      ...queue,
    },
  };
}

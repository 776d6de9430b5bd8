import { describe, expect, it } from 'vitest';
import type { StoryStatusResponse } from '@qamar/shared';
import { storyStatus } from '../testing/story-status.ts';
import { overallPercent, stepStates, storyStage } from './progress.ts';

const status = (
  progress: Partial<StoryStatusResponse['progress']>,
  state: StoryStatusResponse['status'] = 'processing',
) => storyStatus({ status: state, progress });

describe('generation stage', () => {
  it('is preparing before the first status', () => {
    expect(storyStage(undefined)).toBe('preparing');
  });

  it('moves from writing to illustrations to narrations to complete', () => {
    expect(storyStage(status({}, 'queued'))).toBe('writing');
    expect(storyStage(status({ textComplete: true, imagesPercent: 40 }))).toBe('illustrations');
    expect(storyStage(status({ textComplete: true, imagesPercent: 100, audioPercent: 60 }))).toBe(
      'narrations',
    );
    expect(storyStage(status({ textComplete: true, imagesPercent: 100, audioPercent: 100 }))).toBe(
      'complete',
    );
    expect(storyStage(status({}, 'complete'))).toBe('complete');
  });
});

describe('overall percent', () => {
  it('is 0 before anything is done', () => {
    expect(overallPercent(undefined)).toBe(0);
    expect(overallPercent(status({}))).toBe(0);
  });

  it('adds 33 for the text, 33 % of the pictures and 34 % of the narrations', () => {
    expect(overallPercent(status({ textComplete: true }))).toBe(33);
    expect(
      overallPercent(status({ textComplete: true, imagesPercent: 50, audioPercent: 50 })),
    ).toBe(67);
    expect(
      overallPercent(status({ textComplete: true, imagesPercent: 100, audioPercent: 100 })),
    ).toBe(100);
  });

  it('is 100 once the story is complete', () => {
    expect(overallPercent(status({}, 'complete'))).toBe(100);
  });
});

describe('step tiles', () => {
  it('are all pending before the first status, and all complete at the end', () => {
    expect(stepStates(undefined)).toEqual({
      writing: 'pending',
      drawing: 'pending',
      recording: 'pending',
    });
    expect(stepStates(status({}, 'complete'))).toEqual({
      writing: 'complete',
      drawing: 'complete',
      recording: 'complete',
    });
  });

  it('write first, then draw and record side by side', () => {
    expect(stepStates(status({}))).toEqual({
      writing: 'active',
      drawing: 'pending',
      recording: 'pending',
    });
    expect(
      stepStates(status({ textComplete: true, imagesPercent: 100, audioPercent: 20 })),
    ).toEqual({ writing: 'complete', drawing: 'complete', recording: 'active' });
  });

  it('mark every unfinished step as stopped when the story failed', () => {
    expect(
      stepStates(status({ textComplete: true, imagesPercent: 100, audioPercent: 20 }, 'error')),
    ).toEqual({ writing: 'complete', drawing: 'complete', recording: 'failed' });
    expect(stepStates(status({}, 'error'))).toEqual({
      writing: 'failed',
      drawing: 'failed',
      recording: 'failed',
    });
  });
});

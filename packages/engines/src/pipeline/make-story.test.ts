import { describe, expect, it } from 'vitest';
import { createEmbeddedEngines } from '../embedded.ts';
import type { WriterInput } from '../types.ts';
import { makeStory } from './make-story.ts';

const input = (dialect: WriterInput['dialect']): WriterInput => ({
  characters: [
    {
      name: 'Noor',
      nameAr: 'نور',
      type: 'human',
      gender: 'female',
      age: 4,
      description: 'a curious little girl',
    },
  ],
  location: {
    name: 'the desert oasis',
    type: 'nature',
    description: 'palms around a pool under the stars',
    setting: 'desert-oasis',
  },
  theme: 'sharing',
  ageGroup: '3-5',
  dialect,
  pages: 3,
  seed: 11,
});

describe('makeStory', () => {
  it('makes a picture and English, Arabic and dialect narrations for every page of a dialect story', async () => {
    const { story, pictures, narrations } = await makeStory(
      createEmbeddedEngines(),
      input('egyptian'),
    );
    expect(story.pages).toHaveLength(3);
    expect(pictures).toHaveLength(3);
    for (const [index, narration] of narrations.entries()) {
      expect(pictures[index]?.full.byteLength).toBeGreaterThan(1000);
      expect(narration.en.durationMs).toBeGreaterThan(1000);
      expect(narration.ar.words.length).toBeGreaterThan(5);
      expect(narration.dialect?.durationMs).toBeGreaterThan(1000);
    }
  }, 60_000);

  it('makes no dialect narration for a Fusha story', async () => {
    const { narrations } = await makeStory(createEmbeddedEngines(), input('standard'));
    expect(narrations.every((n) => n.dialect === undefined)).toBe(true);
  }, 60_000);
});

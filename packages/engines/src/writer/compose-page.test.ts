import { describe, expect, it } from 'vitest';
import { MOON_RISES, shortSentences } from './compose-page.ts';
import { sampleInputs } from './sample-inputs.ts';
import { writeStory } from './write-story.ts';

describe('shortSentences (the youngest hear short sentences)', () => {
  it('splits at ", and" before a new subject and at a semicolon outside a quote', () => {
    expect(shortSentences('Layla looked under the bed, and she found the little ball.')).toBe(
      'Layla looked under the bed. She found the little ball.',
    );
    expect(shortSentences('The storm went on outside; the room stayed warm and quiet.')).toBe(
      'The storm went on outside. The room stayed warm and quiet.',
    );
  });

  it('leaves a clause without its own subject, and a quote, as they are', () => {
    expect(shortSentences('Omar washed his face, and brushed his teeth.')).toBe(
      'Omar washed his face, and brushed his teeth.',
    );
    expect(shortSentences('"Wait; let me think," said Mama.')).toBe(
      '"Wait; let me think," said Mama.',
    );
  });
});

describe('the moon in a story', () => {
  it('rises once (300 sample stories; it rose again on a later page in 2 of the first 100)', () => {
    const faults: string[] = [];
    sampleInputs(300, 5).forEach((input, k) => {
      const risen = writeStory(input)
        .pages.flatMap((page) => page.textEn.split(/(?<=[.!?]["”]?)\s+/))
        .filter((s) => MOON_RISES.test(s));
      if (risen.length > 1) faults.push(`#${k}: ${risen.join(' | ')}`);
    });
    expect(faults, faults.slice(0, 10).join('\n')).toEqual([]);
  }, 120_000);
});

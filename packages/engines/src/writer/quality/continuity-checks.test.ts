import { describe, expect, it } from 'vitest';
import type { WriterInput, WrittenStory } from '../../types.ts';
import { fixtureCases } from '../idea/fixtures/ideas.ts';
import { sampleInputs } from '../sample-inputs.ts';
import { writeStory } from '../write-story.ts';
import { continuityFaults, isRoomLine } from './continuity-checks.ts';

const story = (...pages: string[]): WrittenStory => ({
  titleEn: '',
  titleAr: '',
  moralEn: '',
  moralAr: '',
  pages: pages.map((textEn) => ({
    textEn,
    textAr: '',
    scene: { description: '', characters: [], timeOfDay: 'night', mood: 'calm' },
  })),
});

describe('continuity checks', () => {
  it('find a room after the page left it, the sky at home, and pyjamas after sleep', () => {
    const kinds = (s: WrittenStory) => continuityFaults(s).map((f) => `${f.page} ${f.kind}`);
    expect(isRoomLine('The clock on the wall ticked softly.')).toBe(true);
    expect(
      kinds(
        story(
          'The warm sun was sinking lower at home. Outside, everything at home was sleeping too.',
          'Layla walked out holding her toothbrush like a prize. The clock on the wall ticked softly.',
          "Somewhere on the third dune, Layla's eyes closed, and Grandma tucked the blanket in.",
          'Layla brushed her teeth and put on warm pyjamas.',
        ),
      ),
    ).toEqual(['1 sky-at-home', '1 sky-at-home', '2 room-after-leaving', '4 bed-after-sleep']);
    // Already in bed on one page, the next does not climb into bed or brush teeth again.
    expect(
      kinds(
        story(
          'Lana tucked Teddy in beside her. The worry had grown small.',
          'Lana brushed her teeth. Lana crawled into bed, tired but glad.',
        ),
      ),
    ).toEqual(['2 bed-twice', '2 bed-twice']);
    // The classroom after the way home is a fault; the living room after it is not.
    expect(isRoomLine('The big clock above the board counted the minutes.', true)).toBe(true);
    expect(
      kinds(
        story(
          'On the way home Karim thought about the card. The big clock above the board counted the minutes.',
          'Back at home, Karim kept the card. A tall lamp in the corner made a warm circle of light on the ceiling.',
        ),
      ),
    ).toEqual(['1 room-after-leaving']);
    // Not faults: a lamp that goes out, eyes closed to count, the sun at home in a comparison.
    expect(
      kinds(
        story(
          'The lamps went out one by one. The clock on the wall ticked softly.',
          'Omar counted to ten with his eyes closed. One clock was yellow like the sun at home.',
          'Omar brushed his teeth and put on pyjamas. Omar fell fast asleep.',
        ),
      ),
    ).toEqual([]);
  });

  it('no story contradicts itself so (1,000 samples with the fixture ideas, a third at home)', () => {
    const ideas = fixtureCases.map((c) => c.text);
    const inputs: WriterInput[] = sampleInputs(1300, 77)
      .map((input, i) => ({
        ...input,
        description: i % 3 === 2 ? input.description : ideas[i % ideas.length],
        location:
          i % 4 === 0
            ? { name: 'Home', type: 'city' as const, description: 'our flat' }
            : input.location,
      }))
      // The first thousand, and the ones past it where each fault was once found.
      .filter((_, i) => i < 1000 || [1019, 1057, 1272].includes(i));
    const faults = inputs.flatMap((input, i) =>
      continuityFaults(writeStory(input)).map(
        (f) => `#${i} page ${f.page} ${f.kind}: ${f.after ? `${f.after} >> ` : ''}${f.sentence}`,
      ),
    );
    expect(faults).toEqual([]);
  }, 180_000);
});

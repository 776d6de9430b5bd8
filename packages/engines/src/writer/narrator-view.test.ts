import { describe, expect, it } from 'vitest';
import { sampleInputs } from './sample-inputs.ts';
import { writeStory } from './write-story.ts';
import { checkDialect } from './quality/dialect-checks.ts';

/**
 * The Gulf lines of a plot write Grandpa the way a child calls him (جدّي، يدّي); the narrator of
 * the story speaks of the hero's grandpa (جدّه، يدّها), as in "little-drummer" of the family
 * wedding, where Grandpa brings the tambourine.
 */
describe("the narrator keeps the story's point of view in the Gulf dialects", () => {
  it.each([
    ['gulf_saudi', 'جدّ'],
    ['gulf_uae', 'يدّ'],
  ] as const)('%s: Grandpa of the little drummer is the hero’s', (dialect, stem) => {
    const input = sampleInputs(1, 3)[0]!;
    const told = Array.from({ length: 40 }, (_, i) =>
      writeStory({
        ...input,
        seed: i + 1,
        dialect,
        ageGroup: '6-8',
        pages: 5,
        description: 'my uncle is getting married and there will be a zaffa with drummers',
      }),
    ).map((s) => ({
      male: input.characters[0]!.gender === 'male',
      text: s.pages.map((p) => p.textDialect ?? '').join(' '),
    }));
    const drummer = told.filter((s) => s.text.includes('طار صغير'));
    expect(drummer.length).toBeGreaterThan(0);
    for (const s of drummer) {
      expect(s.text).toContain(`${stem}${s.male ? 'ه' : 'ها'} `);
      expect(checkDialect(s.text, dialect).map((f) => f.rule)).not.toContain(
        'narrator-my-grandparent',
      );
    }
  });
});

import { describe, expect, it } from 'vitest';
import type { LineDef } from '../lines.ts';
import { fixtureCases } from '../idea/fixtures/ideas.ts';
import { understandIdea } from '../idea/understand-idea.ts';
import { situationPlots } from './index.ts';
import { writeStory } from '../write-story.ts';

// Plain words; "and" and "but" left out (the youngest hear ", and" as two sentences).
const plain = (s: string): string =>
  ` ${s.toLowerCase().replace(/[^a-z]+/g, ' ')} `.replace(/ (?:and|but)(?= )/g, '');

/** A line's English as a pattern over plain words: its tokens and choices match any words. */
function pattern(line: LineDef): RegExp {
  const body = plain(line[0].replace(/\{[^}]*\}|\[[^\]]*\]/g, ' TOKEN '))
    .trim()
    .split(/\btoken\b/)
    .map((part) => part.trim())
    .filter(Boolean)
    .join('.*');
  return new RegExp(body);
}

/**
 * A three-page story tells the whole of a plot's middle: the child's try, the help, then the
 * hero and the helper acting together, then how it ends (the together step has no page of its own).
 * Before, the together step was an optional line of the help page, and most three-page stories
 * had no room left for it.
 */
/**
 * The share of three-page stories that may still leave the together step out: the last, simpler
 * drafts of a story whose pages cannot hold it within the age group's bounds (write-story.ts).
 */
const MOST_MISSING = 0.1;

describe('three-page stories', () => {
  it("tell the plot's together step with the help", () => {
    const ideas = fixtureCases.map((c) => c.text).filter((_, k) => k % 4 === 0);
    let told = 0;
    const missing: string[] = [];
    for (const [k, idea] of ideas.entries()) {
      const situation = understandIdea(idea).situation;
      const plots = situation ? situationPlots.get(situation) : undefined;
      if (!plots) continue;
      const story = writeStory({
        characters: [{ name: 'Layla', type: 'human', gender: 'female', age: 6, description: '' }],
        location: { name: 'Cairo', type: 'city', description: 'a flat in the city' },
        description: idea,
        ageGroup: (['3-5', '6-8', '9-12'] as const)[k % 3]!,
        dialect: 'egyptian',
        pages: 3,
        seed: k + 1,
      });
      const text = plain(story.pages.map((p) => p.textEn).join(' '));
      const together = plots.flatMap((p) => p.together).map(pattern);
      told++;
      if (!together.some((re) => re.test(text))) missing.push(`${idea} (${k % 3})`);
    }
    console.info(`three-page stories without the together step: ${missing.length} of ${told}`);
    expect(told).toBeGreaterThan(30);
    expect(missing.length / told, missing.join('\n')).toBeLessThanOrEqual(MOST_MISSING);
  }, 120_000);
});

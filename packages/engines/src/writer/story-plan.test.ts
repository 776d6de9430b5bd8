import { describe, expect, it } from 'vitest';
import { thirdPerson } from './scene.ts';
import { planPages } from './story-plan.ts';
import { writeStory } from './write-story.ts';

describe('the plan of a situation story', () => {
  it('spends no page of six to nine on a pastime when the plot has no hour of its own before the trouble', () => {
    for (let pages = 6; pages <= 9; pages++) {
      const plan = planPages(pages, false, true, false);
      expect(plan).toHaveLength(pages);
      expect(plan.flat()).not.toContain('pastime');
      expect(plan[1]).toEqual(['problem']);
    }
    expect(planPages(10, false, true, false).flat()).toContain('pastime');
    expect(planPages(6).flat()).toContain('pastime');
  });

  it('reaches the worry the parent wrote on page two, not after a song in the souk', () => {
    for (let seed = 0; seed < 12; seed++) {
      const story = writeStory({
        characters: [{ name: 'Karim', type: 'human', gender: 'male', age: 10, description: '' }],
        location: { name: 'Old Souk', type: 'city', description: 'a busy old market' },
        description: 'my son is worried about his maths exam',
        ageGroup: '9-12',
        dialect: 'standard',
        pages: 6 + (seed % 4),
        seed,
      });
      expect(story.pages[1]!.textEn, `seed ${seed}`).toMatch(/\bexams?\b/i);
    }
  });
});

describe('a scene said of one person', () => {
  it('puts both verbs of "sing and clap" in the third person', () => {
    expect(thirdPerson('sing and clap a happy song')).toBe('sings and claps a happy song');
    expect(thirdPerson('look for the kite together')).toBe('looks for the kite');
  });
});

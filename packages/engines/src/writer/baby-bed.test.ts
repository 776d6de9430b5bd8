import { describe, expect, it } from 'vitest';
import { writeStory } from './write-story.ts';

describe("a baby's bed", () => {
  it('is a cot in the pictures of a new baby, a baby cousin and a jealous big sister', () => {
    const kinds = new Set<string>();
    for (const idea of [
      'a new baby brother comes home',
      'her aunt had a baby and they visit the baby cousin',
      'she is jealous of her baby brother',
    ])
      for (let seed = 0; seed < 12; seed++)
        for (const page of writeStory({
          characters: [
            { name: 'Lina', type: 'human', gender: 'female', age: 5, description: 'a kind girl' },
          ],
          location: { name: 'Home', type: 'city', description: 'our flat in Beirut' },
          description: idea,
          ageGroup: (['3-5', '6-8', '9-12'] as const)[seed % 3]!,
          dialect: 'lebanese',
          pages: [5, 6, 8][seed % 3]!,
          seed,
        }).pages)
          for (const prop of page.scene?.props ?? []) kinds.add(prop.kind);
    expect(kinds).toContain('cot');
    expect(kinds).not.toContain('bed');
  });
});

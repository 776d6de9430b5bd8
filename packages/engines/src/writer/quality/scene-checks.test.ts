import { describe, expect, it } from 'vitest';
import type { StoryCharacterInput, WriterInput } from '../../types.ts';
import { fixtureCases } from '../idea/fixtures/ideas.ts';
import { sampleInputs } from '../sample-inputs.ts';
import { writeStory } from '../write-story.ts';
import { sceneFaults } from './scene-checks.ts';

const camel: StoryCharacterInput = {
  name: 'Jamal',
  type: 'animal',
  species: 'camel',
  gender: 'male',
  age: 4,
  description: 'a gentle camel',
};

const PLACES: WriterInput['location'][] = [
  { name: 'Home', type: 'city', description: 'our flat' },
  { name: 'Old Souk', type: 'city', description: 'a busy old market' },
  { name: 'Sunny School', type: 'city', description: 'the school with a big yard' },
];

describe('who is drawn where', () => {
  it('finds a teacher in the bedroom, a dentist at home, a neighbour in class, a camel indoors', () => {
    const story = (setting: string, people: string[], characters: string[]) =>
      ({
        titleEn: '',
        titleAr: '',
        moralEn: '',
        moralAr: '',
        pages: [
          {
            textEn: '',
            textAr: '',
            scene: {
              description: '',
              characters: characters.map((name) => ({ name, pose: 'standing' })),
              timeOfDay: 'night',
              mood: 'calm',
              setting,
              people: people.map((role) => ({ role })),
            },
          },
        ],
      }) as never;
    const input = { characters: [camel] };
    expect(sceneFaults(story('bedroom', ['teacher'], []), input)).toHaveLength(1);
    expect(sceneFaults(story('kitchen', ['dentist'], []), input)).toHaveLength(1);
    expect(sceneFaults(story('classroom', ['neighbour'], []), input)).toHaveLength(1);
    expect(sceneFaults(story('living-room', [], ['Jamal']), input)).toHaveLength(1);
    expect(sceneFaults(story('classroom', ['teacher'], []), input)).toEqual([]);
    expect(sceneFaults(story('place', ['neighbour', 'mother'], ['Jamal']), input)).toEqual([]);
  });

  it('draws every grown-up where they belong and big animals out of doors (900 stories)', () => {
    const ideas = fixtureCases.map((c) => c.text);
    const faults = sampleInputs(900, 131).flatMap((input, i) => {
      const given: WriterInput = {
        ...input,
        characters: i % 5 === 0 ? [input.characters[0]!, camel] : input.characters,
        description: i % 3 === 2 ? input.description : ideas[i % ideas.length],
        location: i % 2 === 0 ? PLACES[(i / 2) % 3]! : input.location,
      };
      return sceneFaults(writeStory(given), given).map(
        (f) => `${i} p${f.page} ${f.what}: ${given.description ?? given.theme}`,
      );
    });
    console.info(
      `${faults.length} drawn out of place (${faults.filter((f) => !f.includes('Jamal')).length} grown-ups)\n  ${faults
        .filter((f) => !f.includes('Jamal'))
        .slice(0, 15)
        .join('\n  ')}`,
    );
    expect(faults).toEqual([]);
  }, 120_000);
});

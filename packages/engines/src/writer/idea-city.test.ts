import { describe, expect, it } from 'vitest';
import { spokenDialectOf } from '@qamar/shared';
import type { WriterInput } from '../types.ts';
import { stripTashkeel } from './arabic-text.ts';
import { fixtureIdeas } from './idea/fixtures/ideas.ts';
import { understandIdea } from './idea/understand-idea.ts';
import { cityIsElsewhere, namedCity } from './idea-city.ts';
import { knownPlaceName } from './place-names.ts';
import { sampleInputs } from './sample-inputs.ts';
import { writeStory } from './write-story.ts';

const bare = (s: string): string => stripTashkeel(s).replace(/\u0651/g, '');

/** The places a parent may choose that are not a city of their own: a market, an oasis, home. */
const places: WriterInput['location'][] = [
  { name: 'The Old Souk', type: 'city', description: 'a covered market of spice stalls' },
  { name: 'Desert Oasis', type: 'nature', description: 'palm trees round a quiet pool' },
  { name: 'Home', type: 'city', description: 'our flat' },
];

describe('the city or country an idea names', () => {
  const ideas = Object.values(fixtureIdeas)
    .flat()
    .map((c) => c.text)
    .filter((text) => namedCity(understandIdea(text, {})) !== null);
  const stories = ideas.flatMap((text, i) =>
    places.map((location, j) => {
      const base = sampleInputs(1, 900 + i * 3 + j)[0] as WriterInput;
      const input = { ...base, location, description: text };
      return { input, story: writeStory(input), idea: understandIdea(text, input) };
    }),
  );

  it('is found in enough fixture ideas to measure', () => {
    expect(ideas.length).toBeGreaterThanOrEqual(10);
  });

  it('is named in every language of the story, with the situation or as where the place is', () => {
    for (const { input, story, idea } of stories) {
      const city = namedCity(idea);
      if (!city) continue;
      const label = `${input.description} @ ${input.location.name}`;
      expect(story.pages.map((p) => p.textEn).join(' '), label).toContain(city.en);
      expect(bare(story.pages.map((p) => p.textAr).join(' ')), label).toContain(bare(city.ar));
      const spoken = spokenDialectOf(input.dialect);
      if (spoken)
        expect(bare(story.pages.map((p) => p.textDialect ?? '').join(' ')), label).toContain(
          // Joined to لِ, the article loses its alif: سفرة العايلة للغردقة.
          bare(city[spoken]).replace(/^ال/, ''),
        );
    }
  });

  it("keeps the child's place where the child is when the situation is elsewhere", () => {
    const elsewhere = stories.filter(({ idea }) => cityIsElsewhere(idea));
    expect(elsewhere.length).toBeGreaterThan(0);
    for (const { input, story, idea } of elsewhere) {
      const city = namedCity(idea);
      expect(story.pages.map((p) => p.textEn).join(' '), input.description).not.toMatch(
        new RegExp(`(Souk|Oasis|house) (in|near) ${city?.en}`),
      );
    }
  });

  it('does not move a place that is a city of its own', () => {
    const input = {
      ...(sampleInputs(1, 5)[0] as WriterInput),
      location: { name: 'Cairo', type: 'city' as const, description: 'a busy city' },
      description: 'my daughter is scared of the dark since we came to Beirut',
    };
    const en = writeStory(input)
      .pages.map((p) => p.textEn)
      .join(' ');
    expect(knownPlaceName('Cairo', 'egyptian')).not.toBeNull();
    expect(en).not.toMatch(/Cairo in Beirut/);
  });
});

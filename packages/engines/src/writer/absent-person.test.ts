import { describe, expect, it } from 'vitest';
import type { StoryCharacterInput, WriterInput } from '../types.ts';
import { stripTashkeel } from './arabic-text.ts';
import { actorFromCharacter } from './cast.ts';
import { understandIdea } from './idea/understand-idea.ts';
import { situationName } from './idea-city.ts';
import { ageGroups, allDialects, sampleLocations } from './sample-inputs.ts';
import { peopleIn } from './scene-content.ts';
import { writeStory } from './write-story.ts';

const mariam: StoryCharacterInput = {
  name: 'Mariam',
  type: 'human',
  gender: 'female',
  age: 6,
  description: '',
};
const grandma: StoryCharacterInput = {
  name: 'Grandma Huda',
  type: 'human',
  gender: 'female',
  age: 66,
  description: '',
};
const grandpa: StoryCharacterInput = {
  name: 'Grandpa Ali',
  type: 'human',
  gender: 'male',
  age: 70,
  description: '',
};
const baba: StoryCharacterInput = {
  name: 'Tarek',
  type: 'human',
  gender: 'male',
  age: 38,
  description: 'her father',
};
const cat: StoryCharacterInput = {
  name: 'Mishmish',
  type: 'animal',
  species: 'cat',
  gender: 'female',
  age: 4,
  description: '',
};

/**
 * Ideas whose person is away, ill far away or gone, with that person among the chosen characters,
 * in English, Fusha and a dialect; `seen`: the person may be drawn where the plot meets them.
 */
const CASES: ReadonlyArray<{
  situation: string;
  idea: string;
  person: StoryCharacterInput;
  seen: boolean;
  /** Spoken of by name before (or without) being met: the pet that died, remembered. */
  spoken?: boolean;
}> = [
  {
    situation: 'visiting-grandparents',
    idea: 'a trip to grandma in Alexandria',
    person: grandma,
    seen: true,
  },
  { situation: 'visiting-grandparents', idea: 'زيارة جدو في جدة', person: grandpa, seen: true },
  {
    situation: 'sick-grandparent',
    idea: 'grandma is sick in hospital',
    person: grandma,
    seen: true,
  },
  { situation: 'sick-grandparent', idea: 'جدّي مريض', person: grandpa, seen: true },
  { situation: 'parent-away', idea: 'baba is travelling for work', person: baba, seen: false },
  { situation: 'grandparent-death', idea: 'grandpa passed away', person: grandpa, seen: false },
  { situation: 'grandparent-death', idea: 'ماتت تيتة', person: grandma, seen: false },
  // The pet the idea names is spoken of by its name ("Why did Mishmish have to go?"), never drawn.
  { situation: 'pet-death', idea: 'our cat Mishmish died', person: cat, seen: false, spoken: true },
];

describe('a chosen character who is the idea’s person away', () => {
  it('understands each idea as its situation, with the character as its person', () => {
    for (const c of CASES) {
      const idea = understandIdea(c.idea, {
        characters: [mariam, c.person],
        location: sampleLocations[0]!,
        ageGroup: '6-8',
      });
      expect([c.idea, idea.situation]).toEqual([c.idea, c.situation]);
      expect(idea.people.some((p) => p.character === c.person.name)).toBe(true);
    }
  });

  it('is neither named nor drawn before the plot brings them in, and never once gone', () => {
    const wrong: string[] = [];
    let met = 0;
    for (const c of CASES)
      for (const ageGroup of ageGroups)
        for (const dialect of allDialects)
          for (let seed = 1; seed <= 4; seed++) {
            const input: WriterInput = {
              characters: [mariam, c.person],
              location: sampleLocations[seed % sampleLocations.length]!,
              description: c.idea,
              ageGroup,
              dialect,
              pages: 3 + ((seed * 3) % 8),
              seed,
            };
            const story = writeStory(input);
            const actor = actorFromCharacter(c.person, 'egyptian');
            // The Arabic name as a word of its own (عمر, not the عمر of عُمُرِها).
            const arName = new RegExp(
              `(^|[^\u0621-\u064A])[وفبل]?${stripTashkeel(actor.ar.nom).replace(/^ال/, '')}($|[^\u0621-\u064A])`,
            );
            const at = `${c.idea} ${ageGroup} ${dialect} seed ${seed}`;
            let seenYet = false;
            story.pages.forEach((page, i) => {
              const drawn = page.scene?.characters.some((a) => a.name === c.person.name) ?? false;
              // Drawn only on a page that speaks of them (at Grandma's house), never asleep.
              const spoken = /\b(Grandma|Grandpa)\b/.test(page.textEn);
              if (drawn && (!c.seen || i === story.pages.length - 1 || !spoken))
                wrong.push(`${at}: page ${i + 1} draws ${c.person.name}`);
              // Never a second, nameless grandparent beside (or instead of) the chosen one.
              const role = peopleIn(c.person.name)[0]?.role;
              if (role && page.scene?.people?.some((p) => p.role === role))
                wrong.push(`${at}: page ${i + 1} draws a ${role}`);
              seenYet ||= drawn;
              if (drawn) met++;
              const texts = [page.textEn, stripTashkeel(page.textAr), page.textDialect ?? ''];
              const named = texts.some((t) => t.includes(c.person.name) || arName.test(t));
              if (named && !seenYet && !c.spoken)
                wrong.push(`${at}: page ${i + 1} names ${c.person.name}`);
            });
          }
    expect(wrong.slice(0, 20)).toEqual([]);
    expect(wrong.length).toBe(0);
    // Where the plot meets them, they are drawn: the visit and the hospital bed show them.
    expect(met).toBeGreaterThan(50);
  }, 120_000);
});

describe('the situation as the idea names its people', () => {
  it('says only the grandparent the idea names, in every language', () => {
    const cases = [
      { idea: 'a trip to grandma in Alexandria', not: ['grandpa', 'الجَدِّ', 'جدّو', 'الجدّ', 'اليدّ'] },
      { idea: 'visiting grandpa', not: ['grandma', 'الجَدَّةِ', 'تيتة', 'تيتا', 'الجدّة', 'اليدّة'] },
      { idea: 'grandma is sick in hospital', not: ['grandpa', 'الجَدِّ', 'جدّو', 'الجدّ', 'اليدّ'] },
    ];
    // A place of the samples is Grandpa's Garden: its own name is not the situation's.
    const places = sampleLocations.filter((l) => !/grand/i.test(l.name));
    const wrong: string[] = [];
    for (const c of cases)
      for (const dialect of allDialects)
        for (let seed = 1; seed <= 6; seed++) {
          const story = writeStory({
            characters: [mariam],
            location: places[seed % places.length]!,
            description: c.idea,
            ageGroup: ageGroups[seed % 3]!,
            dialect,
            pages: 3 + seed,
            seed,
          });
          for (const page of story.pages) {
            const said = `${page.textEn} ${page.textAr} ${page.textDialect ?? ''}`;
            const hit = c.not.find((w) =>
              (/^[a-z]/.test(w)
                ? new RegExp(`\\b${w}\\b`, 'i')
                : new RegExp(`(^|[\\s«])${w}([\\s.،»]|$)`)
              ).test(said),
            );
            if (hit) wrong.push(`${c.idea} ${dialect} seed ${seed}: ${hit}`);
          }
        }
    expect(wrong.slice(0, 10)).toEqual([]);
  }, 120_000);

  it('names one grandparent lost or ill as the idea does (the other may be the one who helps)', () => {
    const named = (idea: string) => situationName(understandIdea(idea, {}))?.en;
    expect(named('grandpa passed away')).toBe('losing grandpa');
    expect(named('grandma is sick in hospital')).toBe('grandma being ill');
    expect(named('visiting grandma and grandpa')).toBe('a visit to grandma and grandpa');
  });
});

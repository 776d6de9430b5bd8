import { describe, expect, it } from 'vitest';
import { INDOOR_SETTINGS, type AgeGroup, type WriterInput } from '../types.ts';
import { fixtureCases } from './idea/fixtures/ideas.ts';
import { understandIdea } from './idea/understand-idea.ts';
import type { Pool } from './lines.ts';
import { buildPlace } from './place.ts';
import { awayMoodLines, moodLines } from './pools/opening.ts';
import { AWAY_ROOMS } from './pools/rooms.ts';
import { skyLines } from './pools/sky.ts';
import { writeStory } from './write-story.ts';

/**
 * A page that happens in a room (a plot's indoor beat: the fear of the dark in the bedroom, the
 * dentist, the classroom) tells the room, never the sky or the outdoor place's details: no child
 * in a dark bedroom hears "little white clouds sailed by" or the spice sellers of the souk.
 */

/** A line's English template as a pattern for its rendered sentences (any choice, any name). */
function pattern(template: string): RegExp {
  let out = '';
  for (const part of template.split(/(\[[^\]]*\]|\{[^}]*\})/)) {
    if (part.startsWith('['))
      out += `(?:${part
        .slice(1, -1)
        .split('|')
        .map((o) => literal(o.replace(/\{[^}]*\}/g, '\uE000')))
        .join('|')})`;
    else if (part.startsWith('{')) out += '.+?';
    else out += literal(part);
  }
  return new RegExp(out.replace(/\uE000/g, '.+?'), 'i');
}

/** Literal text, with the writer's finishing allowed for: "a"/"an", a split ", and" (3-5), spaces. */
function literal(text: string): string {
  return text
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\b[Aa]n?\b(?= )/g, 'an?')
    .replace(/, (and|but) /g, '(?:,|\\.) (?:$1 )?')
    .replace(/\s+/g, '\\s*');
}

/** The sentences a sky line or a place's detail line can make: the parts without a token. */
function matchers(pool: Pool): RegExp[] {
  return pool.map((line) => pattern(line[0]));
}

const LOCATIONS: WriterInput['location'][] = [
  { name: 'the Old Souk', type: 'city', description: 'a busy souk full of spices and lanterns' },
  { name: 'Cairo', type: 'city', description: 'a flat in the city' },
  { name: 'the beach', type: 'nature', description: 'a sandy beach by a calm sea' },
  { name: 'the garden', type: 'nature', description: 'a garden with a fig tree' },
];

/** Fixture ideas whose plots tell some beats indoors (most of the library's situations). */
const IDEAS = fixtureCases
  .map((c) => c.text)
  .filter((text) => understandIdea(text).situation !== null);

const AGES: AgeGroup[] = ['3-5', '6-8', '9-12'];

describe('a page told in a room', () => {
  const outside = LOCATIONS.map((location) => [
    ...matchers(skyLines),
    ...matchers(buildPlace(location, 'egyptian').details),
  ]);
  let roomPages = 0;
  let outdoorPages = 0;
  let outdoorHits = 0;
  const found: string[] = [];
  const evening = matchers(moodLines.filter((line) => !awayMoodLines.includes(line)));
  let awayPages = 0;
  const moods: string[] = [];
  IDEAS.forEach((idea, k) => {
    const where = k % LOCATIONS.length;
    const story = writeStory({
      characters: [
        { name: 'Layla', type: 'human', gender: 'female', age: 6, description: 'a curious girl' },
      ],
      location: LOCATIONS[where]!,
      description: idea,
      ageGroup: AGES[k % 3]!,
      dialect: (['egyptian', 'lebanese', 'gulf_saudi', 'standard'] as const)[k % 4]!,
      pages: [3, 5, 6, 8, 10][k % 5]!,
      seed: 4000 + k,
    });
    story.pages.forEach((page, i) => {
      if (i === story.pages.length - 1) return; // the goodnight page is in bed, with its own lines
      const setting = page.scene?.setting;
      const sentences = page.textEn.split(/(?<=[.!?]["”]?)\s+/);
      const told = sentences.filter((s) => outside[where]!.some((re) => re.test(s)));
      if (setting && (AWAY_ROOMS as readonly string[]).includes(setting)) {
        awayPages++;
        for (const s of sentences.filter((s) => evening.some((re) => re.test(s))))
          moods.push(`${setting}, page ${i + 1}: ${s}`);
      }
      if (setting && (INDOOR_SETTINGS as readonly string[]).includes(setting)) {
        roomPages++;
        for (const s of told)
          found.push(
            `${AGES[k % 3]} ${[3, 5, 6, 8, 10][k % 5]}p (${setting}, page ${i + 1}): ${s}`,
          );
      } else {
        outdoorPages++;
        outdoorHits += told.length;
      }
    });
  });

  it('happens often among the fixture ideas', () => {
    console.info(
      `${roomPages} room pages, ${found.length} sky or place sentences on them; ${outdoorHits} on ${outdoorPages} outdoor pages`,
    );
    expect(roomPages).toBeGreaterThan(200);
  });

  it('tells no sentence of the sky or of the place outside', () => {
    expect(found, found.slice(0, 20).join('\n')).toEqual([]);
  });

  it('in a classroom or a clinic tells no evening\'s mood ("loved this quiet hour")', () => {
    expect(awayPages).toBeGreaterThan(50);
    expect(moods, moods.slice(0, 20).join('\n')).toEqual([]);
  });

  it('is checked by a matcher that finds the sky and the place on the outdoor pages', () => {
    // The same matcher finds them where they belong: the check above can fail.
    expect(outdoorHits).toBeGreaterThan(outdoorPages / 2);
  });
});

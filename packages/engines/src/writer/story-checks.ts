import type { AgeGroup, WriterInput, WrittenStory } from '../types.ts';
import { understandIdea } from './idea/understand-idea.ts';
import type { UnderstoodIdea } from './idea/types.ts';
import { namedCity } from './idea-city.ts';
import { fleschKincaidGrade } from './text-metrics.ts';
import { countWords, WORD_BANDS } from './word-count.ts';

/** Highest Flesch-Kincaid grade of a story's English per age group. */
export const MAX_GRADE: Record<AgeGroup, number> = { '3-5': 2, '6-8': 4, '9-12': 6 };

/**
 * Arabic packs more into a word than English (articles, prepositions and pronouns are joined to
 * the word), so the Arabic page may fall up to 10% below the band's floor.
 */
export const ARABIC_FLOOR_MARGIN = 0.9;

/**
 * What the reading-level measure counts as plain words (text-metrics.ts): the names the parent
 * chose, and the city or country the idea names (Alexandria is a name to a child, not five syllables).
 * The writer passes the idea it has understood; a test may leave it to be understood here.
 */
export function namesOf(
  input: WriterInput,
  idea: UnderstoodIdea | null = input.description?.trim()
    ? understandIdea(input.description, input)
    : null,
): string[] {
  const city = idea ? namedCity(idea) : null;
  return [
    ...input.characters.map((c) => c.name.trim()),
    input.location.name.trim().replace(/^the\s/i, ''),
    ...(city ? [city.en.replace(/^the\s/i, '')] : []),
  ];
}

/** How many of the age group's bounds a story misses: page lengths in both languages, reading level. */
export function storyMisses(
  story: WrittenStory,
  ageGroup: AgeGroup,
  names: readonly string[] = [],
): number {
  const band = WORD_BANDS[ageGroup];
  let misses = 0;
  for (const page of story.pages) {
    const en = countWords(page.textEn, 'en');
    const ar = countWords(page.textAr, 'ar');
    if (en < band.min || en > band.max) misses++;
    if (ar < Math.floor(band.min * ARABIC_FLOOR_MARGIN) || ar > band.max) misses++;
  }
  if (fleschKincaidGrade(story.pages.map((p) => p.textEn).join(' '), names) > MAX_GRADE[ageGroup])
    misses++;
  return misses;
}

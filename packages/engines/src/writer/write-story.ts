import { isSpokenDialect } from '@qamar/shared';
import type { WriterInput, WrittenPage, WrittenStory } from '../types.ts';
import { understandIdea } from './idea/understand-idea.ts';
import type { SituationEntry, Words } from './idea/types.ts';
import { conceptPages } from './idea/concept-pages.ts';
import { namesOf, storyMisses } from './story-checks.ts';
import { avoidMatcher, type AvoidMatcher } from './avoid.ts';
import { withFamilyWords } from './family-words.ts';
import { draftStory } from './draft-story.ts';

const ATTEMPTS = 20;
/** The draft from which the top level's lines are left out. */
const SIMPLER_FROM = 4;
/** The draft from which a theme story tells the theme pack's own plot, written for every age and length. */
const OWN_PLOT_FROM = 2;

/**
 * The embedded writer's whole work, synchronous and deterministic for a seed. A draft whose page
 * lengths or reading level miss the age group's bounds is drafted again from a seed derived from
 * the same seed (rarely needed); the draft with the fewest misses wins. The later drafts also leave
 * out the lines written only for the age group's top level (the longest sentences), which brings a
 * story that keeps reading above its level back within it.
 */
export function writeStory(input: WriterInput): WrittenStory {
  if (input.characters.length === 0) throw new Error('A story needs at least one character');
  let best: { story: WrittenStory; misses: number } | null = null;
  const avoid = avoidMatcher(input.avoid);
  const idea = understandIdea(input.description ?? '', {
    characters: input.characters,
    location: input.location,
    ageGroup: input.ageGroup,
  });
  const names = namesOf(input, idea);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const seed = attempt === 0 ? input.seed : (input.seed * 2654435761 + attempt * 40503) >>> 0;
    // Every other draft splits a three-page plot's middle the other way (story-plan.ts).
    const { story, entry } = draftStory(
      input,
      avoid,
      idea,
      seed,
      attempt >= SIMPLER_FROM,
      attempt >= OWN_PLOT_FROM,
      attempt % 2 === 1,
    );
    // A page out of its length band weighs more than a language that names the situation once.
    // A story that names what the child should not meet is the worst draft of all.
    const misses =
      storyMisses(story, input.ageGroup, names) +
      conceptMisses(story, entry, input.dialect) / 2 +
      1000 * avoidedIn(story, avoid);
    if (!best || misses < best.misses) best = { story, misses };
    if (misses === 0) break;
  }
  return withFamilyWords((best as { story: WrittenStory }).story, input.familyWords);
}

/**
 * A story about a situation says it: each language that misses the situation's words on two
 * pages counts a miss, so a draft that tells it better wins.
 */
function conceptMisses(story: WrittenStory, entry: SituationEntry | null, dialect: string): number {
  const concept = entry?.concept;
  if (!concept) return 0;
  let misses = 0;
  if (
    conceptPages(
      story.pages.map((p) => p.textEn),
      concept,
      'en',
    ) < 2
  )
    misses++;
  if (
    conceptPages(
      story.pages.map((p) => p.textAr),
      concept,
      'ar',
    ) < 2
  )
    misses++;
  if (
    isSpokenDialect(dialect) &&
    conceptPages(
      story.pages.map((p) => p.textDialect ?? ''),
      concept,
      dialect as keyof Words,
    ) < 2
  )
    misses++;
  return misses;
}

export function avoidedIn(story: WrittenStory, avoid: AvoidMatcher | null): number {
  if (!avoid) return 0;
  const texts = [
    story.titleEn,
    story.titleAr,
    story.titleDialect ?? '',
    story.moralEn,
    story.moralAr,
  ];
  for (const page of story.pages)
    texts.push(page.textEn, page.textAr, page.textDialect ?? '', ...sceneWords(page.scene));
  return texts.filter((text) => avoid(text)).length;
}

/** What a page's picture shows, in words: its description, setting, people and things. */
export function sceneWords(scene: WrittenPage['scene']): string[] {
  return [
    scene.description,
    JSON.stringify(scene.setting ?? ''),
    JSON.stringify(scene.people ?? []),
    JSON.stringify(scene.props ?? []),
    ...scene.characters.map((c) => c.action ?? ''),
  ];
}

import type { WriterInput, WrittenStory } from '../../types.ts';
import { drawnIn } from '../scene-content.ts';
import { isBigAnimal } from '../species.ts';

export interface SceneFault {
  /** 1-based page number. */
  page: number;
  /** A grown-up of the page drawn where they are not (a teacher in the bedroom), or a big animal indoors. */
  kind: 'person-out-of-place' | 'animal-indoors';
  what: string;
}

/**
 * Who is drawn where they could not be: a grown-up of the page outside the places they belong to
 * (the teacher in the child's bedroom, the dentist at the family's table, a neighbour in the
 * classroom), or a big animal of the cast (a camel, a horse) in a room of the house.
 */
export function sceneFaults(
  story: WrittenStory,
  input: Pick<WriterInput, 'characters'>,
): SceneFault[] {
  const big = new Set(
    input.characters
      .filter((c) => c.type === 'animal' && isBigAnimal(c.species))
      .map((c) => c.name),
  );
  const faults: SceneFault[] = [];
  story.pages.forEach(({ scene }, i) => {
    const setting = scene.setting ?? 'place';
    for (const person of scene.people ?? [])
      if (!drawnIn(person.role, setting))
        faults.push({
          page: i + 1,
          kind: 'person-out-of-place',
          what: `${person.role} in ${setting}`,
        });
    for (const character of scene.characters)
      if (big.has(character.name) && drawnIn('big-animal', setting) === false)
        faults.push({
          page: i + 1,
          kind: 'animal-indoors',
          what: `${character.name} in ${setting}`,
        });
  });
  return faults;
}

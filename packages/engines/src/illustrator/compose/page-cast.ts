/** Who is on a page and where it is drawn. */
import { isOutdoor, placeLook } from '../../place-look.ts';
import type { IllustratePageInput, SceneSetting, StoryCharacterInput } from '../../types.ts';
import { characterKind } from '../characters/character-kind.ts';

type Pose_ = IllustratePageInput['scene']['characters'][number]['pose'];

/** The characters a scene names, matched by name (spacing and case forgiven), at most three, each once. */
export function sceneCast(
  input: IllustratePageInput,
): Array<{ character: StoryCharacterInput; pose: Pose_ }> {
  const key = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');
  const byName = new Map(input.characters.map((c) => [key(c.name), c] as const));
  const seen = new Set<string>();
  const cast: Array<{ character: StoryCharacterInput; pose: Pose_ }> = [];
  for (const entry of input.scene.characters) {
    const character = byName.get(key(entry.name));
    if (!character || seen.has(key(entry.name))) continue;
    seen.add(key(entry.name));
    cast.push({ character, pose: entry.pose });
    if (cast.length === 3) break;
  }
  return cast;
}

/** Asleep or resting awake: in a bed. */
export function inBed(pose: Pose_ | undefined): boolean {
  return pose === 'sleeping' || pose === 'resting';
}

/**
 * Where a page is drawn: its scene's setting, else the look of the story's place. Whoever sleeps
 * or rests in bed is at home: such a pose outdoors moves the page into the bedroom.
 */
export function pageSetting(input: IllustratePageInput): SceneSetting {
  const given =
    input.scene.setting && input.scene.setting !== 'place'
      ? input.scene.setting
      : placeLook(input.location);
  const sleeping = input.scene.characters.some((c) => inBed(c.pose));
  return sleeping && isOutdoor(given) ? 'bedroom' : given;
}

/** A mermaid or a fish: drawn only on pages set outdoors. */
export function livesInWater(character: StoryCharacterInput): boolean {
  const kind = characterKind(character);
  return (
    (kind.kind === 'being' && kind.being === 'mermaid') ||
    (kind.kind === 'animal' && kind.species === 'fish')
  );
}

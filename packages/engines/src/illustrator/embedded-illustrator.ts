import type {
  IllustratePageInput,
  Illustrator,
  Picture,
  StoryCharacterInput,
  StoryLocationInput,
} from '../types.ts';
import { composePage } from './compose/compose-page.ts';
import { composePlace } from './compose/compose-place.ts';
import { composePortrait } from './compose/compose-portrait.ts';
import { renderPicture } from './render-picture.ts';

export { SETTING_KEYS, resolveSetting, type SettingKey } from './backgrounds/settings.ts';
export { ANIMAL_SPECIES, MAGICAL_BEINGS } from './characters/character-kind.ts';
export { characterPalette, type CharacterPalette } from './characters/character-look.ts';

/**
 * The offline illustrator: every picture is a vector scene built in code (sky and light of the
 * hour, a drawn place, characters posed on the ground line), rendered once at full size and
 * encoded to WebP in three sizes. The same input always gives the same picture.
 */
export function createEmbeddedIllustrator(): Illustrator {
  const render = async (svg: () => string, signal?: AbortSignal): Promise<Picture> => {
    signal?.throwIfAborted();
    return renderPicture(svg(), signal);
  };
  return {
    name: 'embedded-illustrator',
    illustratePage: (input: IllustratePageInput, signal?: AbortSignal) =>
      render(() => composePage(input), signal),
    portrait: (character: StoryCharacterInput, signal?: AbortSignal) =>
      render(() => composePortrait(character), signal),
    place: (location: StoryLocationInput, signal?: AbortSignal) =>
      render(() => composePlace(location), signal),
  };
}

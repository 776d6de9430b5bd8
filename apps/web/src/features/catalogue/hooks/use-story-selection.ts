import { useState } from 'react';
import { pickerConstants } from '../catalogue-constants.ts';

export type ToggleResult = 'added' | 'removed' | 'full';

/** No place chosen (docs/product/states.md resets the selection "to 0"). */
export const noLocation = 0;

export interface StorySelection {
  selectedCharacterIds: number[];
  selectedLocationId: number;
  toggleCharacter: (id: number) => ToggleResult;
  deselectCharacter: (id: number) => void;
  selectLocation: (id: number) => void;
}

/** The choices of the story form (docs/product/states.md "Selection"); the next steps of the form extend it. */
export function useStorySelection(): StorySelection {
  const [selectedCharacterIds, setCharacters] = useState<number[]>([]);
  const [selectedLocationId, setLocation] = useState<number>(noLocation);

  const toggleCharacter = (id: number): ToggleResult => {
    if (selectedCharacterIds.includes(id)) {
      setCharacters((ids) => ids.filter((other) => other !== id));
      return 'removed';
    }
    if (selectedCharacterIds.length >= pickerConstants.maxStoryCharacters) return 'full';
    setCharacters((ids) => (ids.includes(id) ? ids : [...ids, id]));
    return 'added';
  };

  return {
    selectedCharacterIds,
    selectedLocationId,
    toggleCharacter,
    deselectCharacter: (id) => setCharacters((ids) => ids.filter((other) => other !== id)),
    selectLocation: setLocation,
  };
}

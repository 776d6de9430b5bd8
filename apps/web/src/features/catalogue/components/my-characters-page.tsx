import { UsersRound } from 'lucide-react';
import {
  useDeleteCharacter,
  useOwnCharacters,
  useUpdateCharacter,
} from '../api/catalogue-calls.ts';
import { useCharacterName, useCharacterSubtitle } from './character-card.tsx';
import { CharacterForm } from './character-form.tsx';
import { OwnItemsPage } from './own-items-page.tsx';

/** /my-characters: the parent's own characters. */
export function MyCharactersPage() {
  return (
    <OwnItemsPage
      kind="character"
      own={useOwnCharacters()}
      update={useUpdateCharacter()}
      remove={useDeleteCharacter()}
      nameOf={useCharacterName()}
      subtitleOf={useCharacterSubtitle()}
      icon={UsersRound}
      Form={CharacterForm}
    />
  );
}

import { UsersRound } from 'lucide-react';
import { useDeleteCharacter } from '../api/delete-character.ts';
import { useOwnCharacters } from '../api/get-own-characters.ts';
import { useUpdateCharacter } from '../api/update-character.ts';
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

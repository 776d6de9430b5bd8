import { useState } from 'react';
import { Plus, UsersRound, X } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { Character } from '@qamar/shared';
import { useDefaultCharacters } from '../api/get-default-characters.ts';
import { useOwnCharacters } from '../api/get-own-characters.ts';
import { pickerConstants } from '../catalogue-constants.ts';
import { CharacterPickerDialog, type CharacterSelection } from './character-picker-dialog.tsx';
import { useCharacterName, useCharacterSubtitle } from './character-card.tsx';
import { ItemPicture } from './item-picture.tsx';
import { StoryStepCard } from './story-step-card.tsx';

/** Card 1 of the story form: the chosen characters, and the picker that changes them. */
export function StoryCharactersCard({
  selection,
  step = 1,
}: {
  selection: CharacterSelection;
  step?: number;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const own = useOwnCharacters();
  const defaults = useDefaultCharacters();
  const nameOf = useCharacterName();
  const subtitleOf = useCharacterSubtitle();
  const known = new Map<number, Character>(
    [...(defaults.data ?? []), ...(own.data ?? [])].map((c) => [c.id, c]),
  );
  const chosen = selection.selectedCharacterIds
    .map((id) => known.get(id))
    .filter((c) => c !== undefined);
  const max = pickerConstants.maxStoryCharacters;

  return (
    <StoryStepCard
      step={step}
      title={t('catalogue.story.charactersTitle')}
      hint={t('catalogue.story.charactersHint', { max })}
    >
      {chosen.length > 0 ? (
        <ul className="mb-4 grid gap-3 sm:grid-cols-3">
          {chosen.map((character) => (
            <li
              key={character.id}
              className="flex items-center gap-3 rounded-2xl bg-night-50 p-2 pe-3"
            >
              <ItemPicture
                src={character.imageThumbnail}
                name={nameOf(character)}
                className="h-12 w-12 shrink-0 rounded-xl text-xs"
              />
              <span className="grid min-w-0 flex-1">
                <span className="truncate font-extrabold text-night-900">{nameOf(character)}</span>
                {/* Wraps rather than cutting the age off ("Human · 7 years old") in a narrow chip. */}
                <span className="text-xs leading-snug text-ink-600">{subtitleOf(character)}</span>
              </span>
              <button
                type="button"
                onClick={() => selection.deselectCharacter(character.id)}
                aria-label={t('catalogue.story.remove', { name: nameOf(character) })}
                className="rounded-full p-1.5 text-ink-500 hover:bg-white hover:text-rose-500"
              >
                <X className="h-4 w-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className={
          chosen.length > 0
            ? 'inline-flex h-11 items-center gap-2 rounded-full border-2 border-night-900/15 bg-white px-5 font-bold text-night-900 hover:border-night-900/40'
            : 'flex w-full items-center gap-4 rounded-2xl border-2 border-dashed border-night-900/20 bg-cream-50 p-4 text-start hover:border-night-600 hover:bg-night-50'
        }
      >
        {chosen.length > 0 ? (
          <>
            <UsersRound className="h-5 w-5" aria-hidden="true" />
            {t('catalogue.story.changeCharacters')}
          </>
        ) : (
          <>
            <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-moon-100 text-moon-500">
              <Plus className="h-6 w-6" aria-hidden="true" />
            </span>
            <span className="font-bold text-night-900">
              {t('catalogue.story.chooseCharacters')}
            </span>
          </>
        )}
      </button>
      <CharacterPickerDialog open={open} onOpenChange={setOpen} selection={selection} />
    </StoryStepCard>
  );
}

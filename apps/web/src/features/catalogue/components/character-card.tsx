import { useTranslation } from '../../../lib/use-translation.ts';
import type { Character } from '@qamar/shared';
import { useLanguage } from '../../../lib/use-language.ts';
import { characterName } from '../lib/display-name.ts';
import { itemGender } from '../lib/item-gender.ts';
import { PickerCard } from './picker-card.tsx';

/** "Falcon · 5 years old": the species (or type) and the age. */
export function useCharacterSubtitle(): (character: Character) => string {
  const { t } = useTranslation();
  return (character) => {
    const kind = character.species?.trim() || t(`catalogue.characterTypes.${character.type}`);
    const age = Number(character.age);
    return Number.isFinite(age) && character.age.trim()
      ? `${kind} · ${t('catalogue.age', { count: age })}`
      : kind;
  };
}

export function useCharacterName(): (character: Character) => string {
  const { t } = useTranslation();
  const language = useLanguage();
  return (character) => characterName(character, language, t('catalogue.unnamedCharacter'));
}

/** A selectable portrait in the picker. */
export function CharacterCard({
  character,
  selected,
  onToggle,
  onDelete,
  deleting,
}: {
  character: Character;
  selected: boolean;
  onToggle: () => void;
  onDelete?: () => void;
  deleting?: boolean;
}) {
  const name = useCharacterName()(character);
  const subtitle = useCharacterSubtitle()(character);
  return (
    <PickerCard
      name={name}
      gender={itemGender(character)}
      subtitle={subtitle}
      picture={character.imageThumbnail ?? character.imageMedium}
      type={character.type}
      selected={selected}
      onSelect={onToggle}
      onDelete={onDelete}
      deleting={deleting}
    />
  );
}

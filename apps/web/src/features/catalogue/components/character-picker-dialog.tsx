import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { characterTypes, type Character, type CharacterType } from '@qamar/shared';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { cn } from '../../../lib/cn.ts';
import { toast } from '../../../lib/toast.ts';
import { useDefaultCharacters } from '../api/get-default-characters.ts';
import { useDeleteCharacter } from '../api/delete-character.ts';
import { useOwnCharacters } from '../api/get-own-characters.ts';
import { pickerConstants } from '../catalogue-constants.ts';
import { usePickerCreation } from '../hooks/use-picker-creation.ts';
import { useDeleteItem } from '../hooks/use-delete-item.ts';
import { useShuffle } from '../hooks/use-shuffle.ts';
import type { StorySelection } from '../hooks/use-story-selection.ts';
import { CharacterCard, useCharacterName } from './character-card.tsx';
import { CharacterForm } from './character-form.tsx';
import {
  ListState,
  OwnSectionActions,
  PickerCreating,
  PickerFooter,
  PickerSection,
  ShuffleButton,
} from './picker-parts.tsx';
import { UpgradeDialog } from './upgrade-dialog.tsx';

type Filter = 'all' | CharacterType;
const gridClass = 'grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4';

export type CharacterSelection = Pick<
  StorySelection,
  'selectedCharacterIds' | 'toggleCharacter' | 'deselectCharacter'
>;

/** The character picker of docs/product/screens.md: filter chips, the parent's own characters, shuffled defaults, up to 3 chosen. */
export function CharacterPickerDialog({
  open,
  onOpenChange,
  selection,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  selection: CharacterSelection;
}) {
  const { t } = useTranslation();
  const own = useOwnCharacters();
  const defaults = useDefaultCharacters();
  const remove = useDeleteCharacter();
  const nameOf = useCharacterName();
  const [filter, setFilter] = useState<Filter>('all');
  const { creator, creating, setCreating, upgradeOpen, setUpgradeOpen, setOpen, startCreating } =
    usePickerCreation('character', onOpenChange);
  const selected = selection.selectedCharacterIds;
  const max = pickerConstants.maxStoryCharacters;

  const ownItems = own.data ?? [];
  const defaultItems = (defaults.data ?? []).filter((c) => !ownItems.some((o) => o.id === c.id));
  const matches = (c: Character) => filter === 'all' || c.type === filter;
  const counts = Object.fromEntries(
    ['all', ...characterTypes].map((f) => [
      f,
      [...ownItems, ...defaultItems].filter((c) => f === 'all' || c.type === f).length,
    ]),
  );
  const pool = defaultItems.filter(matches);
  const shuffle = useShuffle(
    pool.map((c) => c.id),
    selected,
    pickerConstants.characterMemory,
  );
  const byId = new Map(pool.map((c) => [c.id, c]));

  const toggle = (id: number) => {
    if (selection.toggleCharacter(id) === 'full') {
      toast({
        title: t('catalogue.characterPicker.maxTitle'),
        description: t('catalogue.characterPicker.maxDescription', { max }),
        variant: 'destructive',
      });
    }
  };

  const deleteCharacter = useDeleteItem('character', remove, nameOf, (character) =>
    selection.deselectCharacter(character.id),
  );

  const card = (character: Character, deletable: boolean) => (
    <CharacterCard
      key={character.id}
      character={character}
      selected={selected.includes(character.id)}
      onToggle={() => toggle(character.id)}
      onDelete={deletable ? () => void deleteCharacter(character) : undefined}
      deleting={remove.isPending && remove.variables === character.id}
    />
  );

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={t('catalogue.characterPicker.title')}
      description={t('catalogue.characterPicker.description', { max })}
      className="sm:max-w-4xl"
    >
      {creating ? (
        <PickerCreating
          back={t('catalogue.characterPicker.back')}
          title={t('catalogue.characterForm.title')}
          onBack={() => setCreating(false)}
        >
          <CharacterForm
            onCancel={() => setCreating(false)}
            onCreated={(character) => {
              // docs/product/states.md: a created character is selected at once.
              toggle(character.id);
              setCreating(false);
            }}
          />
        </PickerCreating>
      ) : (
        <div className="grid gap-6">
          <div
            role="group"
            aria-label={t('catalogue.characterPicker.filters')}
            className="flex flex-wrap gap-2"
          >
            {(['all', ...characterTypes] as const).map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={filter === value}
                onClick={() => setFilter(value)}
                className={cn(
                  'inline-flex h-9 items-center gap-1.5 rounded-full border-2 px-3.5 text-sm font-bold transition-colors',
                  filter === value
                    ? 'border-night-900 bg-night-900 text-white'
                    : 'border-night-900/15 bg-white text-night-900 hover:border-night-900/40',
                )}
              >
                {value === 'all'
                  ? t('catalogue.characterPicker.all')
                  : t(`catalogue.characterTypes.${value}`)}
                <span
                  className={cn(
                    'rounded-full px-1.5 text-xs tabular-nums',
                    filter === value ? 'bg-white/20' : 'bg-night-50',
                  )}
                >
                  {counts[value]}
                </span>
              </button>
            ))}
          </div>

          <PickerSection
            title={t('catalogue.characterPicker.ownTitle')}
            actions={
              <OwnSectionActions
                usage={creator.used('character')}
                createLabel={t('catalogue.characterPicker.createNew')}
                onCreate={startCreating}
              />
            }
          >
            {creator.isAdmin ? (
              <p className="text-sm text-ink-600">{t('catalogue.characterPicker.adminOwn')}</p>
            ) : (
              <ListState loading={own.isPending} failed={own.isError}>
                {ownItems.filter(matches).length > 0 ? (
                  <ul className={gridClass}>
                    {ownItems.filter(matches).map((c) => card(c, true))}
                  </ul>
                ) : (
                  <p className="rounded-2xl border-2 border-dashed border-night-900/15 p-4 text-center text-sm text-ink-600">
                    {ownItems.length === 0
                      ? t('catalogue.characterPicker.ownEmpty')
                      : t('catalogue.characterPicker.noneOfType')}
                  </p>
                )}
              </ListState>
            )}
          </PickerSection>

          <PickerSection
            title={t('catalogue.characterPicker.defaultTitle')}
            actions={
              <ShuffleButton label={t('catalogue.characterPicker.shuffle')} shuffle={shuffle} />
            }
          >
            <ListState loading={defaults.isPending} failed={defaults.isError}>
              {shuffle.visible.length > 0 ? (
                <ul
                  key={shuffle.round}
                  className={cn(gridClass, 'animate-[fade-in_300ms_ease-out]')}
                  data-testid="default-characters"
                >
                  {shuffle.visible
                    .map((id) => byId.get(id))
                    .filter((c) => c !== undefined)
                    .map((c) => card(c, false))}
                </ul>
              ) : (
                <p className="text-sm text-ink-600">{t('catalogue.characterPicker.noneOfType')}</p>
              )}
            </ListState>
          </PickerSection>

          <PickerFooter
            status={t('catalogue.characterPicker.selected', { count: selected.length, max })}
            done={t('catalogue.characterPicker.done')}
            onDone={() => setOpen(false)}
          />
          <UpgradeDialog open={upgradeOpen} onOpenChange={setUpgradeOpen} kind="character" />
        </div>
      )}
    </Dialog>
  );
}

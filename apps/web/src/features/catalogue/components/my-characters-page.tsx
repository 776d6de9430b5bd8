import { useState } from 'react';
import { UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Character } from '@qamar/shared';
import { Seo } from '../../../components/seo/seo.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteCharacter, useOwnCharacters, useUpdateCharacter } from '../api/catalogue-calls.ts';
import { useCreator } from '../hooks/use-creator.ts';
import { useCharacterName, useCharacterSubtitle } from './character-card.tsx';
import { CharacterForm } from './character-form.tsx';
import { EditItemDialog, type EditableValues } from './edit-item-dialog.tsx';
import { OwnItemCard } from './own-item-card.tsx';
import { OwnItemsLayout } from './own-items-layout.tsx';
import { ListState } from './picker-parts.tsx';
import { UpgradeDialog } from './upgrade-dialog.tsx';

/** /my-characters: the parent's own characters, edited and deleted here, created in a modal. */
export function MyCharactersPage() {
  const { t } = useTranslation();
  const creator = useCreator();
  const own = useOwnCharacters();
  const update = useUpdateCharacter();
  const remove = useDeleteCharacter();
  const nameOf = useCharacterName();
  const subtitleOf = useCharacterSubtitle();
  const [editing, setEditing] = useState<Character | null>(null);
  const [creating, setCreating] = useState(false);
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const items = own.data ?? [];

  const save = async (character: Character, values: EditableValues) => {
    try {
      await update.mutateAsync({ id: character.id, name: values.name, nameAr: values.nameAr, description: values.description });
      toast({ title: t('catalogue.mine.saved'), variant: 'success' });
      return true;
    } catch (error) {
      toast({ title: t('catalogue.mine.saveFailed'), description: errorMessage(error, t('catalogue.mine.saveFailedFallback')), variant: 'destructive' });
      return false;
    }
  };

  const deleteCharacter = async (character: Character) => {
    const name = nameOf(character);
    if (!window.confirm(t('catalogue.characterPicker.deleteConfirm', { name }))) return;
    try {
      await remove.mutateAsync(character.id);
      toast({ title: t('catalogue.characterPicker.deleted'), description: t('catalogue.characterPicker.deletedDescription', { name }), variant: 'success' });
    } catch (error) {
      toast({ title: t('catalogue.characterPicker.deleteFailed'), description: errorMessage(error, t('catalogue.characterPicker.deleteFailedFallback')), variant: 'destructive' });
    }
  };

  return (
    <>
      <Seo title={t('catalogue.seo.myCharacters.title')} description={t('catalogue.seo.myCharacters.description')} path="/my-characters" noindex />
      <OwnItemsLayout
        title={t('catalogue.mine.charactersTitle')}
        subtitle={t('catalogue.mine.charactersSubtitle')}
        usage={creator.used('character')}
        createLabel={t('catalogue.mine.createCharacter')}
        onCreate={() => (creator.atLimit('character') ? setUpgradeOpen(true) : setCreating(true))}
        empty={
          own.isSuccess && items.length === 0
            ? {
                icon: <UsersRound className="h-8 w-8" aria-hidden="true" />,
                title: t('catalogue.mine.emptyCharactersTitle'),
                text: t('catalogue.mine.emptyCharactersText'),
                cta: t('catalogue.mine.emptyCharactersCta'),
                to: '/create-character',
              }
            : undefined
        }
      >
        <ListState loading={own.isPending} failed={own.isError}>
          <ul className="grid grid-cols-1 gap-6 min-[480px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
            {items.map((character) => (
              <OwnItemCard
                key={character.id}
                name={nameOf(character)}
                otherName={character.nameAr && nameOf(character) === character.nameAr ? character.nameEn : character.nameAr}
                subtitle={subtitleOf(character)}
                description={character.description}
                picture={character.imageMedium ?? character.imageUrl}
                onEdit={() => setEditing(character)}
                onDelete={() => void deleteCharacter(character)}
                deleting={remove.isPending && remove.variables === character.id}
              />
            ))}
          </ul>
        </ListState>
      </OwnItemsLayout>
      {editing ? (
        <EditItemDialog
          key={editing.id}
          title={t('catalogue.mine.editCharacterTitle')}
          initial={{ name: editing.nameEn, nameAr: editing.nameAr ?? '', description: editing.description }}
          pending={update.isPending}
          onSave={(values) => save(editing, values)}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <Dialog open={creating} onOpenChange={setCreating} title={t('catalogue.characterForm.title')} description={t('catalogue.characterForm.subtitle')} className="sm:max-w-2xl">
        <CharacterForm onCancel={() => setCreating(false)} onCreated={() => setCreating(false)} />
      </Dialog>
      <UpgradeDialog open={upgradeOpen} onOpenChange={setUpgradeOpen} kind="character" />
    </>
  );
}

import { useState, type ComponentType } from 'react';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { Gender, UpdateCharacterRequest } from '@qamar/shared';
import { Seo } from '../../../components/seo/seo.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import type { CreationFormProps } from '../hooks/use-creation-form.ts';
import { useCreator, type CatalogueKind } from '../hooks/use-creator.ts';
import { useDeleteItem } from '../hooks/use-delete-item.ts';
import { EditItemDialog, type EditableValues } from './edit-item-dialog.tsx';
import { OwnItemCard } from './own-item-card.tsx';
import { OwnItemsLayout } from './own-items-layout.tsx';
import { ListState } from './picker-parts.tsx';
import { UpgradeDialog } from './upgrade-dialog.tsx';

/** What an own character or location has that its card and edit dialog show. */
interface OwnItem {
  id: number;
  nameEn: string;
  nameAr: string | null;
  description: string;
  imageMedium: string | null;
  imageUrl: string | null;
  /** Characters only: the Arabic name suggestions depend on it. */
  gender?: Gender;
}

const pages = {
  character: {
    path: '/my-characters',
    createPath: '/create-character',
    seoTitle: 'catalogue.seo.myCharacters.title',
    seoDescription: 'catalogue.seo.myCharacters.description',
    title: 'catalogue.mine.charactersTitle',
    subtitle: 'catalogue.mine.charactersSubtitle',
    create: 'catalogue.mine.createCharacter',
    emptyTitle: 'catalogue.mine.emptyCharactersTitle',
    emptyText: 'catalogue.mine.emptyCharactersText',
    emptyCta: 'catalogue.mine.emptyCharactersCta',
    editTitle: 'catalogue.mine.editCharacterTitle',
    formTitle: 'catalogue.characterForm.title',
    formSubtitle: 'catalogue.characterForm.subtitle',
  },
  location: {
    path: '/my-locations',
    createPath: '/create-location',
    seoTitle: 'catalogue.seo.myLocations.title',
    seoDescription: 'catalogue.seo.myLocations.description',
    title: 'catalogue.mine.locationsTitle',
    subtitle: 'catalogue.mine.locationsSubtitle',
    create: 'catalogue.mine.createLocation',
    emptyTitle: 'catalogue.mine.emptyLocationsTitle',
    emptyText: 'catalogue.mine.emptyLocationsText',
    emptyCta: 'catalogue.mine.emptyLocationsCta',
    editTitle: 'catalogue.mine.editLocationTitle',
    formTitle: 'catalogue.locationForm.title',
    formSubtitle: 'catalogue.locationForm.subtitle',
  },
} as const;

/** /my-characters and /my-locations: the parent's own items, edited and deleted here, created in a modal. */
export function OwnItemsPage<T extends OwnItem>({
  kind,
  own,
  update,
  remove,
  nameOf,
  subtitleOf,
  icon: Icon,
  Form,
}: {
  kind: CatalogueKind;
  own: { data?: T[]; isPending: boolean; isError: boolean; isSuccess: boolean };
  update: {
    isPending: boolean;
    mutateAsync: (input: UpdateCharacterRequest & { id: number }) => Promise<unknown>;
  };
  remove: { isPending: boolean; variables?: number; mutateAsync: (id: number) => Promise<unknown> };
  nameOf: (item: T) => string;
  subtitleOf: (item: T) => string;
  icon: LucideIcon;
  Form: ComponentType<CreationFormProps<T>>;
}) {
  const { t } = useTranslation();
  const creator = useCreator();
  const page = pages[kind];
  const [editing, setEditing] = useState<T | null>(null);
  const [creating, setCreating] = useState(false);
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const items = own.data ?? [];
  const deleteItem = useDeleteItem(kind, remove, nameOf);

  const save = async (item: T, values: EditableValues) => {
    try {
      await update.mutateAsync({
        id: item.id,
        name: values.name,
        nameAr: values.nameAr,
        description: values.description,
      });
      toast({ title: t('catalogue.mine.saved'), variant: 'success' });
      return true;
    } catch (error) {
      toast({
        title: t('catalogue.mine.saveFailed'),
        description: errorMessage(error, t('catalogue.mine.saveFailedFallback')),
        variant: 'destructive',
      });
      return false;
    }
  };

  return (
    <>
      <Seo title={t(page.seoTitle)} description={t(page.seoDescription)} path={page.path} noindex />
      <OwnItemsLayout
        title={t(page.title)}
        subtitle={t(page.subtitle)}
        usage={creator.used(kind)}
        createLabel={t(page.create)}
        onCreate={() => (creator.atLimit(kind) ? setUpgradeOpen(true) : setCreating(true))}
        empty={
          own.isSuccess && items.length === 0
            ? {
                icon: <Icon className="h-8 w-8" aria-hidden="true" />,
                title: t(page.emptyTitle),
                text: t(page.emptyText),
                cta: t(page.emptyCta),
                to: page.createPath,
              }
            : undefined
        }
      >
        <ListState loading={own.isPending} failed={own.isError}>
          <ul className="grid grid-cols-1 gap-6 min-[480px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
            {items.map((item) => (
              <OwnItemCard
                key={item.id}
                name={nameOf(item)}
                otherName={item.nameAr && nameOf(item) === item.nameAr ? item.nameEn : item.nameAr}
                subtitle={subtitleOf(item)}
                description={item.description}
                picture={item.imageMedium ?? item.imageUrl}
                wide={kind === 'location'}
                onEdit={() => setEditing(item)}
                onDelete={() => void deleteItem(item)}
                deleting={remove.isPending && remove.variables === item.id}
              />
            ))}
          </ul>
        </ListState>
      </OwnItemsLayout>
      {editing ? (
        <EditItemDialog
          key={editing.id}
          title={t(page.editTitle)}
          initial={{
            name: editing.nameEn,
            nameAr: editing.nameAr ?? '',
            description: editing.description,
          }}
          gender={editing.gender}
          pending={update.isPending}
          onSave={(values) => save(editing, values)}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <Dialog
        open={creating}
        onOpenChange={setCreating}
        title={t(page.formTitle)}
        description={t(page.formSubtitle)}
        className="sm:max-w-2xl"
      >
        <Form onCancel={() => setCreating(false)} onCreated={() => setCreating(false)} />
      </Dialog>
      <UpgradeDialog open={upgradeOpen} onOpenChange={setUpgradeOpen} kind={kind} />
    </>
  );
}

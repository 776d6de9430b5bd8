import { useTranslation } from '../../../lib/use-translation.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { itemGender } from '../lib/item-gender.ts';
import type { CatalogueKind } from './use-creator.ts';

const texts = {
  character: {
    confirm: 'catalogue.characterPicker.deleteConfirm',
    deleted: 'catalogue.characterPicker.deleted',
    deletedDescription: 'catalogue.characterPicker.deletedDescription',
    failed: 'catalogue.characterPicker.deleteFailed',
    failedFallback: 'catalogue.characterPicker.deleteFailedFallback',
  },
  location: {
    confirm: 'catalogue.locationPicker.deleteConfirm',
    deleted: 'catalogue.locationPicker.deleted',
    deletedDescription: 'catalogue.locationPicker.deletedDescription',
    failed: 'catalogue.locationPicker.deleteFailed',
    failedFallback: 'catalogue.locationPicker.deleteFailedFallback',
  },
} as const;

/** Deleting one's own character or location, in the pickers and on the own lists: confirm, delete, say how it went. */
export function useDeleteItem<T extends { id: number }>(
  kind: CatalogueKind,
  remove: { mutateAsync: (id: number) => Promise<unknown> },
  nameOf: (item: T) => string,
  onDeleted?: (item: T) => void,
): (item: T) => Promise<void> {
  const { t } = useTranslation();
  const text = texts[kind];
  return async (item) => {
    const name = nameOf(item);
    if (!window.confirm(t(text.confirm, { name }))) return;
    try {
      await remove.mutateAsync(item.id);
      onDeleted?.(item);
      toast({
        title: t(text.deleted),
        description: t(text.deletedDescription, { name, context: itemGender(item) }),
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: t(text.failed),
        description: errorMessage(error, t(text.failedFallback)),
        variant: 'destructive',
      });
    }
  };
}

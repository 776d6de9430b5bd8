import { useTranslation } from '../../../lib/use-translation.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useSaveCatalogueItem, type CatalogueInput } from '../api/admin-calls.ts';

export type Errors = Record<string, string | undefined>;

/**
 * Saving a form: the server checks every field (in the admin's language); a refusal naming a field
 * shows under it, any other in a toast. Answers whether it was saved.
 */
export function useCatalogueSave<Kind extends 'characters' | 'locations' | 'themes'>(
  kind: Kind,
  id: number | null,
  setErrors: (errors: Errors) => void,
) {
  const { t } = useTranslation();
  const save = useSaveCatalogueItem(kind);
  const run = async (input: CatalogueInput[Kind], name: string) => {
    setErrors({});
    try {
      await save.mutateAsync({ id, input });
      toast({
        title: t(
          id === null ? 'adminContent.catalogue.done.add' : 'adminContent.catalogue.done.edit',
          { name },
        ),
        description: kind === 'themes' ? undefined : t('adminContent.catalogue.drawingNote'),
        variant: 'success',
      });
      return true;
    } catch (failure) {
      const field = failure instanceof ApiError ? failure.body?.field : undefined;
      if (field) setErrors({ [field.split('.')[0]!]: errorMessage(failure, '') });
      else
        toast({
          title: t('adminContent.catalogue.saveFailed'),
          description: errorMessage(failure, ''),
          variant: 'destructive',
        });
      return false;
    }
  };
  return { run, pending: save.isPending };
}

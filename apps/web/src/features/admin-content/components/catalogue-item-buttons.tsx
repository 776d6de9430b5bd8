import { Archive, ArchiveRestore, Pencil } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';

/** Edit, and retire or bring back. */
export function ItemButtons({
  name,
  retired,
  onEdit,
  onRetire,
}: {
  name: string;
  retired: boolean;
  onEdit: () => void;
  onRetire: (retire: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        onClick={onEdit}
        aria-label={t('adminContent.catalogue.editLabel', { name })}
      >
        <Pencil className="h-4 w-4" aria-hidden="true" />
        {t('adminContent.catalogue.edit')}
      </Button>
      <Button size="sm" variant="outline" onClick={() => onRetire(!retired)}>
        {retired ? (
          <ArchiveRestore className="h-4 w-4" aria-hidden="true" />
        ) : (
          <Archive className="h-4 w-4" aria-hidden="true" />
        )}
        {retired ? t('adminContent.catalogue.unretire') : t('adminContent.catalogue.retire')}
      </Button>
    </>
  );
}

import { useTranslation } from '../../../lib/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';

/** Asks before a story is deleted for good. */
export function ConfirmDeleteDialog({
  open,
  onOpenChange,
  title,
  pending,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  pending: boolean;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('stories.reader.deleteTitle')}
      description={t('stories.reader.deleteText', { title })}
    >
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          {t('common.cancel')}
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={pending}>
          {pending ? t('stories.reader.deleting') : t('stories.reader.deleteConfirm')}
        </Button>
      </div>
    </Dialog>
  );
}

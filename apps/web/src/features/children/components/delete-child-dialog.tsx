import type { ChildProfile } from '@qamar/shared';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { childName } from './child-values.ts';

/** Asks before a child profile is deleted. */
export function DeleteChildDialog({
  child,
  pending,
  onCancel,
  onConfirm,
}: {
  child: ChildProfile | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const nameOf = (child: Pick<ChildProfile, 'nameEn' | 'nameAr'>) => childName(child, language);
  return (
    <Dialog
      open={child !== null}
      onOpenChange={(open) => !open && onCancel()}
      title={child ? t('children.deleteTitle', { name: nameOf(child) }) : ''}
    >
      <div className="grid gap-5">
        <p className="text-ink-700">
          {child ? t('children.deleteText', { name: nameOf(child) }) : null}
        </p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onCancel}>
            {t('children.form.cancel')}
          </Button>
          <Button
            variant="danger"
            disabled={pending}
            onClick={onConfirm}
            data-testid="child-delete-confirm"
          >
            {t('children.deleteConfirm')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

import { useTranslation } from '../../../lib/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';

export function DialogButtons({ pending, onCancel }: { pending: boolean; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button variant="outline" onClick={onCancel}>
        {t('adminContent.common.cancel')}
      </Button>
      <Button type="submit" disabled={pending}>
        {pending ? <Spinner className="h-4 w-4" /> : null}
        {t('adminContent.catalogue.save')}
      </Button>
    </div>
  );
}

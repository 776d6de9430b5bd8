import { ShieldCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';

/** The note the parent agrees to before the first child profile. */
export function ChildConsentDialog({
  open,
  onOpenChange,
  onAgree,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAgree: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('children.consent.title')}>
      <div className="grid gap-5">
        <p
          className="flex gap-3 rounded-2xl bg-night-50 p-4 text-ink-700"
          data-testid="child-consent"
        >
          <ShieldCheck className="mt-0.5 h-6 w-6 shrink-0 text-night-600" aria-hidden="true" />
          <span>{t('children.consent.text')}</span>
        </p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {t('children.form.cancel')}
          </Button>
          <Button variant="secondary" onClick={onAgree} data-testid="child-consent-agree">
            {t('children.consent.agree')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

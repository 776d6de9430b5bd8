import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useCancelSubscription } from '../api/billing-calls.ts';
import { planName } from './billing-parts.tsx';
import { type Subscription, dateIn } from '../lib/billing-dates.ts';
import { useBillingAction } from '../hooks/use-billing-action.ts';

/** Asks before cancelling: the plan stays until the paid period ends. */
export function CancelSubscriptionDialog({
  open,
  onOpenChange,
  subscription,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  subscription: Subscription;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const act = useBillingAction();
  const cancel = useCancelSubscription();
  const date = dateIn(language);
  const current = planName(subscription.plan, language);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('billing.manage.cancelTitle')}
      description={t('billing.manage.cancelText', {
        plan: current,
        date: date(subscription.endsAt ?? subscription.currentPeriodEnd),
      })}
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={() => onOpenChange(false)}>
          {t('billing.manage.keep')}
        </Button>
        <Button
          variant="danger"
          disabled={cancel.isPending}
          onClick={() =>
            void act(
              async () => {
                const after = await cancel.mutateAsync();
                onOpenChange(false);
                return after;
              },
              t('billing.manage.cancelled', { date: date(subscription.currentPeriodEnd) }),
            )
          }
          data-testid="subscription-cancel-confirm"
        >
          {t('billing.manage.cancelConfirm')}
        </Button>
      </div>
    </Dialog>
  );
}

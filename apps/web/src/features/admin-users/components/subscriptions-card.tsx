import { useState } from 'react';
import { RotateCcw } from 'lucide-react';
import { formatUsd, type AdminSubscription } from '@qamar/shared';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { isolate } from '../../../lib/bidi.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAdminSubscriptions, useRefundSubscription } from '../api/admin-user-queries.ts';
import { Card, Facts } from './detail-card.tsx';
import { useActionFailed } from '../hooks/use-action-failed.ts';

const dollars = (cents: number) => formatUsd(cents / 100);

/**
 * The family's subscriptions through online payment, newest first, and the landing's money-back
 * promise: within a subscription's first 30 days an admin refunds every payment, which ends it.
 */
export function SubscriptionsCard({ userId, email }: { userId: number; email: string }) {
  const { t } = useTranslation();
  const failed = useActionFailed();
  const list = useAdminSubscriptions(email);
  const refund = useRefundSubscription(userId, email);
  const [confirming, setConfirming] = useState<AdminSubscription | null>(null);

  const confirm = async (subscription: AdminSubscription) => {
    try {
      const answer = await refund.mutateAsync(subscription.id);
      setConfirming(null);
      toast({
        title: t('adminAccess.users.refundedToast', {
          amount: dollars(answer.refundedCents),
          email: isolate(email),
        }),
        variant: 'success',
      });
    } catch (error) {
      setConfirming(null);
      failed(error);
    }
  };

  return (
    <Card title={t('adminAccess.users.subscriptions')}>
      {list.isPending ? (
        <Spinner className="h-5 w-5" />
      ) : list.isError ? (
        <p role="alert" className="text-sm font-semibold text-ink-700">
          {errorMessage(list.error, t('auth.errorTitle'))}
        </p>
      ) : list.data.length === 0 ? (
        <p className="text-sm text-ink-600">{t('adminAccess.users.noSubscriptions')}</p>
      ) : (
        <ul className="grid gap-4 divide-y divide-night-900/10" data-testid="admin-subscriptions">
          {list.data.map((subscription) => (
            <SubscriptionItem
              key={subscription.id}
              subscription={subscription}
              onRefund={() => setConfirming(subscription)}
            />
          ))}
        </ul>
      )}
      <Dialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title={t('adminAccess.users.refundTitle')}
        description={
          confirming
            ? t('adminAccess.users.refundText', {
                email: isolate(email),
                plan: t(`plan.${confirming.plan}`),
              })
            : ''
        }
      >
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={() => setConfirming(null)}>
            {t('adminAccess.users.cancel')}
          </Button>
          <Button
            variant="danger"
            onClick={() => confirming && void confirm(confirming)}
            disabled={refund.isPending}
          >
            {refund.isPending ? <Spinner className="h-4 w-4" /> : null}
            {t('adminAccess.users.refundConfirm')}
          </Button>
        </div>
      </Dialog>
    </Card>
  );
}

function SubscriptionItem({
  subscription,
  onRefund,
}: {
  subscription: AdminSubscription;
  onRefund: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const date = (iso: string | null) =>
    iso ? formatDate(iso, language) : t('adminAccess.users.none');
  const ending = subscription.endedAt ?? subscription.endsAt;
  return (
    <li className="grid gap-3 pt-4 first:pt-0">
      <Facts
        rows={[
          [t('adminAccess.users.plan'), t(`plan.${subscription.plan}`)],
          [
            t('billing.manage.status'),
            <span data-testid="admin-subscription-phase">
              {t(`billing.manage.phases.${subscription.phase}`)}
            </span>,
          ],
          [t('billing.manage.started'), date(subscription.startedAt)],
          ending
            ? [
                t(subscription.endedAt ? 'billing.manage.ended' : 'billing.manage.ends'),
                date(ending),
              ]
            : [t('billing.manage.renews'), date(subscription.currentPeriodEnd)],
          ...(subscription.refundedAt
            ? [
                [
                  t('adminAccess.users.refunded'),
                  t('adminAccess.users.refundedOn', {
                    amount: dollars(subscription.refundedCents ?? 0),
                    date: date(subscription.refundedAt),
                  }),
                ] as [string, string],
              ]
            : []),
        ]}
      />
      {subscription.refundable ? (
        <div>
          <Button variant="outline" onClick={onRefund}>
            <RotateCcw className="h-4 w-4" aria-hidden="true" />
            {t('adminAccess.users.refund')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

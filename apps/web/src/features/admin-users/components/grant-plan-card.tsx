import { useState } from 'react';
import { planIds, type PlanId } from '@qamar/shared';
import { useTranslation } from '../../../lib/use-translation.ts';
import { toast } from '../../../lib/toast.ts';
import { isolate } from '../../../lib/bidi.ts';
import { Button } from '../../../components/ui/button.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAdminUserActions } from '../api/admin-user-queries.ts';
import { Card } from './detail-card.tsx';
import { useActionFailed } from '../hooks/use-action-failed.ts';

/** Grants a plan to the family by hand (no payment): the plan table's plans, the current one disabled. */
export function GrantPlanCard({
  userId,
  email,
  current,
}: {
  userId: number;
  email: string;
  current: PlanId;
}) {
  const { t } = useTranslation();
  const actions = useAdminUserActions(userId);
  const failed = useActionFailed();
  const [plan, setPlan] = useState<PlanId>(current);
  const grant = async () => {
    try {
      await actions.grantPlan.mutateAsync({ email, plan });
      toast({
        title: t('adminAccess.users.granted', {
          plan: t(`plan.${plan}`),
          email: isolate(email),
        }),
        variant: 'success',
      });
    } catch (error) {
      failed(error);
    }
  };
  return (
    <Card title={t('adminAccess.users.grantLabel')}>
      <div className="flex flex-wrap items-end gap-3">
        <label className="grid min-w-0 flex-1 basis-48 gap-1.5">
          <span className="text-sm font-bold text-ink-700">{t('adminAccess.users.plan')}</span>
          <select
            className={inputClass}
            value={plan}
            onChange={(event) => setPlan(event.target.value as PlanId)}
          >
            {planIds.map((id) => (
              <option key={id} value={id}>
                {t(`plan.${id}`)}
              </option>
            ))}
          </select>
        </label>
        <Button
          onClick={() => void grant()}
          disabled={actions.grantPlan.isPending || plan === current}
        >
          {actions.grantPlan.isPending ? <Spinner className="h-4 w-4" /> : null}
          {t('adminAccess.users.grant')}
        </Button>
      </div>
    </Card>
  );
}

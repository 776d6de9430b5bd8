import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useTranslation } from '../../../lib/use-translation.ts';

/** Runs a billing action with a toast for its outcome. */
export function useBillingAction() {
  const { t } = useTranslation();
  return async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      toast({ title: done, variant: 'success' });
    } catch (error) {
      toast({
        title: t('billing.manage.actionFailed'),
        description: errorMessage(error, t('billing.manage.actionFailed')),
        variant: 'destructive',
      });
    }
  };
}

import { useTranslation } from '../../../lib/use-translation.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';

export function useFailureToast() {
  const { t } = useTranslation();
  return (error: unknown) =>
    toast({
      title: t('profile.failed'),
      description: errorMessage(error, t('verifyBanner.failedFallback')),
      variant: 'destructive',
    });
}

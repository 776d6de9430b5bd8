import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useTranslation } from '../../../lib/use-translation.ts';

/** The toast an admin action shows when it fails: the server's own words when it gave any. */
export function useActionFailed() {
  const { t } = useTranslation();
  return (error: unknown) =>
    toast({
      title: t('auth.errorTitle'),
      description: errorMessage(error, t('auth.errorTitle')),
      variant: 'destructive',
    });
}

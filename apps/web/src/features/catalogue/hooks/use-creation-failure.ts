import { useTranslation } from '../../../lib/use-translation.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useUsageStats } from '../../../lib/session/use-usage-stats.ts';
import type { CatalogueKind } from './use-creator.ts';

const limitCodes = {
  character: 'CHARACTER_LIMIT_EXCEEDED',
  location: 'LOCATION_LIMIT_EXCEEDED',
} as const;

/**
 * A failed creation (docs/product/errors.md): a limit error opens the upgrade dialog and refetches the usage;
 * anything else says 'Creation Failed' with the server's message or the fallback.
 */
export function useCreationFailure(
  kind: CatalogueKind,
  openUpgrade: () => void,
): (error: unknown) => void {
  const { t } = useTranslation();
  const usage = useUsageStats({ staleTime: 60_000, gcTime: 5 * 60_000 });
  return (error) => {
    if (error instanceof ApiError && error.code === limitCodes[kind]) {
      openUpgrade();
      void usage.refetch();
      return;
    }
    const fallback = t(
      kind === 'character'
        ? 'catalogue.characterForm.failedFallback'
        : 'catalogue.locationForm.failedFallback',
    );
    toast({
      title: t('catalogue.form.failed'),
      description: errorMessage(error, fallback),
      variant: 'destructive',
    });
  };
}

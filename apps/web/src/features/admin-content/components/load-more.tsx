import { useTranslation } from '../../../lib/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';

/** The button that brings the next page of a keyset-paged list. */
export function LoadMore({
  hasMore,
  loading,
  onMore,
}: {
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
}) {
  const { t } = useTranslation();
  if (!hasMore) return null;
  return (
    <Button variant="outline" className="justify-self-center" disabled={loading} onClick={onMore}>
      {loading ? <Spinner className="h-4 w-4" /> : null}
      {t('adminContent.common.loadMore')}
    </Button>
  );
}

import { Link2Off } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { NoticeCard } from '../../../components/ui/notice-card.tsx';

/** An unknown, revoked or used-up link: the server answers the same 404 for all three. */
export function SharedStoryNotFound() {
  const { t } = useTranslation();
  return (
    <div data-testid="shared-not-found">
      <NoticeCard
        icon={Link2Off}
        title={t('share.viewer.notFoundTitle')}
        text={t('share.viewer.notFoundText')}
        action={{ to: '/', label: t('share.viewer.backHome') }}
      />
    </div>
  );
}

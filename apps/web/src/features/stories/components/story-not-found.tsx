import { SearchX } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { NoticeCard } from '../../../components/ui/notice-card.tsx';

/** A story that does not exist or is not the viewer's: the server answers 404 for both (docs/product/stories-and-engines.md). */
export function StoryNotFound() {
  const { t } = useTranslation();
  return (
    <NoticeCard
      icon={SearchX}
      title={t('stories.reader.notFoundTitle')}
      text={t('stories.reader.notFoundText')}
      action={{ to: '/', label: t('stories.reader.home') }}
    />
  );
}

import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation.ts';
import { Button } from './button.tsx';

/** Previous / Next through pages of a list. */
export function Pager({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav
      aria-label={t('stories.myStories.pagination')}
      className="flex items-center justify-center gap-3"
    >
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft className="h-4 w-4 rtl:rotate-180" aria-hidden="true" />
        {t('stories.myStories.previous')}
      </Button>
      <p className="text-sm font-bold tabular-nums text-ink-700">
        {t('stories.myStories.page', { page, total: totalPages })}
      </p>
      <Button
        variant="outline"
        size="sm"
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        {t('stories.myStories.next')}
        <ChevronRight className="h-4 w-4 rtl:rotate-180" aria-hidden="true" />
      </Button>
    </nav>
  );
}

import { useMemo } from 'react';
import { CloudOff, RotateCw } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { Theme } from '@qamar/shared';
import { Button } from '../../../components/ui/button.tsx';
import { useThemes } from '../api/get-themes.ts';
import { useUserThemes } from '../api/get-user-themes.ts';
import { PickerSection } from '../components/picker-parts.tsx';
import { useMediaQuery } from '../hooks/use-media-query.ts';
import { themeGridLayouts, themeGridMobileQuery } from './theme-grid.ts';
import { ThemeGridView } from './theme-grid-view.tsx';

/** The popular themes of the dialog: a skeleton while they load, a retry when the call fails, then the grid. */
export function ThemePickerGrid({
  selectedId,
  onPick,
}: {
  selectedId: number | null;
  onPick: (theme: Theme) => void;
}) {
  const { t } = useTranslation();
  const mobile = useMediaQuery(themeGridMobileQuery);
  // Mounted only while the dialog is open, so both calls run only then (docs/product/api.md).
  const publicThemes = useThemes(true);
  const ownThemes = useUserThemes(true);
  const themes = useMemo(() => {
    // A parent's own themes join the non-featured pool; a failed own-themes call only leaves them out.
    const own = (ownThemes.data ?? []).map((theme) => ({ ...theme, featured: false }));
    const ids = new Set((publicThemes.data ?? []).map((theme) => theme.id));
    return [...(publicThemes.data ?? []), ...own.filter((theme) => !ids.has(theme.id))];
  }, [publicThemes.data, ownThemes.data]);
  const title = t('themes.popular');

  if (publicThemes.isPending) {
    return (
      <PickerSection title={title}>
        <div
          role="status"
          aria-label={t('themes.loading')}
          className="grid grid-cols-2 gap-3 sm:grid-cols-4"
        >
          {Array.from(
            { length: themeGridLayouts[mobile ? 'mobile' : 'desktop'].tiles },
            (_, index) => (
              <div
                key={index}
                className="flex h-36 flex-col items-center gap-3 rounded-2xl border-2 border-night-900/5 bg-white pt-8"
              >
                <span className="h-14 w-14 animate-pulse rounded-full bg-night-100" />
                <span className="h-3 w-2/3 animate-pulse rounded-full bg-night-100" />
              </div>
            ),
          )}
        </div>
      </PickerSection>
    );
  }
  if (publicThemes.isError) {
    return (
      <PickerSection title={title}>
        <div
          role="alert"
          className="flex flex-col items-center gap-2 rounded-2xl border-2 border-dashed border-rose-500/30 bg-rose-500/5 px-4 py-6 text-center"
        >
          <CloudOff className="h-8 w-8 text-rose-500" aria-hidden="true" />
          <p className="font-extrabold text-night-900">{t('themes.loadFailed')}</p>
          <p className="max-w-sm text-sm text-ink-600">{t('themes.loadFailedText')}</p>
          <Button
            variant="outline"
            size="sm"
            className="mt-2"
            onClick={() => void publicThemes.refetch()}
            disabled={publicThemes.isFetching}
          >
            <RotateCw className="h-4 w-4" aria-hidden="true" />
            {t('themes.retry')}
          </Button>
        </div>
      </PickerSection>
    );
  }
  return (
    <ThemeGridView
      key={String(mobile)}
      themes={themes}
      mobile={mobile}
      selectedId={selectedId}
      onPick={onPick}
    />
  );
}

import { Sparkles } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { LocalizedLink } from '../../../components/localized-link.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';

/** For visitors from page index 2 (docs/product/screens.md). */
export function PromotionCard() {
  const { t } = useTranslation();
  return (
    <aside
      aria-labelledby="share-promo"
      className="flex flex-wrap items-center gap-4 rounded-[var(--radius-card)] bg-gradient-to-br from-night-900 to-night-700 p-6 text-white shadow-soft"
      data-testid="share-promo"
    >
      <Sparkles className="h-10 w-10 shrink-0 text-moon-300" aria-hidden="true" />
      <div className="grid min-w-0 flex-1 basis-64 gap-1">
        <h2 id="share-promo" className="text-xl font-extrabold text-moon-300">
          {t('share.viewer.promoTitle')}
        </h2>
        <p className="text-night-100">{t('share.viewer.promoText')}</p>
      </div>
      <LocalizedLink to="/auth?from=share" className={buttonClasses('secondary', 'md')}>
        {t('share.viewer.promoCta')}
      </LocalizedLink>
    </aside>
  );
}

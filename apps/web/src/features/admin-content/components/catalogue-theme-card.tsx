import { Star } from 'lucide-react';
import type { AdminCatalogueTheme } from '@qamar/shared';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { cn } from '../../../lib/cn.ts';
import { Badge } from './badge.tsx';
import { ItemButtons } from './catalogue-item-buttons.tsx';

export function ThemeCard({
  theme,
  onEdit,
  onRetire,
}: {
  theme: AdminCatalogueTheme;
  onEdit: () => void;
  onRetire: (retire: boolean) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const retired = theme.retiredAt !== null;
  return (
    <li
      className="flex flex-col gap-3 rounded-[var(--radius-card)] bg-white p-4 shadow-soft"
      data-catalogue-theme={theme.id}
    >
      <div className="flex items-start gap-3">
        <img
          src={theme.iconUrl}
          alt=""
          className={cn(
            'h-14 w-14 shrink-0 rounded-2xl bg-moon-100 p-2',
            retired && 'opacity-60 grayscale',
          )}
        />
        <div className="me-auto min-w-0">
          <h2 className="text-lg font-extrabold text-night-900">
            <bdi lang="en">{theme.nameEn}</bdi>
          </h2>
          <p lang="ar" className="font-bold text-ink-700">
            <bdi>{theme.nameAr}</bdi>
          </p>
        </div>
        <div className="flex flex-col items-end gap-1">
          {theme.featured ? (
            <Badge tone="star">
              <Star className="h-3 w-3" aria-hidden="true" />
              {t('adminContent.catalogue.featuredAt', { order: theme.featuredOrder })}
            </Badge>
          ) : null}
          {retired ? <Badge tone="bad">{t('adminContent.catalogue.retired')}</Badge> : null}
        </div>
      </div>
      <p className="text-sm text-ink-600">
        {t('adminContent.catalogue.sparkCount', { count: theme.sparksEn.length })}
      </p>
      <p
        className="line-clamp-2 border-s-4 border-moon-400 ps-3 text-sm text-ink-700"
        lang={language}
        dir="auto"
      >
        {(language === 'ar' ? theme.sparksAr : theme.sparksEn)[0]}
      </p>
      <div className="mt-auto flex flex-wrap gap-2">
        <ItemButtons name={theme.nameEn} retired={retired} onEdit={onEdit} onRetire={onRetire} />
      </div>
    </li>
  );
}

import { RefreshCw } from 'lucide-react';
import type { AdminCatalogueCharacter, AdminCatalogueLocation } from '@qamar/shared';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { Badge } from './badge.tsx';
import { type DrawnItem, Picture } from './catalogue-picture.tsx';
import { ItemButtons } from './catalogue-item-buttons.tsx';

export function ItemCard({
  item,
  kind,
  onEdit,
  onRetire,
  onRedraw,
}: {
  item: DrawnItem;
  kind: 'characters' | 'locations';
  onEdit: () => void;
  onRetire: (retire: boolean) => void;
  onRedraw: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const retired = item.retiredAt !== null;
  const details =
    kind === 'characters'
      ? (() => {
          const character = item as AdminCatalogueCharacter;
          return [
            t(`adminContent.catalogue.characterTypes.${character.type}`),
            character.species,
            t(`adminContent.catalogue.genders.${character.gender}`),
            t('adminContent.catalogue.age', { count: character.age }),
          ]
            .filter(Boolean)
            .join(' · ');
        })()
      : t(`adminContent.catalogue.locationTypes.${(item as AdminCatalogueLocation).type}`);
  // The description parents read in the admin's language (both are edited in the form).
  const description =
    language === 'ar' && item.descriptionAr
      ? { text: item.descriptionAr, lang: 'ar' }
      : { text: item.descriptionEn, lang: 'en' };
  return (
    // A row with a small picture on phones, a card with a large one from 480 px.
    <li
      className="grid grid-cols-[5.5rem_minmax(0,1fr)] gap-3 rounded-[var(--radius-card)] bg-white p-3 shadow-soft min-[480px]:flex min-[480px]:flex-col"
      data-catalogue-item={item.id}
    >
      <div className={cn(retired && 'opacity-60 grayscale')}>
        <Picture item={item} />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="grid gap-1 min-[480px]:px-1">
          <div className="flex flex-wrap items-center gap-1.5">
            <h2 className="me-auto text-lg font-extrabold text-night-900">
              <bdi lang="en">{item.nameEn}</bdi>
            </h2>
            {retired ? <Badge tone="bad">{t('adminContent.catalogue.retired')}</Badge> : null}
            {!item.seeded ? <Badge tone="star">{t('adminContent.catalogue.added')}</Badge> : null}
          </div>
          {item.nameAr ? (
            <p lang="ar" className="font-bold text-ink-700">
              <bdi>{item.nameAr}</bdi>
            </p>
          ) : null}
          <p className="text-xs font-bold text-ink-600">{details}</p>
          <p className="line-clamp-3 text-sm text-ink-600" lang={description.lang} dir="auto">
            {description.text}
          </p>
        </div>
        <div className="mt-auto flex flex-wrap gap-2 min-[480px]:px-1 min-[480px]:pb-1">
          <ItemButtons name={item.nameEn} retired={retired} onEdit={onEdit} onRetire={onRetire} />
          {item.pictureState === 'failed' ? (
            <Button size="sm" variant="outline" onClick={onRedraw}>
              <RefreshCw className="h-4 w-4" aria-hidden="true" />
              {t('adminContent.catalogue.redraw')}
            </Button>
          ) : null}
        </div>
      </div>
    </li>
  );
}

import { Download, Pencil, Trash2 } from 'lucide-react';
import { avoidItems, type ChildProfile } from '@qamar/shared';
import { Button } from '../../../components/ui/button.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { childName } from './child-values.ts';
import { ChildAvatar } from './child-avatar.tsx';

/** One child: avatar, both names, age, what stories avoid, and the card's actions. */
export function ChildCard({
  child,
  onEdit,
  onDownload,
  onDelete,
}: {
  child: ChildProfile;
  onEdit: () => void;
  onDownload: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const nameOf = (child: Pick<ChildProfile, 'nameEn' | 'nameAr'>) => childName(child, language);
  const listFormat = new Intl.ListFormat(language, { type: 'conjunction' });
  return (
    <li
      key={child.id}
      className="flex flex-col gap-4 rounded-[var(--radius-card)] bg-white p-5 shadow-soft"
      data-testid="child-card"
    >
      <div className="flex items-center gap-4">
        <ChildAvatar child={child} />
        <div className="min-w-0">
          <h2 className="truncate text-2xl font-extrabold text-night-900">{nameOf(child)}</h2>
          <p className="text-sm text-ink-500">
            <bdi lang={language === 'ar' ? 'en' : 'ar'}>
              {childName(child, language === 'ar' ? 'en' : 'ar')}
            </bdi>
          </p>
          <p className="mt-1 text-sm font-bold text-ink-700">
            {t('catalogue.age', { count: child.age })}
          </p>
          <p className="text-sm text-ink-600">
            {t('children.card.ageGroup', {
              from: child.ageGroup.split('-')[0]!,
              to: child.ageGroup.split('-')[1]!,
            })}
          </p>
        </div>
      </div>
      {child.avoid.length ? (
        <p className="text-sm text-ink-600">
          {t('children.card.avoids', {
            list: listFormat.format(child.avoid.map((id) => avoidItems[id][language])),
          })}
        </p>
      ) : null}
      <div className="mt-auto flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={onEdit}>
          <Pencil className="h-4 w-4" aria-hidden="true" />
          {t('children.card.edit')}
        </Button>
        <Button size="sm" variant="ghost" onClick={onDownload} data-testid="child-export">
          <Download className="h-4 w-4" aria-hidden="true" />
          {t('children.card.export')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          className="text-rose-700"
          onClick={onDelete}
          data-testid="child-delete"
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          {t('children.card.delete')}
        </Button>
      </div>
    </li>
  );
}

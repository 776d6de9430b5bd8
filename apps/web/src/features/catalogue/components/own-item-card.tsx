import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ItemPicture } from './item-picture.tsx';

/** One of the parent's own characters or locations on /my-characters and /my-locations. */
export function OwnItemCard({
  name,
  otherName,
  subtitle,
  description,
  picture,
  wide,
  onEdit,
  onDelete,
  deleting,
}: {
  name: string;
  otherName?: string | null;
  subtitle: string;
  description: string;
  picture: string | null;
  wide?: boolean;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
}) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-col overflow-hidden rounded-[var(--radius-card)] bg-white shadow-soft">
      <ItemPicture
        src={picture}
        name={name}
        className={wide ? 'aspect-[4/3] w-full text-3xl' : 'aspect-square w-full text-3xl'}
      />
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h2 className="text-lg font-extrabold text-night-900">{name}</h2>
        {otherName && otherName !== name ? (
          <p className="text-sm font-semibold text-night-700">
            <bdi>{otherName}</bdi>
          </p>
        ) : null}
        <p className="text-xs font-bold uppercase tracking-wide text-ink-500">{subtitle}</p>
        <p className="mt-1 line-clamp-3 text-sm text-ink-700" dir="auto">
          {description}
        </p>
        <div className="mt-auto flex gap-2 pt-3">
          <Button
            size="sm"
            variant="outline"
            onClick={onEdit}
            aria-label={t('catalogue.editLabel', { name })}
          >
            <Pencil className="h-4 w-4" aria-hidden="true" />
            {t('catalogue.mine.edit')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className="text-rose-500 hover:bg-rose-500/10"
            onClick={onDelete}
            disabled={deleting}
            aria-label={t('catalogue.deleteLabel', { name })}
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            {t('catalogue.mine.delete')}
          </Button>
        </div>
      </div>
    </li>
  );
}

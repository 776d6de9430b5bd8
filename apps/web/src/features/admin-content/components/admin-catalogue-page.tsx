import { useEffect, useState } from 'react';
import {
  Archive,
  ArchiveRestore,
  ImageOff,
  Pencil,
  Plus,
  RefreshCw,
  Shapes,
  Star,
} from 'lucide-react';
import { useSearchParams } from 'react-router';
import {
  catalogueKinds,
  type AdminCatalogueCharacter,
  type AdminCatalogueLocation,
  type AdminCatalogueTheme,
  type CatalogueKind,
} from '@qamar/shared';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { useAdminCatalogue, useCatalogueAction } from '../api/admin-calls.ts';
import { AdminPage, Badge, FilterChips, ListStatus, withToast } from './admin-page.tsx';
import { CatalogueItemDialog, ThemeDialog } from './catalogue-dialogs.tsx';

type DrawnItem = AdminCatalogueCharacter | AdminCatalogueLocation;
type Editing =
  | { kind: 'characters'; item: AdminCatalogueCharacter | null }
  | { kind: 'locations'; item: AdminCatalogueLocation | null }
  | { kind: 'themes'; item: AdminCatalogueTheme | null };

/**
 * /admin/catalogue: the default characters, places and themes parents choose from. Admins add and
 * edit them in both languages (the embedded illustrator draws a character's or place's picture
 * again, its progress shown on the card), and retire them or bring them back: a retired item
 * leaves the parents' pickers, while stories made with it read as before.
 */
export function AdminCataloguePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const kind: CatalogueKind = (catalogueKinds as readonly string[]).includes(
    params.get('tab') ?? '',
  )
    ? (params.get('tab') as CatalogueKind)
    : 'characters';
  const catalogue = useAdminCatalogue();
  const action = useCatalogueAction();
  const [showRetired, setShowRetired] = useState(true);
  const [editing, setEditing] = useState<Editing | null>(null);

  const items: Array<DrawnItem | AdminCatalogueTheme> = catalogue.data?.[kind] ?? [];
  const shown = items.filter((item) => showRetired || item.retiredAt === null);
  const retiredCount = items.filter((item) => item.retiredAt !== null).length;
  const singular = t(`adminContent.catalogue.kinds.${kind}.one`);

  const run = (id: number, what: 'retire' | 'unretire' | 'redraw', name: string) =>
    withToast(() => action.mutateAsync({ kind, id, action: what }), {
      done: t(`adminContent.catalogue.done.${what}`, { name }),
      failed: t('adminContent.common.actionFailed'),
    });

  return (
    <AdminPage
      title={t('adminContent.catalogue.title')}
      subtitle={t('adminContent.catalogue.subtitle')}
      actions={
        <Button variant="secondary" onClick={() => setEditing({ kind, item: null } as Editing)}>
          <Plus className="h-5 w-5" aria-hidden="true" />
          {t('adminContent.catalogue.add', { kind: singular })}
        </Button>
      }
    >
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <FilterChips<CatalogueKind>
          label={t('adminContent.catalogue.kindFilter')}
          value={kind}
          options={catalogueKinds.map((value) => ({
            value,
            label: t(`adminContent.catalogue.kinds.${value}.other`),
            count: catalogue.data?.[value].filter((item) => item.retiredAt === null).length,
          }))}
          onChange={(value) => setParams(value === 'characters' ? {} : { tab: value })}
        />
        <label className="ms-auto inline-flex items-center gap-2 text-sm font-bold text-ink-700">
          <input
            type="checkbox"
            checked={showRetired}
            onChange={(event) => setShowRetired(event.target.checked)}
            className="h-4 w-4 accent-night-900"
          />
          {t('adminContent.catalogue.showRetired', { count: retiredCount })}
        </label>
      </div>
      <ListStatus
        loading={catalogue.isPending}
        failed={catalogue.isError}
        empty={shown.length === 0}
        onRetry={() => void catalogue.refetch()}
        emptyIcon={Shapes}
        emptyTitle={t('adminContent.catalogue.emptyTitle')}
        emptyText={t('adminContent.catalogue.emptyText')}
      >
        <ul
          className={cn(
            'grid gap-4',
            kind === 'themes'
              ? 'sm:grid-cols-2 xl:grid-cols-3'
              : 'grid-cols-1 min-[480px]:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4',
          )}
          data-testid="admin-catalogue"
        >
          {kind === 'themes'
            ? (shown as AdminCatalogueTheme[]).map((theme) => (
                <ThemeCard
                  key={theme.id}
                  theme={theme}
                  onEdit={() => setEditing({ kind: 'themes', item: theme })}
                  onRetire={(retire) =>
                    void run(theme.id, retire ? 'retire' : 'unretire', theme.nameEn)
                  }
                />
              ))
            : (shown as DrawnItem[]).map((item) => (
                <ItemCard
                  key={item.id}
                  item={item}
                  kind={kind}
                  onEdit={() => setEditing({ kind, item } as Editing)}
                  onRetire={(retire) =>
                    void run(item.id, retire ? 'retire' : 'unretire', item.nameEn)
                  }
                  onRedraw={() => void run(item.id, 'redraw', item.nameEn)}
                />
              ))}
        </ul>
      </ListStatus>
      {editing?.kind === 'themes' ? (
        <ThemeDialog theme={editing.item} onClose={() => setEditing(null)} />
      ) : editing ? (
        <CatalogueItemDialog
          kind={editing.kind}
          item={editing.item}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </AdminPage>
  );
}

/** 'Xm Ys' or 'Ys'. */
const elapsedText = (seconds: number) =>
  seconds >= 60 ? `${Math.floor(seconds / 60)}m ${seconds % 60}s` : `${seconds}s`;

/** A drawing under way: waiting or drawing, and the time it has taken since the card first saw it. */
function DrawingProgress({ state, className }: { state: 'queued' | 'drawing'; className: string }) {
  const { t } = useTranslation();
  const [since] = useState(() => Date.now());
  const [now, setNow] = useState(since);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <div
      className={cn(className, 'flex-col gap-2 text-center text-night-700')}
      role="status"
      data-picture-state={state}
    >
      <Spinner className="h-6 w-6 min-[480px]:h-8 min-[480px]:w-8" />
      <p className="sr-only text-sm font-bold min-[480px]:not-sr-only">
        {t(`adminContent.catalogue.picture.${state}`)}
      </p>
      <p className="text-xs tabular-nums text-ink-600">
        {elapsedText(Math.max(0, Math.round((now - since) / 1000)))}
      </p>
    </div>
  );
}

/** Where a picture's drawing stands: the picture, the drawing's progress, or a failure (the card offers to draw it again). */
function Picture({ item }: { item: DrawnItem }) {
  const { t } = useTranslation();
  const frame =
    'relative flex aspect-square w-full items-center justify-center overflow-hidden rounded-2xl bg-night-50 p-1 min-[480px]:p-4';
  if (item.pictureState === 'queued' || item.pictureState === 'drawing')
    return <DrawingProgress state={item.pictureState} className={frame} />;
  if (item.pictureState === 'failed' || !item.imageThumbnail) {
    return (
      <div
        className={cn(frame, 'flex-col gap-2 text-center text-rose-500')}
        data-picture-state="failed"
      >
        <ImageOff className="h-6 w-6 min-[480px]:h-8 min-[480px]:w-8" aria-hidden="true" />
        <p className="sr-only text-sm font-bold min-[480px]:not-sr-only">
          {t('adminContent.catalogue.picture.failed')}
        </p>
      </div>
    );
  }
  return (
    <div className={cn(frame, 'p-0 min-[480px]:p-0')} data-picture-state="ready">
      <img src={item.imageThumbnail} alt="" loading="lazy" className="h-full w-full object-cover" />
    </div>
  );
}

/** Edit, and retire or bring back. */
function ItemButtons({
  name,
  retired,
  onEdit,
  onRetire,
}: {
  name: string;
  retired: boolean;
  onEdit: () => void;
  onRetire: (retire: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        onClick={onEdit}
        aria-label={t('adminContent.catalogue.editLabel', { name })}
      >
        <Pencil className="h-4 w-4" aria-hidden="true" />
        {t('adminContent.catalogue.edit')}
      </Button>
      <Button size="sm" variant="outline" onClick={() => onRetire(!retired)}>
        {retired ? (
          <ArchiveRestore className="h-4 w-4" aria-hidden="true" />
        ) : (
          <Archive className="h-4 w-4" aria-hidden="true" />
        )}
        {retired ? t('adminContent.catalogue.unretire') : t('adminContent.catalogue.retire')}
      </Button>
    </>
  );
}

function ItemCard({
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

function ThemeCard({
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

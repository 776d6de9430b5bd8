import { useState } from 'react';
import { Plus, Shapes } from 'lucide-react';
import { useSearchParams } from 'react-router';
import {
  catalogueKinds,
  type AdminCatalogueCharacter,
  type AdminCatalogueLocation,
  type AdminCatalogueTheme,
  type CatalogueKind,
} from '@qamar/shared';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { useAdminCatalogue, useCatalogueAction } from '../api/admin-calls.ts';
import { AdminPage } from './admin-page.tsx';
import { FilterChips } from './filter-chips.tsx';
import { ListStatus } from './list-status.tsx';
import { withToast } from './with-toast.ts';
import { CatalogueItemDialog } from './catalogue-item-dialog.tsx';
import { ThemeDialog } from './theme-dialog.tsx';
import type { DrawnItem } from './catalogue-picture.tsx';
import { ItemCard } from './catalogue-item-card.tsx';
import { ThemeCard } from './catalogue-theme-card.tsx';

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

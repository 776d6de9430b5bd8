import { useState } from 'react';
import { Plus, UserRound } from 'lucide-react';
import { nextPlan, plans, type ChildProfile, type PlanId } from '@qamar/shared';
import { Seo } from '../../../components/seo/seo.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { UpgradeDialog } from '../../../components/upgrade/upgrade-dialog.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useUsageStats } from '../../../lib/session/use-usage-stats.ts';
import { toast } from '../../../lib/toast.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import {
  downloadChildExport,
  useChildProfiles,
  useCreateChild,
  useDeleteChild,
  useUpdateChild,
} from '../api/child-profiles.ts';
import { ChildForm } from './child-form.tsx';
import { childName, valuesOf, type ChildValues } from './child-values.ts';
import { ChildAvatar } from './child-avatar.tsx';
import { ChildCard } from './child-card.tsx';
import { ChildConsentDialog } from './child-consent-dialog.tsx';
import { DeleteChildDialog } from './delete-child-dialog.tsx';

/** The server's field errors, by field (the first issue of each). */
function fieldErrors(error: unknown): Partial<Record<string, string>> {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.body?.field) return {};
  const field = String(error.body.field).split('.')[0]!;
  return { [field === 'birthMonth' ? 'birthYear' : field]: error.body.message };
}

const CONSENT_KEY = 'qamar.childConsent';

/** /child-profiles: the parent's children, added, edited, downloaded and deleted here. */
export function ChildProfilesPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const usage = useUsageStats();
  const list = useChildProfiles();
  const create = useCreateChild();
  const update = useUpdateChild();
  const remove = useDeleteChild();
  const [editing, setEditing] = useState<ChildProfile | 'new' | null>(null);
  const [consenting, setConsenting] = useState(false);
  const [deleting, setDeleting] = useState<ChildProfile | null>(null);
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const [offer, setOffer] = useState<PlanId | null | undefined>(undefined);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const children = list.data?.children ?? [];
  const limit = list.data?.limit ?? 0;
  const plan: PlanId = usage.data?.plan ?? 'free';
  const nameOf = (child: Pick<ChildProfile, 'nameEn' | 'nameAr'>) => childName(child, language);

  const startAdding = () => {
    if (list.data && children.length >= limit) {
      setOffer(nextPlan(plan));
      setUpgradeOpen(true);
      return;
    }
    setErrors({});
    // The consent note comes before the first profile, and again until the parent has agreed once.
    if (children.length === 0 && localStorage.getItem(CONSENT_KEY) !== 'yes') setConsenting(true);
    else setEditing('new');
  };

  const save = async (values: ChildValues) => {
    setErrors({});
    try {
      if (editing === 'new') {
        const made = await create.mutateAsync(values);
        toast({ title: t('children.added', { name: nameOf(made) }), variant: 'success' });
      } else if (editing) {
        await update.mutateAsync({ id: editing.id, ...values });
        toast({ title: t('children.saved'), variant: 'success' });
      }
      setEditing(null);
    } catch (error) {
      if (error instanceof ApiError && error.status === 403 && error.code === 'CHILD_LIMIT') {
        const offered = (error.body as { upgradeOptions?: Array<{ plan: PlanId }> } | undefined)
          ?.upgradeOptions?.[0]?.plan;
        setEditing(null);
        setOffer(offered ?? nextPlan(plan));
        setUpgradeOpen(true);
        return;
      }
      setErrors(fieldErrors(error));
      toast({
        title: t('children.saveFailed'),
        description: errorMessage(error, t('children.saveFailed')),
        variant: 'destructive',
      });
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    const name = nameOf(deleting);
    try {
      await remove.mutateAsync(deleting.id);
      toast({ title: t('children.deleted', { name }), variant: 'success' });
      setDeleting(null);
    } catch (error) {
      toast({
        title: t('children.deleteFailed'),
        description: errorMessage(error, t('children.deleteFailed')),
        variant: 'destructive',
      });
    }
  };

  const download = async (child: ChildProfile) => {
    try {
      await downloadChildExport(child);
    } catch (error) {
      toast({
        title: t('children.exportFailed'),
        description: errorMessage(error, t('children.exportFailed')),
        variant: 'destructive',
      });
    }
  };

  return (
    <>
      <Seo
        title={t('children.seo.title')}
        description={t('children.seo.description')}
        path="/child-profiles"
        noindex
      />
      <section className="mx-auto w-full max-w-6xl px-4 py-10">
        <header className="flex flex-wrap items-end gap-4">
          <div className="me-auto">
            <h1 className="text-3xl font-extrabold text-night-900 sm:text-4xl">
              {t('children.title')}
            </h1>
            <p className="mt-1 text-ink-600">{t('children.subtitle')}</p>
          </div>
          {list.data ? (
            <span
              className="rounded-full bg-night-50 px-3 py-1.5 text-sm font-bold text-night-700"
              data-testid="child-usage"
            >
              {t('children.usage', { used: children.length, limit })}
            </span>
          ) : null}
          <Button variant="secondary" onClick={startAdding} data-testid="add-child">
            <Plus className="h-5 w-5" aria-hidden="true" />
            {t('children.add')}
          </Button>
        </header>

        <div className="mt-8">
          {list.isPending ? (
            <div className="flex justify-center py-16">
              <Spinner />
            </div>
          ) : children.length === 0 ? (
            <div className="flex flex-col items-center gap-3 rounded-[var(--radius-card)] border-2 border-dashed border-night-900/15 bg-white px-6 py-14 text-center">
              <span className="flex h-16 w-16 items-center justify-center rounded-2xl bg-moon-100 text-moon-500">
                <UserRound className="h-8 w-8" aria-hidden="true" />
              </span>
              <h2 className="text-2xl font-extrabold text-night-900">{t('children.emptyTitle')}</h2>
              <p className="max-w-md text-ink-600">{t('children.emptyText')}</p>
              <Button className="mt-2" onClick={startAdding}>
                {t('children.add')}
              </Button>
            </div>
          ) : (
            <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
              {children.map((child) => (
                <ChildCard
                  key={child.id}
                  child={child}
                  onEdit={() => {
                    setErrors({});
                    setEditing(child);
                  }}
                  onDownload={() => void download(child)}
                  onDelete={() => setDeleting(child)}
                />
              ))}
            </ul>
          )}
        </div>
      </section>

      <ChildConsentDialog
        open={consenting}
        onOpenChange={setConsenting}
        onAgree={() => {
          localStorage.setItem(CONSENT_KEY, 'yes');
          setConsenting(false);
          setEditing('new');
        }}
      />

      <Dialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={
          editing && editing !== 'new'
            ? t('children.form.editTitle', { name: nameOf(editing) })
            : t('children.form.addTitle')
        }
        description={t('children.form.description')}
        className="max-w-2xl"
      >
        {editing !== null ? (
          <ChildForm
            key={editing === 'new' ? 'new' : editing.id}
            initial={valuesOf(editing === 'new' ? null : editing)}
            submitting={create.isPending || update.isPending}
            errors={errors}
            onSubmit={(values) => void save(values)}
            onCancel={() => setEditing(null)}
            preview={
              editing !== 'new' ? (
                <ChildAvatar child={editing} className="h-32 w-32 justify-self-center" />
              ) : null
            }
          />
        ) : null}
      </Dialog>

      <DeleteChildDialog
        child={deleting}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      />

      <UpgradeDialog
        open={upgradeOpen}
        onOpenChange={setUpgradeOpen}
        title={t('children.limitTitle')}
        usage={{
          used: children.length,
          limit,
          text: t('children.limitUsage', { used: children.length, limit }),
        }}
        offer={offer}
        benefits={offer ? [t('children.limitBenefit', { count: plans[offer].childProfiles })] : []}
      />
    </>
  );
}

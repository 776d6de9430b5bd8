import { useState } from 'react';
import { Download, Pencil, Plus, ShieldCheck, Trash2, UserRound } from 'lucide-react';
import { avoidItems, nextPlan, plans, type ChildProfile, type PlanId } from '@qamar/shared';
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
import { ChildForm, valuesOf, type ChildValues } from './child-form.tsx';

/** The avatar the server drew from the presets (an SVG document: shapes only, never a photo). */
export function ChildAvatar({
  child,
  className = 'h-24 w-24',
}: {
  child: ChildProfile;
  className?: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const name = language === 'ar' ? child.nameAr : child.nameEn;
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(child.avatarSvg)}`}
      alt={t('children.card.avatarAlt', { name })}
      className={`${className} shrink-0 rounded-full bg-night-50 object-cover shadow-soft`}
    />
  );
}

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
  const nameOf = (child: Pick<ChildProfile, 'nameEn' | 'nameAr'>) =>
    language === 'ar' ? child.nameAr : child.nameEn;

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

  const listFormat = new Intl.ListFormat(language, { type: 'conjunction' });

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
                <li
                  key={child.id}
                  className="flex flex-col gap-4 rounded-[var(--radius-card)] bg-white p-5 shadow-soft"
                  data-testid="child-card"
                >
                  <div className="flex items-center gap-4">
                    <ChildAvatar child={child} />
                    <div className="min-w-0">
                      <h2 className="truncate text-2xl font-extrabold text-night-900">
                        {nameOf(child)}
                      </h2>
                      <p className="text-sm text-ink-500">
                        <bdi lang={language === 'ar' ? 'en' : 'ar'}>
                          {language === 'ar' ? child.nameEn : child.nameAr}
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
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => {
                        setErrors({});
                        setEditing(child);
                      }}
                    >
                      <Pencil className="h-4 w-4" aria-hidden="true" />
                      {t('children.card.edit')}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => void download(child)}
                      data-testid="child-export"
                    >
                      <Download className="h-4 w-4" aria-hidden="true" />
                      {t('children.card.export')}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      className="text-rose-700"
                      onClick={() => setDeleting(child)}
                      data-testid="child-delete"
                    >
                      <Trash2 className="h-4 w-4" aria-hidden="true" />
                      {t('children.card.delete')}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>

      <Dialog open={consenting} onOpenChange={setConsenting} title={t('children.consent.title')}>
        <div className="grid gap-5">
          <p
            className="flex gap-3 rounded-2xl bg-night-50 p-4 text-ink-700"
            data-testid="child-consent"
          >
            <ShieldCheck className="mt-0.5 h-6 w-6 shrink-0 text-night-600" aria-hidden="true" />
            <span>{t('children.consent.text')}</span>
          </p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={() => setConsenting(false)}>
              {t('children.form.cancel')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                localStorage.setItem(CONSENT_KEY, 'yes');
                setConsenting(false);
                setEditing('new');
              }}
              data-testid="child-consent-agree"
            >
              {t('children.consent.agree')}
            </Button>
          </div>
        </div>
      </Dialog>

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

      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={deleting ? t('children.deleteTitle', { name: nameOf(deleting) }) : ''}
      >
        <div className="grid gap-5">
          <p className="text-ink-700">
            {deleting ? t('children.deleteText', { name: nameOf(deleting) }) : null}
          </p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={() => setDeleting(null)}>
              {t('children.form.cancel')}
            </Button>
            <Button
              variant="danger"
              disabled={remove.isPending}
              onClick={() => void confirmDelete()}
              data-testid="child-delete-confirm"
            >
              {t('children.deleteConfirm')}
            </Button>
          </div>
        </div>
      </Dialog>

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

import { useState } from 'react';
import { ArrowLeft, Ban, CheckCircle2, Trash2 } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import type { AdminUserDetail } from '@qamar/shared';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { isolate } from '../../../lib/bidi.ts';
import { AdminPageHeading } from '../../../components/admin/admin-layout.tsx';
import { Seo } from '../../../components/seo/seo.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { PageSpinner, Spinner } from '../../../components/ui/spinner.tsx';
import { useAdminUser, useAdminUserActions } from '../api/admin-user-queries.ts';
import { AccountBadges } from './account-badges.tsx';
import { Card, Facts } from './detail-card.tsx';
import { SubscriptionsCard } from './subscriptions-card.tsx';
import { useActionFailed } from '../hooks/use-action-failed.ts';
import { GrantPlanCard } from './grant-plan-card.tsx';
import { RecentStories } from './recent-stories.tsx';

/** /admin/users/:id: one family's account, usage, subscriptions and newest stories; grant a plan, refund, disable or enable, delete. */
export function UserDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const user = useAdminUser(id);
  if (user.isPending) return <PageSpinner label={t('common.loading')} />;
  if (user.isError) {
    const missing = user.error instanceof ApiError && user.error.status === 404;
    return (
      <div className="grid justify-items-start gap-4">
        <BackLink />
        <p role="alert" className="rounded-2xl bg-white p-6 font-semibold text-ink-700 shadow-soft">
          {missing
            ? t('adminAccess.users.notFound')
            : errorMessage(user.error, t('auth.errorTitle'))}
        </p>
      </div>
    );
  }
  return <UserDetail detail={user.data} />;
}

function BackLink() {
  const { t } = useTranslation();
  return (
    <Link
      to="/admin/users"
      className="inline-flex items-center gap-1.5 text-sm font-bold text-night-700 underline-offset-4 hover:underline"
    >
      <ArrowLeft className="h-4 w-4 rtl:rotate-180" aria-hidden="true" />
      {t('adminAccess.users.back')}
    </Link>
  );
}

function UserDetail({ detail }: { detail: AdminUserDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const { user, usage, recentStories } = detail;
  const actions = useAdminUserActions(user.id);
  const [confirming, setConfirming] = useState<'disable' | 'delete' | null>(null);
  const [typedEmail, setTypedEmail] = useState('');
  const failed = useActionFailed();

  const setDisabled = async (disabled: boolean) => {
    try {
      await actions.setDisabled.mutateAsync(disabled);
      setConfirming(null);
      toast({
        title: t(disabled ? 'adminAccess.users.disabledToast' : 'adminAccess.users.enabledToast', {
          email: isolate(user.email),
        }),
        variant: 'success',
      });
    } catch (error) {
      failed(error);
    }
  };
  const remove = async () => {
    try {
      await actions.remove.mutateAsync();
      setConfirming(null);
      toast({
        title: t('adminAccess.users.deletedToast', { email: isolate(user.email) }),
        variant: 'success',
      });
      await navigate('/admin/users');
    } catch (error) {
      failed(error);
    }
  };

  return (
    <>
      <Seo
        title={`${user.email} · ${t('adminAccess.users.title')} · Qamar`}
        description={t('adminAccess.users.subtitle')}
        path={`/admin/users/${user.id}`}
        noindex
      />
      <div className="mb-4">
        <BackLink />
      </div>
      <AdminPageHeading title={user.name} subtitle={user.email}>
        <AccountBadges disabled={user.disabled} />
      </AdminPageHeading>
      <div className="grid gap-6 xl:grid-cols-2">
        <Card title={t('adminAccess.users.detailTitle')}>
          <Facts
            rows={[
              [t('adminAccess.users.email'), <span dir="ltr">{user.email}</span>],
              [t('adminAccess.users.displayName'), user.displayName ?? t('adminAccess.users.none')],
              [
                t('adminAccess.users.columns.verified'),
                user.emailVerified
                  ? t('adminAccess.users.verifiedYes')
                  : t('adminAccess.users.verifiedNo'),
              ],
              [t('adminAccess.users.language'), user.language === 'ar' ? 'العربية' : 'English'],
              [t('adminAccess.users.joined'), formatDate(user.createdAt, language)],
              [
                t('adminAccess.users.status'),
                user.disabledAt
                  ? t('adminAccess.users.disabledSince', {
                      date: formatDate(user.disabledAt, language),
                    })
                  : t('adminAccess.users.active'),
              ],
            ]}
          />
        </Card>
        <Card title={t('adminAccess.users.usage')}>
          <Facts
            rows={[
              [t('adminAccess.users.plan'), t(`plan.${user.plan}`)],
              [
                t('adminAccess.users.weekUsage'),
                t('adminAccess.users.weekOf', {
                  used: usage.storiesThisWeek,
                  limit: usage.storiesPerWeek,
                }),
              ],
              [t('adminAccess.users.storiesTotal'), usage.storiesTotal],
              [t('adminAccess.users.characters'), usage.characters],
              [t('adminAccess.users.locations'), usage.locations],
            ]}
          />
        </Card>
        <GrantPlanCard userId={user.id} email={user.email} current={user.plan} />
        <SubscriptionsCard userId={user.id} email={user.email} />
        <Card title={t('adminAccess.users.actions')}>
          <div className="flex flex-wrap gap-3">
            {user.disabled ? (
              <Button
                variant="outline"
                onClick={() => void setDisabled(false)}
                disabled={actions.setDisabled.isPending}
              >
                <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
                {t('adminAccess.users.enable')}
              </Button>
            ) : (
              <Button variant="outline" onClick={() => setConfirming('disable')}>
                <Ban className="h-4 w-4" aria-hidden="true" />
                {t('adminAccess.users.disable')}
              </Button>
            )}
            <Button
              variant="danger"
              onClick={() => {
                setTypedEmail('');
                setConfirming('delete');
              }}
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" />
              {t('adminAccess.users.delete')}
            </Button>
          </div>
        </Card>
      </div>
      <RecentStories stories={recentStories} />
      <Dialog
        open={confirming === 'disable'}
        onOpenChange={(open) => setConfirming(open ? 'disable' : null)}
        title={t('adminAccess.users.disableTitle')}
        description={t('adminAccess.users.disableText', { email: isolate(user.email) })}
      >
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={() => setConfirming(null)}>
            {t('adminAccess.users.cancel')}
          </Button>
          <Button
            variant="danger"
            onClick={() => void setDisabled(true)}
            disabled={actions.setDisabled.isPending}
          >
            {actions.setDisabled.isPending ? <Spinner className="h-4 w-4" /> : null}
            {t('adminAccess.users.disableConfirm')}
          </Button>
        </div>
      </Dialog>
      <Dialog
        open={confirming === 'delete'}
        onOpenChange={(open) => setConfirming(open ? 'delete' : null)}
        title={t('adminAccess.users.deleteTitle')}
        description={t('adminAccess.users.deleteText', { email: isolate(user.email) })}
      >
        <div className="grid gap-4">
          <Field
            label={t('adminAccess.users.deleteConfirmLabel')}
            dir="ltr"
            autoComplete="off"
            value={typedEmail}
            onChange={(event) => setTypedEmail(event.target.value)}
          />
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="outline" onClick={() => setConfirming(null)}>
              {t('adminAccess.users.cancel')}
            </Button>
            <Button
              variant="danger"
              onClick={() => void remove()}
              disabled={typedEmail.trim().toLowerCase() !== user.email || actions.remove.isPending}
            >
              {actions.remove.isPending ? <Spinner className="h-4 w-4" /> : null}
              {t('adminAccess.users.deleteConfirm')}
            </Button>
          </div>
        </div>
      </Dialog>
    </>
  );
}

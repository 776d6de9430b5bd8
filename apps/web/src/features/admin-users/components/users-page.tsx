import { useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import type { AdminUserSummary } from '@qamar/shared';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { AdminPageHeading } from '../../../components/admin/admin-layout.tsx';
import { Seo } from '../../../components/seo/seo.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { useAdminUsers } from '../api/admin-user-queries.ts';
import { AccountBadges } from './account-badges.tsx';

/** /admin/users: search parents by email or name; each row opens the account. Query and page live in the address. */
export function UsersPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [typed, setTyped] = useState(q);
  const users = useAdminUsers(q, page);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(typed.trim() ? { q: typed.trim() } : {});
  };

  return (
    <>
      <Seo
        title={`${t('adminAccess.users.title')} · Qamar`}
        description={t('adminAccess.users.subtitle')}
        path="/admin/users"
        noindex
      />
      <AdminPageHeading
        title={t('adminAccess.users.title')}
        subtitle={t('adminAccess.users.subtitle')}
      />
      <form role="search" onSubmit={submit} className="mb-6 flex flex-wrap items-end gap-3">
        <label className="grid min-w-0 flex-1 basis-64 gap-1.5">
          <span className="text-sm font-bold text-ink-700">
            {t('adminAccess.users.searchLabel')}
          </span>
          <input
            type="search"
            dir="auto"
            className={inputClass}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            placeholder={t('adminAccess.users.searchPlaceholder')}
            maxLength={100}
          />
        </label>
        <Button type="submit">
          <Search className="h-4 w-4" aria-hidden="true" />
          {t('adminAccess.users.search')}
        </Button>
      </form>
      {users.isPending ? (
        <PageSpinner label={t('common.loading')} />
      ) : users.isError ? (
        <p role="alert" className="rounded-2xl bg-rose-500/10 p-4 font-semibold text-rose-500">
          {errorMessage(users.error, t('auth.errorTitle'))}
        </p>
      ) : (
        <section aria-labelledby="users-count" className="grid gap-4">
          <p id="users-count" className="text-sm font-bold text-ink-600" aria-live="polite">
            {t('adminAccess.users.count', { count: users.data.total })}
          </p>
          {users.data.users.length === 0 ? (
            <p className="rounded-2xl bg-white p-6 text-center text-ink-600 shadow-soft">
              {q ? t('adminAccess.users.empty', { query: q }) : t('adminAccess.users.emptyAll')}
            </p>
          ) : (
            <UsersTable users={users.data.users} language={language} />
          )}
          <Pager
            page={page}
            totalPages={Math.ceil(users.data.total / users.data.pageSize)}
            onPage={(next) => setParams({ ...(q ? { q } : {}), page: String(next) })}
          />
        </section>
      )}
    </>
  );
}

function UsersTable({ users, language }: { users: AdminUserSummary[]; language: 'en' | 'ar' }) {
  const { t } = useTranslation();
  const cell = 'px-4 py-3 align-top';
  return (
    <div className="overflow-hidden rounded-[var(--radius-card)] bg-white shadow-soft">
      <table className="w-full text-start text-sm">
        <thead className="hidden bg-night-50 text-xs font-extrabold uppercase tracking-wide text-ink-600 md:table-header-group">
          <tr>
            <th scope="col" className={`${cell} text-start`}>
              {t('adminAccess.users.columns.account')}
            </th>
            <th scope="col" className={`${cell} text-start`}>
              {t('adminAccess.users.columns.plan')}
            </th>
            <th scope="col" className={`${cell} text-start`}>
              {t('adminAccess.users.columns.verified')}
            </th>
            <th scope="col" className={`${cell} text-start`}>
              {t('adminAccess.users.columns.created')}
            </th>
            <th scope="col" className={`${cell} text-end`}>
              {t('adminAccess.users.columns.week')}
            </th>
            <th scope="col" className={`${cell} text-end`}>
              {t('adminAccess.users.columns.total')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-night-900/10">
          {users.map((user) => (
            <tr key={user.id} className="grid grid-cols-2 gap-x-4 p-4 md:table-row md:p-0">
              <td className="col-span-2 pb-2 md:p-4 md:align-top">
                <Link to={`/admin/users/${user.id}`} className="group grid">
                  <span className="font-extrabold text-night-900 underline-offset-4 group-hover:underline">
                    {user.name}
                  </span>
                  <span dir="ltr" className="break-all text-start text-ink-600 rtl:text-end">
                    {user.email}
                  </span>
                </Link>
                {user.disabled ? <AccountBadges disabled className="mt-1" /> : null}
              </td>
              <td className="md:p-4 md:align-top">
                <span className="text-xs font-bold text-ink-500 md:hidden">
                  {t('adminAccess.users.columns.plan')}:{' '}
                </span>
                {t(`plan.${user.plan}`)}
              </td>
              <td className="md:p-4 md:align-top">
                {user.emailVerified
                  ? t('adminAccess.users.verifiedYes')
                  : t('adminAccess.users.verifiedNo')}
              </td>
              <td className="md:p-4 md:align-top">
                <span className="text-xs font-bold text-ink-500 md:hidden">
                  {t('adminAccess.users.columns.created')}:{' '}
                </span>
                {formatDate(user.createdAt, language)}
              </td>
              <td className="tabular-nums md:p-4 md:text-end md:align-top">
                <span className="text-xs font-bold text-ink-500 md:hidden">
                  {t('adminAccess.users.columns.week')}:{' '}
                </span>
                {user.storiesThisWeek}
              </td>
              <td className="tabular-nums md:p-4 md:text-end md:align-top">
                <span className="text-xs font-bold text-ink-500 md:hidden">
                  {t('adminAccess.users.columns.total')}:{' '}
                </span>
                {user.storiesTotal}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { AdminAuditEntry, AdminAuditQuery } from '@qamar/shared';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { AdminPageHeading } from '../../../components/admin/admin-layout.tsx';
import { Seo } from '../../../components/seo/seo.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { useAuditLog } from '../api/get-audit-log.ts';
import { formatLocale } from '../../../lib/locale-format.ts';

const filterKeys = ['adminId', 'action', 'from', 'to'] as const;
type Filters = Record<(typeof filterKeys)[number], string>;

function readQuery(params: URLSearchParams): AdminAuditQuery & { page: number } {
  const adminId = Number(params.get('adminId'));
  return {
    adminId: Number.isInteger(adminId) && adminId > 0 ? adminId : undefined,
    action: params.get('action') || undefined,
    from: params.get('from') || undefined,
    to: params.get('to') || undefined,
    page: Math.max(1, Number(params.get('page')) || 1),
  };
}

/** A moment as the log reads it: day and time to the minute, Western digits in both languages. */
function when(iso: string, language: 'en' | 'ar'): string {
  return new Intl.DateTimeFormat(formatLocale(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
}

/** /admin/audit-log: what admins did, newest first, filtered by admin, action and days, a page at a time. */
export function AuditLogPage() {
  const { t, i18n } = useTranslation(['translation', 'messages']);
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);
  const log = useAuditLog(query);
  const [filters, setFilters] = useState<Filters>({
    adminId: params.get('adminId') ?? '',
    action: params.get('action') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  });
  // `user.disable` reads adminAccess.audit.actions.user.disable; actions other parts of the portal add read as their ids until they have a label.
  const actionLabel = (action: string) =>
    textOr(i18n, t, `adminAccess.audit.actions.${action}`, action);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    for (const key of filterKeys) if (filters[key]) next[key] = filters[key];
    setParams(next);
  };
  const clear = () => {
    setFilters({ adminId: '', action: '', from: '', to: '' });
    setParams({});
  };
  const field = (key: keyof Filters) => ({
    value: filters[key],
    onChange: (event: { target: { value: string } }) =>
      setFilters((current) => ({ ...current, [key]: event.target.value })),
  });

  return (
    <>
      <Seo
        title={`${t('adminAccess.audit.title')} · Qamar`}
        description={t('adminAccess.audit.subtitle')}
        path="/admin/audit-log"
        noindex
      />
      <AdminPageHeading
        title={t('adminAccess.audit.title')}
        subtitle={t('adminAccess.audit.subtitle')}
      />
      <form
        onSubmit={apply}
        aria-label={t('adminAccess.audit.filters')}
        className="mb-6 grid gap-3 rounded-[var(--radius-card)] bg-white p-4 shadow-soft sm:grid-cols-2 xl:grid-cols-[repeat(4,minmax(0,1fr))_auto]"
      >
        <label className="grid gap-1.5">
          <span className="text-sm font-bold text-ink-700">{t('adminAccess.audit.admin')}</span>
          <select className={inputClass} {...field('adminId')}>
            <option value="">{t('adminAccess.audit.anyAdmin')}</option>
            {log.data?.admins.map((admin) => (
              <option key={admin.id} value={admin.id}>
                {admin.username}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1.5">
          <span className="text-sm font-bold text-ink-700">{t('adminAccess.audit.action')}</span>
          <select className={inputClass} {...field('action')}>
            <option value="">{t('adminAccess.audit.anyAction')}</option>
            {log.data?.actions.map((action) => (
              <option key={action} value={action}>
                {actionLabel(action)}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1.5">
          <span className="text-sm font-bold text-ink-700">{t('adminAccess.audit.from')}</span>
          <input type="date" className={inputClass} {...field('from')} />
        </label>
        <label className="grid gap-1.5">
          <span className="text-sm font-bold text-ink-700">{t('adminAccess.audit.to')}</span>
          <input type="date" className={inputClass} {...field('to')} />
        </label>
        <div className="flex flex-wrap items-end gap-2 sm:col-span-2 xl:col-span-1">
          <Button type="submit">{t('adminAccess.audit.apply')}</Button>
          <Button variant="ghost" onClick={clear}>
            {t('adminAccess.audit.clear')}
          </Button>
        </div>
      </form>
      {log.isPending ? (
        <PageSpinner label={t('common.loading')} />
      ) : log.isError ? (
        <p role="alert" className="rounded-2xl bg-rose-500/10 p-4 font-semibold text-rose-500">
          {errorMessage(log.error, t('auth.errorTitle'))}
        </p>
      ) : (
        <section aria-labelledby="audit-count" className="grid gap-4">
          <p id="audit-count" className="text-sm font-bold text-ink-600" aria-live="polite">
            {t('adminAccess.audit.count', { count: log.data.total })}
          </p>
          {log.data.entries.length === 0 ? (
            <p className="rounded-2xl bg-white p-6 text-center text-ink-600 shadow-soft">
              {t('adminAccess.audit.empty')}
            </p>
          ) : (
            <ol className="divide-y divide-night-900/10 overflow-hidden rounded-[var(--radius-card)] bg-white shadow-soft">
              {log.data.entries.map((entry) => (
                <AuditLine
                  key={entry.id}
                  entry={entry}
                  language={language}
                  actionLabel={actionLabel(entry.action)}
                />
              ))}
            </ol>
          )}
          <Pager
            page={query.page}
            totalPages={Math.ceil(log.data.total / log.data.pageSize)}
            onPage={(page) => setParams({ ...Object.fromEntries(params), page: String(page) })}
          />
        </section>
      )}
    </>
  );
}

/** The text of a key built from data, or the data itself when the key has no text. */
function textOr(
  i18n: { exists: (key: string) => boolean },
  t: (key: never) => string,
  key: string,
  fallback: string,
): string {
  return i18n.exists(key) ? t(key as never) : fallback;
}

function AuditLine({
  entry,
  language,
  actionLabel,
}: {
  entry: AdminAuditEntry;
  language: 'en' | 'ar';
  actionLabel: string;
}) {
  const { t, i18n } = useTranslation();
  const method =
    typeof entry.detail.method === 'string'
      ? textOr(i18n, t, `adminAccess.audit.methods.${entry.detail.method}`, entry.detail.method)
      : null;
  const planChange =
    typeof entry.detail.plan === 'string' && typeof entry.detail.previousPlan === 'string'
      ? t('adminAccess.audit.planChange', {
          from: t(`plan.${entry.detail.previousPlan as 'free'}`),
          to: t(`plan.${entry.detail.plan as 'free'}`),
        })
      : null;
  const reason =
    typeof entry.detail.reason === 'string' && entry.detail.reason ? entry.detail.reason : null;
  const targetType = textOr(
    i18n,
    t,
    `adminAccess.audit.targets.${entry.targetType}`,
    entry.targetType,
  );
  const target = entry.targetLabel ?? (entry.targetId ? `#${entry.targetId}` : '');
  return (
    <li className="grid gap-1 px-4 py-3 text-sm md:grid-cols-[11rem_8rem_minmax(0,1fr)_minmax(0,14rem)_8rem] md:items-baseline md:gap-4">
      <time dateTime={entry.createdAt} className="tabular-nums text-ink-600">
        {when(entry.createdAt, language)}
      </time>
      <span className="font-bold text-night-900">
        <span className="sr-only">{t('adminAccess.audit.columns.admin')}: </span>
        {entry.admin.username}
      </span>
      <span className="min-w-0">
        <span className="font-extrabold text-night-900">{actionLabel}</span>
        {method || planChange ? (
          <span className="text-ink-600"> · {method ?? planChange}</span>
        ) : null}
        {reason ? <span className="block break-words text-ink-600">“{reason}”</span> : null}
      </span>
      <span className="min-w-0 break-all text-ink-700">
        <span className="sr-only">{t('adminAccess.audit.columns.target')}: </span>
        {targetType}{' '}
        {entry.targetType === 'user' && entry.targetLabel ? (
          <Link
            dir="ltr"
            to={`/admin/users/${entry.targetId}`}
            className="font-bold text-night-700 underline"
          >
            {target}
          </Link>
        ) : (
          <span dir="ltr">{target}</span>
        )}
      </span>
      <span dir="ltr" className="text-start font-mono text-xs text-ink-500 rtl:text-end">
        <span className="sr-only">{t('adminAccess.audit.columns.address')}: </span>
        {entry.ip}
      </span>
    </li>
  );
}

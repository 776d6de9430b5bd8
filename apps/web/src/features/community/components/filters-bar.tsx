import { useId, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import {
  ageGroups,
  communitySorts,
  dialects,
  type AgeGroup,
  type CommunitySort,
  type Dialect,
  type Theme,
} from '@qamar/shared';
import { useTranslation } from '../../../lib/use-translation.ts';
import { inputClass } from '../../../components/ui/field.tsx';
import { cn } from '../../../lib/cn.ts';
import type { CommunityFilters } from '../lib/community-filters.ts';
import { SearchBox } from './search-box.tsx';

type Change = (change: Partial<CommunityFilters>, options?: { replace?: boolean }) => void;

function Choice({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="grid min-w-0 content-start gap-1">
      <label htmlFor={id} className="text-xs font-bold uppercase tracking-wide text-ink-600">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={cn(inputClass, 'appearance-none truncate pe-10')}
        >
          {children}
        </select>
        <ChevronDown
          className="pointer-events-none absolute end-3 top-1/2 h-5 w-5 -translate-y-1/2 text-ink-500"
          aria-hidden="true"
        />
      </div>
    </div>
  );
}

/**
 * The search, the filters (the library's: age group, language, theme) and the order of a list.
 * `sorts` names the orders as the page calls them (the library's "Most liked" is the forum's
 * "Most popular").
 */
export function FiltersBar({
  filters,
  onChange,
  sorts,
  themes,
  withFilters = true,
}: {
  filters: CommunityFilters;
  onChange: Change;
  sorts: 'library' | 'forum';
  themes?: readonly Theme[];
  withFilters?: boolean;
}) {
  const { t } = useTranslation();
  const sortLabel = (sort: CommunitySort) =>
    t(sorts === 'library' ? `community.filters.sorts.${sort}` : `community.forum.sorts.${sort}`);
  return (
    <section
      aria-label={t('community.filters.label')}
      className={cn(
        'grid gap-3 rounded-[var(--radius-card)] bg-white p-4 shadow-soft',
        !withFilters && 'items-end sm:grid-cols-[minmax(0,1fr)_14rem]',
      )}
    >
      <SearchBox value={filters.q} onSearch={(q, options) => onChange({ q }, options)} />
      <div className={cn('grid gap-3', withFilters && 'grid-cols-2 lg:grid-cols-4')}>
        {withFilters ? (
          <>
            <Choice
              label={t('community.filters.ageGroup')}
              value={filters.ageGroup ?? ''}
              onChange={(value) =>
                onChange({ ageGroup: (value || undefined) as AgeGroup | undefined })
              }
            >
              <option value="">{t('community.filters.allAges')}</option>
              {ageGroups.map((age) => (
                <option key={age} value={age}>
                  {t('common.ages', { age })}
                </option>
              ))}
            </Choice>
            <Choice
              label={t('community.filters.dialect')}
              value={filters.dialect ?? ''}
              onChange={(value) =>
                onChange({ dialect: (value || undefined) as Dialect | undefined })
              }
            >
              <option value="">{t('community.filters.allDialects')}</option>
              {dialects.map((dialect) => (
                <option key={dialect} value={dialect}>
                  {t(`dialects.${dialect}`)}
                </option>
              ))}
            </Choice>
            <Choice
              label={t('community.filters.theme')}
              value={filters.themeId ? String(filters.themeId) : ''}
              onChange={(value) => onChange({ themeId: value ? Number(value) : undefined })}
            >
              <option value="">{t('community.filters.allThemes')}</option>
              {(themes ?? []).map((theme) => (
                <option key={theme.id} value={theme.id}>
                  {theme.name}
                </option>
              ))}
              {/* A theme in the address before the list has loaded keeps its place. */}
              {filters.themeId && !themes?.some((theme) => theme.id === filters.themeId) ? (
                <option value={filters.themeId}>{t('community.filters.theme')}</option>
              ) : null}
            </Choice>
          </>
        ) : null}
        <Choice
          label={t('community.filters.sort')}
          value={filters.sort}
          onChange={(value) => onChange({ sort: value as CommunitySort })}
        >
          {communitySorts.map((sort) => (
            <option key={sort} value={sort}>
              {sortLabel(sort)}
            </option>
          ))}
        </Choice>
      </div>
    </section>
  );
}

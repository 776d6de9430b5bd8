import type { FormEvent, ReactNode } from 'react';
import { Filter } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { TFunction } from '../../../lib/translator.ts';
import { cn } from '../../../lib/cn.ts';
import { Button } from '../../../components/ui/button.tsx';
import { logFilterFields, type FilterField, type LogTab } from '../lib/log-filters.ts';
import { compactInput, kindLabel } from './labels.ts';

const filterLabel: Record<string, string> = { storyId: 'story' };

function optionLabel(t: TFunction, field: string, option: string): string {
  if (field === 'kind') return kindLabel(t, option);
  if (field === 'outcome') return t(`adminOps.logs.outcomes.${option as 'ok'}`);
  if (field === 'principal') return t(`adminOps.logs.principals.${option as 'user'}`);
  if (field === 'fallback')
    return option === 'true' ? t('adminOps.logs.filters.yes') : t('adminOps.logs.filters.no');
  return option;
}

export function FilterForm({
  kind,
  filters,
  routes,
  onApply,
}: {
  kind: LogTab;
  filters: Record<string, string>;
  routes: string[];
  onApply: (filters: Record<string, string>) => void;
}) {
  const { t } = useTranslation();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next: Record<string, string> = {};
    for (const field of logFilterFields[kind]) {
      const value = String(data.get(field.name) ?? '').trim();
      if (value) next[field.name] = value;
    }
    onApply(next);
  };
  const control = (field: FilterField): ReactNode => {
    const common = {
      id: `log-filter-${field.name}`,
      name: field.name,
      defaultValue: filters[field.name] ?? '',
      className: compactInput,
    };
    if (field.type === 'select') {
      const options = field.name === 'route' ? routes : field.options;
      return (
        <select {...common} dir={field.name === 'route' ? 'ltr' : undefined}>
          <option value="">{t('adminOps.logs.filters.any')}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {optionLabel(t, field.name, option)}
            </option>
          ))}
          {filters[field.name] && !options.includes(filters[field.name]!) ? (
            <option value={filters[field.name]}>{filters[field.name]}</option>
          ) : null}
        </select>
      );
    }
    return (
      <input
        {...common}
        type={field.type}
        dir={field.type === 'text' ? 'auto' : undefined}
        inputMode={field.type === 'number' ? 'numeric' : undefined}
        min={field.type === 'number' ? 1 : undefined}
        placeholder={
          field.name === 'engine'
            ? t('adminOps.logs.filters.enginePlaceholder')
            : field.name === 'status'
              ? t('adminOps.logs.filters.statusHint')
              : undefined
        }
      />
    );
  };
  return (
    <form
      onSubmit={submit}
      aria-label={t('adminOps.logs.filters.title')}
      className="grid gap-4 rounded-[var(--radius-card)] bg-white p-4 shadow-soft sm:p-5"
    >
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {logFilterFields[kind].map((field) => (
          <div
            key={field.name}
            className={cn('grid content-start gap-1', field.name === 'route' && 'col-span-2')}
          >
            <label htmlFor={`log-filter-${field.name}`} className="text-sm font-bold text-ink-700">
              {t(`adminOps.logs.filters.${(filterLabel[field.name] ?? field.name) as 'engine'}`)}
            </label>
            {control(field)}
            {field.type !== 'select' && field.hint && field.name === 'user' ? (
              <p className="text-xs text-ink-500">{t('adminOps.logs.filters.userHint')}</p>
            ) : null}
          </div>
        ))}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm">
          <Filter className="h-4 w-4" aria-hidden="true" />
          {t('adminOps.logs.filters.apply')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={Object.keys(filters).length === 0}
          onClick={() => onApply({})}
        >
          {t('adminOps.logs.filters.clear')}
        </Button>
      </div>
    </form>
  );
}

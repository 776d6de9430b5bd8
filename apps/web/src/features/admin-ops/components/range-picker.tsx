import { useState, type FormEvent } from 'react';
import { CalendarRange } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { cn } from '../../../lib/cn.ts';
import { Button } from '../../../components/ui/button.tsx';
import { compactInput } from './labels.ts';
import { rangePresets, type RangeChoice } from '../lib/range.ts';

/** 7, 30 or 90 days to today, or any range of days: the choice goes into the page's address. */
export function RangePicker({
  value,
  onChange,
}: {
  value: RangeChoice;
  onChange: (choice: RangeChoice) => void;
}) {
  const { t } = useTranslation();
  const [custom, setCustom] = useState(value.preset === 'custom');
  const [from, setFrom] = useState(value.from);
  const [to, setTo] = useState(value.to);
  const labels = {
    '7': t('adminOps.range.days7'),
    '30': t('adminOps.range.days30'),
    '90': t('adminOps.range.days90'),
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (from && to)
      onChange({ preset: 'custom', from: from <= to ? from : to, to: from <= to ? to : from });
  };
  const chip = (active: boolean) =>
    cn(
      'inline-flex h-9 items-center whitespace-nowrap rounded-full px-3 text-sm font-bold transition-colors',
      active ? 'bg-night-900 text-white' : 'text-night-900 hover:bg-night-50',
    );

  return (
    <div className="grid gap-3">
      <div
        role="group"
        aria-label={t('adminOps.range.label')}
        className="flex flex-wrap items-center gap-1 rounded-full bg-white p-1 shadow-soft"
      >
        <CalendarRange className="mx-2 hidden h-4 w-4 text-ink-500 sm:block" aria-hidden="true" />
        {rangePresets.map((preset) => (
          <button
            key={preset}
            type="button"
            aria-pressed={!custom && value.preset === preset}
            className={chip(!custom && value.preset === preset)}
            onClick={() => {
              setCustom(false);
              onChange({ ...value, preset });
            }}
          >
            {labels[preset]}
          </button>
        ))}
        <button
          type="button"
          aria-pressed={custom}
          aria-expanded={custom}
          className={chip(custom)}
          onClick={() => setCustom(true)}
        >
          {t('adminOps.range.custom')}
        </button>
      </div>
      {custom ? (
        <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
          <label className="grid gap-1 text-sm font-bold text-ink-700">
            {t('adminOps.range.from')}
            <input
              type="date"
              required
              value={from}
              max={to || undefined}
              onChange={(event) => setFrom(event.target.value)}
              className={compactInput}
            />
          </label>
          <label className="grid gap-1 text-sm font-bold text-ink-700">
            {t('adminOps.range.to')}
            <input
              type="date"
              required
              value={to}
              min={from || undefined}
              onChange={(event) => setTo(event.target.value)}
              className={compactInput}
            />
          </label>
          <Button type="submit" size="sm" className="h-10">
            {t('adminOps.range.apply')}
          </Button>
        </form>
      ) : null}
    </div>
  );
}

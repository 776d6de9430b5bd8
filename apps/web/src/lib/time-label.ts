import { useCallback } from 'react';
import type { Language } from '@qamar/shared';
import { formatDate } from './format-date.ts';
import type { TFunction } from './translator.ts';
import { useLanguage } from './use-language.ts';
import { useTranslation } from './use-translation.ts';
import { formatLocale } from './locale-format.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Older than this many calendar days, a date says more than a count. */
const DAYS_SHOWN = 7;

/** How long ago, as the label will say it. */
export type Age =
  | { unit: 'now' }
  | { unit: 'minutes' | 'hours' | 'days'; count: number }
  | { unit: 'yesterday' }
  | { unit: 'date'; date: Date };

function calendarDaysBetween(earlier: Date, later: Date): number {
  const day = (date: Date) => Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
  return Math.round((day(later) - day(earlier)) / (24 * HOUR));
}

/**
 * Minutes within the hour, hours within the day, then calendar days in the reader's time zone
 * (something written at 23:00 is "yesterday" the next morning), then the date. A time ahead of the
 * reader's clock (a clock a little off) is "just now".
 */
export function ageOf(then: Date, now: Date): Age {
  const elapsed = now.getTime() - then.getTime();
  if (elapsed < MINUTE) return { unit: 'now' };
  if (elapsed < HOUR) return { unit: 'minutes', count: Math.floor(elapsed / MINUTE) };
  if (elapsed < 24 * HOUR) return { unit: 'hours', count: Math.floor(elapsed / HOUR) };
  const days = Math.max(1, calendarDaysBetween(then, now));
  if (days === 1) return { unit: 'yesterday' };
  if (days < DAYS_SHOWN) return { unit: 'days', count: days };
  return { unit: 'date', date: then };
}

/**
 * "3 hours ago" / «منذ 3 ساعات»: when a comment or story was written, for lists that show many.
 * Arabic chooses among its plural forms by the count (ساعة، ساعتين، 3 ساعات، 11 ساعة).
 */
export function timeLabel(
  t: TFunction,
  language: Language,
  iso: string,
  now: Date = new Date(),
): string {
  const then = new Date(iso);
  if (Number.isNaN(then.getTime())) return '';
  const age = ageOf(then, now);
  switch (age.unit) {
    case 'now':
      return t('time.justNow');
    case 'yesterday':
      return t('time.yesterday');
    case 'date':
      return formatDate(age.date.toISOString(), language);
    default: {
      const n = new Intl.NumberFormat(formatLocale(language)).format(age.count);
      const key =
        age.unit === 'minutes'
          ? 'time.minutesAgo'
          : age.unit === 'hours'
            ? 'time.hoursAgo'
            : 'time.daysAgo';
      return t(key, { count: age.count, n });
    }
  }
}

/** `timeLabel` in the page's language, re-rendering when the language changes. */
export function useTimeLabel(): (iso: string, now?: Date) => string {
  const { t } = useTranslation();
  const language = useLanguage();
  return useCallback((iso: string, now?: Date) => timeLabel(t, language, iso, now), [t, language]);
}

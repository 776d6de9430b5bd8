import { adminOpsLimits } from '@qamar/shared';
import { AppError } from '../../errors/app-error.ts';

/** Whole UTC days: `from` and `to` as asked (both included), `start` and `end` the instants they cover (`end` excluded). */
export interface DayRange {
  from: string;
  to: string;
  start: Date;
  end: Date;
}

const DAY_MS = 24 * 3600_000;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const startOf = (day: string) => new Date(`${day}T00:00:00Z`);

/** The dashboard's range: as asked, else the last 30 days ending today; at most 366 days. */
export function dashboardRange(
  query: { from?: string | undefined; to?: string | undefined },
  now: Date,
): DayRange {
  const to = query.to ?? (query.from && query.from > dayOf(now) ? query.from : dayOf(now));
  const from =
    query.from ??
    dayOf(new Date(startOf(to).getTime() - (adminOpsLimits.defaultRangeDays - 1) * DAY_MS));
  const range = { from, to, start: startOf(from), end: new Date(startOf(to).getTime() + DAY_MS) };
  if ((range.end.getTime() - range.start.getTime()) / DAY_MS > adminOpsLimits.rangeDaysMax) {
    throw new AppError('VALIDATION_FAILED', 'adminOps.rangeTooLong', { field: 'from' });
  }
  return range;
}

/** Every day of a range, in order. */
export function daysOf(range: DayRange): string[] {
  const days: string[] = [];
  for (let at = range.start.getTime(); at < range.end.getTime(); at += DAY_MS)
    days.push(dayOf(new Date(at)));
  return days;
}

/** A log's bounds: either side may be open. */
export function logBounds(query: { from?: string | undefined; to?: string | undefined }): {
  start?: Date;
  end?: Date;
} {
  return {
    ...(query.from ? { start: startOf(query.from) } : {}),
    ...(query.to ? { end: new Date(startOf(query.to).getTime() + DAY_MS) } : {}),
  };
}

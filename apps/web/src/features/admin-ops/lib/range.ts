/** The dashboard's date range as the address keeps it: `?range=7|30|90`, or `?from=&to=` (UTC days). */
export const rangePresets = ['7', '30', '90'] as const;
export type RangePreset = (typeof rangePresets)[number];

export interface RangeChoice {
  preset: RangePreset | 'custom';
  from: string;
  to: string;
}

const DAY_MS = 24 * 3600_000;
const dayPattern = /^\d{4}-\d\d-\d\d$/;
export const utcDay = (date: Date) => date.toISOString().slice(0, 10);
/** A real calendar day (not 2026-02-30). */
const isDay = (value: string | null): value is string => {
  if (value === null || !dayPattern.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && utcDay(date) === value;
};

/** The range a page's address asks for; anything unreadable falls back to the last 30 days. */
export function rangeFromParams(params: URLSearchParams, today: Date = new Date()): RangeChoice {
  const from = params.get('from');
  const to = params.get('to');
  if (isDay(from) && isDay(to) && from <= to) return { preset: 'custom', from, to };
  const asked = params.get('range');
  const preset = rangePresets.find((value) => value === asked) ?? '30';
  const end = utcDay(today);
  return {
    preset,
    from: utcDay(new Date(new Date(`${end}T00:00:00Z`).getTime() - (Number(preset) - 1) * DAY_MS)),
    to: end,
  };
}

/** The address's parameters for a range (the last 30 days, the default, needs none). */
export function rangeParams(choice: RangeChoice): Record<string, string> {
  if (choice.preset === 'custom') return { from: choice.from, to: choice.to };
  return choice.preset === '30' ? {} : { range: choice.preset };
}

import type { Language } from '@qamar/shared';
import { formatLocale } from '../../../lib/locale-format.ts';

/** Numbers, times and money as the admin pages show them, in the interface's locale (lib/locale-format.ts). */

export function formatNumber(value: number, language: Language, digits = 0): string {
  return new Intl.NumberFormat(formatLocale(language), {
    maximumFractionDigits: digits,
    minimumFractionDigits: digits,
  }).format(value);
}

/** A duration in its natural unit: 850 ms, 3.2 s, 4.5 min, 2.1 h. */
export function durationParts(ms: number): {
  unit: 'ms' | 'seconds' | 'minutes' | 'hours';
  value: number;
  digits: number;
} {
  if (ms < 1000) return { unit: 'ms', value: ms, digits: 0 };
  if (ms < 60_000) return { unit: 'seconds', value: ms / 1000, digits: 1 };
  if (ms < 3_600_000) return { unit: 'minutes', value: ms / 60_000, digits: 1 };
  return { unit: 'hours', value: ms / 3_600_000, digits: 1 };
}

/** Money in US dollars: cents, or tenths of a cent for the small sums engine calls cost. */
export function usdDigits(value: number): number {
  return value !== 0 && Math.abs(value) < 0.1 ? 4 : 2;
}

/** A moment in the reader's time zone, to the second. */
export function formatDateTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(formatLocale(language), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
  }).format(new Date(iso));
}

/** A UTC day (2026-03-01) as a short label: 1 Mar, 1 مارس. */
export function formatDay(day: string, language: Language): string {
  return new Intl.DateTimeFormat(formatLocale(language), {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** Bytes in kB or MB (pictures and audio). */
export function formatBytes(bytes: number, language: Language): string {
  if (bytes < 1000) return `${formatNumber(bytes, language)} B`;
  if (bytes < 1_000_000) return `${formatNumber(bytes / 1000, language, 1)} kB`;
  return `${formatNumber(bytes / 1_000_000, language, 1)} MB`;
}

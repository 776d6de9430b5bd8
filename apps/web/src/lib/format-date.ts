import type { Language } from '@qamar/shared';
import { formatLocale } from './locale-format.ts';

/** A date as the interface reads it; Arabic keeps the Western digits the rest of the interface uses. */
export function formatDate(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(formatLocale(language), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(date);
}

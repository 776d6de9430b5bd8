import { useMemo } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import {
  durationParts,
  formatBytes,
  formatDateTime,
  formatNumber,
  usdDigits,
} from '../lib/format.ts';

/** The admin pages' number formats in the interface language (Western digits in both). */
export function useAdminFormat() {
  const { t } = useTranslation();
  const language = useLanguage();
  return useMemo(
    () => ({
      language,
      count: (value: number) => formatNumber(value, language),
      duration: (ms: number | null) => {
        if (ms === null) return '—';
        const { unit, value, digits } = durationParts(ms);
        return t(`adminOps.units.${unit}`, { value: formatNumber(value, language, digits) });
      },
      seconds: (seconds: number) => {
        const { unit, value, digits } = durationParts(seconds * 1000);
        return t(`adminOps.units.${unit}`, { value: formatNumber(value, language, digits) });
      },
      usd: (value: number) =>
        t('adminOps.units.usd', { value: formatNumber(value, language, usdDigits(value)) }),
      bytes: (value: number) => formatBytes(value, language),
      dateTime: (iso: string) => formatDateTime(iso, language),
    }),
    [t, language],
  );
}

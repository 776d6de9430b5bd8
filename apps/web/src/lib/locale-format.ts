import type { Language } from '@qamar/shared';

/**
 * The locale every date and number on screen is written in: British English, or Arabic with the
 * Western digits the whole interface uses (3 ساعات, 21 نوفمبر 2026).
 */
export const formatLocale = (language: Language): string =>
  language === 'ar' ? 'ar-u-nu-latn' : 'en-GB';

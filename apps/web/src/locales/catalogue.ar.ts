import type { ArabicTranslations } from './en.ts';

/** Arabic texts of the catalogue namespace (merged into ar.ts). */
export const catalogueAr: ArabicTranslations['catalogue'] = {
  title: 'catalogue',
};

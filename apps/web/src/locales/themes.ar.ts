import type { ArabicTranslations } from './en.ts';

/** Arabic texts of the themes namespace (merged into ar.ts). */
export const themesAr: ArabicTranslations['themes'] = {
  title: 'themes',
};

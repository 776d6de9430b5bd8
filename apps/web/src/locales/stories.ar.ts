import type { ArabicTranslations } from './en.ts';

/** Arabic texts of the stories namespace (merged into ar.ts). */
export const storiesAr: ArabicTranslations['stories'] = {
  title: 'stories',
};

import type { ArabicTranslations } from './en.ts';

/** Arabic texts of the pdf namespace (merged into ar.ts). */
export const pdfAr: ArabicTranslations['pdf'] = {
  open: 'ملف PDF',
  openLabel: 'نزّل «{{title}}» كتابًا مصوّرًا في ملف PDF',
  preparing: 'نُعِدّ ملف PDF...',
  menuTitle: 'كتاب مصوّر (PDF)',
  editions: {
    bilingual: 'العربية والإنجليزية',
    en: 'الإنجليزية',
    ar: 'العربية الفصحى',
    dialect: 'اللهجة {{dialect}}',
  },
  ready: 'بدأ تنزيل كتابك المصوّر',
  failed: 'تعذّر إعداد ملف PDF',
};

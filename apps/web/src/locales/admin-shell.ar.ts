import type { ArabicTranslations } from './en.ts';

/** Arabic texts of the admin portal's frame (loaded by admin pages alone). */
export const adminShellAr: ArabicTranslations['adminShell'] = {
  label: 'بوابة الإدارة',
  sections: {
    dashboard: 'لوحة المتابعة',
    'api-logs': 'سجلات الواجهة البرمجية',
    users: 'المستخدمون',
    stories: 'الحكايات',
    reports: 'البلاغات',
    testimonials: 'آراء العائلات',
    catalogue: 'الفهرس',
    feedback: 'الملاحظات',
    audit: 'سجل التدقيق',
  },
};

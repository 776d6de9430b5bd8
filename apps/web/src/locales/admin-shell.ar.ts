import type { ArabicTranslations } from './en.ts';

/** Arabic texts of the admin portal's frame (see admin-shell.en.ts). */
export const adminShellAr: ArabicTranslations['adminShell'] = {
  title: 'بوابة الإدارة',
  navigation: 'أقسام الإدارة',
  sections: {
    dashboard: 'لوحة المتابعة',
    'api-logs': 'سجل الواجهة البرمجية',
    users: 'المستخدمون',
    stories: 'القصص',
    reports: 'البلاغات',
    testimonials: 'آراء العائلات',
    catalogue: 'الكتالوج',
    feedback: 'الملاحظات',
    audit: 'سجل التدقيق',
  },
};

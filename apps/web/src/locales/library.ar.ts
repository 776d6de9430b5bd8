import type { ArabicTranslations } from './en.ts';

/** Arabic texts of publishing and featuring stories (merged into ar.ts). */
export const libraryAr: ArabicTranslations['library'] = {
  visibility: {
    published: 'منشورة',
    featured: 'على الصفحة الرئيسية',
    publish: 'انشر',
    publishLabel: 'انشر في المكتبة: «{{title}}»',
    unpublish: 'إلغاء النشر',
    unpublishLabel: 'إلغاء النشر: «{{title}}»',
    publishHint: 'الحكايات المنشورة تقرؤها كل العائلات في المكتبة والمنتدى.',
    publishedToast: 'نُشرت الحكاية في المكتبة',
    publishedText: 'صار بإمكان العائلات الأخرى قراءة هذه الحكاية.',
    unpublishedToast: 'أُلغي نشر الحكاية',
    unpublishedText: 'لا يقرؤها الآن أحد سواك.',
    publishFailed: 'تعذّر تغيير حالة النشر',
    feature: 'اعرضها على الصفحة الرئيسية',
    featureLabel: 'اعرضها على الصفحة الرئيسية: «{{title}}»',
    unfeature: 'أزلها من الصفحة الرئيسية',
    unfeatureLabel: 'أزلها من الصفحة الرئيسية: «{{title}}»',
    featuredToast: 'تُعرض الآن على الصفحة الرئيسية',
    unfeaturedToast: 'أُزيلت من الصفحة الرئيسية',
    featureFailed: 'تعذّر تغيير الصفحة الرئيسية',
    adminActions: 'إجراءات المشرف',
  },
};

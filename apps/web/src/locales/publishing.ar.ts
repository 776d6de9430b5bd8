import type { ArabicTranslations } from './en.ts';

/** Arabic texts of publishing to the community (merged into ar.ts). */
export const publishingAr: ArabicTranslations['publishing'] = {
  displayName: 'اسم العرض',
  displayNameHint: 'يظهر مع القصص التي تنشرها في المجتمع، بدلًا من اسمك أو بريدك الإلكتروني.',
  dialog: {
    title: 'النشر في المجتمع',
    description:
      'ستقرأ العائلات الأخرى النسخة أدناه. تُستبدل الأسماء التي تخفيها بأسماء أخرى في كل اللغات وفي السرد الصوتي.',
    loading: 'نُعِدّ النسخة التي سيقرؤها الآخرون…',
    failed: 'تعذّر إعداد النسخة العامة',
    preview: 'ما ستقرؤه العائلات الأخرى',
    replacedLegend: 'الأسماء المستبدلة مظلّلة.',
    pageLabel: 'الصفحة {{n}}',
    names: 'الأسماء في هذه القصة',
    namesHint: 'تُخفى أسماء شخصياتك الخاصة ما لم تختر إظهارها. أما شخصيات مجموعتنا فتبقى بأسمائها.',
    hideName: 'إخفاء هذا الاسم',
    shownAs: 'يظهر باسم {{name}}',
    stockCharacter: 'من مجموعتنا: يبقى الاسم كما هو',
    noOwnCharacters: 'كل شخصيات هذه القصة من مجموعتنا، فلا حاجة إلى إخفاء أي اسم.',
    review: 'يقرأ فريقنا أول قصة تنشرها العائلة قبل ظهورها في المكتبة، وتظهر القصص التالية فورًا.',
    publish: 'نشر',
    publishing: 'جارٍ النشر…',
    cancel: 'إلغاء',
  },
  toast: {
    pendingTitle: 'أُرسلت للمراجعة',
    pendingText: 'سيقرؤها فريقنا قريبًا، وتظهر في المكتبة بعد الموافقة عليها.',
    publishedTitle: 'نُشرت في المجتمع',
    publishedText: 'يمكن للعائلات الأخرى الآن قراءة هذه القصة، مع استبدال الأسماء التي أخفيتها.',
  },
  state: {
    pending: 'بانتظار المراجعة',
    visible: 'منشورة',
    hidden: 'مخفية ريثما نراجع البلاغات',
    removed: 'محذوفة',
    removedReason: 'حذفها فريقنا: {{reason}}',
    removedNoReason: 'حذفها فريقنا، ولا يمكن نشرها مرة أخرى.',
  },
};

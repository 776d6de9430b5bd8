import type { Language } from './locales.ts';

/**
 * Messages that cross the wire: the server answers errors in the caller's language with these,
 * and the web app loads the same table into its `messages` namespace, so each text exists once.
 */
export const messages = {
  'validation.required': { en: 'This field is required', ar: 'هذا الحقل مطلوب' },
  'validation.email': { en: 'Please enter a valid email', ar: 'يرجى إدخال بريد إلكتروني صحيح' },
  'validation.minLength': {
    en: 'Must be at least {{min}} characters',
    ar: 'يجب ألا يقل عدد الأحرف عن {{min}}',
  },
  'validation.maxLength': {
    en: 'Must be less than {{max}} characters',
    ar: 'يجب أن يكون عدد الأحرف أقل من {{max}}',
  },
  'validation.invalid': {
    en: 'Some of the information sent is not valid. Please check it and try again.',
    ar: 'بعض المعلومات المُرسلة غير صحيحة. يرجى مراجعتها والمحاولة مرة أخرى.',
  },
  'error.generic': { en: 'Something went wrong', ar: 'حدث خطأ ما' },
  'error.network': { en: 'Network error', ar: 'خطأ في الشبكة' },
  'error.notFound': { en: 'Not found', ar: 'غير موجود' },
  'error.unauthorized': { en: 'Unauthorized', ar: 'غير مصرّح' },
  'error.forbidden': { en: 'Access denied', ar: 'تم رفض الوصول' },
  'error.csrf': {
    en: 'Your security check has expired. Please reload the page and try again.',
    ar: 'انتهت صلاحية التحقق الأمني. يرجى إعادة تحميل الصفحة والمحاولة مرة أخرى.',
  },
  'error.badJson': {
    en: 'The request could not be read. Please try again.',
    ar: 'تعذّرت قراءة الطلب. يرجى المحاولة مرة أخرى.',
  },
  'error.unsupportedMediaType': {
    en: 'This kind of request is not supported.',
    ar: 'هذا النوع من الطلبات غير مدعوم.',
  },
  'error.payloadTooLarge': {
    en: 'What you sent is too large.',
    ar: 'ما أرسلته كبير جدًا.',
  },
  'error.rateLimited': {
    en: 'Too many requests. Please wait {{seconds}} seconds and try again.',
    ar: 'طلبات كثيرة جدًا. يرجى الانتظار {{seconds}} ثانية ثم المحاولة مرة أخرى.',
  },
  'error.server': {
    en: 'Something went wrong on our side. Please try again in a moment.',
    ar: 'حدث خطأ من جهتنا. يرجى المحاولة مرة أخرى بعد قليل.',
  },
  'feedback.empty': { en: 'Please enter your feedback', ar: 'يرجى كتابة ملاحظاتك' },
  'feedback.emptyDescription': {
    en: 'We need your message to help improve the platform.',
    ar: 'نحتاج إلى رسالتك لنحسّن المنصة.',
  },
  'feedback.received': {
    en: 'Thank you for your feedback!',
    ar: 'شكرًا على ملاحظاتك!',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type MessageKey = keyof typeof messages;
export type MessageParams = Record<string, string | number>;

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(messages, value);
}

export function interpolate(template: string, params: MessageParams = {}): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

export function translateMessage(key: MessageKey, language: Language, params?: MessageParams): string {
  return interpolate(messages[key][language], params);
}

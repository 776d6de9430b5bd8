import type { Language } from '@qamar/shared';
import { appLink, bilingualEmail, type EmailCopy } from '../mail/bilingual-email.ts';
import type { MailMessage } from '../mail/mailer.ts';

type Kind = 'verify' | 'changeEmail' | 'reset';

interface Copy {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  button: string;
  expiry: string;
  ignore: string;
  signature: string;
}

const copy: Record<Kind, Record<Language, Copy>> = {
  verify: {
    en: {
      subject: 'Confirm your email for Qamar',
      greeting: (name) => `Hello ${name},`,
      body: 'Welcome to Qamar! Please confirm your email address so you can start creating bedtime stories for your family.',
      button: 'Confirm my email',
      expiry: 'This link works once and expires in 24 hours.',
      ignore: 'If you did not create an account, you can ignore this email.',
      signature: 'Sweet dreams,\nThe Qamar team',
    },
    ar: {
      subject: 'أكّد بريدك الإلكتروني في قمر',
      greeting: (name) => `مرحبًا ${name}،`,
      body: 'أهلًا بك في قمر! يرجى تأكيد بريدك الإلكتروني لتبدأ بإنشاء حكايات قبل النوم لعائلتك.',
      button: 'تأكيد بريدي الإلكتروني',
      expiry: 'يعمل هذا الرابط مرة واحدة، وتنتهي صلاحيته بعد 24 ساعة.',
      ignore: 'إن لم تُنشئ حسابًا، يمكنك تجاهل هذه الرسالة.',
      signature: 'أحلامًا سعيدة،\nفريق قمر',
    },
  },
  changeEmail: {
    en: {
      subject: 'Confirm your new email for Qamar',
      greeting: (name) => `Hello ${name},`,
      body: 'You asked to use this address for your Qamar account. Please confirm it; until then your account keeps its current address.',
      button: 'Confirm this address',
      expiry: 'This link works once and expires in 24 hours.',
      ignore: 'If you did not ask for this change, you can ignore this email.',
      signature: 'Sweet dreams,\nThe Qamar team',
    },
    ar: {
      subject: 'أكّد بريدك الإلكتروني الجديد في قمر',
      greeting: (name) => `مرحبًا ${name}،`,
      body: 'طلبتَ استخدام هذا العنوان لحسابك في قمر. يرجى تأكيده، وحتى ذلك الحين يبقى عنوانك الحالي كما هو.',
      button: 'تأكيد هذا العنوان',
      expiry: 'يعمل هذا الرابط مرة واحدة، وتنتهي صلاحيته بعد 24 ساعة.',
      ignore: 'إن لم تطلب هذا التغيير، يمكنك تجاهل هذه الرسالة.',
      signature: 'أحلامًا سعيدة،\nفريق قمر',
    },
  },
  reset: {
    en: {
      subject: 'Reset your Qamar password',
      greeting: (name) => `Hello ${name},`,
      body: 'Someone asked to reset the password of your Qamar account. If it was you, choose a new password here.',
      button: 'Choose a new password',
      expiry: 'This link works once and expires in 1 hour.',
      ignore:
        'If you did not ask for this, you can ignore this email: your password stays as it is.',
      signature: 'Sweet dreams,\nThe Qamar team',
    },
    ar: {
      subject: 'إعادة تعيين كلمة المرور في قمر',
      greeting: (name) => `مرحبًا ${name}،`,
      body: 'طلب أحدهم إعادة تعيين كلمة المرور لحسابك في قمر. إن كنتَ أنت، فاختر كلمة مرور جديدة من هنا.',
      button: 'اختيار كلمة مرور جديدة',
      expiry: 'يعمل هذا الرابط مرة واحدة، وتنتهي صلاحيته بعد ساعة واحدة.',
      ignore: 'إن لم تطلب ذلك، يمكنك تجاهل هذه الرسالة، وستبقى كلمة المرور كما هي.',
      signature: 'أحلامًا سعيدة،\nفريق قمر',
    },
  },
};

/** Bilingual: the reader's language first, then the other, in plain text and HTML. */
export function accountEmail(
  kind: Kind,
  options: { to: string; name: string; link: string; language: Language },
): MailMessage {
  const words = (language: Language): EmailCopy => {
    const c = copy[kind][language];
    return {
      subject: c.subject,
      greeting: c.greeting(options.name),
      paragraphs: [c.body],
      action: { label: c.button, url: options.link },
      notes: [c.expiry, c.ignore],
      signature: c.signature,
    };
  };
  return bilingualEmail(options.to, options.language, { en: words('en'), ar: words('ar') });
}

/** The page of the web app that takes a token, in the reader's language. */
export function accountLink(
  publicUrl: string,
  language: Language,
  page: 'verify-email' | 'reset-password',
  token: string,
): string {
  return appLink(publicUrl, language, `/${page}?token=${encodeURIComponent(token)}`);
}

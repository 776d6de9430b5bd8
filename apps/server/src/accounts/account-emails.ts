import type { Language } from '@qamar/shared';
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
      ignore: 'If you did not ask for this, you can ignore this email: your password stays as it is.',
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

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function textPart(c: Copy, name: string, link: string): string {
  return [c.greeting(name), '', c.body, '', `${c.button}: ${link}`, '', c.expiry, c.ignore, '', c.signature].join('\n');
}

function htmlPart(c: Copy, language: Language, name: string, link: string): string {
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const align = language === 'ar' ? 'right' : 'left';
  return `<div lang="${language}" dir="${dir}" style="text-align:${align};font-family:Arial,Tahoma,sans-serif;font-size:16px;line-height:1.6;color:#1e1b2e;margin:0 0 28px">
<p>${escapeHtml(c.greeting(name))}</p>
<p>${escapeHtml(c.body)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#1f1b4d;color:#ffffff;padding:12px 22px;border-radius:999px;text-decoration:none;font-weight:bold">${escapeHtml(c.button)}</a></p>
<p style="font-size:14px;color:#4f4b63">${escapeHtml(c.expiry)} ${escapeHtml(c.ignore)}</p>
<p>${escapeHtml(c.signature).replace('\n', '<br>')}</p>
</div>`;
}

/** Bilingual: the reader's language first, then the other, in plain text and HTML. */
export function accountEmail(kind: Kind, options: { to: string; name: string; link: string; language: Language }): MailMessage {
  const order: Language[] = options.language === 'ar' ? ['ar', 'en'] : ['en', 'ar'];
  const [first, second] = order.map((language) => ({ language, c: copy[kind][language] })) as [{ language: Language; c: Copy }, { language: Language; c: Copy }];
  return {
    to: options.to,
    subject: `${first.c.subject} · ${second.c.subject}`,
    text: `${textPart(first.c, options.name, options.link)}\n\n———\n\n${textPart(second.c, options.name, options.link)}\n`,
    html: `<!doctype html><html><body style="margin:0;padding:24px;background:#fdf8ef">${htmlPart(first.c, first.language, options.name, options.link)}<hr style="border:none;border-top:1px solid #e6e4f7;margin:0 0 28px">${htmlPart(second.c, second.language, options.name, options.link)}</body></html>`,
    links: [options.link],
  };
}

/** The page of the web app that takes a token, in the reader's language. */
export function accountLink(publicUrl: string, language: Language, page: 'verify-email' | 'reset-password', token: string): string {
  return `${publicUrl}${language === 'ar' ? '/ar' : ''}/${page}?token=${encodeURIComponent(token)}`;
}

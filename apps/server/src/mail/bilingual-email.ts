import type { Language } from '@qamar/shared';
import type { MailMessage } from './mailer.ts';

/** One language's words of an email. */
export interface EmailCopy {
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** The one thing the reader can do, as a button (and a link in the text part). */
  action?: { label: string; url: string };
  /** Small print under the button, one line each in the text part. */
  notes?: string[];
  signature: string;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function textPart(c: EmailCopy): string {
  return [
    c.greeting,
    '',
    ...c.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(c.action ? [`${c.action.label}: ${c.action.url}`, ''] : []),
    ...(c.notes?.length ? [...c.notes, ''] : []),
    c.signature,
  ].join('\n');
}

function htmlPart(c: EmailCopy, language: Language): string {
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const align = language === 'ar' ? 'right' : 'left';
  return `<div lang="${language}" dir="${dir}" style="text-align:${align};font-family:Arial,Tahoma,sans-serif;font-size:16px;line-height:1.6;color:#1e1b2e;margin:0 0 28px">
<p>${escapeHtml(c.greeting)}</p>
${c.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
${c.action ? `<p><a href="${escapeHtml(c.action.url)}" style="display:inline-block;background:#1f1b4d;color:#ffffff;padding:12px 22px;border-radius:999px;text-decoration:none;font-weight:bold">${escapeHtml(c.action.label)}</a></p>\n` : ''}${c.notes?.length ? `<p style="font-size:14px;color:#4f4b63">${c.notes.map(escapeHtml).join(' ')}</p>\n` : ''}<p>${escapeHtml(c.signature).replace('\n', '<br>')}</p>
</div>`;
}

/**
 * Every email Qamar sends is bilingual: the reader's language first, then the other, in plain
 * text and HTML (right to left for Arabic), the two subjects joined.
 */
export function bilingualEmail(
  to: string,
  language: Language,
  copy: Record<Language, EmailCopy>,
): MailMessage {
  const order: Language[] = language === 'ar' ? ['ar', 'en'] : ['en', 'ar'];
  const [first, second] = order as [Language, Language];
  const links = [
    ...new Set(
      [copy[first].action?.url, copy[second].action?.url].filter((url): url is string =>
        Boolean(url),
      ),
    ),
  ];
  return {
    to,
    subject: `${copy[first].subject} · ${copy[second].subject}`,
    text: `${textPart(copy[first])}\n\n———\n\n${textPart(copy[second])}\n`,
    html: `<!doctype html><html><body style="margin:0;padding:24px;background:#fdf8ef">${htmlPart(copy[first], first)}<hr style="border:none;border-top:1px solid #e6e4f7;margin:0 0 28px">${htmlPart(copy[second], second)}</body></html>`,
    links,
  };
}

/** A page of the web app in the reader's language (`/ar/...` for Arabic). */
export function appLink(publicUrl: string, language: Language, path: string): string {
  return `${publicUrl}${language === 'ar' ? '/ar' : ''}${path}`;
}

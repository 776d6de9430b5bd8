import type { ReactNode } from 'react';
import type { PublicCopy } from '@qamar/shared';

/** Letters only: vowel marks and tatweel dropped, the alef forms folded, so a name is found however it is written. */
const bare = (text: string) =>
  text.replace(/[\u0610-\u061A\u064B-\u065F\u0670\u0640]/g, '').replace(/[أإآٱ]/g, 'ا');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const mark = (text: string, key: number) => (
  <mark
    key={key}
    className="rounded bg-moon-100 px-0.5 font-bold text-night-900 [box-decoration-break:clone]"
  >
    {text}
  </mark>
);

/** The text with the neutral names that replaced hidden ones marked: in English as words, in Arabic any word holding the name's letters (with its clitics). */
export function highlightReplacements(
  text: string,
  replacements: PublicCopy['replacements'],
  script: 'en' | 'ar',
): ReactNode[] {
  if (replacements.length === 0) return [text];
  if (script === 'en') {
    const pattern = new RegExp(
      `(?<![\\p{L}])(${replacements.map((r) => escape(r.replacement)).join('|')})(?![\\p{L}])`,
      'gu',
    );
    return text.split(pattern).map((part, i) => (i % 2 === 1 ? mark(part, i) : part));
  }
  const names = replacements
    .map((r) => bare(r.replacementAr).split(/\s+/).at(-1) ?? '')
    .filter(Boolean);
  return text
    .split(/(\s+)/)
    .map((word, i) => (names.some((name) => bare(word).includes(name)) ? mark(word, i) : word));
}

/** The title and first pages as others will read them, in the interface language. */
export function PublicCopyPreview({
  copy,
  language,
  label,
  pages = 2,
  pageLabel,
}: {
  copy: PublicCopy;
  language: 'en' | 'ar';
  label: string;
  pages?: number;
  pageLabel: (n: number) => string;
}) {
  const script = language === 'ar' && copy.titleAr ? 'ar' : 'en';
  const title = script === 'ar' ? (copy.titleAr ?? copy.title) : (copy.titleEn ?? copy.title);
  return (
    // Kept short so the names and the display name stay in view; it scrolls (by keyboard too).
    <div
      data-testid="public-copy-preview"
      role="region"
      aria-label={label}
      tabIndex={0}
      lang={script}
      dir={script === 'ar' ? 'rtl' : 'ltr'}
      className="grid max-h-60 gap-3 overflow-y-auto rounded-2xl bg-night-50 p-4 outline-none focus-visible:ring-2 focus-visible:ring-night-600 sm:max-h-72"
    >
      <p className="text-lg font-extrabold text-night-900">
        {highlightReplacements(title, copy.replacements, script)}
      </p>
      {copy.pages.slice(0, pages).map((page) => (
        <div key={page.index} className="grid gap-1">
          <p className="text-xs font-bold uppercase tracking-wide text-ink-500">
            {pageLabel(page.index + 1)}
          </p>
          <p
            className={
              script === 'ar'
                ? 'font-arabic text-base leading-loose text-ink-900'
                : 'text-sm leading-relaxed text-ink-900'
            }
          >
            {highlightReplacements(
              script === 'ar' ? page.textAr : page.textEn,
              copy.replacements,
              script,
            )}
          </p>
        </div>
      ))}
    </div>
  );
}

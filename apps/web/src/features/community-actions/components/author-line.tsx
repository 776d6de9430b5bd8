import { useTranslation } from '../../../lib/use-translation.ts';

/** The author's chosen display name with its first letter in a circle (never an email or full name). */
export function AuthorLine({ author }: { author: string }) {
  const { t } = useTranslation();
  return (
    <p className="flex items-center gap-2.5 text-sm font-bold text-night-900">
      <Initial name={author} />
      <span>{t('communityActions.bar.author', { author })}</span>
    </p>
  );
}

/** A name's first letter in a circle, beside the name itself (hidden from screen readers, which read the name). */
export function Initial({ name, size = 'md' }: { name: string; size?: 'sm' | 'md' }) {
  const letter = Array.from(name.trim())[0]?.toLocaleUpperCase() ?? '?';
  return (
    <span
      aria-hidden="true"
      className={
        size === 'md'
          ? 'flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-night-900 text-base font-extrabold text-moon-300'
          : 'flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-moon-100 text-sm font-extrabold text-night-900'
      }
    >
      {letter}
    </span>
  );
}

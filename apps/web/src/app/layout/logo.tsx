import { useTranslation } from '../../lib/use-translation.ts';
import { LocalizedLink } from '../../components/localized-link.tsx';

export function MoonMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true">
      <rect width="64" height="64" rx="16" fill="#1f1b4d" />
      <path d="M40 12a22 22 0 1 0 12 34A18 18 0 0 1 40 12z" fill="#f6c453" />
      <circle cx="47" cy="17" r="2.2" fill="#fff6dc" />
      <circle cx="53" cy="28" r="1.4" fill="#fff6dc" />
    </svg>
  );
}

export function Logo() {
  const { t } = useTranslation();
  return (
    <LocalizedLink to="/" title={t('nav.home')} className="flex items-center gap-2 rounded-xl">
      <MoonMark className="h-9 w-9" />
      <span className="text-xl font-extrabold tracking-tight text-night-900">
        {t('common.appName')}
      </span>
    </LocalizedLink>
  );
}

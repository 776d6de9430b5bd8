import { Languages } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../lib/use-translation.ts';
import { setAdminLanguage } from '../../lib/admin-language.ts';
import { isAdminPath, localizePath } from '../../lib/localized-path.ts';
import { useLanguage } from '../../lib/use-language.ts';

/** A link to the same page in the other language, so the switch keeps the page, its query and its hash (on admin pages, a button). */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const location = useLocation();
  const other = language === 'ar' ? 'en' : 'ar';
  const classes = className ?? 'inline-flex h-10 items-center gap-1.5 rounded-full border-2 border-night-900/10 px-3 text-sm font-bold text-night-900 hover:border-night-900/30';
  // Admin pages have no /ar twin: the switch turns the same page to the other language.
  if (isAdminPath(location.pathname)) {
    return (
      <button type="button" lang={other} title={t('language.switchLabel')} className={classes} onClick={() => setAdminLanguage(other)}>
        <Languages className="h-4 w-4" aria-hidden="true" />
        <span>{t('language.otherLanguage')}</span>
      </button>
    );
  }
  return (
    <Link
      to={`${localizePath(location.pathname, other)}${location.search}${location.hash}`}
      hrefLang={other}
      lang={other}
      title={t('language.switchLabel')}
      className={classes}
    >
      <Languages className="h-4 w-4" aria-hidden="true" />
      <span>{t('language.otherLanguage')}</span>
    </Link>
  );
}

import { Languages } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../lib/use-translation.ts';
import { isAdminPath, localizePath } from '../../lib/localized-path.ts';
import { choosePreferredLanguage } from '../../lib/preferred-language.ts';
import { useLanguage } from '../../lib/use-language.ts';

/**
 * A link to the same page in the other language, so the switch keeps the page, its query and its
 * hash. Admin pages have no other-language twin: there it is a button that changes the stored
 * preference, which those pages follow.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const location = useLocation();
  const other = language === 'ar' ? 'en' : 'ar';
  const classes =
    className ??
    'inline-flex h-10 items-center gap-1.5 rounded-full border-2 border-night-900/10 px-3 text-sm font-bold text-night-900 hover:border-night-900/30';
  const content = (
    <>
      <Languages className="h-4 w-4" aria-hidden="true" />
      <span>{t('language.otherLanguage')}</span>
    </>
  );
  if (isAdminPath(location.pathname)) {
    return (
      <button
        type="button"
        lang={other}
        title={t('language.switchLabel')}
        className={classes}
        onClick={() => choosePreferredLanguage(other)}
      >
        {content}
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
      {content}
    </Link>
  );
}

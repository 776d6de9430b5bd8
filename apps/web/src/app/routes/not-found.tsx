import { useTranslation } from '../../lib/use-translation.ts';
import { useLocation } from 'react-router';
import { LocalizedLink } from '../../components/localized-link.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Seo } from '../../components/seo/seo.tsx';
import { stripLanguage } from '../../lib/localized-path.ts';

export function NotFoundRoute() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <>
      <Seo
        title={t('seo.notFound.title')}
        description={t('seo.notFound.description')}
        path={stripLanguage(pathname)}
        noindex
      />
      <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
        <svg viewBox="0 0 120 120" className="h-32 w-32" aria-hidden="true">
          <circle cx="60" cy="60" r="56" fill="#e6e4f7" />
          <path d="M70 22a38 38 0 1 0 20 64A32 32 0 0 1 70 22z" fill="#f6c453" />
          <circle cx="52" cy="62" r="3" fill="#1f1b4d" />
          <circle cx="66" cy="62" r="3" fill="#1f1b4d" />
          <path
            d="M52 76 q7 -6 14 0"
            stroke="#1f1b4d"
            strokeWidth="3"
            fill="none"
            strokeLinecap="round"
          />
        </svg>
        <h1 className="mt-6 text-3xl font-extrabold text-night-900">{t('notFound.title')}</h1>
        <p className="mt-3 text-lg leading-relaxed text-ink-700">{t('notFound.text')}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <LocalizedLink to="/" className={buttonClasses('primary', 'md')}>
            {t('notFound.home')}
          </LocalizedLink>
          <LocalizedLink to="/help" className={buttonClasses('outline', 'md')}>
            {t('notFound.help')}
          </LocalizedLink>
        </div>
      </section>
    </>
  );
}

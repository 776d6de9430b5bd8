import { Mail } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation.ts';
import { LocalizedLink } from '../../components/localized-link.tsx';
import { MoonMark } from './logo.tsx';

const quickLinks = [
  { to: '/', key: 'footer.home' },
  { to: '/create', key: 'footer.createStory' },
  { to: '/library', key: 'footer.library' },
  { to: '/forum', key: 'footer.forum' },
  { to: '/help', key: 'footer.help' },
  { to: '/about', key: 'footer.aboutUs' },
] as const;

const legalLinks = [
  { to: '/terms', key: 'footer.terms' },
  { to: '/privacy', key: 'footer.privacy' },
] as const;

const contacts = [
  { email: 'hello@qamar.app', key: 'footer.general' },
  { email: 'support@qamar.app', key: 'footer.support' },
] as const;

const headingClass = 'text-sm font-extrabold uppercase tracking-wide text-moon-300';
const linkClass = 'text-night-100 hover:text-white hover:underline';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="mt-16 bg-night-950 text-night-100">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="grid content-start gap-3">
          <div className="flex items-center gap-2">
            <MoonMark className="h-9 w-9" />
            <span className="text-xl font-extrabold text-white">{t('common.appName')}</span>
          </div>
          <p className="text-sm leading-relaxed">{t('footer.about')}</p>
        </div>
        <nav aria-labelledby="footer-quick" className="grid content-start gap-3">
          <h2 id="footer-quick" className={headingClass}>
            {t('footer.quickLinks')}
          </h2>
          <ul className="grid gap-2 text-sm">
            {quickLinks.map((link) => (
              <li key={link.to}>
                <LocalizedLink to={link.to} className={linkClass}>
                  {t(link.key)}
                </LocalizedLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal" className="grid content-start gap-3">
          <h2 id="footer-legal" className={headingClass}>
            {t('footer.legal')}
          </h2>
          <ul className="grid gap-2 text-sm">
            {legalLinks.map((link) => (
              <li key={link.to}>
                <LocalizedLink to={link.to} className={linkClass}>
                  {t(link.key)}
                </LocalizedLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="grid content-start gap-3">
          <h2 className={headingClass}>{t('footer.contact')}</h2>
          <ul className="grid gap-3 text-sm">
            {contacts.map((contact) => (
              <li key={contact.email} className="grid gap-0.5">
                <span>{t(contact.key)}</span>
                <a
                  href={`mailto:${contact.email}`}
                  className={`${linkClass} inline-flex w-fit items-center gap-1.5 font-bold`}
                >
                  <Mail className="h-4 w-4" aria-hidden="true" />
                  <bdi>{contact.email}</bdi>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-6xl px-4 py-5 text-center text-xs text-night-100">
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}

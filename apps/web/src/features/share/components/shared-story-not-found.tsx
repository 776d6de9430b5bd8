import { Link2Off } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../../components/localized-link.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';

/** An unknown, revoked or used-up link: the server answers the same 404 for all three. */
export function SharedStoryNotFound() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto grid max-w-lg justify-items-center gap-4 rounded-[var(--radius-card)] bg-white px-6 py-12 text-center shadow-soft" data-testid="shared-not-found">
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-moon-100 text-night-900">
        <Link2Off className="h-8 w-8" aria-hidden="true" />
      </span>
      <h1 className="text-3xl font-extrabold text-night-900">{t('share.viewer.notFoundTitle')}</h1>
      <p className="max-w-sm text-ink-600">{t('share.viewer.notFoundText')}</p>
      <LocalizedLink to="/" className={buttonClasses('primary', 'md', 'mt-2')}>{t('share.viewer.backHome')}</LocalizedLink>
    </section>
  );
}

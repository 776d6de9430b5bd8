import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { LocalizedLink } from '../../../components/localized-link.tsx';

/** A story that does not exist or is not the viewer's: the server answers 404 for both (DECISIONS.md 2). */
export function StoryNotFound() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-4 rounded-[var(--radius-card)] bg-white px-6 py-12 text-center shadow-soft">
      <span className="flex h-16 w-16 items-center justify-center rounded-2xl bg-night-900 text-moon-300">
        <SearchX className="h-8 w-8" aria-hidden="true" />
      </span>
      <h1 className="text-3xl font-extrabold text-night-900">{t('stories.reader.notFoundTitle')}</h1>
      <p className="text-ink-600">{t('stories.reader.notFoundText')}</p>
      <LocalizedLink to="/" className={buttonClasses('primary', 'md', 'mt-2')}>{t('stories.reader.home')}</LocalizedLink>
    </section>
  );
}

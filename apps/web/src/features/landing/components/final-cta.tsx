import { useTranslation } from '../../../lib/use-translation.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { LocalizedLink } from '../../../components/localized-link.tsx';

export function FinalCta({ ctaTo, ctaLabel }: { ctaTo: string; ctaLabel: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="final-title" className="mx-auto max-w-6xl px-4 py-16">
      <div className="rounded-[2rem] bg-night-900 px-6 py-12 text-center text-white shadow-soft">
        <h2 id="final-title" className="text-3xl font-extrabold text-moon-300">
          {t('landing.finalTitle')}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-lg text-night-100">{t('landing.finalText')}</p>
        <LocalizedLink to={ctaTo} className={buttonClasses('secondary', 'lg', 'mt-8')}>
          {ctaLabel}
        </LocalizedLink>
      </div>
    </section>
  );
}

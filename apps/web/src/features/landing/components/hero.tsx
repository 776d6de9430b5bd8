import { Sparkles } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { LocalizedLink } from '../../../components/localized-link.tsx';
import { HeroScene } from './hero-scene.tsx';

export function Hero({ ctaTo, ctaLabel }: { ctaTo: string; ctaLabel: string }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto grid max-w-6xl items-center gap-10 px-4 pb-16 pt-10 md:grid-cols-2 md:pt-16">
      <div className="grid gap-6">
        <p className="inline-flex w-fit items-center gap-2 rounded-full bg-moon-100 px-4 py-1.5 text-sm font-extrabold text-night-900">
          <Sparkles className="h-4 w-4 text-moon-500" aria-hidden="true" />
          {t('landing.heroEyebrow')}
        </p>
        <h1 className="text-4xl font-extrabold leading-tight text-night-900 md:text-5xl">
          {t('landing.heroTitle')}
        </h1>
        <p className="text-lg leading-relaxed text-ink-700">{t('landing.heroText')}</p>
        <div className="flex flex-wrap items-center gap-4">
          <LocalizedLink to={ctaTo} className={buttonClasses('primary', 'lg')}>
            {ctaLabel}
          </LocalizedLink>
          <span className="text-sm font-semibold text-ink-600">{t('landing.ctaNote')}</span>
        </div>
      </div>
      <HeroScene label={t('landing.heroImageAlt')} />
    </section>
  );
}

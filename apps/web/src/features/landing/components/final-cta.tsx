import { BadgeCheck, Lock, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { moneyBackGuaranteeDays } from '@qamar/shared';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { LocalizedLink } from '../../../components/localized-link.tsx';

export function FinalCta({ ctaTo }: { ctaTo: string }) {
  const { t } = useTranslation();
  const badges = [
    { icon: Lock, text: t('landing.trust.ssl') },
    { icon: RotateCcw, text: t('landing.trust.moneyBack', { days: moneyBackGuaranteeDays }) },
    { icon: BadgeCheck, text: t('landing.trust.cancel') },
  ];
  return (
    <section aria-labelledby="final-title" className="mx-auto max-w-6xl px-4 py-16">
      <div className="rounded-[2rem] bg-night-900 px-6 py-12 text-center text-white shadow-soft">
        <h2 id="final-title" className="text-3xl font-extrabold text-moon-300">{t('landing.finalTitle')}</h2>
        <p className="mx-auto mt-3 max-w-xl text-lg text-night-100">{t('landing.finalText')}</p>
        <LocalizedLink to={ctaTo} className={buttonClasses('secondary', 'lg', 'mt-8')}>{t('landing.cta')}</LocalizedLink>
      </div>
      <ul className="mt-8 flex flex-wrap justify-center gap-x-8 gap-y-3 text-sm font-bold text-ink-700">
        {badges.map((badge) => (
          <li key={badge.text} className="flex items-center gap-2">
            <badge.icon className="h-5 w-5 text-teal-600" aria-hidden="true" />
            {badge.text}
          </li>
        ))}
      </ul>
    </section>
  );
}

import { BadgeCheck, EyeOff, HeartHandshake, Lock, MonitorX, RotateCcw } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { moneyBackGuaranteeDays } from '@qamar/shared';

/**
 * The trust badges closing the landing page: docs/product/README.md's three (secure connection, money-back
 * guarantee, cancel anytime) and what the product itself keeps to: free text is checked for
 * themes unfit for bedtime, there are no ads, and stories stay private until published.
 */
export function TrustBadges() {
  const { t } = useTranslation();
  const badges = [
    { icon: Lock, text: t('landing.trust.ssl') },
    { icon: RotateCcw, text: t('landing.trust.moneyBack', { days: moneyBackGuaranteeDays }) },
    { icon: BadgeCheck, text: t('landing.trust.cancel') },
    { icon: HeartHandshake, text: t('landing.trust.gentle') },
    { icon: MonitorX, text: t('landing.trust.noAds') },
    { icon: EyeOff, text: t('landing.trust.private') },
  ];
  return (
    <section aria-labelledby="trust-title" className="mx-auto max-w-6xl px-4 pb-16">
      <h2 id="trust-title" className="text-center text-lg font-extrabold text-night-900">
        {t('landing.trust.title')}
      </h2>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {badges.map((badge) => (
          <li
            key={badge.text}
            className="flex items-center gap-3 rounded-2xl bg-white px-4 py-3 text-sm font-bold text-ink-700 shadow-soft"
          >
            <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-teal-600/10">
              <badge.icon className="h-5 w-5 text-teal-600" aria-hidden="true" />
            </span>
            {badge.text}
          </li>
        ))}
      </ul>
    </section>
  );
}

import { Check } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { planIds, plans, type PlanId } from '@qamar/shared';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { LocalizedLink } from '../../../components/localized-link.tsx';
import { cn } from '../../../lib/cn.ts';
import { useLanguage } from '../../../lib/use-language.ts';

const POPULAR: PlanId = 'family';
const price = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Every number comes from the one plan table (DECISIONS.md 1). */
function usePlanFeatures(id: PlanId): string[] {
  const { t } = useTranslation();
  const language = useLanguage();
  const plan = plans[id];
  const list = new Intl.ListFormat(language, { type: 'conjunction' }).format(plan.dialects.map((d) => t(`dialects.${d}`)));
  return [
    t('landing.features.stories', { count: plan.storiesPerWeek }),
    t('landing.features.characters', { count: plan.customCharacters }),
    t('landing.features.locations', { count: plan.customLocations }),
    t('landing.features.dialects', { list }),
    t('landing.features.shareViews', { count: plan.shareMaxViews }),
    plan.pdfWatermark ? t('landing.features.pdfWatermark') : t('landing.features.pdfClean'),
    plan.communityStoriesPerWeek === null
      ? t('landing.features.communityUnlimited')
      : t('landing.features.community', { count: plan.communityStoriesPerWeek }),
    ...(plan.priority > 0 ? [t('landing.features.priority')] : []),
  ];
}

function PlanCard({ id, ctaTo }: { id: PlanId; ctaTo: string }) {
  const { t } = useTranslation();
  const plan = plans[id];
  const features = usePlanFeatures(id);
  const popular = id === POPULAR;
  return (
    <li
      className={cn(
        'relative flex flex-col rounded-[var(--radius-card)] p-7',
        popular ? 'bg-night-900 text-white shadow-soft ring-4 ring-moon-400' : 'bg-white text-ink-900 shadow-soft',
      )}
    >
      {popular ? (
        <span className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-moon-400 px-4 py-1 text-xs font-extrabold text-night-950">
          {t('landing.mostPopular')}
        </span>
      ) : null}
      <h3 className={cn('text-xl font-extrabold', popular ? 'text-moon-300' : 'text-night-900')}>{t(`plan.${id}`)}</h3>
      <p className="mt-3 flex items-baseline gap-1">
        <span className="text-4xl font-extrabold">{plan.priceUsdMonthly === 0 ? t('landing.free') : price.format(plan.priceUsdMonthly)}</span>
        {plan.priceUsdMonthly > 0 ? <span className={popular ? 'text-night-100' : 'text-ink-600'}>{t('landing.perMonth')}</span> : null}
      </p>
      <p className={cn('mt-1 min-h-6 text-sm font-bold', popular ? 'text-moon-300' : 'text-teal-600')}>
        {plan.trialDays > 0 ? t('landing.trial', { days: plan.trialDays }) : ''}
      </p>
      <ul className="mt-5 grid flex-1 content-start gap-2.5 text-sm">
        {features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check className={cn('mt-0.5 h-4 w-4 shrink-0', popular ? 'text-moon-300' : 'text-teal-600')} aria-hidden="true" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <LocalizedLink to={ctaTo} className={buttonClasses(popular ? 'secondary' : 'outline', 'md', 'mt-7 w-full')}>
        {t('landing.choosePlan')}
        <span className="sr-only"> · {t(`plan.${id}`)}</span>
      </LocalizedLink>
    </li>
  );
}

export function Pricing({ ctaTo }: { ctaTo: string }) {
  const { t } = useTranslation();
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="bg-night-50 py-16">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="pricing-title" className="text-center text-3xl font-extrabold text-night-900">{t('landing.pricingTitle')}</h2>
        <p className="mt-2 text-center text-ink-600">{t('landing.pricingSubtitle')}</p>
        <ul className="mt-12 grid gap-8 md:grid-cols-3">
          {planIds.map((id) => (
            <PlanCard key={id} id={id} ctaTo={ctaTo} />
          ))}
        </ul>
      </div>
    </section>
  );
}

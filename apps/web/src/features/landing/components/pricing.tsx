import { useTranslation } from '../../../lib/use-translation.ts';
import { planIds, type PlanId } from '@qamar/shared';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { LocalizedLink } from '../../../components/localized-link.tsx';
import { PlanCard } from '../../../components/plans/plan-card.tsx';

const POPULAR: PlanId = 'family';

/** The three plans from the one table; each card leads where its plan starts (Starter to the first story, a paid plan to its subscription page). */
export function Pricing({ planLink }: { planLink: (id: PlanId) => string }) {
  const { t } = useTranslation();
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="bg-night-50 py-16">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="pricing-title" className="text-center text-3xl font-extrabold text-night-900">
          {t('landing.pricingTitle')}
        </h2>
        <p className="mt-2 text-center text-ink-600">{t('landing.pricingSubtitle')}</p>
        <ul className="mt-12 grid gap-8 md:grid-cols-3">
          {planIds.map((id) => (
            <PlanCard
              key={id}
              id={id}
              highlight={id === POPULAR}
              ribbon={id === POPULAR ? t('landing.mostPopular') : undefined}
              action={
                <LocalizedLink
                  to={planLink(id)}
                  className={buttonClasses(
                    id === POPULAR ? 'secondary' : 'outline',
                    'md',
                    'w-full',
                  )}
                >
                  {t('landing.choosePlan')}
                  <span className="sr-only"> · {t(`plan.${id}`)}</span>
                </LocalizedLink>
              }
            />
          ))}
        </ul>
      </div>
    </section>
  );
}

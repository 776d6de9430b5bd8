import { Clock, Headphones, Lightbulb, Moon, Type } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { Dialect } from '@qamar/shared';
import { tourPlanRows } from '../tour-plans.ts';
import type { TourStep } from '../tour-steps.ts';

function Callout({ icon: Icon, children }: { icon: typeof Clock; children: string }) {
  return (
    <p className="flex items-start gap-2 rounded-2xl bg-moon-100 p-3 text-sm font-semibold text-night-900">
      <Icon className="mt-0.5 h-4 w-4 shrink-0 text-moon-500" aria-hidden="true" />
      {children}
    </p>
  );
}

function useDialectList() {
  const { t, i18n } = useTranslation();
  return (dialects: Dialect[]) =>
    new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
      dialects.map((d) => t(`dialects.${d}`)),
    );
}

function LanguagePlans() {
  const { t } = useTranslation();
  const list = useDialectList();
  return (
    <>
      <ul className="grid gap-2 text-sm">
        {tourPlanRows().map((row, index) => (
          <li
            key={row.plan}
            className="flex flex-wrap items-center gap-2 rounded-2xl border border-night-100 p-2.5"
          >
            <span className="rounded-full bg-night-900 px-2.5 py-0.5 text-xs font-extrabold text-moon-300">
              {t(`plan.${row.plan}`)}
            </span>
            <span className="text-ink-700">
              {index === 0
                ? t('onboarding.plan.dialects', { list: list(row.addedDialects) })
                : t('onboarding.plan.addsDialects', { list: list(row.addedDialects) })}
            </span>
          </li>
        ))}
      </ul>
      <p className="text-sm text-ink-600">
        <span className="me-1.5 rounded-full bg-moon-400 px-2 py-0.5 text-[0.65rem] font-extrabold tracking-wide text-night-950">
          {t('stories.beta')}
        </span>
        {t('onboarding.steps.language.beta')}
      </p>
    </>
  );
}

function FeaturePlans() {
  const { t } = useTranslation();
  const icons = [Headphones, Moon, Type];
  return (
    <>
      <ul className="flex justify-center gap-3" aria-hidden="true">
        {icons.map((Icon, index) => (
          <li
            key={index}
            className="flex h-11 w-11 items-center justify-center rounded-2xl bg-night-50 text-night-700"
          >
            <Icon className="h-5 w-5" />
          </li>
        ))}
      </ul>
      <h3 className="text-sm font-extrabold text-night-900">
        {t('onboarding.steps.features.plansTitle')}
      </h3>
      <ul className="grid gap-2 text-sm sm:grid-cols-3">
        {tourPlanRows().map((row) => (
          <li key={row.plan} className="grid gap-0.5 rounded-2xl border border-night-100 p-2.5">
            <span className="font-extrabold text-night-900">{t(`plan.${row.plan}`)}</span>
            <span className="text-ink-600">
              {t('onboarding.plan.stories', { count: row.storiesPerWeek })}
            </span>
            <span className="text-ink-600">
              {t('onboarding.plan.characters', { count: row.customCharacters })}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

/** What a step adds under its text: the quick-start promise, a tip, or the plans from the plan table. */
export function TourStepExtras({ step }: { step: TourStep }) {
  const { t } = useTranslation();
  switch (step) {
    case 'welcome':
      return <Callout icon={Clock}>{t('onboarding.steps.welcome.quick')}</Callout>;
    case 'character':
    case 'location':
      return <Callout icon={Lightbulb}>{t(`onboarding.steps.${step}.tip`)}</Callout>;
    case 'language':
      return <LanguagePlans />;
    case 'features':
      return <FeaturePlans />;
    case 'ready':
      return (
        <p className="text-center text-lg font-extrabold text-night-700">
          {t('onboarding.steps.ready.wish')}
        </p>
      );
  }
}

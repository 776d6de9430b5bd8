import { Tooltip } from 'radix-ui';
import { useTranslation } from '../../lib/use-translation.ts';
import { isExperimentalDialect, lowestPlanWith, plans, timings, type Dialect } from '@qamar/shared';
import { useLanguage } from '../../lib/use-language.ts';

/** The story's language; the four spoken dialects carry BETA, whose tooltip names the plan that includes the dialect. */
export function DialectBadge({ dialect }: { dialect: Dialect }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const plan = lowestPlanWith(dialect);
  const tooltip = t('stories.betaTooltip', { plan: plan ? plans[plan].displayName[language] : '' });
  const name = (
    <span className="rounded-full bg-night-50 px-2.5 py-0.5 text-xs font-bold text-night-700">
      {t(`dialects.${dialect}`)}
    </span>
  );
  if (!isExperimentalDialect(dialect)) return name;
  return (
    <span className="inline-flex items-center gap-1">
      {name}
      <Tooltip.Provider
        delayDuration={timings.tooltipDelay}
        skipDelayDuration={timings.tooltipSkipDelay}
      >
        <Tooltip.Root>
          <Tooltip.Trigger asChild>
            <button
              type="button"
              className="rounded-full bg-moon-400 px-2 py-0.5 text-[0.65rem] font-extrabold tracking-wide text-night-950"
              aria-label={`${t('stories.beta')}: ${tooltip}`}
            >
              {t('stories.beta')}
            </button>
          </Tooltip.Trigger>
          <Tooltip.Portal>
            <Tooltip.Content
              sideOffset={6}
              className="z-50 max-w-60 rounded-xl bg-night-900 px-3 py-2 text-sm font-semibold text-white shadow-soft"
            >
              {tooltip}
              <Tooltip.Arrow className="fill-night-900" />
            </Tooltip.Content>
          </Tooltip.Portal>
        </Tooltip.Root>
      </Tooltip.Provider>
    </span>
  );
}

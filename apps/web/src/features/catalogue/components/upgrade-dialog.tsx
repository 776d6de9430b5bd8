import { Check, Crown } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.ts';
import { nextPlan, plans } from '@qamar/shared';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useLanguage, useLocalize } from '../../../lib/use-language.ts';
import { useUsageStats } from '../../../lib/session/use-usage-stats.ts';
import type { CatalogueKind } from '../hooks/use-creator.ts';

const price = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Shown when a parent reaches the custom character or location limit (SPEC.md 2, 8); every number comes from the plan table or the usage stats. */
export function UpgradeDialog({ open, onOpenChange, kind }: { open: boolean; onOpenChange: (open: boolean) => void; kind: CatalogueKind }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const localize = useLocalize();
  const navigate = useNavigate();
  const usage = useUsageStats({ staleTime: 60_000, gcTime: 5 * 60_000 });
  const counter = usage.data ? (kind === 'character' ? usage.data.characters : usage.data.locations) : undefined;
  const offer = usage.data ? nextPlan(usage.data.plan) : null;
  const plan = offer ? plans[offer] : null;
  const percent = counter && counter.limit > 0 ? Math.min(100, Math.round((counter.used / counter.limit) * 100)) : 100;
  const usageText = counter ? t(kind === 'character' ? 'catalogue.upgrade.characterUsage' : 'catalogue.upgrade.locationUsage', counter) : '';
  const dialects = plan ? new Intl.ListFormat(language, { type: 'conjunction' }).format(plan.dialects.map((d) => t(`dialects.${d}`))) : '';

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t(kind === 'character' ? 'catalogue.upgrade.characterTitle' : 'catalogue.upgrade.locationTitle')} description={usageText || undefined}>
      <div className="grid gap-5">
        <div className="h-3 overflow-hidden rounded-full bg-night-100" role="progressbar" aria-label={usageText} aria-valuemin={0} aria-valuemax={counter?.limit ?? 0} aria-valuenow={counter?.used ?? 0}>
          <div className="h-full rounded-full bg-moon-400" style={{ width: `${percent}%` }} />
        </div>
        {plan ? (
          <div className="rounded-2xl bg-night-900 p-5 text-white">
            <p className="text-sm text-night-100">{t('catalogue.upgrade.offer', { plan: plan.displayName[language] })}</p>
            <p className="mt-2 flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <span className="inline-flex items-center gap-1.5 text-xl font-extrabold text-moon-300">
                <Crown className="h-5 w-5" aria-hidden="true" />
                {plan.displayName[language]}
              </span>
              <span className="font-bold">{t('catalogue.upgrade.perMonth', { price: price.format(plan.priceUsdMonthly) })}</span>
              {plan.trialDays > 0 ? <span className="text-sm font-bold text-moon-300">{t('landing.trial', { days: plan.trialDays })}</span> : null}
            </p>
            <ul className="mt-4 grid gap-2 text-sm">
              {[
                t('landing.features.characters', { count: plan.customCharacters }),
                t('catalogue.upgrade.benefits.locations', { count: plan.customLocations }),
                t('landing.features.stories', { count: plan.storiesPerWeek }),
                t('catalogue.upgrade.benefits.dialects', { list: dialects }),
                ...(plan.pdfWatermark ? [] : [t('catalogue.upgrade.benefits.pdfClean')]),
                ...(plan.priority > 0 ? [t('landing.features.priority')] : []),
              ].map((benefit) => (
                <li key={benefit} className="flex gap-2">
                  <Check className="mt-0.5 h-4 w-4 shrink-0 text-moon-300" aria-hidden="true" />
                  <span>{benefit}</span>
                </li>
              ))}
            </ul>
          </div>
        ) : usage.data ? (
          <p className="text-ink-700">{t('catalogue.upgrade.topPlan')}</p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={() => onOpenChange(false)}>{t('catalogue.upgrade.later')}</Button>
          {plan ? (
            <Button variant="secondary" onClick={() => void navigate(localize(`/subscribe?plan=${plan.name}`))}>
              {t('catalogue.upgrade.upgradeNow')}
            </Button>
          ) : null}
        </div>
      </div>
    </Dialog>
  );
}

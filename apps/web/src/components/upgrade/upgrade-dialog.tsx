import type { ReactNode } from 'react';
import { Check, Crown } from 'lucide-react';
import { useNavigate } from 'react-router';
import { plans, type PlanId, formatUsd } from '@qamar/shared';
import { useTranslation } from '../../lib/use-translation.ts';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { useLanguage, useLocalize } from '../../lib/use-language.ts';

export interface UpgradeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** What was used of what the plan allows: a bar and its words. */
  usage?: { used: number; limit: number; text: string };
  /** The plan to offer; null at the top plan, undefined while not known yet. */
  offer: PlanId | null | undefined;
  /** Benefits that matter for this limit, listed before the plan's usual ones. */
  benefits?: string[];
  /** What the plan brings more of, with `{{plan}}` for its name ("Upgrade to Family to create more:" by default). */
  offerText?: (plan: string) => string;
  /** Anything to say between the bar and the offer (when the count starts again). */
  children?: ReactNode;
}

/**
 * Shown when a parent reaches a limit of their plan (custom characters and places, other parents'
 * stories): how much is used, and the next plan with what it brings. Every number comes from the
 * plan table or the server.
 */
export function UpgradeDialog({
  open,
  onOpenChange,
  title,
  usage,
  offer,
  benefits = [],
  offerText,
  children,
}: UpgradeDialogProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const localize = useLocalize();
  const navigate = useNavigate();
  const plan = offer ? plans[offer] : null;
  const percent =
    usage && usage.limit > 0 ? Math.min(100, Math.round((usage.used / usage.limit) * 100)) : 100;
  const dialects = plan
    ? new Intl.ListFormat(language, { type: 'conjunction' }).format(
        plan.dialects.map((d) => t(`dialects.${d}`)),
      )
    : '';

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={usage?.text || undefined}
    >
      <div className="grid gap-5">
        {usage ? (
          <div
            className="h-3 overflow-hidden rounded-full bg-night-100"
            role="progressbar"
            aria-label={usage.text}
            aria-valuemin={0}
            aria-valuemax={usage.limit}
            aria-valuenow={usage.used}
          >
            <div className="h-full rounded-full bg-moon-400" style={{ width: `${percent}%` }} />
          </div>
        ) : null}
        {children}
        {plan ? (
          <div className="rounded-2xl bg-night-900 p-5 text-white">
            <p className="text-sm text-night-100">
              {offerText
                ? offerText(plan.displayName[language])
                : t('catalogue.upgrade.offer', { plan: plan.displayName[language] })}
            </p>
            <p className="mt-2 flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <span className="inline-flex items-center gap-1.5 text-xl font-extrabold text-moon-300">
                <Crown className="h-5 w-5" aria-hidden="true" />
                {plan.displayName[language]}
              </span>
              <span className="font-bold">
                {t('catalogue.upgrade.perMonth', { price: formatUsd(plan.priceUsdMonthly) })}
              </span>
              {plan.trialDays > 0 ? (
                <span className="text-sm font-bold text-moon-300">
                  {t('landing.trial', { days: plan.trialDays })}
                </span>
              ) : null}
            </p>
            <ul className="mt-4 grid gap-2 text-sm">
              {[
                ...benefits,
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
        ) : offer === null ? (
          <p className="text-ink-700">{t('catalogue.upgrade.topPlan')}</p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {t('catalogue.upgrade.later')}
          </Button>
          {plan ? (
            <Button
              variant="secondary"
              onClick={() => void navigate(localize(`/subscribe?plan=${plan.name}`))}
            >
              {t('catalogue.upgrade.upgradeNow')}
            </Button>
          ) : null}
        </div>
      </div>
    </Dialog>
  );
}

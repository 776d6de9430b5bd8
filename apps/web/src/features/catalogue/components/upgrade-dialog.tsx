import { nextPlan } from '@qamar/shared';
import { useTranslation } from '../../../lib/use-translation.ts';
import { UpgradeDialog as PlanUpgradeDialog } from '../../../components/upgrade/upgrade-dialog.tsx';
import { useUsageStats } from '../../../lib/session/use-usage-stats.ts';
import type { CatalogueKind } from '../hooks/use-creator.ts';

/** Shown when a parent reaches the custom character or location limit (docs/product/screens.md, docs/product/errors.md); every number comes from the plan table or the usage stats. */
export function UpgradeDialog({
  open,
  onOpenChange,
  kind,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  kind: CatalogueKind;
}) {
  const { t } = useTranslation();
  const usage = useUsageStats({ staleTime: 60_000, gcTime: 5 * 60_000 });
  const counter = usage.data
    ? kind === 'character'
      ? usage.data.characters
      : usage.data.locations
    : undefined;
  const usageText = counter
    ? t(
        kind === 'character'
          ? 'catalogue.upgrade.characterUsage'
          : 'catalogue.upgrade.locationUsage',
        counter,
      )
    : '';
  return (
    <PlanUpgradeDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(
        kind === 'character'
          ? 'catalogue.upgrade.characterTitle'
          : 'catalogue.upgrade.locationTitle',
      )}
      usage={counter ? { ...counter, text: usageText } : undefined}
      offer={usage.data ? nextPlan(usage.data.plan) : undefined}
    />
  );
}

import { plans, type PlanId } from '@qamar/shared';
import { useLanguage } from '../../lib/use-language.ts';
import { useTranslation } from '../../lib/use-translation.ts';

/** What a plan brings, as the pricing cards list it: every number from the one plan table. */
export function usePlanFeatures(id: PlanId): string[] {
  const { t } = useTranslation();
  const language = useLanguage();
  const plan = plans[id];
  const list = new Intl.ListFormat(language, { type: 'conjunction' }).format(
    plan.dialects.map((d) => t(`dialects.${d}`)),
  );
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

import { plans, planIds, type Language, type PlanId, type StoryLimitResponse } from '@qamar/shared';

/** What a parent at a weekly limit is offered: Heritage after 10 stories ever, else the next plan up. */
export function upgradeOptions(
  current: PlanId,
  storiesEver: number,
): StoryLimitResponse['upgradeOptions'] {
  const higher = planIds.filter((id) => planIds.indexOf(id) > planIds.indexOf(current));
  const first = current === 'free' && storiesEver >= 10 ? 'heritage' : higher[0];
  const ordered = first ? [first, ...higher.filter((id) => id !== first)] : [];
  return ordered.map((id) => ({
    plan: id,
    name: plans[id].name,
    priceUsdMonthly: plans[id].priceUsdMonthly,
    storiesPerWeek: plans[id].storiesPerWeek,
  }));
}

/** The day a limit starts again, as the limit messages write it. */
export function formatResetDate(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(language === 'ar' ? 'ar-u-nu-latn' : 'en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

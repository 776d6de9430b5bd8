import { dialects, type Dialect } from './dialects.ts';

/**
 * The one plan table (docs/product/roles-and-plans.md). The server enforces these numbers and every screen renders
 * them from here or from the server's usage stats; no plan number is written anywhere else.
 */
export const planIds = ['free', 'family', 'heritage'] as const;
export type PlanId = (typeof planIds)[number];

export const plans = {
  free: {
    name: 'Free',
    displayName: { en: 'Starter', ar: 'المبتدئ' },
    priceUsdMonthly: 0,
    trialDays: 0,
    storiesPerWeek: 3,
    customCharacters: 1,
    customLocations: 1,
    childProfiles: 1,
    dialects: ['standard', 'english'] as readonly Dialect[],
    shareMaxViews: 50,
    pdfWatermark: true,
    communityStoriesPerWeek: 15,
    priority: 0,
  },
  family: {
    name: 'Family',
    displayName: { en: 'Family', ar: 'العائلة' },
    priceUsdMonthly: 9.99,
    trialDays: 7,
    storiesPerWeek: 15,
    customCharacters: 6,
    customLocations: 4,
    childProfiles: 4,
    dialects: ['standard', 'english', 'egyptian', 'lebanese'] as readonly Dialect[],
    shareMaxViews: 250,
    pdfWatermark: false,
    communityStoriesPerWeek: null,
    priority: 0,
  },
  heritage: {
    name: 'Heritage',
    displayName: { en: 'Heritage', ar: 'التراث' },
    priceUsdMonthly: 19.99,
    trialDays: 0,
    storiesPerWeek: 25,
    customCharacters: 10,
    customLocations: 10,
    childProfiles: 8,
    dialects: dialects as readonly Dialect[],
    shareMaxViews: 1000,
    pdfWatermark: false,
    communityStoriesPerWeek: null,
    priority: 10,
  },
} as const;

export const defaultPlan: PlanId = 'free';

/** The lowest plan whose row includes the dialect: what a locked dialect names, and where BETA says it is included from. */
export function lowestPlanWith(dialect: Dialect): PlanId | null {
  return planIds.find((id) => plans[id].dialects.includes(dialect)) ?? null;
}
export const moneyBackGuaranteeDays = 30;
/** Days a subscription whose payment failed keeps its limits while the parent fixes the payment. */
export const paymentGraceDays = 7;
/** Days before a free trial ends that the parent is reminded. */
export const trialReminderDays = 2;

/** Whether plan `a` is above plan `b` in the table's order (Starter, Family, Heritage). */
export const isHigherPlan = (a: PlanId, b: PlanId) => planIds.indexOf(a) > planIds.indexOf(b);

/** The plan an upgrade offers: the next one up (Free → Family → Heritage), none from the top. */
export function nextPlan(plan: PlanId): PlanId | null {
  const index = planIds.indexOf(plan);
  return planIds[index + 1] ?? null;
}

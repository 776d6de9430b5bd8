import { planIds, plans, type Dialect, type PlanId } from '@qamar/shared';

export interface TourPlanRow {
  plan: PlanId;
  storiesPerWeek: number;
  customCharacters: number;
  customLocations: number;
  /** The dialects this plan adds to the one below it. */
  addedDialects: Dialect[];
}

/** The plans as the tour tells them, every number from the one plan table (docs/product/roles-and-plans.md). */
export function tourPlanRows(): TourPlanRow[] {
  return planIds.map((plan, index) => {
    const below = index > 0 ? plans[planIds[index - 1] as PlanId].dialects : [];
    return {
      plan,
      storiesPerWeek: plans[plan].storiesPerWeek,
      customCharacters: plans[plan].customCharacters,
      customLocations: plans[plan].customLocations,
      addedDialects: plans[plan].dialects.filter((dialect) => !below.includes(dialect)),
    };
  });
}

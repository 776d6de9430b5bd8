import {
  dialects,
  isExperimentalDialect,
  lowestPlanWith,
  planIds,
  plans,
  type Dialect,
  type PlanId,
} from '@qamar/shared';

export interface DialectOption {
  dialect: Dialect;
  locked: boolean;
  /** The four spoken dialects are BETA, locked or not (docs/product/roles-and-plans.md). */
  beta: boolean;
  /** The lowest plan that includes the dialect, shown on a locked one (docs/product/roles-and-plans.md). */
  unlockPlan: PlanId | null;
}

/** What a parent may choose: the usage stats' list, or the Starter plan's until they load (docs/product/screens.md). */
export function allowedDialects(usageDialects: readonly Dialect[] | undefined): readonly Dialect[] {
  return usageDialects ?? plans.free.dialects;
}

/** Every dialect of the dropdown; admins see them all open (docs/product/roles-and-plans.md). */
export function dialectOptions(allowed: readonly Dialect[], isAdmin: boolean): DialectOption[] {
  return dialects.map((dialect) => {
    const locked = !isAdmin && !allowed.includes(dialect);
    return {
      dialect,
      locked,
      beta: isExperimentalDialect(dialect),
      unlockPlan: locked ? lowestPlanWith(dialect) : null,
    };
  });
}

/** The locked dialects grouped by the plan that opens them, lowest plan first, for the upgrade links. */
export function lockedByPlan(
  options: readonly DialectOption[],
): Array<{ plan: PlanId; dialects: Dialect[] }> {
  return planIds
    .map((plan) => ({
      plan,
      dialects: options
        .filter((option) => option.locked && option.unlockPlan === plan)
        .map((option) => option.dialect),
    }))
    .filter((group) => group.dialects.length > 0);
}

/** The /subscribe link of a plan (docs/product/screens.md: plan=Family or Heritage). */
export function subscribePath(plan: PlanId): string {
  return `/subscribe?plan=${plans[plan].name}`;
}

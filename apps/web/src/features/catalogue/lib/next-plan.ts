import type { PlanId } from '@qamar/shared';

/** The plan an upgrade offers: the next one up (Free → Family → Heritage), none from the top. */
export function nextPlan(plan: PlanId): PlanId | null {
  if (plan === 'free') return 'family';
  if (plan === 'family') return 'heritage';
  return null;
}

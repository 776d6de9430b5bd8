import { isExperimentalDialect, type Dialect, type PlanId, type UsageStats } from '@qamar/shared';
import { lowestPlanWith } from '@qamar/shared';
import { allowedDialects } from './dialect-options.ts';

export interface SubmitGate {
  isAdmin: boolean;
  emailVerified: boolean;
  dialect: Dialect;
  /** Freshly refetched usage stats; undefined when they could not be read (the server still checks). */
  usage: UsageStats | undefined;
}

export type GateVerdict =
  | { kind: 'ok' }
  | { kind: 'verify' }
  | { kind: 'dialect'; plan: PlanId | null }
  | { kind: 'limit'; limit: number; resetDate: string };

/**
 * docs/product/validation.md "Before submit", for parents (admins skip it): a verified email, an experimental
 * dialect their plan allows, and a story left this week.
 */
export function checkBeforeSubmit(gate: SubmitGate): GateVerdict {
  if (gate.isAdmin) return { kind: 'ok' };
  if (!gate.emailVerified) return { kind: 'verify' };
  if (
    isExperimentalDialect(gate.dialect) &&
    !allowedDialects(gate.usage?.dialects).includes(gate.dialect)
  ) {
    return { kind: 'dialect', plan: lowestPlanWith(gate.dialect) };
  }
  if (gate.usage && gate.usage.stories.remaining <= 0) {
    return {
      kind: 'limit',
      limit: gate.usage.stories.limit,
      resetDate: gate.usage.stories.resetDate,
    };
  }
  return { kind: 'ok' };
}

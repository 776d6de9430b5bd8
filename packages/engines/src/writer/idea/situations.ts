import { familySituations } from './situations-family.ts';
import { fearSituations } from './situations-fears.ts';
import { growingSituations } from './situations-growing.ts';
import { occasionSituations } from './situations-occasions.ts';
import { schoolSituations } from './situations-school.ts';
import type { SituationEntry } from './types.ts';

/** The library of everyday situations of children aged 3 to 12 an idea is matched against. */
export const situations: readonly SituationEntry[] = [
  ...fearSituations,
  ...familySituations,
  ...schoolSituations,
  ...occasionSituations,
  ...growingSituations,
];

export function situationByKey(key: string): SituationEntry | null {
  return situations.find((s) => s.key === key) ?? null;
}

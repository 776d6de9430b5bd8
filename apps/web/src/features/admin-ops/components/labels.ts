import { engineKinds } from '@qamar/shared';
import type { useTranslation } from '../../../lib/use-translation.ts';

type T = ReturnType<typeof useTranslation>['t'];
type Kind = (typeof engineKinds)[number];

/** An engine kind in the interface language (writer, illustrator, narrator); anything else as it is. */
export const kindLabel = (t: T, kind: string) =>
  engineKinds.includes(kind as Kind) ? t(`adminOps.logs.kinds.${kind as Kind}`) : kind;

/** The admin filters' inputs: the app's input look, one line high. */
export const compactInput =
  'h-10 w-full rounded-2xl border-2 border-night-900/15 bg-white px-3 text-sm text-ink-900 outline-none focus:border-night-600';

import { engineKinds } from '@qamar/shared';
import type { useTranslation } from '../../../lib/use-translation.ts';

type T = ReturnType<typeof useTranslation>['t'];
type Kind = (typeof engineKinds)[number];

/** An engine kind in the interface language (writer, illustrator, narrator); anything else as it is. */
export const kindLabel = (t: T, kind: string) => (engineKinds.includes(kind as Kind) ? t(`adminOps.logs.kinds.${kind as Kind}`) : kind);
